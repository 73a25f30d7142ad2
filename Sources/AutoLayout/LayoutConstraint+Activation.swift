extension LayoutConstraint {
    /// `constraints` in the order they were activated (oldest first; a stable sort), sorted
    /// on their keys without a closure over the constraints (see Array+Identity.swift).
    /// Content-size constraints come after all others, as in UIKit, which makes them in
    /// the update-constraints pass, after the app's constraints were activated: a label
    /// whose width a stack already fixed then takes its hugging and compression rows
    /// without a search for a feasible start (see docs/performance-history.md).
    static func inActivationOrder(_ constraints: [LayoutConstraint]) -> [LayoutConstraint] {
        let contentSizeOffset = Int.max / 2
        var keys: [(sequence: Int, index: Int)] = []
        keys.reserveCapacity(constraints.count)
        for (index, constraint) in constraints.enumerated() {
            var key = constraint.sequence
            if constraint is ContentSizeConstraint { key += contentSizeOffset }
            keys.append((key, index))
        }
        keys.sort(by: <)
        var sorted: [LayoutConstraint] = []
        sorted.reserveCapacity(constraints.count)
        for key in keys { sorted.append(constraints[key.index]) }
        return sorted
    }

    /// Activates constraints together, installing each on the nearest common ancestor of
    /// its items. A constraint UIKit would refuse (no common ancestor, invalid arguments)
    /// is reported through ``LayoutErrors`` and stays inactive; the others are activated.
    public static func activate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints {
            do { try constraint.install(on: nil) } catch { LayoutErrors.report(error) }
        }
    }

    /// Activates constraints together, or none of them: throws UIKit's error for the first
    /// one that would be refused, before changing anything.
    public static func activateChecked(_ constraints: [LayoutConstraint]) throws {
        for constraint in constraints where !constraint.isActive {
            if let error = constraint.invalidReason { throw error }
            _ = try constraint.commonAncestor()
        }
        for constraint in constraints { try constraint.install(on: nil) }
    }

    /// Deactivates constraints; inactive ones are left alone.
    public static func deactivate(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { constraint.uninstall() }
    }

    /// The nearest view that contains every item of the constraint.
    func commonAncestor() throws(LayoutError) -> View {
        let views = nodes.map(\.view)
        var ancestor: View? = views.first ?? nil
        for view in views.dropFirst() {
            guard let view, let current = ancestor else {
                ancestor = nil
                break
            }
            ancestor = View.nearestCommonAncestor(current, view)
        }
        guard let ancestor else {
            throw .noCommonAncestor(first: firstAnchorDescription, second: secondAnchorDescription)
        }
        return ancestor
    }

    /// Installs the constraint on `view` (or on the nearest common ancestor) and adds it to
    /// a built engine.
    func install(on view: View?) throws(LayoutError) {
        if let error = invalidReason { throw error }
        let ancestor = try commonAncestor()
        let target = view ?? ancestor
        if let view, !ancestor.isDescendant(of: view) {
            throw .notInSubtree(constraint: description, view: view.description)
        }
        if let current = installedOn {
            guard current !== target else { return }
            uninstall()
        }
        sequence = LayoutSequence.next()
        target.constraints.append(self)
        installedOn = target
        target.root.hostedEngine?.add(self)
        target.setNeedsLayout()
    }

    /// Whether the constraint refers to a margin attribute of a view in `ids`.
    func referencesMargins(ofViewsIn ids: Set<ObjectIdentifier>) -> Bool {
        [first, second].contains { source in
            guard let source, source.attribute.withoutMargin != nil, let node = source.node else { return false }
            return ids.contains(ObjectIdentifier(node))
        }
    }

    /// Takes the constraint out of its view and the engine.
    func uninstall() {
        guard let view = installedOn else { return }
        view.root.hostedEngine?.remove(self)
        view.constraints.removeAll { $0 === self }
        installedOn = nil
        view.setNeedsLayout()
    }
}

extension View {
    /// Installs a constraint on this view, which must contain both its items (the API
    /// before `isActive`). Refused input is reported with UIKit's message.
    public func addConstraint(_ constraint: LayoutConstraint) {
        do { try constraint.install(on: self) } catch { LayoutErrors.report(error) }
    }

    /// Installs several constraints on this view.
    public func addConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes a constraint installed on this view.
    public func removeConstraint(_ constraint: LayoutConstraint) {
        guard constraint.installedOn === self else { return }
        constraint.uninstall()
    }

    /// Removes several constraints installed on this view.
    public func removeConstraints(_ constraints: [LayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }
}
