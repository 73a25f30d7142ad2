import Cassowary
import Testing

/// Inputs the fuzzer found.
@Suite struct FuzzFoundTests {
    /// `x >= 1e11 * p + x` leaves a row `p = s / 1e11`: the 1e-11 cell is dropped, as every
    /// other step drops near-zero cells, and the tableau keeps its invariants.
    @Test func aHugeCoefficientLeavesNoNearZeroCell() throws {
        let system = try ConstraintSystem.parse("x >= 01e11* p +x")
        var solver = Solver()
        for statement in system.statements { try? solver.add(statement.constraint) }
        #expect(solver.invariantViolations.isEmpty)
        let p = try #require(system.variables.first { $0.name == "p" })
        #expect(solver.value(of: p) == 0)
    }
}
