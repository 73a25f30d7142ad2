import Cassowary
import Testing

/// The priority rules of docs/solver.md, each as a small system with its exact answer.
@Suite("Priority semantics")
struct PrioritySemanticsTests {
    /// One constraint at 751 beats any number of constraints at 750.
    @Test func oneHigherPriorityBeatsManyLowerOnes() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withPriority(751))
        for _ in 0..<50 { try solver.add((x == 0).withPriority(750)) }
        #expect(solver.value(of: x) == 10)
        expectSound(solver)
    }

    /// Fractional priorities order like any other numbers.
    @Test func fractionalPrioritiesAreLevelsOfTheirOwn() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).withPriority(999))
        try solver.add((x == 2).withPriority(999.5))
        try solver.add((x == 3).withPriority(998.25))
        #expect(solver.value(of: x) == 2)
    }

    /// Within one priority the errors add up: two constraints pulling to 0 outweigh one
    /// pulling to 10, so x settles at 0 (total error 10, not 20).
    @Test func errorsWithinOneLevelAddUp() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 10).withPriority(.medium))
        try solver.add((x == 0).withPriority(.medium))
        try solver.add((x == 0).withPriority(.medium))
        #expect(solver.value(of: x) == 0)
    }

    /// With errors equal in sum, any point between is optimal; the lower priority decides.
    @Test func lowerPrioritiesBreakTiesLeftByHigherOnes() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 0).withPriority(.high))
        try solver.add((x == 10).withPriority(.high))
        try solver.add((x == 7).withPriority(.low))
        #expect(solver.value(of: x) == 7)
    }

    /// An optional inequality costs nothing while it holds: only its violated side counts.
    @Test func optionalInequalitiesPenaliseOnlyTheViolatedSide() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x >= 100).withPriority(.high))
        try solver.add((x == 40).withPriority(.low))
        #expect(solver.value(of: x) == 100)
        var loose = Solver()
        try loose.add((x <= 100).withPriority(.high))
        try loose.add((x == 40).withPriority(.low))
        #expect(loose.value(of: x) == 40, "x <= 100 holds at 40 and adds no error")
    }

    /// Required constraints are hard: no optional priority can move them.
    @Test func requiredConstraintsAlwaysHold() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x + y == 100)
        try solver.add((x == 80).withPriority(999))
        try solver.add((y == 80).withPriority(999))
        #expect(solver.value(of: x) + solver.value(of: y) == 100)
        #expect(solver.value(of: x) >= 20 && solver.value(of: y) >= 20)
    }

    /// The fitting-size level asks for the smallest size the higher levels allow.
    @Test func fittingSizeLevelShrinksToTheContent() throws {
        var solver = Solver()
        let height = Variable("height", isNonNegative: true)
        let content = Variable("content", isNonNegative: true)
        try solver.add(content == 44)
        try solver.add((height >= content + 16).withPriority(.high))
        try solver.add((height == 0).withPriority(.fittingSizeLevel))
        #expect(solver.value(of: height) == 60)
    }

    /// The documents' cell at its estimated height of 1, with top and trailing lowered to
    /// high: the label keeps its 8-point bottom inset and the top gives way.
    @Test func theCellWithHighTopFitsItsLabel() throws {
        var solver = Solver()
        let cellTop = Variable("cell.top")
        let cellHeight = Variable("cell.height", isNonNegative: true)
        let labelTop = Variable("label.top")
        let labelHeight = Variable("label.height", isNonNegative: true)
        try solver.add(cellTop == 0)
        try solver.add((labelTop == cellTop + 8).withPriority(.high))
        try solver.add(labelTop + labelHeight == cellTop + cellHeight - 8)
        try solver.add((labelHeight >= 40).withPriority(.high))
        try solver.add((labelHeight <= 40).withPriority(.low))
        try solver.add((cellHeight == 0).withPriority(.fittingSizeLevel))
        #expect(solver.value(of: cellHeight) == 56)
        #expect(solver.value(of: labelTop) == 8)
        try solver.add(cellHeight == 1)
        #expect(solver.value(of: labelTop) + solver.value(of: labelHeight) == -7)
        #expect(solver.value(of: labelHeight) >= 0)
        expectSound(solver)
    }
}
