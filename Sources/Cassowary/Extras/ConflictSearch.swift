extension Solver {
    /// A minimal conflicting set for a required constraint that cannot be added: the
    /// constraint itself and existing required constraints, in the order they were added
    /// (the new one last), such that removing any one makes the rest satisfiable.
    ///
    /// The candidates are first the required constraints whose markers appear in the row
    /// that proved the constraint infeasible (the paper's explanation), when they suffice
    /// (the filter's first round, which adds them all, tells); otherwise every required
    /// constraint connected to the new one through shared variables. Among them it runs the
    /// additive (insertion) filter: add the members found so far, then the candidates in
    /// order until the system fails; the one that failed is a member, and only the
    /// candidates before it stay in play.
    ///
    /// A conflict of two, the explanation naming one required constraint, needs no search
    /// when the row proved it by a clear margin and the new constraint can hold on its own:
    /// the old constraint holds on its own (it holds in the solver), so the pair is
    /// minimal. This is the common conflict (a size set anew, an edge pinned twice).
    ///
    /// - Complexity: O(m · k) additions to scratch solvers, for m members and k candidates,
    ///   plus one pass over the constraints to read the explanation.
    ///
    /// `excluded` holds the keys of required constraints that take no part: those being
    /// broken in the same call (``add(_:breaking:)``).
    mutating func conflictingSet(
        for constraint: LinearConstraint, excluding excluded: Set<Int> = []
    ) -> [LinearConstraint] {
        trackRequiredConstraints()
        let explained = explainedConstraints().filter { !excluded.contains($0.key) }
        let margin = explanation.margin
        explanation = Explanation()
        if excluded.isEmpty, explained.count == 1, margin > Solver.clearMargin,
            constraint.clearlyHoldsAlone
        {
            return explained + [constraint]
        }
        if let found = minimalSubset(of: explained, with: constraint) { return found }
        let connected = connectedRequiredConstraints(of: constraint).filter { !excluded.contains($0.key) }
        return minimalSubset(of: connected, with: constraint) ?? [constraint]
    }

    /// The search's second way: a minimal conflicting set among every required constraint
    /// connected to `constraint` (which must be refused), as ``conflictingSet(for:)`` takes
    /// when the explanation row does not suffice. In exact arithmetic it always suffices, so
    /// the property tests call this directly to check the second way too.
    package mutating func conflictingSetAmongConnectedConstraints(for constraint: LinearConstraint) -> [LinearConstraint] {
        trackRequiredConstraints()
        return minimalSubset(of: connectedRequiredConstraints(of: constraint), with: constraint) ?? [constraint]
    }

    /// How far from zero the explanation row's constant must be for the search to take the
    /// row's word for a conflict of two constraints without a scratch solver: a hundred
    /// times the tolerance within which the solver reads a number as zero.
    static let clearMargin = 100 * epsilon

    /// The required constraints whose markers appear in the explanation row, in the order
    /// they were added. Together with the refused constraint they are usually infeasible
    /// already, which keeps the search to a handful of constraints in a large layout.
    private func explainedConstraints() -> [LinearConstraint] {
        let found = explanation.symbols.compactMap { markerOwners[Int($0)].flatMap { records[$0] } }
        return found.sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The additive filter over `candidates`; `nil` when they hold together with
    /// `constraint` (its first round adds them all), so that the caller can try others.
    private func minimalSubset(of candidates: [LinearConstraint], with constraint: LinearConstraint) -> [LinearConstraint]? {
        var pool = candidates
        var members = [constraint]
        while true {
            var probe = Solver()
            if !probe.accepts(members) { break }
            guard let failed = pool.firstIndex(where: { !probe.accepts([$0]) }) else {
                if members.count == 1 { return nil }
                break
            }
            members.append(pool[failed])
            pool.removeSubrange(failed...)
            // The members alone just failed (nothing stood before the new one): done, the
            // next round's probe would only fail again.
            if failed == 0 { break }
        }
        return inOrderAdded(members.dropFirst()) + [constraint]
    }

    /// Adds each constraint in turn; false at the first that cannot hold.
    private mutating func accepts(_ constraints: [LinearConstraint]) -> Bool {
        for c in constraints {
            do { try insert([c], searchingConflicts: false) } catch { return false }
        }
        return true
    }

    /// `constraints` in the order they were added. The keys are read first: a comparison
    /// that looked them up would capture (and copy) the solver for every call.
    private func inOrderAdded(_ constraints: some Sequence<LinearConstraint>) -> [LinearConstraint] {
        var keyed: [(sequence: Int, constraint: LinearConstraint)] = []
        for c in constraints { keyed.append((records[c.key]?.sequence ?? Int.max, c)) }
        keyed.sort { $0.sequence < $1.sequence }
        return keyed.map(\.constraint)
    }

    /// Fills each variable's list of required constraints, and the owners of their
    /// markers, from the records, once; from then on adding and removing keep them.
    private mutating func trackRequiredConstraints() {
        guard !tracksRequired else { return }
        tracksRequired = true
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) where record.isHard {
            markerOwners[Int(record.tag.marker)] = record.constraint.key
            for term in record.constraint.expression.terms {
                if let i = variableIndex[term.variable.key] { variableEntries[i].required.append(record.constraint) }
            }
        }
    }

    /// The required constraints in the solver reachable from `constraint`'s variables,
    /// in the order they were added.
    private func connectedRequiredConstraints(of constraint: LinearConstraint) -> [LinearConstraint] {
        var seenVariables: Set<Variable> = []
        var seenConstraints: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        var found: [LinearConstraint] = []
        var queue = constraint.expression.terms.map(\.variable)
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted, let i = variableIndex[variable.key] else { continue }
            for c in variableEntries[i].required where seenConstraints.insert(ObjectIdentifier(c)).inserted {
                found.append(c)
                queue.append(contentsOf: c.expression.terms.map(\.variable))
            }
        }
        return inOrderAdded(found)
    }
}

extension LinearConstraint {
    /// Whether the constraint can hold on its own, told from its signs alone and only when
    /// it clearly can: a term whose variable may take either sign, or, over non-negative
    /// variables (zero or more), a constant on the side the terms can reach from zero.
    package var clearlyHoldsAlone: Bool {
        var (up, down) = (false, false)  // whether the terms can raise or lower the expression
        for term in expression.terms where term.coefficient != 0 {
            guard term.variable.isNonNegative else { return true }
            if term.coefficient > 0 { up = true } else { down = true }
        }
        let k = expression.constant  // the expression's value with every variable at zero
        switch relation {
        case .equal: return (up && k <= 0) || (down && k >= 0) || k == 0
        case .lessThanOrEqual: return down || k <= 0
        case .greaterThanOrEqual: return up || k >= 0
        }
    }
}

