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

    @Test func solverPageBreaking() throws {
        var solver = Solver()
        let x = Variable("x")
        let old = x == 10
        try solver.add(old)
        try solver.add([x == 20], breaking: [old])
        #expect(solver.value(of: x) == 20)
        #expect(solver.isBroken(old))
    }

    @Test func solverPageInPlaceChange() throws {
        var solver = Solver()
        let x = Variable("x")
        let floor = x >= 10
        try solver.add([floor, x <= 20])
        try solver.changeConstant(of: floor, to: x >= 15)
        #expect(solver.value(of: x) == 15)
        #expect(throws: SolverError.self) { try solver.changeConstant(of: x >= 15, to: x >= 30) }
        do {
            try solver.changeConstant(of: x >= 15, to: x >= 30)
            Issue.record("an unknown constraint was changed")
        } catch SolverError.unknownConstraint {}
        let current = try #require(solver.constraints.first { $0.relation == .greaterThanOrEqual })
        let before = solver.dump()
        do {
            try solver.changeConstant(of: current, to: x >= 30)
            Issue.record("x >= 30 was taken in place")
        } catch SolverError.notInPlace(_, let reason) {
            #expect(reason == .requiredWouldFail)
        }
        #expect(solver.dump() == before)
        #expect(solver.value(of: x) == 15)
    }
}
