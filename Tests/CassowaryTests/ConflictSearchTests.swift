import Cassowary
import Testing

@Suite("Conflict search")
struct ConflictSearchTests {
    /// In a long stack of cells, a conflict inside one cell names that cell's constraints
    /// only, the first time (from the connected component) and every later time (from the
    /// infeasible row's markers).
    @Test func aConflictInALongStackNamesOnlyItsCell() throws {
        var solver = Solver()
        var tops: [Variable] = []
        var heights: [Variable] = []
        var insets: [[LinearConstraint]] = []
        for i in 0..<300 {
            let top = Variable("top\(i)")
            let height = Variable("height\(i)", isNonNegative: true)
            let labelTop = Variable("label.top\(i)")
            let labelHeight = Variable("label.height\(i)", isNonNegative: true)
            let cell = [
                labelTop == top + 8,
                labelTop + labelHeight == top + height - 8,
                (labelHeight >= 20).withPriority(.high),
                (height == 0).withPriority(.fittingSizeLevel),
            ]
            let position = i == 0 ? top == 0 : top == tops[i - 1] + heights[i - 1] + 5
            try solver.add(cell + [position])
            tops.append(top)
            heights.append(height)
            insets.append(Array(cell[0..<2]))
        }
        for i in [150, 20, 299, 150] {
            let pinned = heights[i] == 1
            do {
                try solver.add(pinned)
                Issue.record("height\(i) == 1 was accepted")
            } catch SolverError.unsatisfiableConstraint(let culprit, let conflict) {
                #expect(culprit === pinned)
                #expect(conflict.count == 3)
                #expect(conflict[0] === insets[i][0] && conflict[1] === insets[i][1] && conflict[2] === pinned)
            }
            expectSound(solver)
        }
        #expect(solver.value(of: tops[299]) == 299 * (20 + 16 + 5))
    }
}

@Suite("Broken constraints")
struct BrokenConstraintTests {
    /// A broken constraint gives way to required ones, beats every optional priority, and
    /// holds again once what it conflicted with is gone.
    @Test func aBrokenConstraintIsTheStrongestSoftConstraint() throws {
        var solver = Solver()
        let x = Variable("x")
        let pinned = x == 10
        try solver.add(pinned)
        let wanted = x == 20
        #expect(throws: SolverError.self) { try solver.add(wanted) }
        try solver.addBroken(wanted)
        #expect(solver.isBroken(wanted) && !solver.isBroken(pinned))
        #expect(solver.value(of: x) == 10)
        try solver.add((x == 30).withPriority(999.9))
        #expect(solver.value(of: x) == 10)
        try solver.remove(pinned)
        #expect(solver.value(of: x) == 20, "the broken constraint outweighs 999.9")
        expectSound(solver)
        try solver.remove(wanted)
        #expect(solver.value(of: x) == 30)
        #expect(!solver.isBroken(wanted))
        expectSound(solver)
    }

    /// Broken constraints take no part in later conflicts.
    @Test func brokenConstraintsAreLeftOutOfConflicts() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let sum = x + y == 10
        try solver.add(sum)
        try solver.addBroken(x == 100)
        try solver.add(y == 4)
        #expect(solver.value(of: x) == 6)
        let impossible = x >= 7
        do {
            try solver.add(impossible)
            Issue.record("x >= 7 was accepted")
        } catch SolverError.unsatisfiableConstraint(_, let conflict) {
            #expect(conflict.map(\.description) == ["x + y - 10 == 0", "y - 4 == 0", "x - 7 >= 0"])
        }
        let stats = solver.statistics
        #expect(stats.priorityLevels == 1)
        expectSound(solver)
    }
}
