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
            for record in taken {
                if let x = impliedSigns.symbol(implyingFor: record.constraint.key) { restoreSign(of: x) }
                try removeRow(record.tag)
            }
            tableau.commit()
        } catch {
            tableau.rollback()
            throw error
        }
        for record in taken {
            records[record.constraint.key] = nil
            impliedSigns.remove(constraint: record.constraint.key)
            if tracksRequired && record.isHard { markerOwners[Int(record.tag.marker)] = nil }
            retire(record.tag.marker)
            retire(record.tag.other)
            if record.tag.level >= 0 { tableau.objective.releaseLevel(record.tag.level) }
            release(record)
        }
    }

    /// The paper's constraint removal: take the constraint's errors out of the objective,
    /// pivot its marker into the basis (choosing the row that keeps the tableau feasible)
    /// and drop that row.
    private mutating func removeRow(_ tag: Tag) throws(SolverError) {
        if tag.level >= 0 {
            removeErrorEffects(tag.marker, level: tag.level)
            removeErrorEffects(tag.other, level: tag.level)
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

    /// Takes a removed constraint's symbol out of every row and objective level (where
    /// only rounding residue can remain) and recycles it; -1 (no symbol) is ignored.
    private mutating func retire(_ s: Symbol) {
        guard s >= 0 else { return }
        tableau.purge(s)
        tableau.releaseSymbol(s)
    }

    /// Subtracts an error symbol's own weight from its objective level; any other symbol
    /// (a slack or dummy marker, or -1) carries none.
    private mutating func removeErrorEffects(_ error: Symbol, level: Int) {
        guard error >= 0, tableau.kind(error) == .error else { return }
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
        var redundant = Candidate()
        var negative = Candidate()
        var positive = Candidate()
        var definitions: [Int32] = []
        for slot in tableau.columns.slots(marker) {
            let row = tableau.rows[Int(slot)]
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            let basic = tableau.basicOf[Int(slot)]
            switch tableau.kind(basic) {
            case .dummy: redundant.offer(slot, ratio: 0, basic: basic)
            case .external: definitions.append(slot)
            default:
                if c < 0 {
                    negative.offer(slot, ratio: -row.constant / c, basic: basic)
                } else {
                    positive.offer(slot, ratio: row.constant / c, basic: basic)
                }
            }
        }
        if let slot = redundant.slot ?? negative.slot ?? positive.slot { return slot }
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

/// The best row so far for a marker to leave by: the smallest ratio, ties to the smallest
/// basic symbol.
private struct Candidate {
    private(set) var slot: Int32?
    private var ratio = Double.infinity
    private var basic = Symbol.max

    mutating func offer(_ slot: Int32, ratio: Double, basic: Symbol) {
        guard self.slot == nil || ratio < self.ratio || (ratio == self.ratio && basic < self.basic) else { return }
        self.slot = slot
        self.ratio = ratio
        self.basic = basic
    }
}
