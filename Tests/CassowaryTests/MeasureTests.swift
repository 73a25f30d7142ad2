import Cassowary
import CassowaryReference
import Testing

/// `measure(removing:adding:reading:)`: the values of a changed system, read from the
/// solver itself and rolled back, leaving the solver bit-identical.
@Suite("Measuring a change without keeping it")
struct MeasureTests {
    /// A cell pinned at 44 points, whose content wants 40 (high) and 16 points around it.
    struct PinnedCell {
        let height = Variable("height"), content = Variable("content")
        let pin: LinearConstraint
        var solver = Solver()

        init() throws {
            pin = height == 44
            try solver.add([pin, height >= content + 16, (content == 40).withPriority(.high)])
            _ = solver.fetchChanges()
        }
    }

    @Test func aFittingHeightReplacesThePin() throws {
        var cell = try PinnedCell()
        #expect(cell.solver.value(of: cell.height) == 44)
        #expect(cell.solver.value(of: cell.content) == 28)
        let before = cell.solver.dump()
        let fit = try cell.solver.measure(
            removing: [cell.pin], adding: [(cell.height == 0).withPriority(.fittingSizeLevel)],
            reading: [cell.height, cell.content])
        #expect(fit == [56, 40])
        #expect(cell.solver.dump() == before)
        #expect(cell.solver.value(of: cell.height) == 44)
        #expect(cell.solver.value(of: cell.content) == 28)
        #expect(cell.solver.fetchChanges().isEmpty)
        expectSound(cell.solver)
    }

    @Test func theSamePinAtALowerPriorityChangesInPlace() throws {
        var cell = try PinnedCell()
        let before = cell.solver.dump()
        let relaxed = cell.pin.withPriority(.low)
        let fit = try cell.solver.measure(
            removing: [cell.pin], adding: [relaxed], reading: [cell.height, cell.content])
        #expect(fit == [56, 40])
        #expect(cell.solver.dump() == before)
        #expect(cell.solver.contains(cell.pin) && !cell.solver.contains(relaxed))
        #expect(cell.solver.fetchChanges().isEmpty)
    }

