extension Solver {
    /// Breaks required constraints and adds new ones in one transaction: the result of
    /// removing each of `victims`, adding it back with ``addBroken(_:)`` and then adding
    /// `constraints`, found with one optimisation instead of three.
    ///
    /// This is Auto Layout's recovery from a conflict. Done step by step, the solution
    /// between the steps is the optimum with the victims soft and the new constraints
    /// absent, which can lie far from both the old and the new solution (with many broken
    /// constraints on one variable, at their median), and the simplex walks there and back.
    /// Here each victim is relaxed in place (a required equality's dummy marker becomes two
    /// error symbols, a required inequality's slack gains one), the new rows go in, and the
    /// simplex starts from the old solution.
    ///
    /// - Parameters:
    ///   - constraints: constraints not yet in the solver.
    ///   - victims: required constraints in the solver, not broken, each listed once.
    /// - Throws: ``SolverError/unknownConstraint(_:)`` for a victim not in the solver or
    ///   listed twice; ``SolverError/notInPlace(_:_:)`` for a victim that cannot be relaxed
    ///   in place (``InPlaceRefusal/optionalConstraint``,
    ///   ``InPlaceRefusal/brokenConstraint``, ``InPlaceRefusal/impliesSign``,
    ///   ``InPlaceRefusal/redundantEquality``: remove it and add it broken instead); the
    ///   errors of ``add(_:)``, where a conflicting set never names a victim. The solver is
    ///   then unchanged.
    /// - Complexity: proportional to the rows that mention the victims' markers and the new
    ///   constraints' variables, plus the pivots from the old optimum to the new one.
    public mutating func add(_ constraints: [LinearConstraint], breaking victims: [LinearConstraint]) throws {
        var taken: [Record] = []
        var seen: Set<Int> = []
        for victim in victims {
            guard let record = records.record(of: victim), seen.insert(victim.key).inserted else {
                throw SolverError.unknownConstraint(victim)
            }
            if let reason = breakingRefusal(record) { throw SolverError.notInPlace(victim, reason) }
            taken.append(record)
        }
        if constraints.count == 1, victims.count == 1, handOver(victims[0], to: constraints[0]) { return }
        try insert(constraints, searchingConflicts: true, breaking: taken)
    }

    /// The common recovery, a required constraint replaced by one that differs only in its
    /// constant (a width set anew): the victim's row takes the new constant with the dual
    /// simplex (``changeConstant(of:to:)``), whose pivots each touch one broken row where
    /// the primal simplex would rewrite them all, and the victim comes back broken as a new
    /// row. `false`, with the solver unchanged, when that cannot be done (the new constant
    /// also conflicts with other required constraints, for one).
    private mutating func handOver(_ victim: LinearConstraint, to new: LinearConstraint) -> Bool {
        guard new.isRequired, victim.relation == new.relation, victim.expression.terms == new.expression.terms
        else { return false }
        do { try changeConstant(of: victim, to: new) } catch { return false }
        do {
            try addBroken(victim)
        } catch {
            try? changeConstant(of: new, to: victim)  // it held before, so it holds again
            return false
        }
        return true
    }

    /// Why `record`'s constraint cannot be broken in place, if it cannot.
    private func breakingRefusal(_ record: Record) -> InPlaceRefusal? {
        guard record.constraint.priority.isRequired else { return .optionalConstraint }
        guard record.isHard else { return .brokenConstraint }
        guard impliedSigns.symbol(implyingFor: record.constraint.key) == nil else { return .impliesSign }
        if record.constraint.relation == .equal, !tableau.canRelax(marker: record.tag.marker) {
            return .redundantEquality
        }
        return nil
    }

    /// The tableau's part of breaking a victim inside an open transaction: its marker is
    /// relaxed at the broken level. Values do not change. Returns the victim's new tag.
    mutating func relaxForBreaking(_ record: Record) -> Tag {
        let level = tableau.retainLevel(Solver.brokenPriority)
        if record.constraint.relation == .equal {
            return tableau.relax(marker: record.tag.marker, level: level)
        }
        return tableau.relax(slack: record.tag.marker, level: level)
    }

    /// The bookkeeping after a committed break: the record keeps its constraint with the
    /// relaxed tag, leaves the required constraints' lists, and an equality's dummy marker
    /// (replaced by its errors) is recycled.
    mutating func finishBreaking(_ record: Record, tag: Tag) {
        if tracksRequired {
            markerOwners[Int(record.tag.marker)] = nil
            replaceInRequiredLists(record.constraint, with: nil)
        }
        if tag.marker != record.tag.marker { tableau.releaseSymbol(record.tag.marker) }
        var moved = record
        moved.tag = tag
        records[record.constraint.key] = moved
    }
}
