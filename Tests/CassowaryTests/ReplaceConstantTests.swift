import Cassowary
import CassowaryReference
import Testing

/// `changeConstant(of:to:)` against the reference solver: after changing constants in
/// place, the solution is optimal for the changed system; when it declines, nothing changed.
@Suite("Constants changed in place")
struct ReplaceConstantTests {
    @Test func changedSystemsStayOptimal() throws {
        let (inPlace, declined) = try checkChangesInPlace(salt: 99) { old, g in
            let changed = LinearExpression(old.expression.terms, constant: Double(Int.random(in: -25...25, using: &g)))
            return LinearConstraint(changed, old.relation, priority: old.priority)
        } replace: { solver, old, new in
            try solver.changeConstant(of: old, to: new)
        }
        #expect(inPlace.count > declined)
    }

    @Test func refusesWhatItCannotDo() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = LinearConstraint(LinearExpression(x) - 10, .equal)
        try solver.add(a)
        let b = LinearConstraint(LinearExpression(x) - 20, .equal)
        try solver.changeConstant(of: a, to: b)
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.changeConstant(of: a, to: b) }
        let differentTerms = LinearConstraint(2 * LinearExpression(x) - 20, .equal)
        #expect(throws: SolverError.notInPlace(b, .differentConstraint)) {
            try solver.changeConstant(of: b, to: differentTerms)
        }
        let twin = LinearConstraint(LinearExpression(x) - 20, .equal)
        try solver.add(twin)
        // Two equalities on x: moving one alone would break the other.
        let before = solver.dump()
        #expect(throws: SolverError.notInPlace(b, .redundantEquality)) {
            try solver.changeConstant(of: b, to: LinearConstraint(LinearExpression(x) - 30, .equal))
        }
        #expect(solver.dump() == before)
        #expect(solver.value(of: x) == 20)
        #expect(
            SolverError.notInPlace(b, .redundantEquality).description
                == "the constraint x - 20 == 0 cannot change in place: another required equality repeats the constraint")
    }

    @Test func aConstantThatBreaksRequiredConstraintsIsRefusedUnchanged() throws {
        var solver = Solver()
        let x = Variable("x")
        let floor = LinearConstraint(LinearExpression(x) - 10, .greaterThanOrEqual)
        try solver.add([floor, LinearConstraint(LinearExpression(x) - 20, .lessThanOrEqual)])
        let before = solver.dump()
        #expect(throws: SolverError.notInPlace(floor, .requiredWouldFail)) {
            try solver.changeConstant(of: floor, to: LinearConstraint(LinearExpression(x) - 30, .greaterThanOrEqual))
        }
        #expect(solver.dump() == before)
    }
}

/// The layout engine's way of changing constants: `withConstant(_:)` keeps the serial
/// number, and `changeConstantLeavingValues(of:to:)` leaves the values to the next read.
@Suite("Constants changed in place, values refreshed at the next read")
struct DeferredConstantTests {
    @Test func changedSystemsStayOptimal() throws {
        let (inPlace, declined) = try checkChangesInPlace(salt: 7) { old, g in
            old.withConstant(Double(Int.random(in: -25...25, using: &g)))
        } replace: { solver, old, new in
            try solver.changeConstantLeavingValues(of: old, to: new)
        }
        #expect(inPlace.count > declined)
    }

    @Test func valuesAreCurrentAtEveryRead() throws {
        var solver = Solver()
        let (x, y) = (Variable("x"), Variable("y"))
        let a = LinearConstraint(LinearExpression(x) - 10, .equal)
        try solver.add([a, LinearConstraint(LinearExpression(y) - LinearExpression(x) - 5, .equal)])
        _ = solver.fetchChanges()
        let b = a.withConstant(-20)
        try solver.changeConstantLeavingValues(of: a, to: b)
        #expect(solver.value(of: y) == 25)  // refreshed on a copy
        #expect(solver.invariantViolations.isEmpty)
        let c = b.withConstant(-30)
        try solver.changeConstantLeavingValues(of: b, to: c)
        #expect(solver.contains(c) && !solver.contains(b) && !solver.contains(a))
        #expect(solver.constraints.count == 2 && solver.constraints.contains { $0 === c })
        let changes = solver.fetchChanges().sorted { $0.variable.name < $1.variable.name }
        #expect(changes.map(\.variable) == [x, y] && changes.map(\.value) == [30, 35])
        #expect(solver.valueInPlace(of: x) == 30)
    }

    @Test func aReplacedConstraintIsNoLongerKnown() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = LinearConstraint(LinearExpression(x) - 10, .equal)
        try solver.add(a)
        let b = a.withConstant(-20)
        try solver.changeConstantLeavingValues(of: a, to: b)
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.changeConstantLeavingValues(of: a, to: b) }
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.changeConstant(of: a, to: a.withConstant(-5)) }
        #expect(throws: SolverError.duplicateConstraint(a)) { try solver.add(a) }
        let before = solver.dump()
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.remove(a) }
        #expect(throws: SolverError.unknownConstraint(a)) {
            try solver.changePriority(of: a, to: LinearConstraint(LinearExpression(x) - 10, .equal, priority: .high))
        }
        #expect(!solver.isBroken(a) && solver.dump() == before)
        #expect(solver.value(of: x) == 20)
    }
}
