import Cassowary
import CassowaryReference
import Testing

/// Stacked self-sizing cells (long chains of definitions) under random edits, checked
/// against the positions worked out by hand after every step.
@Suite("Properties of stacked layouts")
struct ChainPropertyTests {
    struct Cell {
        let top = Variable("top"), labelTop = Variable("label.top"), left = Variable("left"), width = Variable("width")
        let height: Variable, labelHeight: Variable
        var content: [LinearConstraint] = []
        var stacking: LinearConstraint?

        /// Non-negative heights are core rows; plain ones become definitions.
        init(nonNegativeHeights: Bool) {
            height = Variable("height", isNonNegative: nonNegativeHeights)
            labelHeight = Variable("label.height", isNonNegative: nonNegativeHeights)
        }

        mutating func makeContent(text: Double) {
            content = [
                (labelTop == top + 8).withPriority(.high),
                labelTop + labelHeight == top + height - 8,
                (labelHeight >= text).withPriority(.high),
                (labelHeight <= text).withPriority(.low),
                (height == 0).withPriority(.fittingSizeLevel),
            ]
        }
    }

    @Test func randomEditsKeepEveryPosition() throws {
        let seeds = max(10, PropertyTests.count / 3)
        for seed in UInt64(50_000)..<UInt64(50_000 + seeds) {
            var g = SeededGenerator(seed: seed)
            let n = Int.random(in: 2...40, using: &g)
            let sizes = seed % 2 == 0
            var solver = Solver()
            var cells: [Cell] = []
            var texts: [Double] = []
            for i in 0..<n {
                var cell = Cell(nonNegativeHeights: sizes)
                texts.append(Double(Int.random(in: 10...60, using: &g)))
                cell.makeContent(text: texts[i])
                try solver.add(cell.content + [cell.left == 0, cell.width == 375])
                cell.stacking = i == 0 ? nil : (cell.top == cells[i - 1].top + cells[i - 1].height + 5)
                if let s = cell.stacking { try solver.add(s) }
                cells.append(cell)
            }
            try solver.addEditVariable(cells[0].top, priority: .high)
            var origin = 0.0
            for _ in 0..<30 {
                switch Int.random(in: 0..<(sizes ? 4 : 3), using: &g) {
                case 0:
                    let i = Int.random(in: 0..<n, using: &g)
                    try solver.remove(cells[i].content)
                    texts[i] = Double(Int.random(in: 10...60, using: &g))
                    cells[i].makeContent(text: texts[i])
                    try solver.add(cells[i].content)
                case 1:
                    let i = Int.random(in: 1..<n, using: &g)
                    try solver.remove(cells[i].stacking!)
                    cells[i].stacking = cells[i].top == cells[i - 1].top + cells[i - 1].height + 5
                    try solver.add(cells[i].stacking!)
                case 2:
                    origin = Double(Int.random(in: -500...500, using: &g))
                    try solver.suggestValue(origin, for: cells[0].top)
                default:  // only with non-negative heights: 8 + 8 cannot fit in 1
                    let i = Int.random(in: 0..<n, using: &g)
                    let before = solver.dump()
                    #expect(throws: SolverError.self) {
                        try solver.add([(cells[i].labelTop == cells[i].top + 8), cells[i].height == 1])
                    }
                    #expect(solver.dump() == before, "seed \(seed): a failed add changed the state")
                }
                expectSound(solver)
                var top = origin
                for (i, cell) in cells.enumerated() {
                    #expect(close(solver.value(of: cell.top), top), "seed \(seed): top[\(i)]")
                    #expect(close(solver.value(of: cell.height), texts[i] + 16), "seed \(seed): height[\(i)]")
                    #expect(close(solver.value(of: cell.labelTop), top + 8), "seed \(seed): label.top[\(i)]")
                    top += texts[i] + 16 + 5
                }
            }
        }
    }
}
