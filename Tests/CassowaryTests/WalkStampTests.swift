import Cassowary
import Testing

/// The walks over definitions (refreshing values, writing rows out, the cycle check)
/// mark symbols with a 32-bit generation count. When the count wraps around, old marks
/// must not pass for new ones.
@Suite("Walk stamps")
struct WalkStampTests {
    @Test func valuesStayRightAcrossTheWrapAround() throws {
        let n = 12
        let tops = (0...n).map { Variable("top\($0)") }
        let heights = (0..<n).map { Variable("height\($0)") }
        var solver = Solver()
        try solver.add(tops[0] == 0)
        for i in 0..<n {
            try solver.add([tops[i + 1] == tops[i] + heights[i] + 5, (heights[i] == 10).withPriority(.high)])
        }
        // (A finished walk never leaves the count at .max: see `Tableau.endWalk()`.)
        for start in [UInt32.max - 1, UInt32.max - 2, UInt32.max - 5] {
            solver.setWalkGeneration(start)
            // New variables (their stamps are still 0) defined through the chain, and
            // heights moved, while the count passes zero.
            let below = Variable("below")
            try solver.add(below == tops[n] + 7)
            for i in 0..<4 { try solver.add((heights[i] == Double(20 + i)).withPriority(.required)) }
            var expected = 0.0
            for i in 0..<n {
                #expect(solver.value(of: tops[i]) == expected, "top\(i) after starting at \(start)")
                expected += (i < 4 ? Double(20 + i) : 10) + 5
            }
            #expect(solver.value(of: tops[n]) == expected)
            #expect(solver.value(of: below) == expected + 7)
            #expect(solver.invariantViolations.isEmpty)
            try solver.remove(
                solver.constraints.filter {
                    $0.isRequired && $0.expression.terms.count == 1 && $0.expression.constant <= -20
                })
            try solver.remove(solver.constraints.filter { $0.expression.terms.contains { $0.variable == below } })
        }
    }
}
