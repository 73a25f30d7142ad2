import Foundation

/// How deep layout requests are nested (``View/layoutIfNeeded()`` called from inside a
/// `layoutSubviews()`), and the report of a layout that never settles.
@MainActor
enum LayoutNesting {
    /// The passes an outermost request runs at most before it stops.
    static let passes = 16
    /// The deepest nesting of requests carried out; deeper ones wait for the passes above.
    static let limit = 8
    /// The requests running now.
    static var depth = 0
    private static var reported = false

    /// Reports, once, a tree still asking for layout after ``passes`` passes.
    static func reportUnsettled(_ root: View) {
        guard !reported else { return }
        reported = true
        LayoutErrors.report(.layoutDidNotSettle(root.debugName))
    }
}
