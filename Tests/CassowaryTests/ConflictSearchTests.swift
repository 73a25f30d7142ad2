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
        var insets: [[Constraint]] = []
        for i in 0..<300 {
            let top = Variable("top\(i)")
            let height = Variable("height\(i)", isNonNegative: true)
            let labelTop = Variable("label.top\(i)")
            let labelHeight = Variable("label.height\(i)", isNonNegative: true)
            let cell = [
                labelTop == top + 8,
                labelTop + labelHeight == top + height - 8,
                (labelHeight >= 20).priority(.high),
                (height == 0).priority(.fittingSizeLevel),
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
