import Cassowary
import CassowaryReference
import Testing

/// Many soft constraints on a few variables, the shape where the simplex takes long steps
/// (it crosses several soft constraints' constants in one pivot, flipping their rows):
/// random soft equalities and inequalities at three priorities, and required constraints
/// added and removed one at a time, each step checked against the exact optimum.
@Suite("Properties of long steps")
struct LongStepPropertyTests {
    static let priorities: [Priority] = [.high, .medium, .low]

    /// A soft constraint on one or two of `variables`, with a random constant.
    static func soft(_ variables: [Variable], using g: inout SeededGenerator) -> LinearConstraint {
        let x = variables.randomElement(using: &g)!
        var expression = LinearExpression(x) - Double(Int.random(in: -40...40, using: &g))
        if Int.random(in: 0..<4, using: &g) == 0, let y = variables.randomElement(using: &g), y != x {
            expression = expression - LinearExpression(y)
        }
        let relation: Relation = [.equal, .equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
        let priority = priorities.randomElement(using: &g)!
        return LinearConstraint(expression, relation, priority: priority)
    }

    /// A required pin of one variable, the move that sends the others across many soft
    /// constants when it goes.
    static func pin(_ variables: [Variable], using g: inout SeededGenerator) -> LinearConstraint {
        let x = variables.randomElement(using: &g)!
        return LinearConstraint(LinearExpression(x) - Double(Int.random(in: -60...60, using: &g)), .equal)
    }

    @Test func pinsAddedAndRemovedKeepTheOptimum() throws {
        let seeds = min(150, max(6, PropertyTests.count / 20))
        var flips = 0
        for seed in UInt64(70_000)..<UInt64(70_000 + seeds) {
            var g = SeededGenerator(seed: seed)
            let variables = (0..<3).map { Variable("v\($0)") }
            var solver = Solver()
            var present: [LinearConstraint] = []
            for _ in 0..<Int.random(in: 30...60, using: &g) {
                let c = Self.soft(variables, using: &g)
                try solver.add(c)
                present.append(c)
            }
            var pins: [LinearConstraint] = []
            for _ in 0..<12 {
                if !pins.isEmpty && Bool.random(using: &g) {
                    let pin = pins.remove(at: Int.random(in: 0..<pins.count, using: &g))
                    try solver.remove(pin)
                } else {
                    let pin = Self.pin(variables, using: &g)
                    if (try? solver.add(pin)) != nil { pins.append(pin) }
                }
                expectSound(solver)
                do {
                    try PropertyTests().expectOptimal(solver, present + pins, seed: seed)
                } catch is Rational.Overflow { continue }
            }
            flips += solver.longStepFlips
        }
        // The shape must take the path under test, or the checks above prove nothing of it.
        #expect(flips > 0)
    }
}
