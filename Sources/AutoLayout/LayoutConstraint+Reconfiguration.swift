import Foundation

extension LayoutConstraint {
    /// Changes what the constraint relates, in place: the relation, the second side and the
    /// multiplier. UIKit cannot; the engine re-solves, and an active constraint moves to the
    /// new common ancestor.
    ///
    /// - Throws: the ``LayoutError`` UIKit would raise for such a constraint; nothing
    ///   changes then.
    package func reconfigure(
        relation: LayoutRelation, toItem: (any LayoutItem)?, attribute: LayoutAttribute, multiplier: CGFloat
    ) throws(LayoutError) {
        let newSecond = toItem.flatMap { item in
            attribute == .notAnAttribute ? nil : AnchorSource.attribute(item.layoutNode, attribute)
        }
        if let error = Self.validationError(first, newSecond, multiplier, constant) { throw error }
        let wasActive = isActive
        let oldSecond = second
        if wasActive { uninstall() }
        self.relation = relation
        self.multiplier = multiplier
        second = newSecond
        guard wasActive else { return }
        do {
            try install(on: nil)
        } catch {
            second = oldSecond
            try? install(on: nil)
            throw error
        }
    }

    /// Sets the priority even across the required boundary while active (UIKit refuses;
    /// the engine re-solves). A priority outside 1...1000 throws and changes nothing.
    package func forcePriority(_ value: LayoutPriority) throws(LayoutError) {
        guard value.isValid else { throw .priorityOutOfRange(value.rawValue) }
        guard value != storedPriority else { return }
        storedPriority = value
        engineDidChange()
    }

    /// Deactivates one group of constraints and activates another as one change of the
    /// engine: the old constraints leave before the new ones arrive, so the two never
    /// conflict with each other, and the new ones enter the solver in one transaction when
    /// they can all hold.
    package static func switchConstraints(deactivating old: [LayoutConstraint], activating new: [LayoutConstraint]) {
        deactivate(old)
        var roots: [ObjectIdentifier: (root: View, constraints: [LayoutConstraint])] = [:]
        for constraint in new where !constraint.isActive {
            do throws(LayoutError) {
                if let error = constraint.invalidReason { throw error }
                let target = try constraint.commonAncestor()
                constraint.sequence = LayoutSequence.next()
                target.constraints.append(constraint)
                constraint.installedOn = target
                target.setNeedsLayout()
                roots[ObjectIdentifier(target.root), default: (target.root, [])].constraints.append(constraint)
            } catch {
                LayoutErrors.report(error)
            }
        }
        for (root, constraints) in roots.values { root.hostedEngine?.add(constraints) }
    }

    /// Whether `other` relates the same anchors in the same way, at the same priority and
    /// weight and with the same name, so that only its numbers may differ.
    func hasSameShape(as other: LayoutConstraint) -> Bool {
        guard Swift.type(of: self) == Swift.type(of: other), relation == other.relation,
            storedPriority == other.storedPriority, objectiveWeight == other.objectiveWeight,
            identifier == other.identifier,
            first.sameAnchor(as: other.first)
        else { return false }
        switch (second, other.second) {
        case (nil, nil): break
        case (let a?, let b?): guard a.sameAnchor(as: b) else { return false }
        default: return false
        }
        return shapeDetailsMatch(other)
    }
}
