import Cassowary
import Testing

/// Fails the test with the solver's broken invariants, if any.
func expectSound(_ solver: Solver, sourceLocation: SourceLocation = #_sourceLocation) {
    let problems = solver.invariantViolations
    #expect(problems.isEmpty, "invariants: \(problems)\n\(solver.dump())", sourceLocation: sourceLocation)
}

/// `try solver.add(c)` that records the invariants afterwards.
func add(_ c: LinearConstraint, to solver: inout Solver, sourceLocation: SourceLocation = #_sourceLocation) throws {
    try solver.add(c)
    expectSound(solver, sourceLocation: sourceLocation)
}

/// Whether two numbers agree to within rounding.
func close(_ a: Double, _ b: Double, tolerance: Double = 1e-7) -> Bool {
    abs(a - b) <= tolerance * max(1, abs(a), abs(b))
}
