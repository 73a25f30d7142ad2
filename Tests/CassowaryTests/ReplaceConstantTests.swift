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
