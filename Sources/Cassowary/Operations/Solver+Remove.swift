extension Solver {
    /// Removes a constraint.
    ///
    /// - Throws: ``SolverError/unknownConstraint(_:)`` when it is not in the solver (the
    ///   solver is then unchanged).
    /// - Complexity: proportional to the rows that mention the constraint's marker symbol,
    ///   plus the pivots needed to reach the new optimum.
    public mutating func remove(_ constraint: LinearConstraint) throws {
        try remove([constraint])
    }

    /// Removes several constraints as one transaction: all or none.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for the first that is not in the
    ///   solver (or is listed twice), with the solver unchanged.
    public mutating func remove(_ constraints: [LinearConstraint]) throws {
        var taken: [Record] = []
        var seen: Set<Int> = []
        for constraint in constraints {
            let id = constraint.key
            guard let record = records.record(of: constraint), seen.insert(id).inserted else {
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
            if record.tag.isOptional { tableau.releaseLevel(record.tag.level) }
            release(record)
        }
    }

    /// The paper's constraint removal: take the constraint's errors out of the objective,
    /// pivot its marker into the basis (choosing the row that keeps the tableau feasible)
    /// and drop that row.
    private mutating func removeRow(_ tag: Tag) throws(SolverError) {
        if tag.isOptional {
            removeErrorEffects(tag.marker, level: tag.level)
            removeErrorEffects(tag.other, level: tag.level)
        }
        if tableau.isBasic(tag.marker) {
            _ = tableau.removeRow(basic: tag.marker)
        } else if let leaving = tableau.markerLeavingSymbol(tag.marker) {
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
        guard s != noSymbol else { return }
        tableau.purge(s)
        tableau.releaseSymbol(s)
    }

    /// Subtracts an error symbol's own weight from its objective level; any other symbol
    /// (a slack or dummy marker, or -1) carries none.
    private mutating func removeErrorEffects(_ error: Symbol, level: Int) {
        guard error != noSymbol, tableau.kind(error) == .error else { return }
        if let row = tableau.row(of: error) {
            for cell in row.cells { tableau.addToObjective(-cell.coefficient, level: level, symbol: cell.symbol) }
        } else {
            tableau.addToObjective(-1, level: level, symbol: error)
        }
    }
}
