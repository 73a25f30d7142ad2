/// A view's stand-in for the references that must not keep it alive: a subview's
/// `superview`, a guide's `owningView`, the view a constraint is installed on. They hold
/// the link; the view clears it when it is deinitialised, and from then on they read `nil`,
/// as from a weak reference.
///
/// Why not `weak`: the first weak reference to an object gives it a side table, and from
/// then on every retain and release of the object takes the runtime's slow path. Views are
/// retained and released all through a layout pass, so weak references to them cost a
/// self-sizing list about a sixth of its time (docs/layout-pass.md, "Run-time checks").
@MainActor
final class ViewLink {
    /// The view, until its deinitialisation (see ``View``'s `deinit`). Not a counted
    /// reference: the view clears it before it goes away.
    unowned(unsafe) var view: View?

    init(_ view: View) { self.view = view }
}
