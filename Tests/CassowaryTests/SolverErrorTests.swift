import Cassowary
import Testing

/// Every error, with the solver checked to be exactly as it was, then and later.
@Suite("Solver errors")
struct SolverErrorTests {
    /// A solver with required, optional, edit and non-negative parts, to fail calls on.
    struct Fixture {
        var solver = Solver()
        let x = Variable("x"), y = Variable("y"), w = Variable("w", isNonNegative: true)
        let known: LinearConstraint

        init() throws {
            known = x + w == y
            try solver.add(known)
            try solver.add(x >= 10)
            try solver.add((y == 100).withPriority(.low))
            try solver.add((w <= 30).withPriority(.high))
            try solver.addEditVariable(x, priority: .medium)
            try solver.suggestValue(25, for: x)
            _ = solver.fetchChanges()
        }
    }

    typealias Failing = (inout Solver, Fixture) throws -> Void

    /// Runs `failing` on a fixture and checks the error, the unchanged state, and that later
    /// calls give bit-identical results on the failed solver and an untouched copy.
    func expectUnchanged(
        _ expected: (SolverError, Fixture) -> Bool, sourceLocation: SourceLocation = #_sourceLocation,
        _ failing: Failing
    ) throws {
        let f = try Fixture()
        var solver = f.solver
        let twin = solver
        do {
            try failing(&solver, f)
            Issue.record("no error was thrown", sourceLocation: sourceLocation)
        } catch let error as SolverError {
            #expect(expected(error, f), "unexpected \(error)", sourceLocation: sourceLocation)
        } catch {
            Issue.record("not a SolverError: \(error)", sourceLocation: sourceLocation)
        }
        #expect(solver.dump() == twin.dump(), sourceLocation: sourceLocation)
        #expect(solver.fetchChanges().isEmpty, sourceLocation: sourceLocation)
        expectSound(solver, sourceLocation: sourceLocation)
        var later = [solver, twin]
        for i in later.indices {
            try later[i].suggestValue(5, for: f.x)
            try later[i].add((f.w == 12).withPriority(.medium))
            try later[i].add(f.y <= 90)
        }
        #expect(later[0].dump() == later[1].dump(), sourceLocation: sourceLocation)
        for v in [f.x, f.y, f.w] {
            #expect(
                later[0].value(of: v).bitPattern == later[1].value(of: v).bitPattern, sourceLocation: sourceLocation)
        }
    }

    @Test func unsatisfiableConstraintNamesAMinimalConflict() throws {
        try expectUnchanged({ error, f in
            guard case .unsatisfiableConstraint(let c, let conflict) = error else { return false }
            return c.description == "y - 5 <= 0"
                && conflict.map(\.description) == ["x + w - y == 0", "x - 10 >= 0", "y - 5 <= 0"]
                && conflict[0] === f.known && conflict[2] === c
        }) { s, f in try s.add(f.y <= 5) }
    }

    @Test func negativeValueForANonNegativeVariable() throws {
        try expectUnchanged({ error, _ in
            guard case .unsatisfiableConstraint(let c, let conflict) = error else { return false }
            return conflict == [c] && c.description == "w + 1 == 0"
        }) { s, f in try s.add(f.w == -1) }
    }

    @Test func duplicateConstraint() throws {
        try expectUnchanged({ error, f in error == .duplicateConstraint(f.known) }) { s, f in
            try s.add(f.known)
        }
    }

    @Test func unknownConstraint() throws {
        let stranger = Variable("z") == 3
        try expectUnchanged({ error, _ in error == .unknownConstraint(stranger) }) { s, _ in
            try s.remove(stranger)
        }
    }

    @Test func duplicateEditVariable() throws {
        try expectUnchanged({ error, f in error == .duplicateEditVariable(f.x) }) { s, f in
            try s.addEditVariable(f.x, priority: .high)
        }
    }

    @Test func unknownEditVariable() throws {
        try expectUnchanged({ error, f in error == .unknownEditVariable(f.y) }) { s, f in
            try s.suggestValue(3, for: f.y)
        }
        try expectUnchanged({ error, f in error == .unknownEditVariable(f.y) }) { s, f in
            try s.removeEditVariable(f.y)
        }
    }

    @Test func requiredEditVariable() throws {
        try expectUnchanged({ error, f in error == .requiredEditVariable(f.y) }) { s, f in
            try s.addEditVariable(f.y, priority: .required)
        }
    }

    @Test func nonFiniteNumbers() throws {
        for bad in [Double.nan, .infinity, -.infinity] {
            try expectUnchanged({ error, _ in
                guard case .nonFiniteConstraint(let c) = error else { return false }
                return c.expression.terms.first?.coefficient.bitPattern == bad.bitPattern
            }) { s, f in try s.add(LinearConstraint(LinearExpression([Term(f.y, bad)], constant: 1), .equal)) }
            try expectUnchanged({ error, _ in
                guard case .nonFiniteConstraint(let c) = error else { return false }
                return !c.expression.constant.isFinite
            }) { s, f in try s.add(f.y >= bad) }
            try expectUnchanged({ error, f in
                guard case .nonFiniteValue(let v, let value) = error else { return false }
                return v == f.x && value.bitPattern == bad.bitPattern
            }) { s, f in try s.suggestValue(bad, for: f.x) }
        }
    }

    /// Numbers beyond ±1e15 (finite ones) are refused: next to them ordinary numbers lose
    /// their digits. The limit itself is taken.
    @Test func numbersBeyondTheLargestMagnitude() throws {
        for bad in [Double.greatestFiniteMagnitude, -1e300, 1.0000001e15, -2e15] {
            try expectUnchanged({ error, _ in
                guard case .constraintOutOfRange(let c) = error else { return false }
                return c.expression.terms.first?.coefficient == bad
            }) { s, f in try s.add(LinearConstraint(LinearExpression([Term(f.y, bad)], constant: 1), .equal)) }
            try expectUnchanged({ error, _ in
                guard case .constraintOutOfRange(let c) = error else { return false }
                return c.expression.constant == -bad && c.description.hasPrefix("y ")
            }) { s, f in try s.add((f.y <= bad).withPriority(.high)) }
            try expectUnchanged({ error, f in error == .valueOutOfRange(f.x, bad) }) { s, f in
                try s.suggestValue(bad, for: f.x)
            }
        }
        #expect(
            SolverError.valueOutOfRange(Variable("w"), 3e20).description
                == "cannot suggest 3e+20 for w: beyond ±1e15, the largest the solver takes")
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        try solver.add([a == Solver.largestMagnitude, (b == -1e15 + 0.5).withPriority(.high)])
        #expect(solver.value(of: a) == 1e15 && solver.value(of: b) == -1e15 + 0.5)
        let summed = a * 8e14 + a * 8e14 == 1
        #expect(throws: SolverError.constraintOutOfRange(summed)) { try solver.add(summed) }
    }

    @Test func prioritiesOutsideTheScale() throws {
        for bad in [0, 0.5, 1000.5, -3, Double.nan] {
            try expectUnchanged({ error, _ in
                guard case .priorityOutOfRange(let p) = error else { return false }
                return p.bitPattern == bad.bitPattern
            }) { s, f in try s.add((f.y == 1).withPriority(Priority(bad))) }
            try expectUnchanged({ error, _ in
                guard case .priorityOutOfRange(let p) = error else { return false }
                return p.bitPattern == bad.bitPattern
            }) { s, f in try s.addEditVariable(f.y, priority: Priority(bad)) }
        }
    }

    @Test func aFailedBatchAddsNothing() throws {
        try expectUnchanged({ error, _ in
            guard case .unsatisfiableConstraint(let c, _) = error else { return false }
            return c.description == "x - 3 <= 0"
        }) { s, f in try s.add([(f.y == 7).withPriority(.high), f.x <= 3]) }
    }

    @Test func aFailedBatchRemovesNothing() throws {
        try expectUnchanged({ error, _ in
            if case .unknownConstraint = error { true } else { false }
        }) { s, f in try s.remove([f.known, Variable("z") >= 1]) }
    }

    @Test func messagesSayWhatWentWrong() {
        let x = Variable("x")
        let c = x >= 3
        #expect(SolverError.duplicateConstraint(c).description == "the constraint x - 3 >= 0 is already in the solver")
        #expect(
            SolverError.requiredEditVariable(x).description
                == "x cannot be an edit variable at the required priority (use 999 or lower)")
        #expect(SolverError.priorityOutOfRange(1200).description == "priority 1200.0 is outside 1...1000")
        let d = x <= 2
        #expect(
            SolverError.unsatisfiableConstraint(d, conflict: [c, d]).description
                == "unable to satisfy required constraint x - 2 <= 0; these cannot hold together:\n    x - 3 >= 0\n    x - 2 <= 0")
    }
}
