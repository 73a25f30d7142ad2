extension Solver {
    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver (the
    ///   solver is then unchanged).
    /// - Complexity: proportional to the rows that mention the constraint's marker symbol,
    ///   plus the pivots needed to reach the new optimum.
    public mutating func remove(_ constraint: Constraint) throws {
        try remove([constraint])
    }

    /// Removes several constraints as one transaction: all or none.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first that is not in the
    ///   solver (or is listed twice), with the solver unchanged.
    public mutating func remove(_ constraints: [Constraint]) throws {
        var taken: [Record] = []
        var seen: Set<Int> = []
        for constraint in constraints {
            let id = constraint.key
            guard let record = records[id], seen.insert(id).inserted else {
                throw SolverError.unknownConstraint(constraint)
            }
            taken.append(record)
        }
        try removeRecords(taken)
    }

    mutating func removeRecords(_ taken: [Record]) throws(SolverError) {
        defer { tableau.refreshValues() }
        tableau.begin()
        do {
            for record in taken { try removeRow(record.tag) }
            tableau.commit()
        } catch {
            tableau.rollback()
            throw error
        }
        for record in taken {
            records[record.constraint.key] = nil
            if tracksRequired && record.isHard { markerOwners[Int(record.tag.marker)] = nil }
            for s in [record.tag.marker, record.tag.other] where s >= 0 {
                tableau.purge(s)
                tableau.releaseSymbol(s)
            }
            if record.tag.level >= 0 { tableau.objective.releaseLevel(record.tag.level) }
            release(record)
        }
    }

    /// The paper's constraint removal: take the constraint's errors out of the objective,
    /// pivot its marker into the basis (choosing the row that keeps the tableau feasible)
    /// and drop that row.
    private mutating func removeRow(_ tag: Tag) throws(SolverError) {
        if tag.level >= 0 {
            for s in [tag.marker, tag.other] where s >= 0 && tableau.kind(s) == .error {
                removeErrorEffects(s, level: tag.level)
            }
        }
        if tableau.isBasic(tag.marker) {
            _ = tableau.removeRow(basic: tag.marker)
        } else if let slot = markerLeavingSlot(tag.marker) {
            let leaving = tableau.basicOf[Int(slot)]
            var row = tableau.removeRow(basic: leaving)
            // A definition row is expanded first, so that the marker's expression mentions
            // no definition that could depend on the rows it is substituted into.
            tableau.expand(&row)
            row.solve(for: tag.marker, replacing: leaving)
            tableau.substitute(tag.marker, row)
        }
        try tableau.optimize()
    }

    /// Subtracts an error symbol's own weight from its objective level.
    private mutating func removeErrorEffects(_ error: Symbol, level: Int) {
        if let row = tableau.row(of: error) {
            for cell in row.cells { tableau.objective.add(-cell.coefficient, level: level, symbol: cell.symbol) }
        } else {
            tableau.objective.add(-1, level: level, symbol: error)
        }
    }

    /// The row to pivot a parametric marker into. First the row of a redundant required
    /// equality (a basic dummy) that depends on the marker: it takes the removed
    /// constraint's place, and its row, all dummies with a zero constant, stays so. Then,
    /// among restricted rows, the one with the smallest ratio where the marker's
    /// coefficient is negative, else where it is positive; else a row of an unrestricted
    /// variable whose written-out definition mentions the marker. Ties go to the smallest
    /// basic symbol.
    private mutating func markerLeavingSlot(_ marker: Symbol) -> Int32? {
        var best: [(slot: Int32, ratio: Double, basic: Symbol)?] = [nil, nil, nil]
        var definitions: [Int32] = []
        for slot in tableau.columns.slots(marker) {
            let row = tableau.rows[Int(slot)]
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            let basic = tableau.basicOf[Int(slot)]
            let (group, ratio): (Int, Double)
            switch tableau.kind(basic) {
            case .dummy: (group, ratio) = (0, 0)
            case .external:
                definitions.append(slot)
                continue
            default: (group, ratio) = c < 0 ? (1, -row.constant / c) : (2, row.constant / c)
            }
            if let current = best[group], current.ratio < ratio || (current.ratio == ratio && current.basic < basic) {
                continue
            }
            best[group] = (slot, ratio, basic)
        }
        if let found = best.lazy.compactMap({ $0 }).first { return found.slot }
        // A definition row counts only if, written out, it still mentions the marker.
        var chosen: (slot: Int32, basic: Symbol)?
        for slot in definitions {
            let basic = tableau.basicOf[Int(slot)]
            if let current = chosen, current.basic < basic { continue }
            var expanded = tableau.rows[Int(slot)]
            tableau.expand(&expanded)
            if !nearZero(expanded.coefficient(for: marker)) { chosen = (slot, basic) }
        }
        return chosen?.slot
    }
}
