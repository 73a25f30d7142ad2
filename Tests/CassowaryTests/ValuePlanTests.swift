import Testing

@testable import Cassowary

/// A repeated refresh replays its recorded plan; a change of structure drops it.
@Suite("Value plans") struct ValuePlanTests {
    /// S2's row of views: `left_{i+1} == left_i + w_i + 8`, equal widths, `w_i >= 10`, the
    /// right edge `W` an edit variable.
    private struct RowOfViews {
        var solver = Solver()
        let left: [Variable]
        let width: [Variable]
        let right = Variable("W")

        init(_ n: Int) throws {
            left = (0..<n).map { Variable("left\($0)") }
            width = (0..<n).map { Variable("w\($0)") }
            for i in 0..<n {
                try solver.add(i == 0 ? left[0] == 0 : left[i] == left[i - 1] + width[i - 1] + 8)
                if i > 0 { try solver.add(width[i] == width[0]) }
                try solver.add(width[i] >= 10)
            }
            try solver.add(left[n - 1] + width[n - 1] == right)
            try solver.addEditVariable(right, priority: Priority(750))
        }

        /// Every left edge and width where the right edge is at `x` and widths are `w`.
        func expectLaidOut(width w: Double, right x: Double) {
            for i in left.indices {
                #expect(abs(solver.value(of: width[i]) - w) < 1e-9, "w\(i) at W = \(x)")
                #expect(abs(solver.value(of: left[i]) - Double(i) * (w + 8)) < 1e-9, "left\(i) at W = \(x)")
            }
            #expect(abs(solver.value(of: right) - x) < 1e-9)
            #expect(solver.invariantViolations.isEmpty)
        }
    }

    @Test func repeatedSuggestionsReplayThePlanToTheSameValues() throws {
        var row = try RowOfViews(20)
        var replayed = 0
        for k in 0..<12 {
            let x = 360.0 + Double(k * 97 % 100) * 2
            try row.solver.suggestValue(x, for: row.right)
            _ = row.solver.fetchChanges()
            if row.solver.tableau.definitions.plans.version == row.solver.tableau.structureVersion && !row.solver.tableau.definitions.plans.plans.isEmpty { replayed += 1 }
            row.expectLaidOut(width: (x - 8 * 19) / 20, right: x)
        }
        // The first three refreshes find the definitions (the third keeps them as a plan);
        // every later one replays them.
        #expect(replayed >= 10)
        #expect(row.solver.tableau.definitions.plans.plans.count == 1)
    }

    /// A width and a height moved in turn each keep a plan (as E2 moves them).
    @Test func twoEditVariablesInTurnKeepAPlanEach() throws {
        var row = try RowOfViews(12)
        let height = Variable("h")
        let top = Variable("top")
        try row.solver.add(top == height * 0.5 + 4)
        try row.solver.addEditVariable(height, priority: Priority(750))
        for k in 0..<6 {
            let x = 300.0 + Double(k) * 10
            try row.solver.suggestValue(x, for: row.right)
            try row.solver.suggestValue(Double(40 + k), for: height)
            row.expectLaidOut(width: (x - 88) / 12, right: x)
            #expect(row.solver.value(of: top) == Double(40 + k) * 0.5 + 4)
        }
        #expect(row.solver.tableau.definitions.plans.plans.count == 2)
    }

    @Test func aNewConstraintDropsThePlan() throws {
        var row = try RowOfViews(10)
        for x in [300.0, 320, 340] { try row.solver.suggestValue(x, for: row.right) }
        row.expectLaidOut(width: (340 - 72) / 10.0, right: 340)
        #expect(row.solver.tableau.definitions.plans.plans.count == 1)
        let cap = row.width[0] <= 25
        try row.solver.add(cap)
        // The plan was dropped: the refresh after the addition found a new structure.
        #expect(row.solver.tableau.definitions.plans.plans.isEmpty)
        for x in [400.0, 420, 440] {
            try row.solver.suggestValue(x, for: row.right)
            // The widths stop at 25; the required row fixes W at 10 * 25 + 72.
            row.expectLaidOut(width: 25, right: 322)
        }
        try row.solver.remove(cap)
        for x in [400.0, 420, 440] {
            try row.solver.suggestValue(x, for: row.right)
            row.expectLaidOut(width: (x - 72) / 10, right: x)
        }
    }
}
