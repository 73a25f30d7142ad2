import Foundation

/// A rectangle that takes part in layout without being a view (UIKit's `UILayoutGuide`):
/// spacers, margins, the safe area.
///
/// ```swift
/// let spacer = LayoutGuide()
/// container.addLayoutGuide(spacer)
/// spacer.widthAnchor.constraint(equalToConstant: 20).isActive = true
/// ```
@MainActor
open class LayoutGuide: LayoutItem, @MainActor CustomStringConvertible {
    /// The guide's unknowns in the layout engine.
    public private(set) lazy var layoutNode = LayoutNode(item: self, address: address)
    private let addressNumber = DebugAddress.object()
    /// The fake memory address printed in descriptions.
    var address: String { DebugAddress.text(addressNumber) }

    /// The view that owns the guide (set by ``View/addLayoutGuide(_:)``).
    public internal(set) var owningView: View? {
        get { owningViewLink?.view }
        set { owningViewLink = newValue?.link }
    }
    @exclusivity(unchecked) private var owningViewLink: ViewLink?
    /// A name printed in quotes after the address (`'UIViewLayoutMarginsGuide'`).
    public var identifier: String = ""
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// The frame the last layout pass gave the guide, in the owning view's coordinates.
    @exclusivity(unchecked) public internal(set) var layoutFrame: CGRect = .zero
    /// The constraints that place a system guide (margins, safe area) in its view.
    var systemConstraints: [LayoutConstraint] = []

    /// Creates a guide; add it to a view before constraining it.
    public init() {}

    /// Clears the layout node's reference to the guide: constraints that outlive it
    /// describe it as deallocated.
    isolated deinit { layoutNode.itemWillGo() }

    /// `UILayoutGuide:0x600000001200'UIViewLayoutMarginsGuide'`.
    public var debugName: String {
        identifier.isEmpty ? "UILayoutGuide:\(address)" : "UILayoutGuide:\(address)'\(identifier)'"
    }

    /// `<UILayoutGuide: 0x600000001200 - (0,0,320,480), layoutFrame = ..., owningView = ...>`.
    public var description: String {
        let f = layoutFrame
        let owner = owningView.map { "\($0.debugClassName): \($0.address)" } ?? "(null)"
        return "<UILayoutGuide: \(address) - \"\(identifier)\", layoutFrame = {{\(format(f.minX)), "
            + "\(format(f.minY))}, {\(format(f.width)), \(format(f.height))}}, owningView = <\(owner)>>"
    }
}

extension View {
    /// A guide the system keeps for this view (margins, safe area, a scroll view's
    /// content): `stored` when it exists, else a new one with `identifier`, kept with
    /// `store`, added, and given its constraints by `constrain`.
    func systemGuide(
        _ stored: LayoutGuide?, identifier: String, store: (LayoutGuide) -> Void, constrain: () -> Void
    ) -> LayoutGuide {
        if let stored { return stored }
        let guide = LayoutGuide()
        guide.identifier = identifier
        store(guide)
        addLayoutGuide(guide)
        constrain()
        return guide
    }

    /// Adds a layout guide to the view.
    public func addLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView !== self else { return }
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutGuides.append(guide)
        root.hostedEngine = nil
        setNeedsLayout()
    }

    /// Removes a layout guide and deactivates the constraints that refer to it.
    public func removeLayoutGuide(_ guide: LayoutGuide) {
        guard guide.owningView === self else { return }
        let id: Set<ObjectIdentifier> = [ObjectIdentifier(guide.layoutNode)]
        var ancestor: View? = self
        while let view = ancestor {
            for c in view.constraints where c.references(nodes: id) { c.isActive = false }
            ancestor = view.superview
        }
        layoutGuides.removeAll { $0 === guide }
        guide.owningView = nil
        root.hostedEngine = nil
        setNeedsLayout()
    }
}
