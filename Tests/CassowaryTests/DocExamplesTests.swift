import Cassowary
import Testing

/// The Swift examples of README.md and docs/solver.md, as written there.
@Suite("Documentation examples")
struct DocExamplesTests {
    @Test func readmeTour() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width", isNonNegative: true)
        let right = Variable("right")

        try solver.add(left == 16)
        try solver.add(right == left + width)
        try solver.add(width >= 100)
        try solver.add((width == 300).withPriority(.low))
        try solver.addEditVariable(right, priority: .high)

        try solver.suggestValue(200, for: right)
        #expect(solver.value(of: width) == 184)
        try solver.suggestValue(50, for: right)
        #expect(solver.value(of: width) == 100)

        let before = solver.dump()
        do {
            try solver.add(right <= 60)
            Issue.record("right <= 60 was accepted")
        } catch SolverError.unsatisfiableConstraint(_, let conflict) {
            #expect(
                conflict.map(\.description) == [
                    "left - 16 == 0", "right - left - width == 0", "width - 100 >= 0", "right - 60 <= 0",
                ])
        }
        #expect(solver.dump() == before)
    }

    @Test func solverPageMeasurement() throws {
        var solver = Solver()
        let height = Variable("height")
        let content = Variable("content")
        let pin = height == 44
        try solver.add([pin, height >= content + 16, (content == 40).withPriority(.high)])
        let fit = try solver.measure(
            removing: [pin], adding: [(height == 0).withPriority(.fittingSizeLevel)], reading: [height])
        #expect(fit == [56])
        #expect(solver.value(of: height) == 44)
    }

    @Test func solverPageOpening() throws {
        var solver = Solver()
        let x = Variable("x")
        let width = Variable("width", isNonNegative: true)
        try solver.add(x == 20)
        try solver.add(x + width <= 300)
        try solver.add((width == 400).withPriority(.high))
        #expect(solver.value(of: width) == 280)
    }
}
