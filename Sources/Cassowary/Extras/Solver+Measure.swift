extension Solver {
    /// The values some variables would take with `removing` taken out of the solver and
    /// `adding` put in, without keeping the change: afterwards the solver is exactly as it
    /// was (rows, objective, values, constraints, and what ``fetchChanges()`` reports).
    ///
    /// ```swift
    /// var solver = Solver()
    /// let height = Variable("height"), content = Variable("content")
    /// let pin = height == 44
    /// try solver.add([pin, height >= content + 16, (content == 40).withPriority(.high)])
    /// let fit = try solver.measure(
    ///     removing: [pin], adding: [(height == 0).withPriority(.fittingSizeLevel)], reading: [height])
    /// fit                          // [56]
    /// solver.value(of: height)     // 44
    /// ```
    ///
    /// An added constraint that equals a removed one in all but its priority changes that
    /// constraint's priority in place (``changePriority(of:to:)``) where it can, which
    /// usually needs no pivot at all. The layout engine measures a view's fitting size
    /// this way.
    ///
    /// - Parameters:
    ///   - removing: constraints in the solver.
    ///   - adding: constraints not in the solver (except those also being removed).
    ///   - variables: the variables to read once the change is made.
    /// - Returns: the variables' values under the change, in the order given.
    /// - Throws: the errors of ``remove(_:)-([LinearConstraint])`` and ``add(_:)-([LinearConstraint])``
    ///   for the change (an unknown, repeated or invalid constraint, or a required one that
    ///   conflicts, with its minimal conflicting set), the solver unchanged. The error is
    ///   always a ``SolverError``. (Declared as plain `throws`, as every throwing method of
    ///   ``Solver`` is: with the type in the signature, Swift 6.3's compiler crashes on a
    ///   common way of catching it, `catch SolverError.unsatisfiableConstraint(_, let
    ///   conflict)` in a throwing function, with `conflict` then tested in an `&&`.)
    /// - Complexity: proportional to what the change touches (the rows it rewrites, which
    ///   are put back afterwards), plus a copy of the constraint records and variable
    ///   entries when the change writes them; no copy of the tableau.
    public mutating func measure(
        removing: [LinearConstraint], adding: [LinearConstraint], reading variables: [Variable]
    ) throws -> [Double] {
        try measure(removing: removing, adding: adding, reading: variables, searchingConflicts: true)
    }

    /// ``measure(removing:adding:reading:)``; a conflict's set is searched for only when
    /// asked (the layout engine handles conflicts itself).
    package mutating func measure(
        removing: [LinearConstraint], adding: [LinearConstraint], reading variables: [Variable], searchingConflicts: Bool
    ) throws(SolverError) -> [Double] {
        let saved = Bookkeeping(of: &self)
        tableau.begin()
        var result: Result<[Double], SolverError>
        do {
            try apply(removing: removing, adding: adding, searchingConflicts: searchingConflicts)
            result = .success(variables.map { valueInPlace(of: $0) })
        } catch let error as SolverError {
            result = .failure(error)
        } catch {
            result = .failure(.internalError("\(error)"))
        }
        tableau.rollback()
        saved.restore(into: &self)
        tableau.refreshValues()
        return try result.get()
    }

    /// The change of ``measure(removing:adding:reading:)``, inside its transaction. Stops
    /// at the first step that fails.
    private mutating func apply(removing: [LinearConstraint], adding: [LinearConstraint], searchingConflicts: Bool) throws {
        if try applyAsPriorityChanges(removing: removing, adding: adding) { return }
        var removed = removing
        var added = adding
        for (i, new) in added.enumerated().reversed() {
            guard let j = removed.firstIndex(where: { $0.relation == new.relation && $0.expression == new.expression })
            else { continue }
            do {
                try changePriority(of: removed[j], to: new)
            } catch SolverError.notInPlace {
                continue
            }
            // A priority change that could not be made leaves its work behind inside this
            // transaction (only the outer rollback undoes it): nothing after it is sound.
            if tableau.nestedTransactionFailed {
                throw SolverError.internalError("a priority change failed inside a measurement")
            }
            removed.remove(at: j)
            added.remove(at: i)
        }
        try remove(removed)
        try insert(added, searchingConflicts: searchingConflicts)
    }

    /// The change made as priority changes alone, when each added constraint equals a
    /// different removed one in all but its priority and every change can be made in place
    /// (a view's fitting size: its size pins lowered to the fitting priority). Only the
    /// tableau moves: the records are not rewritten, since the measurement is rolled back,
    /// and so nothing outside the tableau is copied for it. Returns `false`, having changed
    /// nothing, when the change is not of that kind.
    private mutating func applyAsPriorityChanges(removing: [LinearConstraint], adding: [LinearConstraint]) throws
        -> Bool
    {
        guard removing.count == adding.count, !adding.isEmpty else { return false }
        var moves: [(record: Record, new: LinearConstraint)] = []
        for new in adding {
            guard !contains(new), new.priority.isValid,
                let old = removing.first(where: { old in
                    old.relation == new.relation && old.expression == new.expression
                        && !moves.contains { $0.record.constraint === old }
                }),
                old !== new, let record = records.record(of: old), priorityRefusal(record, old, new) == nil
            else { return false }
            moves.append((record, new))
        }
        defer { tableau.refreshValues() }
        for (record, new) in moves {
            // Checked again: an earlier move's pivots may have changed what allows this one.
            if let reason = priorityRefusal(record, record.constraint, new) {
                throw SolverError.notInPlace(record.constraint, reason)
            }
            _ = try movePriority(record, to: new)
        }
        return true
    }

    /// The solver's state outside the tableau, kept while a measurement runs and put back
    /// after it (the tableau's own transaction restores the tableau). Copies are made only
    /// of what the measurement writes.
    private struct Bookkeeping {
        var records: RecordTable
        var edits: EditTable
        var variableIndex: IntKeyedMap<Int>
        var variableEntries: [VariableEntry]
        var freeVariableEntries: [Int]
        var entryOfSymbol: [Int32]
        var departed: [Variable]
        var nextSequence: Int
        var explanation: Explanation
        var markerOwners: IntKeyedMap<Int>
        var tracksRequired: Bool
        var impliedSigns: ImpliedSigns

        /// (`inout` only so that Swift reads the fields in place instead of copying the
        /// whole solver, which would retain every array of the tableau for the copy.)
        init(of solver: inout Solver) {
            records = solver.records
            edits = solver.edits
            variableIndex = solver.variableIndex
            variableEntries = solver.variableEntries
            freeVariableEntries = solver.freeVariableEntries
            entryOfSymbol = solver.entryOfSymbol
            departed = solver.departed
            nextSequence = solver.nextSequence
            explanation = solver.explanation
            markerOwners = solver.markerOwners
            tracksRequired = solver.tracksRequired
            impliedSigns = solver.impliedSigns
        }

        func restore(into solver: inout Solver) {
            solver.renewSymbolEpoch()
            solver.records = records
            solver.edits = edits
            solver.variableIndex = variableIndex
            solver.variableEntries = variableEntries
            solver.freeVariableEntries = freeVariableEntries
            solver.entryOfSymbol = entryOfSymbol
            solver.departed = departed
            solver.nextSequence = nextSequence
            solver.explanation = explanation
            solver.markerOwners = markerOwners
            solver.tracksRequired = tracksRequired
            solver.impliedSigns = impliedSigns
        }
    }
}