    @Test func aConflictIsReportedWithItsSetAndChangesNothing() throws {
        var cell = try PinnedCell()
        let before = cell.solver.dump()
        let tooSmall = cell.height == 10
        #expect {
            _ = try cell.solver.measure(removing: [], adding: [tooSmall], reading: [cell.height])
        } throws: { error in
            guard case SolverError.unsatisfiableConstraint(let c, let conflict) = error else { return false }
            return c === tooSmall && conflict.count == 2 && conflict[0] === cell.pin && conflict[1] === tooSmall
        }
        #expect(cell.solver.dump() == before)
        #expect(cell.solver.fetchChanges().isEmpty)
        expectSound(cell.solver)
    }

    /// The way of catching the solver's errors that user code takes compiles and works for
    /// `measure` as for `add`: a case pattern that lets other errors through, its bound
    /// values tested with `&&`. (This shape crashed Swift 6.3's compiler while `measure`
    /// declared `throws(SolverError)`.)
    @Test func itsErrorsAreCaughtAsAddsAre() throws {
        var cell = try PinnedCell()
        let tooSmall = cell.height == 10
        var named: [[LinearConstraint]] = []
        do {
            _ = try cell.solver.measure(removing: [], adding: [tooSmall], reading: [cell.height])
            Issue.record("measuring height == 10 succeeded")
        } catch SolverError.unsatisfiableConstraint(let culprit, let conflict) {
            #expect(culprit === tooSmall && conflict.count == 2 && conflict[0] === cell.pin)
            named.append(conflict)
        }
        do {
            try cell.solver.add(tooSmall)
            Issue.record("adding height == 10 succeeded")
        } catch SolverError.unsatisfiableConstraint(let culprit, let conflict) {
            #expect(culprit === tooSmall && conflict.count == 2 && conflict[0] === cell.pin)
            named.append(conflict)
        }
        #expect(named.count == 2 && named[0].elementsEqual(named[1], by: ===))
        #expect(!cell.solver.contains(tooSmall) && cell.solver.value(of: cell.height) == 44)
    }

    @Test func unknownAndDuplicateConstraintsAreRefused() throws {
        var cell = try PinnedCell()
        let before = cell.solver.dump()
        let stranger = cell.content == 3
        #expect(throws: SolverError.unknownConstraint(stranger)) {
            _ = try cell.solver.measure(removing: [stranger], adding: [], reading: [])
        }
        #expect(throws: SolverError.duplicateConstraint(cell.pin)) {
            _ = try cell.solver.measure(removing: [], adding: [cell.pin], reading: [])
        }
        #expect(cell.solver.dump() == before)
    }

    @Test func aVariableOnlyTheChangeMentionsReadsItsValueThenLeaves() throws {
        var cell = try PinnedCell()
        let before = cell.solver.dump()
        let badge = Variable("badge")
        let fit = try cell.solver.measure(removing: [], adding: [badge == cell.height / 2], reading: [badge])
        #expect(fit == [22])
        #expect(cell.solver.dump() == before)
        #expect(cell.solver.value(of: badge) == 0)
        #expect(cell.solver.fetchChanges().isEmpty)
    }

    @Test func editVariablesKeepTheirSuggestionsAcrossAMeasurement() throws {
        var solver = Solver()
        let left = Variable("left")
        let width = Variable("width")
        let right = Variable("right")
        let minimum = width >= 100
        try solver.add([left == 16, right == left + width, minimum])
        try solver.addEditVariable(right, priority: .high)
        try solver.suggestValue(200, for: right)
        _ = solver.fetchChanges()
        let before = solver.dump()
        let narrow = try solver.measure(removing: [minimum], adding: [width >= 20], reading: [width, right])
        #expect(narrow == [184, 200])
        let wide = try solver.measure(removing: [], adding: [width >= 300], reading: [width, right])
        #expect(wide == [300, 316])
        #expect(solver.dump() == before)
        #expect(solver.fetchChanges().isEmpty)
        try solver.suggestValue(50, for: right)
        #expect(solver.value(of: width) == 100)
        #expect(solver.value(of: right) == 116)
        expectSound(solver)
    }

    @Test func aCellInALongStackIsMeasuredAsAFreshSolverWouldSolveIt() throws {
        // 60 stacked cells, each pinned at 44 points with content that wants more; the
        // pin of cell 30 is lifted and its height left to the content, at the fitting level.
        let count = 60
        let tops = (0..<count).map { Variable("top\($0)") }
        let heights = (0..<count).map { Variable("height\($0)") }
        var constraints: [LinearConstraint] = [tops[0] == 0]
        var pins: [LinearConstraint] = []
        for i in 0..<count {
            pins.append(heights[i] == 44)
            constraints += [heights[i] >= Double(20 + i % 7 * 10), (heights[i] == 0).withPriority(.fittingSizeLevel)]
            if i > 0 { constraints.append(tops[i] == tops[i - 1] + heights[i - 1] + 5) }
        }
        // Content taller than the pin breaks the cell's own minimum at the high level.
        constraints = constraints.map { $0.relation == .greaterThanOrEqual ? $0.withPriority(.high) : $0 }
        var solver = Solver()
        try solver.add(constraints + pins)
        _ = solver.fetchChanges()
        let before = solver.dump()
        let valuesBefore = (tops + heights).map { solver.value(of: $0) }
        let fitting = (heights[30] == 0).withPriority(Priority(60))
        let measured = try solver.measure(removing: [pins[30]], adding: [fitting], reading: tops + heights)
        var fresh = Solver()
        try fresh.add(constraints + pins.enumerated().filter { $0.offset != 30 }.map(\.element) + [fitting])
        #expect(measured == (tops + heights).map { fresh.value(of: $0) })
        #expect(measured[count + 30] == Double(20 + 30 % 7 * 10))
        #expect(measured[31] == valuesBefore[31] - 44 + measured[count + 30])
        #expect(solver.dump() == before)
        #expect((tops + heights).map { solver.value(of: $0) } == valuesBefore)
        #expect(solver.fetchChanges().isEmpty)
        expectSound(solver)
    }

    /// Random systems and random changes (removals, priority changes, constraints the
    /// system refused, new ones): a measurement gives the optimum of the changed system,
    /// or fails exactly when that system cannot be built, and leaves the solver as it was.
    @Test func measurementsMatchTheChangedSystemAndChangeNothing() throws {
        expectMeasurementsMatch(seeds: 30_000) { system, accepted, removing, g in
            var adding = removing.filter { _ in Bool.random(using: &g) }.map {
                $0.withPriority(Priority(Double([50, 250, 750, 999].randomElement(using: &g)!)))
            }
            adding += system.constraints.filter { c in !accepted.contains { $0 === c } && Bool.random(using: &g) }
            let priority: Priority = [.required, .high, .low].randomElement(using: &g)!
            let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
            let constant = Double(Int.random(in: -20...20, using: &g))
            adding.append(LinearConstraint(LinearExpression(system.variables[0]) + constant, relation, priority: priority))
            return adding
        }
    }

    /// Measurements that only lower priorities (each removed constraint added back at an
    /// optional priority, as a fit lowers a view's size pins), which change the tableau alone.
    @Test func priorityOnlyMeasurementsMatchTheChangedSystemAndChangeNothing() throws {
        expectMeasurementsMatch(seeds: 40_000) { _, _, removing, g in
            removing.map { $0.withPriority(Priority(Double([50, 250, 750, 999].randomElement(using: &g)!))) }
        }
    }

    /// Measures each random system (its seed from `seeds` on) with a random part of its
    /// constraints removed and `adding` added, and compares with the changed system built
    /// afresh.
    private func expectMeasurementsMatch(
        seeds: UInt64,
        adding makeAdding: (
            PropertyTests.RandomSystem, [LinearConstraint], [LinearConstraint], inout SeededGenerator
        ) -> [LinearConstraint]
    ) {
        var measured = 0
        for seed in seeds..<seeds + UInt64(PropertyTests.count) {
            let system = PropertyTests.RandomSystem(seed: seed)
            var (solver, accepted) = system.built()
            var g = SeededGenerator(seed: seed)
            let removing = accepted.filter { _ in Int.random(in: 0..<4, using: &g) == 0 }
            let adding = makeAdding(system, accepted, removing, &g)
            let changed = accepted.filter { c in !removing.contains { $0 === c } } + adding
            _ = solver.fetchChanges()
            let before = solver.dump()
            let valuesBefore = system.variables.map { solver.value(of: $0).bitPattern }
            let values = try? solver.measure(removing: removing, adding: adding, reading: system.variables)
            #expect(solver.dump() == before, "seed \(seed): the measurement changed the solver")
            #expect(
                system.variables.map { solver.value(of: $0).bitPattern } == valuesBefore,
                "seed \(seed): the measurement changed a value")
            #expect(solver.fetchChanges().isEmpty, "seed \(seed): the measurement reported changes")
            expectSound(solver)
            var fresh = Solver()
            guard (try? fresh.add(changed)) != nil else {
                #expect(values == nil, "seed \(seed): measured a system that cannot be built")
                continue
            }
            guard let values else {
                Issue.record("seed \(seed): no measurement of a system that can be built")
                continue
            }
            let value = { (v: Variable) in system.variables.firstIndex(of: v).map { values[$0] } ?? 0 }
            for c in changed where c.isRequired {
                #expect(c.violation(value) <= 1e-6, "seed \(seed): required \(c) is off by \(c.violation(value))")
            }
            let mine = errorSums(of: changed, values: value)
            let theirs = errorSums(of: changed) { fresh.value(of: $0) }
            #expect(mine.map(\.priority) == theirs.map(\.priority))
            for (m, t) in zip(mine, theirs) {
                #expect(close(m.sum, t.sum, tolerance: 1e-6), "seed \(seed): @\(m.priority) \(m.sum) vs \(t.sum)")
            }
            measured += 1
        }
        #expect(measured >= PropertyTests.count / 2, "only \(measured) measurements")
    }
}
