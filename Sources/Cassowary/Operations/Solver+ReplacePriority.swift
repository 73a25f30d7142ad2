extension Solver {
    /// Gives a constraint a new priority in place: `new` takes the place of `old`, which it
    /// must equal in expression and relation. Instead of removing and adding a row, the
    /// constraint's error symbols move to the new priority's objective level, and the
    /// primal simplex (``Tableau/optimize()``) finds the new optimum from the current basis.
    ///
    /// It does an optional constraint at any new optional priority, and a required equality
    /// made optional (its marker, a dummy, becomes the difference of two error symbols).
    ///
    /// - Throws: ``SolverError/notInPlace(_:_:)`` when it cannot be done in place: the
    ///   constraints differ in more than the priority (``InPlaceRefusal/differentConstraint``),
    ///   `new` is required (``InPlaceRefusal/madeRequired``: that can conflict, so remove
    ///   `old` and add `new`), `old` is broken (``InPlaceRefusal/brokenConstraint``) or a
    ///   required inequality (``InPlaceRefusal/requiredInequality``), another required
    ///   equality repeats it (``InPlaceRefusal/redundantEquality``), or it implies a
    ///   variable's sign (``InPlaceRefusal/impliesSign``). ``SolverError/unknownConstraint(_:)``,
    ///   ``SolverError/duplicateConstraint(_:)`` or ``SolverError/priorityOutOfRange(_:)`` for
    ///   misuse. After any error the solver is unchanged.
    /// - Complexity: proportional to the rows that mention the constraint's symbols, plus
    ///   the pivots the new optimum needs (often none or one).
    public mutating func changePriority(of old: LinearConstraint, to new: LinearConstraint) throws {
        guard let record = records.record(of: old) else { throw SolverError.unknownConstraint(old) }
        if old === new { return }
        guard !contains(new) else { throw SolverError.duplicateConstraint(new) }
        guard new.priority.isValid else { throw SolverError.priorityOutOfRange(new.priority.value) }
        if let reason = priorityRefusal(record, old, new) { throw SolverError.notInPlace(old, reason) }
        defer { tableau.refreshValues() }
        let tag = try movePriority(record, to: new)
        finishPriorityChange(record, to: new, tag: tag)
    }

    /// The tableau's part of a priority change that ``priorityRefusal(_:_:_:)`` allows: the
    /// errors move to the new level (a required equality's marker becomes two error
    /// symbols) and the primal simplex finds the new optimum, all or nothing. Returns the
    /// constraint's new tag; the records are left to the caller.
    mutating func movePriority(_ record: Record, to new: LinearConstraint) throws(SolverError) -> Tag {
        tableau.begin()
        let level = tableau.retainLevel(new.priority.value)
        var tag = record.tag
        if record.isHard {
            tag = tableau.relax(marker: record.tag.marker, level: level)
        } else {
            tableau.moveErrors(of: record.tag, to: level)
            tag.level = level
        }
        do {
            try tableau.optimize()
        } catch {
            tableau.rollback()
            throw error
        }
        tableau.commit()
        return tag
    }

    /// Why `old`'s priority cannot become `new`'s in place, if it cannot.
    func priorityRefusal(_ record: Record, _ old: LinearConstraint, _ new: LinearConstraint) -> InPlaceRefusal? {
        guard new.relation == old.relation, new.expression == old.expression else { return .differentConstraint }
        guard !new.priority.isRequired else { return .madeRequired }
        if record.isHard {
            guard old.relation == .equal else { return .requiredInequality }
            guard impliedSigns.symbol(implyingFor: old.key) == nil else { return .impliesSign }
            guard tableau.canRelax(marker: record.tag.marker) else { return .redundantEquality }
        } else if old.isRequired {
            return .brokenConstraint  // a broken constraint stays at its level until it is removed
        }
        return nil
    }

    /// The bookkeeping after a committed priority change: the record moves to `new` with
    /// its new tag, the old level loses a user, and a relaxed equality's dummy marker goes.
    private mutating func finishPriorityChange(_ record: Record, to new: LinearConstraint, tag: Tag) {
        if record.tag.isOptional { tableau.releaseLevel(record.tag.level) }
        if record.isHard {
            if tracksRequired {
                markerOwners[Int(record.tag.marker)] = nil
                replaceInRequiredLists(record.constraint, with: nil)
            }
            tableau.releaseSymbol(record.tag.marker)
        }
        var moved = record
        moved.constraint = new
        moved.tag = tag
        records[record.constraint.key] = nil
        records[new.key] = moved
    }
}
