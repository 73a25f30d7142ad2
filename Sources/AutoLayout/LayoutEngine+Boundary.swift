/// A fit of a view that is not its engine's root (a cell's content view, any subview) is
/// measured in the tree's own engine, as a root's fit is: the constraints that tie the
/// view's subtree to the rest of the tree are lifted for the measurement, with the view's
/// own autoresizing constraints, and the fitting constraints pull the view's size. The
/// measurement is rolled back, so the engine is left as it was, and repeated fits of one
/// view go through the engine's fitting template (LayoutEngine+FittingTemplate.swift).
extension LayoutEngine {
    /// The constraints to lift for a fit of `view` (those that relate a view or guide of
    /// its subtree to one outside it, and the view's own autoresizing constraints, in
    /// activation order) and the views below it that the engine lays out. Kept per view
    /// until the engine next changes other than by a constant (a change to the tree makes
    /// a new engine).
    ///
    /// - Complexity: O(1) when kept; otherwise O(constraints in the engine).
    func boundary(of view: View) -> Boundary {
        if boundaryRevision != revision {
            boundaries.removeAll(keepingCapacity: true)
            boundaryRevision = revision
        }
        if let kept = boundaries[ObjectIdentifier(view)] { return kept }
        let subtree = view.engineSubtree
        var inside: Set<ObjectIdentifier> = []
        for member in subtree { inside.insert(ObjectIdentifier(member)) }
        var lifted: [LayoutConstraint] = []
        for constraint in view.autoresizingConstraints where contains(constraint) { lifted.append(constraint) }
        for constraint in members.values where Self.crosses(constraint, inside) {
            if !lifted.containsIdentical(constraint) { lifted.append(constraint) }
        }
        let boundary = Boundary(lifted: LayoutConstraint.inActivationOrder(lifted), descendants: subtree.descendants)
        boundaries[ObjectIdentifier(view)] = boundary
        return boundary
    }

    /// What a fit of a non-root view lifts, and the views below it.
    struct Boundary {
        let lifted: [LayoutConstraint]
        let descendants: [View]
    }

    /// Whether a constraint relates an item inside the subtree (`inside`: its views) to one
    /// outside it.
    private static func crosses(_ constraint: LayoutConstraint, _ inside: Set<ObjectIdentifier>) -> Bool {
        var (hasInside, hasOutside) = (false, false)
        for node in constraint.nodes {
            if let view = node.view, inside.contains(ObjectIdentifier(view)) {
                hasInside = true
            } else {
                hasOutside = true
            }
        }
        return hasInside && hasOutside
    }
}
