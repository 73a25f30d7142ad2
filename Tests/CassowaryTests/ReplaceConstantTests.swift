import Cassowary
import CassowaryReference
import Testing

/// `replaceConstant(of:with:)` against the reference solver: after changing constants in
/// place, the solution is optimal for the changed system; when it declines, nothing changed.
@Suite("Constants changed in place")
struct ReplaceConstantTests {
    @Test func changedSystemsStayOptimal() throws {
        var inPlace = 0
        var declined = 0
        for seed in 0..<UInt64(PropertyTests.count * 2) {
            var (solver, accepted) = PropertyTests.RandomSystem(seed: seed).built()
            var g = SeededGenerator(seed: seed &+ 99)
            for _ in 0..<3 {
                guard !accepted.isEmpty else { break }
                let index = Int.random(in: 0..<accepted.count, using: &g)
                let old = accepted[index]
                let changed = Expression(old.expression.terms, constant: Double(Int.random(in: -25...25, using: &g)))
                let new = Constraint(changed, old.relation, priority: old.priority)
                let before = solver.dump()
                if try solver.replaceConstant(of: old, with: new) {
                    inPlace += 1
                    accepted[index] = new
                    #expect(solver.contains(new) && !solver.contains(old))
                    expectSound(solver)
                    try PropertyTests().expectOptimal(solver, accepted, seed: seed)
                } else {
                    declined += 1
                    #expect(solver.dump() == before, "seed \(seed): a declined change changed the solver")
                }
            }
        }
        #expect(inPlace > declined)
    }

    @Test func refusesWhatItCannotDo() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = Constraint(Expression(x) - 10, .equal)
        try solver.add(a)
        let b = Constraint(Expression(x) - 20, .equal)
        #expect(try solver.replaceConstant(of: a, with: b))
        #expect(solver.value(of: x) == 20)
        #expect(throws: SolverError.unknownConstraint(a)) { try solver.replaceConstant(of: a, with: b) }
        let differentTerms = Constraint(2 * Expression(x) - 20, .equal)
        #expect(try solver.replaceConstant(of: b, with: differentTerms) == false)
        let twin = Constraint(Expression(x) - 20, .equal)
        try solver.add(twin)
        // Two equalities on x: moving one alone would break the other.
        #expect(try solver.replaceConstant(of: b, with: Constraint(Expression(x) - 30, .equal)) == false)
        #expect(solver.value(of: x) == 20)
    }
}
