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

    /// A soft constraint on one or two of `variables`, with a random constant from
    /// `constants`.
    static func soft(_ variables: [Variable], constants: ClosedRange<Int>, using g: inout SeededGenerator)
        -> LinearConstraint
    {
        let x = variables.randomElement(using: &g)!
        var expression = LinearExpression(x) - Double(Int.random(in: constants, using: &g))
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
        let flips = try pinsAddedAndRemoved(constants: -40...40, firstSeed: 70_000)
        // The shape must take the path under test, or the checks above prove nothing of it.
        #expect(flips.all > 0)
    }

    /// The same with a few constants, each used by many soft constraints (a constraint
    /// added again and again): values sit on several constants at once, and long steps
    /// flip rows with a zero ratio.
    @Test func pinsAmongRepeatedConstantsKeepTheOptimum() throws {
        let flips = try pinsAddedAndRemoved(constants: -2...2, firstSeed: 71_000)
        #expect(flips.atZero > 0)
    }

    /// The same soft constraint added 200 times (as when code adds it on every layout
    /// pass): a required pin moves the width away and, removed, leaves it on all 200
    /// constants at once. The optimal basis is then reached by flipping rows with a zero
    /// ratio, each one short row, where Bland's pivots took one per constraint, each
    /// rewriting all 200 rows (1,000 copies and 20 pins took 11.4 G instructions, now
    /// 0.18 G).
    @Test func aConstraintAddedManyTimesSettlesByFlips() throws {
        let width = Variable("width")
        var solver = Solver()
        for _ in 0..<200 { try solver.add(LinearConstraint(LinearExpression(width) - 2, .equal, priority: .medium)) }
        let pin = width == 100
        try solver.add(pin)
        #expect(solver.value(of: width) == 100)
        let flips = solver.longStepFlipsAtZero
        try solver.remove(pin)
        #expect(solver.value(of: width) == 2)
        #expect(solver.longStepFlipsAtZero - flips >= 99, "half the rows flipped at zero")
        #expect(solver.invariantViolations.isEmpty)
    }

    /// Random soft constraints with constants from `constants` and pins added and removed,
    /// each step checked against the exact optimum; returns the rows long steps flipped,
    /// and those of them with a zero ratio.
    private func pinsAddedAndRemoved(constants: ClosedRange<Int>, firstSeed: UInt64) throws -> (all: Int, atZero: Int) {
        let seeds = min(150, max(6, PropertyTests.count / 20))
        var flips = (all: 0, atZero: 0)
        for seed in firstSeed..<firstSeed + UInt64(seeds) {
            var g = SeededGenerator(seed: seed)
            let variables = (0..<3).map { Variable("v\($0)") }
            var solver = Solver()
            var present: [LinearConstraint] = []
            for _ in 0..<Int.random(in: 30...60, using: &g) {
                let c = Self.soft(variables, constants: constants, using: &g)
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
            flips.all += solver.longStepFlips
            flips.atZero += solver.longStepFlipsAtZero
        }
        return flips
    }
}
