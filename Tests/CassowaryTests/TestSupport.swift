import Cassowary
import Testing

/// Fails the test with the solver's broken invariants, if any.
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations
    #expect(problems.isEmpty, "invariants: \(problems)\n\(solver.dump())", sourceLocation: sourceLocation)
}

/// `try solver.add(c)` that records the invariants afterwards.
func add(_ c: Constraint, to solver: inout Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try solver.add(c)
    expectSound(solver, sourceLocation: sourceLocation)
}

/// Whether two numbers agree to within rounding.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}

/// A small deterministic generator (SplitMix64) for seeded random systems.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
