import Cassowary
import CassowaryReference
import Testing

/// `replaceConstant(of:with:)` against the reference solver: after changing constants in
/// place, the solution is optimal for the changed system; when it declines, nothing changed.
@Suite("Constants changed in place")
struct ReplaceConstantTests {
    @Test func changedSystemsStayOptimal() throws {
        let (inPlace, declined) = try checkChangesInPlace(salt: 99) { old, g in
            let changed = LinearExpression(old.expression.terms, constant: Double(Int.random(in: -25...25, using: &g)))
            return LinearConstraint(changed, old.relation, priority: old.priority)
        } replace: { solver, old, new in
            try solver.replaceConstant(of: old, with: new)
        }
        #expect(inPlace.count > declined)
    }

    @Test func refusesWhatItCannotDo() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = LinearConstraint(LinearExpression(x) - 10, .equal)
        try solver.add(a)
        let b = LinearConstraint(LinearExpression(x) - 20, .equal)
        #expect(try solver.replaceConstant(of: a, with: b))
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.replaceConstant(of: a, with: b) }
        let differentTerms = LinearConstraint(2 * LinearExpression(x) - 20, .equal)
        #expect(try solver.replaceConstant(of: b, with: differentTerms) == false)
        let twin = LinearConstraint(LinearExpression(x) - 20, .equal)
        try solver.add(twin)
        // Two equalities on x: moving one alone would break the other.
        #expect(try solver.replaceConstant(of: b, with: LinearConstraint(LinearExpression(x) - 30, .equal)) == false)
        #expect(solver.value(of: x) == 20)
    }
}
