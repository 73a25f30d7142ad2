import Foundation

extension View {
    /// The active constraints of the tree that refer to this view on an axis: those you
    /// made, and the system's (autoresizing, intrinsic size, guides), in the order they
    /// were activated.
    public func constraintsAffectingLayout(for axis: LayoutAxis) -> [LayoutConstraint] {
        root.constraintsAffecting(layoutNode, on: axis)
    }

    /// The active constraints of this view's tree that refer to `node` on `axis`, in the
    /// order they were activated.
    func constraintsAffecting(_ node: LayoutNode, on axis: LayoutAxis) -> [LayoutConstraint] {
        let id: Set<ObjectIdentifier> = [ObjectIdentifier(node)]
        return engineSubtree.flatMap(\.engineConstraints)
            .filter { $0.actingAxis == axis && $0.references(nodes: id) }
            .sorted { $0.sequence < $1.sequence }
    }
}

extension LayoutConstraint {
    /// The axis the constraint acts on.
    var actingAxis: LayoutAxis? {
        func axis(of source: AnchorSource) -> LayoutAxis? {
            switch source {
            case .attribute(_, let attribute): attribute.axis
            case .offset(let from, _): axis(of: from)
            }
        }
        return axis(of: first)
    }
}
