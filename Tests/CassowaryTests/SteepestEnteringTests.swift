import Cassowary
import CassowaryReference
import Testing

/// Long optimisations: after Bland's first eight pivots in one call the simplex takes the
/// candidate that lowers the objective most.
@Suite struct SteepestEnteringTests {
    /// A stack view's `.fill` column at solver level: `n` non-negative heights, each held at
    /// its text's height by hugging (250) and compression resistance (750) and by a
    /// tie-breaker at 1.5 whose weight falls with the index (the relation scaled by it),
    /// stacked from 0 by a chain of tops, with the column's bottom equal to `root`.
    struct Column {
        let heights: [Variable]
        let root = Variable("root")
        var constraints: [LinearConstraint] = []

        init(texts: [Double]) {
            let n = texts.count
            heights = (0..<n).map { Variable("h\($0)", isNonNegative: true) }
            let tops = (0..<n).map { Variable("top\($0)") }
            constraints.append(tops[0] == 0)
            for (i, h) in heights.enumerated() {
                let size = LinearExpression(h) - texts[i]
                let weight = 1 + Double(n - i) / Double(n + 1)
                constraints += [
                    LinearConstraint(size, .lessThanOrEqual, priority: .low),
                    LinearConstraint(size, .greaterThanOrEqual, priority: .high),
                    LinearConstraint(weight * size, .equal, priority: 1.5),
                ]
                if i > 0 { constraints.append(tops[i] == tops[i - 1] + heights[i - 1]) }
            }
            constraints.append(root == tops[n - 1] + heights[n - 1])
        }

        /// The heights worked out by hand for a column `total` high: the room to spare goes
        /// to the last height; a shortfall is taken from the last height down to zero, then
        /// from the one before it, and so on.
        static func expected(_ texts: [Double], total: Double?) -> [Double] {
            guard let total else { return texts }
            var heights = texts
            var rest = total - texts.reduce(0, +)
            if rest >= 0 {
                heights[heights.count - 1] += rest
                return heights
            }
            for i in heights.indices.reversed() where rest < 0 {
                let cut = min(heights[i], -rest)
                heights[i] -= cut
                rest += cut
            }
            return heights
        }
    }

    /// Given room to spare, the cheapest height takes it all. Bland's rule passed the
    /// stretch from each height to the next, one pivot each; the largest decrease hands it
    /// to the last height in one choice.
    @Test func aColumnGivenRoomStretchesItsLastHeightInOneChoice() throws {
        let texts = Array(repeating: 20.0, count: 40)
        let column = Column(texts: texts)
        var solver = Solver()
        for c in column.constraints { try solver.add(c) }
        let choices = solver.steepestChoices
        let pin = column.root == 3000
        try solver.add(pin)
        #expect(solver.steepestChoices - choices == 1)
        #expect(column.heights.map { solver.value(of: $0) } == Column.expected(texts, total: 3000))
        expectSound(solver)
        try solver.remove(pin)
        #expect(column.heights.map { solver.value(of: $0) } == texts)
    }

    /// Columns of random heights under pins of random totals, added and removed one at a
    /// time (room to spare or a shortfall), each step checked against the heights worked
    /// out by hand.
    @Test func pinnedColumnsKeepTheTieOrder() throws {
        let seeds = max(10, PropertyTests.count / 10)
        var choices = 0
        for seed in UInt64(72_000)..<UInt64(72_000 + seeds) {
            var g = SeededGenerator(seed: seed)
            let texts = (0..<Int.random(in: 2...40, using: &g)).map { _ in Double(Int.random(in: 10...60, using: &g)) }
            let column = Column(texts: texts)
            var solver = Solver()
            for c in column.constraints { try solver.add(c) }
            var pin: (constraint: LinearConstraint, total: Double)?
            for _ in 0..<10 {
                if let current = pin {
                    try solver.remove(current.constraint)
                    pin = nil
                } else {
                    let total = Double(Int.random(in: 0...(80 * texts.count), using: &g))
                    pin = (column.root == total, total)
                    try solver.add(pin!.constraint)
                }
                let expected = Column.expected(texts, total: pin?.total)
                for (h, value) in zip(column.heights, expected) {
                    #expect(abs(solver.value(of: h) - value) < 1e-7, "seed \(seed): \(h.name)")
                }
                expectSound(solver)
            }
            choices += solver.steepestChoices
        }
        // The shape must take the path under test, or the checks above prove nothing of it.
        #expect(choices > 0)
    }
}
