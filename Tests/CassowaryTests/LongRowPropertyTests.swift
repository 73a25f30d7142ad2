import Cassowary
import CassowaryReference
import Testing

/// A stack's total height over many items: one long row that every item's changes reach
/// with a short one (the in-place update of `Row.add`), under random edits, checked
/// against the sums worked out by hand after every step.
@Suite("Properties of long rows")
struct LongRowPropertyTests {
    struct Item {
        let top = Variable("top")
        let height = Variable("height", isNonNegative: true)
        var content: [LinearConstraint] = []

        mutating func makeContent(text: Double) {
            content = [(height >= text).withPriority(.high), (height <= text).withPriority(.low)]
        }
    }

    @Test func randomEditsKeepTheTotal() throws {
        let seeds = max(10, PropertyTests.count / 4)
        for seed in UInt64(60_000)..<UInt64(60_000 + seeds) {
            var g = SeededGenerator(seed: seed)
            let n = Int.random(in: 30...90, using: &g)
            let total = Variable("total", isNonNegative: true)
            var solver = Solver()
            var items: [Item] = []
            var texts: [Double] = []
            for i in 0..<n {
                var item = Item()
                texts.append(Double(Int.random(in: 10...60, using: &g)))
                item.makeContent(text: texts[i])
                try solver.add(item.content)
                try solver.add(i == 0 ? item.top == 0 : item.top == items[i - 1].top + items[i - 1].height + 8)
                items.append(item)
            }
            try solver.add(total == items[n - 1].top + items[n - 1].height)
            for _ in 0..<40 {
                let i = Int.random(in: 0..<n, using: &g)
                try solver.remove(items[i].content)
                if Bool.random(using: &g) {
                    // Without its content an item's height is free: hold it at zero, low.
                    texts[i] = 0
                    items[i].content = [(items[i].height == 0).withPriority(.fittingSizeLevel)]
                } else {
                    texts[i] = Double(Int.random(in: 10...60, using: &g))
                    items[i].makeContent(text: texts[i])
                }
                try solver.add(items[i].content)
                expectSound(solver)
                let expected = texts.reduce(0, +) + Double(8 * (n - 1))
                #expect(
                    close(solver.value(of: total), expected),
                    "seed \(seed): total \(solver.value(of: total)) vs \(expected)")
                var top = 0.0
                for k in 0..<n {
                    #expect(close(solver.value(of: items[k].top), top), "seed \(seed): item \(k)'s top")
                    top += texts[k] + 8
                }
            }
        }
    }
}
