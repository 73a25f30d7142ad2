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

    /// A conflict of two is read off the row that proved it (no scratch solver); a new
    /// constraint that cannot hold even alone is named alone, as the search finds it.
    @Test func aConflictOfTwoNamesBothAndAnImpossibleConstraintItself() throws {
        var solver = Solver()
        let width = Variable("width", isNonNegative: true)
        let left = Variable("left")
        let first = width == 44
        let pin = left == 0
        try solver.add([first, pin, (width == 100).withPriority(.low)])
        for second in [width == 2, width >= 60, width <= 43.5] {
            #expect(throws: SolverError.unsatisfiableConstraint(second, conflict: [first, second])) {
                try solver.add(second)
            }
        }
        let third = width + left == 10  // three take part: the search finds them
        #expect(throws: SolverError.unsatisfiableConstraint(third, conflict: [first, pin, third])) {
            try solver.add(third)
        }
        let impossible = width + 46 <= 0  // width cannot be negative
        #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflict: [impossible])) {
            try solver.add(impossible)
        }
        #expect(solver.value(of: width) == 44)
    }

    /// Whether a constraint can hold alone, from its signs: a variable free in sign always
    /// can; over non-negative variables, the constant must lie where the terms reach.
    @Test func aConstraintHoldsAloneWhenItsSignsAllowIt() {
        let free = Variable("free")
        let size = Variable("size", isNonNegative: true)
        let other = Variable("other", isNonNegative: true)
        let holds: [LinearConstraint] = [
            free == -5, free + size <= -5, size == 5, size <= 5, size >= -5, -1 * size == -5, size - other == -5,
            size >= 5, LinearConstraint(LinearExpression(0), .equal),
        ]
        let cannot: [LinearConstraint] = [
            size == -5, size <= -5, -1 * size >= 5, size + other == -5, LinearConstraint(LinearExpression(1), .equal),
        ]
        #expect(holds.map(\.clearlyHoldsAlone) == Array(repeating: true, count: holds.count))
        #expect(cannot.map(\.clearlyHoldsAlone) == Array(repeating: false, count: cannot.count))
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
