import Cassowary
import Testing

@Suite("Solver operations")
struct SolverOperationTests {
    @Test func requiredEqualitiesAndInequalities() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        try add(left == 10, to: &solver)
        try add(right == left + width, to: &solver)
        try add(width >= 50, to: &solver)
        try add(right <= 200, to: &solver)
        try add((width == 300).withPriority(.low), to: &solver)
        #expect(solver.value(of: left) == 10)
        #expect(solver.value(of: width) == 190)
        #expect(solver.value(of: right) == 200)
    }

    @Test func containsAndConstraintsListInOrder() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = x >= 1
        let b = (x == 5).withPriority(.high)
        let c = x <= 10
        try solver.add([a, b, c])
        #expect(solver.value(of: x) == 5)
        #expect(solver.contains(a) && solver.contains(b) && solver.contains(c))
        #expect(solver.constraints == [a, b, c])
        try solver.remove(b)
        #expect(!solver.contains(b))
        #expect(solver.constraints == [a, c])
        #expect((1...10).contains(solver.value(of: x)))
    }

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        var solver = Solver()
        let x = Variable("x")
        try add((x == 20).withPriority(.medium), to: &solver)
        let cap = x <= 10
        try add(cap, to: &solver)
        #expect(solver.value(of: x) == 10)
        try solver.remove(cap)
        expectSound(solver)
        #expect(solver.value(of: x) == 20)
    }

    @Test func editVariablesFollowSuggestions() throws {
        var solver = Solver()
        let width = Variable("width")
        let half = Variable("half")
        try add(half * 2 == width, to: &solver)
        try solver.addEditVariable(width, priority: .high)
        #expect(solver.hasEditVariable(width))
        for w in [100.0, 375, 0, -40, 1024.5] {
            try solver.suggestValue(w, for: width)
            expectSound(solver)
            #expect(solver.value(of: width) == w)
            #expect(solver.value(of: half) == w / 2)
            #expect(solver.suggestedValue(for: width) == w)
        }
        try solver.removeEditVariable(width)
        #expect(!solver.hasEditVariable(width))
        expectSound(solver)
    }

    @Test func suggestionsGiveWayToHigherPriorities() throws {
        var solver = Solver()
        let w = Variable("w")
        try add(w >= 100, to: &solver)
        try add((w <= 300).withPriority(.required), to: &solver)
        try solver.addEditVariable(w, priority: .high)
        try solver.suggestValue(50, for: w)
        #expect(solver.value(of: w) == 100)
        try solver.suggestValue(500, for: w)
        #expect(solver.value(of: w) == 300)
        try solver.suggestValue(200, for: w)
        #expect(solver.value(of: w) == 200)
        expectSound(solver)
    }

    @Test func nonNegativeVariablesStayAtZeroOrAbove() throws {
        var solver = Solver()
        let height = Variable("height", isNonNegative: true)
        let top = Variable("top")
        try add(top == 0, to: &solver)
        try add((height == -30).withPriority(.high), to: &solver)
        #expect(solver.value(of: height) == 0)
        try solver.addEditVariable(height, priority: .medium)
        try solver.suggestValue(-5, for: height)
        #expect(solver.value(of: height) == 0)
        try solver.suggestValue(12, for: height)
        #expect(solver.value(of: height) == 0, "the high-priority -30 still pulls it to the bound")
        expectSound(solver)
    }

    @Test func fetchChangesReportsOnlyChangedVariables() throws {
        var solver = Solver()
        let a = Variable("a")
        let b = Variable("b")
        let c = Variable("c")
        try solver.add(a == 1)
        try solver.add(b == 2)
        try solver.add(c == b + 3)
        let first = Dictionary(uniqueKeysWithValues: solver.fetchChanges().map { ($0.variable, $0.value) })
        #expect(first == [a: 1, b: 2, c: 5])
        #expect(solver.fetchChanges().isEmpty)
        try solver.addEditVariable(b, priority: .high)
        let d = Variable("d")
        try solver.add((d == 7).withPriority(.low))
        let second = solver.fetchChanges()
        #expect(second.map(\.variable) == [d] && second.map(\.value) == [7])
        try solver.add(a >= 0)
        #expect(solver.fetchChanges().isEmpty, "a kept its value, so it is not reported")
    }

    @Test func aKeptListOfChangesStaysAsItWasWhenTheNextOneReusesStorage() throws {
        var solver = Solver()
        let w = Variable("w")
        let half = Variable("half")
        try solver.add(half * 2 == w)
        try solver.addEditVariable(w, priority: .high)
        try solver.suggestValue(10, for: w)
        let kept = solver.fetchChanges()
        try solver.suggestValue(30, for: w)
        let next = Dictionary(uniqueKeysWithValues: solver.fetchChanges().map { ($0.variable, $0.value) })
        #expect(Dictionary(uniqueKeysWithValues: kept.map { ($0.variable, $0.value) }) == [w: 10, half: 5])
        #expect(next == [w: 30, half: 15])
        // Lists let go are written over: the values are still each call's own.
        for value in [40.0, 50, 60] {
            try solver.suggestValue(value, for: w)
            let changes = Dictionary(uniqueKeysWithValues: solver.fetchChanges().map { ($0.variable, $0.value) })
            #expect(changes == [w: value, half: value / 2])
        }
        #expect(Dictionary(uniqueKeysWithValues: kept.map { ($0.variable, $0.value) }) == [w: 10, half: 5])
    }

    /// A repeated suggestion replays its plan and leaves its changes pending for the next
    /// fetch; whatever changes values before that fetch (another suggestion, a constraint
    /// added, a constant changed) joins them, and each variable is reported once.
    @Test func changesAfterAReplayedSuggestionJoinItsPendingList() throws {
        var solver = Solver()
        let w = Variable("w")
        let h = Variable("h")
        let half = Variable("half")
        let third = Variable("third")
        let gap = Variable("gap")
        try solver.add(half * 2 == w)
        try solver.add(third * 3 == h)
        let pin = gap == 1
        try solver.add(pin)
        try solver.addEditVariable(w, priority: .high)
        try solver.addEditVariable(h, priority: .high)
        func fetched() -> [String: Double] { fetchedByName(&solver) }
        for value in [10.0, 20, 30] {  // the plans are made, then replayed
            try solver.suggestValue(value, for: w)
            _ = fetched()
        }
        try solver.suggestValue(40, for: w)
        try solver.suggestValue(60, for: h)  // a second change before the fetch
        #expect(fetched() == ["w": 40, "half": 20, "h": 60, "third": 20])
        try solver.suggestValue(50, for: w)
        try solver.add(gap + w <= 100)  // a full refresh after the replay
        try solver.changeConstant(of: pin, to: gap == 2)
        #expect(fetched() == ["w": 50, "half": 25, "gap": 2])
        try solver.suggestValue(50, for: w)  // the same value again: nothing moved
        #expect(fetched().isEmpty)
        try solver.suggestValue(8, for: w)
        #expect(fetched() == ["w": 8, "half": 4])
        #expect(fetched().isEmpty)
    }

    /// Two edit variables moved in turn (a width and a height) both replay their plans and
    /// both stay pending: a variable the two plans list is reported once, with its final
    /// value, and not at all when the second move brought it back to what was reported.
    @Test func twoPendingPlansReportEachChangedVariableOnce() throws {
        var solver = Solver()
        let w = Variable("w")
        let h = Variable("h")
        let half = Variable("half")
        let sum = Variable("sum")
        try solver.add(half * 2 == w)
        try solver.add(sum == w + h)
        try solver.addEditVariable(w, priority: .high)
        try solver.addEditVariable(h, priority: .high)
        func fetched() -> [String: Double] { fetchedByName(&solver) }
        for step in 1...3 {  // the plans are made, then replayed
            try solver.suggestValue(Double(10 * step), for: w)
            try solver.suggestValue(Double(100 * step), for: h)
            _ = fetched()
        }
        try solver.suggestValue(40, for: w)
        try solver.suggestValue(400, for: h)
        #expect(fetched() == ["w": 40, "half": 20, "h": 400, "sum": 440])
        try solver.suggestValue(50, for: w)
        try solver.suggestValue(390, for: h)  // the sum is back where it was reported
        #expect(fetched() == ["w": 50, "half": 25, "h": 390])
        try solver.suggestValue(60, for: w)
        try solver.suggestValue(500, for: h)
        let z = Variable("z")
        try solver.add(z == 3)  // a change of structure while both plans are pending
        #expect(fetched() == ["w": 60, "half": 30, "h": 500, "sum": 560, "z": 3])
        #expect(fetched().isEmpty)
    }

    @Test func aVariableThatLeavesIsReportedAtZero() throws {
        var solver = Solver()
        let x = Variable("x")
        let c = x == 4
        try solver.add(c)
        _ = solver.fetchChanges()
        try solver.remove(c)
        let changes = solver.fetchChanges()
        #expect(changes.map(\.variable) == [x] && changes.map(\.value) == [0])
        #expect(solver.value(of: x) == 0)
        let stats = solver.statistics
        #expect(stats.rows == 0 && stats.cells == 0 && stats.symbols == 0 && stats.priorityLevels == 0)
    }

    @Test func resetEmptiesTheSolver() throws {
        var solver = Solver()
        let x = Variable("x")
        let c = x == 3
        try solver.add(c)
        try solver.addEditVariable(x, priority: .low)
        solver.reset()
        #expect(!solver.contains(c) && !solver.hasEditVariable(x))
        #expect(solver.value(of: x) == 0)
        try solver.add(c)
        #expect(solver.value(of: x) == 3)
    }

    @Test func copiesAreIndependent() throws {
        var solver = Solver()
        let x = Variable("x")
        try solver.add((x == 1).withPriority(.low))
        var copy = solver
        try copy.add(x == 2)
        #expect(solver.value(of: x) == 1)
        #expect(copy.value(of: x) == 2)
    }

    @Test func churnLeavesNoResidue() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        try solver.add(x == 0)
        let baseline = solver.statistics
        for k in 0..<200 {
            let batch = [y >= x + Double(k % 7), (y == 3).withPriority(.medium), (y <= 100).withPriority(.high)]
            try solver.add(batch)
            #expect(solver.value(of: y) == Double(max(3, k % 7)))
            // A failed batch is rolled back, optional constraints and all.
            #expect(throws: SolverError.self) { try solver.add([(y == 50).withPriority(.low), x == 1]) }
            try solver.remove(batch)
        }
        expectSound(solver)
        #expect(solver.statistics == baseline)
        #expect(baseline.objectiveSymbols == 0)
    }

    @Test func aFailedBatchLeavesPriorityLevelsAsTheyWere() throws {
        var solver = Solver()
        let x = Variable("x")
        let y = Variable("y")
        let low = (x == 1).withPriority(.low)
        try solver.add(low)
        // One more user of an existing level (low), a new level (high), then a conflict;
        // then only more users of the existing level.
        let batch = [(x == 2).withPriority(.low), (x == 5).withPriority(.high), y == 1, y == 2]
        #expect(throws: SolverError.self) { try solver.add(batch) }
        #expect(throws: SolverError.self) { try solver.add([(x == 3).withPriority(.low), y == 1, y == 2]) }
        #expect(solver.statistics.priorityLevels == 1)
        #expect(solver.value(of: x) == 1)
        // The low level has one user again: it retires with it.
        try solver.remove(low)
        #expect(solver.statistics.priorityLevels == 0)
        try solver.add((x == 7).withPriority(.medium))
        #expect(solver.value(of: x) == 7)
        expectSound(solver)
    }

    @Test func expressionsCombineAndPrint() {
        let x = Variable("x")
        let y = Variable("y")
        let e = 2 * x + y - x / 2 + 3 - y * 3
        #expect(e.reduced.description == "1.5 * x - 2 * y + 3")
        let c = (x + 8 <= y).withPriority(.high)
        #expect(c.description == "x - y + 8 <= 0 @750")
        let same: LinearConstraint = x == y
        #expect(same.description == "x - y == 0")
        #expect(c.withPriority(.low).priority == .low)
    }
}

@Suite("LinearConstraint violation")
struct ConstraintViolationTests {
    @Test func measuresHowFarFromHolding() throws {
        let x = Variable("x")
        let y = Variable("y")
        let values: [Variable: Double] = [x: 10, y: 4]
        let value = { values[$0]! }
        let eq: LinearConstraint = x == y
        #expect(eq.violation(value) == 6)
        #expect((x <= y + 1).violation(value) == 5)
        #expect((x >= y + 1).violation(value) == 0)
        #expect((x >= 2 * y + 3).violation(value) == 1)
        var solver = Solver()
        try solver.add((x == 3).withPriority(.low))
        #expect((x <= 1).violation(in: solver) == 2)
    }
}

/// `solver.fetchChanges()` as a map from each variable's name to its value, expecting no
/// variable reported twice.
private func fetchedByName(_ solver: inout Solver) -> [String: Double] {
    let changes = solver.fetchChanges()
    #expect(Set(changes.map(\.variable)).count == changes.count, "a variable reported twice")
    return Dictionary(uniqueKeysWithValues: changes.map { ($0.variable.name, $0.value) })
}
