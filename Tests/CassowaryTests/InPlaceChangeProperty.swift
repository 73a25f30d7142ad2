import Cassowary
import CassowaryReference
import Testing

/// A change made to a constraint in place, and the constraint it replaced.
typealias InPlaceChange = (old: LinearConstraint, new: LinearConstraint)

/// The property behind `changeConstant(of:to:)` and `changePriority(of:to:)`: for
/// each random system, up to three accepted constraints are changed with `change` and
/// handed to `replace`. An accepted change leaves the solver sound and optimal for the
/// changed system; a declined one (``SolverError/notInPlace(_:_:)``) leaves it exactly as it was.
/// - Returns: the changes made in place, and how many were declined.
func checkChangesInPlace(
    salt: UInt64,
    change: (LinearConstraint, inout SeededGenerator) -> LinearConstraint,
    replace: (inout Solver, LinearConstraint, LinearConstraint) throws -> Void
) throws -> (inPlace: [InPlaceChange], declined: Int) {
    var inPlace: [InPlaceChange] = []
    var declined = 0
    for seed in 0..<UInt64(PropertyTests.count * 2) {
        var (solver, accepted) = PropertyTests.RandomSystem(seed: seed).built()
        var g = SeededGenerator(seed: seed &+ salt)
        for _ in 0..<3 {
            guard !accepted.isEmpty else { break }
            let index = Int.random(in: 0..<accepted.count, using: &g)
            let old = accepted[index]
            let new = change(old, &g)
            let before = solver.dump()
            if try accepts(replace, &solver, old, new) {
                inPlace.append((old, new))
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
    return (inPlace, declined)
}

/// Whether `replace` changed `old` to `new` in place (false when it threw
/// ``SolverError/notInPlace(_:_:)``; other errors propagate).
private func accepts(
    _ replace: (inout Solver, LinearConstraint, LinearConstraint) throws -> Void,
    _ solver: inout Solver, _ old: LinearConstraint, _ new: LinearConstraint
) throws -> Bool {
    do {
        try replace(&solver, old, new)
        return true
    } catch SolverError.notInPlace(let refused, _) {
        #expect(refused == old)
        return false
    }
}
