extension Solver {
    /// Gives a constraint a new constant in place: `new` takes the place of `old`, which it
    /// must equal in terms, relation and priority. The change re-solves from the current
    /// basis with the dual simplex, the way a suggested value does, instead of removing and
    /// adding a row.
    ///
    /// ```swift
    /// var solver = Solver()
    /// let width = Variable("width")
    /// let old = width == 100
    /// try solver.add(old)
    /// try solver.changeConstant(of: old, to: width == 120)  // width is 120 now
    /// ```
    ///
    /// - Throws: ``SolverError/notInPlace(_:_:)`` when it cannot be done in place: the
    ///   constraints differ in more than the constant (``InPlaceRefusal/differentConstraint``),
    ///   `old` is broken (``InPlaceRefusal/brokenConstraint``), it implies a variable's sign
    ///   (a required `child.width == parent.width`, ``InPlaceRefusal/impliesSign``), a
    ///   redundant equality would have to move with it (``InPlaceRefusal/redundantEquality``),
    ///   or the new constant leaves required constraints unable to hold
    ///   (``InPlaceRefusal/requiredWouldFail``; remove `old` and add `new` to get the
    ///   conflict). ``SolverError/unknownConstraint(_:)``,
    ///   ``SolverError/duplicateConstraint(_:)``, ``SolverError/nonFiniteConstraint(_:)`` or
    ///   ``SolverError/constraintOutOfRange(_:)`` for misuse. After any error the solver is
    ///   unchanged.
    /// - Complexity: proportional to the rows that mention the constraint's marker, plus
    ///   the pivots needed (often none).
    public mutating func changeConstant(of old: LinearConstraint, to new: LinearConstraint) throws {
        defer { tableau.refreshValuesIfNeeded() }
        try changeConstantLeavingValues(of: old, to: new)
    }

    /// ``changeConstant(of:to:)`` without bringing the variables' values up to date: the
    /// next call that reads them through a mutating method (``valueInPlace(of:)``,
    /// ``values(ofSymbols:_:_:_:)``, ``fetchChanges()``) or changes the solver does, so
    /// that several changes in a row refresh them once. ``value(of:)`` stays correct, but
    /// refreshes a copy of the tableau each time until then.
    /// - Throws: the errors of ``changeConstant(of:to:)``, with the solver unchanged.
    package mutating func changeConstantLeavingValues(of old: LinearConstraint, to new: LinearConstraint) throws {
        guard let record = records.record(of: old) else { throw SolverError.unknownConstraint(old) }
        if old === new { return }
        // A constraint from `old.withConstant(_:)` shares its key, and takes its record.
        guard new.key == old.key || !contains(new) else { throw SolverError.duplicateConstraint(new) }
        if let error = new.numberError { throw error }
        if let reason = constantRefusal(record, old, new) { throw SolverError.notInPlace(old, reason) }
        // The constant moves as the marker would: by delta over the marker's coefficient in
        // the constraint's row (see createRow).
        let markerCoefficient: Double =
            switch old.relation {
            case .lessThanOrEqual: 1
            case .greaterThanOrEqual: -1
            case .equal: record.isHard ? 1 : -1
            }
        let delta = new.expression.constant - old.expression.constant
        tableau.suggest(marker: record.tag.marker, other: record.tag.other, delta: delta / markerCoefficient)
        guard tableau.dummyRowsHold(near: record.tag.marker, record.tag.other) else {
            tableau.undoShift()
            throw SolverError.notInPlace(old, .redundantEquality)
        }
        do { try tableau.reoptimizeShift() } catch { throw SolverError.notInPlace(old, .requiredWouldFail) }
        rekey(record, to: new)
    }

    /// Why `old`'s constant cannot become `new`'s before anything is tried, if it cannot.
    /// (Inlined, as ``contains(_:)`` is here: a call to a method hands it a copy of the
    /// solver.)
    @inline(__always)
    private func constantRefusal(_ record: Record, _ old: LinearConstraint, _ new: LinearConstraint) -> InPlaceRefusal? {
        guard new.relation == old.relation, new.priority == old.priority, new.expression.terms == old.expression.terms
        else { return .differentConstraint }
        guard record.isHard || !old.isRequired else { return .brokenConstraint }
        guard impliedSigns.symbol(implyingFor: old.key) == nil else { return .impliesSign }
        return nil
    }

    /// Moves a record from its constraint to `new`, which keeps its place in every list.
    private mutating func rekey(_ record: Record, to new: LinearConstraint) {
        let old = record.constraint
        records.rekey(from: old.key, to: new.key, constraint: new)  // in place for the same key
        guard tracksRequired, record.isHard else { return }
        markerOwners[Int(record.tag.marker)] = new.key
        replaceInRequiredLists(old, with: new)
    }

    /// Puts `new` in `old`'s place in its variables' lists of required constraints, or
    /// takes `old` out of them when `new` is nil.
    mutating func replaceInRequiredLists(_ old: LinearConstraint, with new: LinearConstraint?) {
        for term in old.expression.terms {
            guard let i = variableIndex[term.variable.key],
                let k = variableEntries[i].required.firstIndex(where: { $0 === old })
            else { continue }
            if let new { variableEntries[i].required[k] = new } else { variableEntries[i].required.remove(at: k) }
        }
    }
}
