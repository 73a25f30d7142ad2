extension Solver {
    /// A minimal conflicting set for a required constraint that cannot be added: the
    /// constraint itself and existing required constraints, in the order they were added
    /// (the new one last), such that removing any one makes the rest satisfiable.
    ///
    /// Only required constraints connected to the new one through shared variables can take
    /// part. Among those it runs the additive (insertion) filter: add the members found so
    /// far, then the candidates in order until the system fails; the one that failed is a
    /// member, and only the candidates before it stay in play.
    ///
    /// - Complexity: O(m · k) additions to scratch solvers, for m members and k candidates.
    mutating func conflictingSet(for constraint: Constraint) -> [Constraint] {
        trackRequiredConstraints()
        var pool = connectedRequiredConstraints(of: constraint)
        var members = [constraint]
        while true {
            var probe = Solver()
            if !probe.accepts(members) { break }
            guard let failed = pool.firstIndex(where: { !probe.accepts([$0]) }) else { break }
            members.append(pool[failed])
            pool.removeSubrange(failed...)
        }
        let existing = members.dropFirst().sorted { sequence(of: $0) < sequence(of: $1) }
        return existing + [constraint]
    }

    /// Adds each constraint in turn; false at the first that cannot hold.
    private mutating func accepts(_ constraints: [Constraint]) -> Bool {
        for c in constraints {
            do { try insert([c], searchingConflicts: false) } catch { return false }
        }
        return true
    }

    private func sequence(of constraint: Constraint) -> Int {
        records[constraint.key]?.sequence ?? Int.max
    }

    /// Fills each variable's list of required constraints from the records, once; from
    /// then on adding and removing keep the lists.
    private mutating func trackRequiredConstraints() {
        guard !tracksRequired else { return }
        tracksRequired = true
        for record in records.values.sorted(by: { $0.sequence < $1.sequence }) where record.constraint.isRequired {
            for term in record.constraint.expression.terms {
                if let i = variableIndex[term.variable.key] { variableEntries[i].required.append(record.constraint) }
            }
        }
    }

    /// The required constraints in the solver reachable from `constraint`'s variables,
    /// in the order they were added.
    private func connectedRequiredConstraints(of constraint: Constraint) -> [Constraint] {
        var seenVariables: Set<Variable> = []
        var seenConstraints: Set<ObjectIdentifier> = [ObjectIdentifier(constraint)]
        var found: [Constraint] = []
        var queue = constraint.expression.terms.map(\.variable)
        while let variable = queue.popLast() {
            guard seenVariables.insert(variable).inserted, let i = variableIndex[variable.key] else { continue }
            for c in variableEntries[i].required where seenConstraints.insert(ObjectIdentifier(c)).inserted {
                found.append(c)
                queue.append(contentsOf: c.expression.terms.map(\.variable))
            }
        }
        return found.sorted { sequence(of: $0) < sequence(of: $1) }
    }
}
