import Cassowary
import CassowaryReference
import Testing

/// A change made to a constraint in place, and the constraint it replaced.
typealias InPlaceChange = (old: LinearConstraint, new: LinearConstraint)

/// The property behind `replaceConstant(of:with:)` and `replacePriority(of:with:)`: for
/// each random system, up to three accepted constraints are changed with `change` and
/// handed to `replace`. An accepted change leaves the solver sound and optimal for the
/// changed system; a declined one leaves it exactly as it was.
/// - Returns: the changes made in place, and how many were declined.
func checkChangesInPlace(
    salt: UInt64,
    change: (LinearConstraint, inout SeededGenerator) -> LinearConstraint,
    replace: (inout Solver, LinearConstraint, LinearConstraint) throws -> Bool
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
            if try replace(&solver, old, new) {
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
