extension Solver {
    /// Makes `variable` an edit variable: a variable whose value you suggest, held there
    /// at an optional priority.
    ///
    /// - Parameters:
    ///   - variable: the variable.
    ///   - priority: below 1000 (1...999.x).
    /// - Throws: ``SolverError/duplicateEditVariable(_:)``,
    ///   ``SolverError/requiredEditVariable(_:)``, ``SolverError/priorityOutOfRange(_:)``.
    public mutating func addEditVariable(_ variable: Variable, priority: Priority) throws {
        guard edits[variable] == nil else { throw SolverError.duplicateEditVariable(variable) }
        guard priority.isValid else { throw SolverError.priorityOutOfRange(priority.value) }
        guard !priority.isRequired else { throw SolverError.requiredEditVariable(variable) }
        let constraint = LinearConstraint(LinearExpression(variable), .equal, priority: priority)
        try insert([constraint], searchingConflicts: false)
        edits[variable] = EditInfo(constraint: constraint, constant: 0)
    }

    /// Stops `variable` being an edit variable; its suggested value no longer acts.
    /// - Throws: ``SolverError/unknownEditVariable(_:)``.
    public mutating func removeEditVariable(_ variable: Variable) throws {
        guard let info = edits[variable], let record = records[info.constraint.key] else {
            throw SolverError.unknownEditVariable(variable)
        }
        try removeRecords([record])
        edits[variable] = nil
    }

    /// Suggests a value for an edit variable and re-solves from the current basis with the
    /// dual simplex.
    ///
    /// - Throws: ``SolverError/unknownEditVariable(_:)``, ``SolverError/nonFiniteValue(_:_:)``,
    ///   ``SolverError/valueOutOfRange(_:_:)``.
    /// - Complexity: proportional to the rows that mention the variable's error symbols,
    ///   plus the pivots needed (often none).
    public mutating func suggestValue(_ value: Double, for variable: Variable) throws {
        guard let edit = edits.position(of: variable), let tag = records.tag(forKey: edits[position: edit].constraint.key)
        else { throw SolverError.unknownEditVariable(variable) }
        guard value.isFinite else { throw SolverError.nonFiniteValue(variable, value) }
        guard Solver.admits(value) else { throw SolverError.valueOutOfRange(variable, value) }
        defer { tableau.refreshValues() }
        let delta = value - edits[position: edit].constant
        tableau.suggest(marker: tag.marker, other: tag.other, delta: delta)
        try tableau.reoptimizeShift()
        edits[position: edit].constant = value
    }

    /// The value last suggested for an edit variable (0 before the first suggestion).
    public func suggestedValue(for variable: Variable) -> Double? { edits[variable]?.constant }
}
