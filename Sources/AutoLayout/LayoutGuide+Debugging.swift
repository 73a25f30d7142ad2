import Foundation

extension LayoutGuide {
    /// Whether the constraints allow another frame for this guide relative to its owning
    /// view that satisfies them equally well, as ``View/hasAmbiguousLayout`` tells for a
    /// view. A guide without an owning view takes part in no layout: false.
    public var hasAmbiguousLayout: Bool {
        guard let owner = owningView else { return false }
        owner.root.layoutIfNeeded()
        let engine = owner.root.ensureEngine()
        return layoutNode.relativeUnknowns(to: owner.layoutNode).contains { engine.canVary($0.expression) }
    }

    /// The active constraints of the tree that refer to this guide on an axis, as
    /// ``View/constraintsAffectingLayout(for:)`` gives them for a view.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        owningView?.root.constraintsAffecting(layoutNode, on: axis) ?? []
    }
}
