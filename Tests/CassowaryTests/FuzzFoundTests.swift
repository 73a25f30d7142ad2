@testable import Cassowary
import Testing

/// Inputs the fuzzer found.
@Suite struct FuzzFoundTests {
    /// `x >= 1e11 * p + x` leaves a row `p = -1e-11 * s`: solving a row keeps every cell
    /// (the scaled row is the same constraint), and the tableau keeps its invariants.
    @Test func aHugeCoefficientKeepsItsRowWhole() throws {
        let system = try ConstraintSystem.parse("x >= 01e11* p +x")
        var solver = Solver()
        for statement in system.statements { try? solver.add(statement.constraint) }
        #expect(solver.invariantViolations.isEmpty)
        #expect(solver.dump().contains("x0 = 0 -1e-11·s1"))
        let p = try #require(system.variables.first { $0.name == "p" })
        #expect(solver.value(of: p) == 0)
    }

    /// `y == -i - 3e11 * x` leaves a row whose pivot divides by 3e11, so the leaving
    /// symbol's own cell falls below the cutoff and is dropped; the column index must not
    /// go on listing that row for it. The system stays sound through every add and every
    /// removal, and each required constraint holds after every add.
    @Test func aPivotOverAHugeCoefficientKeepsTheColumnIndex() throws {
        let text = "a==-nan\nz<=x\nz<=0\ny==-i-3e11*x\nz<=nan--i\ny==-i-n\nz<=-n\ny==-4-a"
        let system = try ConstraintSystem.parse(text)
        let constraints = system.statements.map(\.constraint)
        var solver = Solver()
        for (step, constraint) in constraints.enumerated() {
            try solver.add(constraint)
            #expect(solver.invariantViolations.isEmpty, "after add \(step)")
            for held in constraints[...step] {
                #expect(residue(held, solver) <= 1e-6 * scale(held), "\(held) after add \(step)")
            }
        }
        // Removal keeps the tableau sound. (Which values the rest then takes is beyond this
        // system's precision: cells below 1e-8 are cut where rows combine, see solver.md.)
        for (step, constraint) in constraints.enumerated() {
            try solver.remove(constraint)
            #expect(solver.invariantViolations.isEmpty, "after removal \(step)")
        }
        #expect(solver.dump().hasPrefix("rows:\nobjective:\nvariables:\nedits:"))
    }

    /// With `3e11 * x` in two equalities, the primal simplex subtracts two constants near
    /// 6e10 and rounding left a restricted row at -7.6e-6. A sum that cancels to within
    /// rounding of its operands is exactly 0, so every restricted row stays feasible.
    @Test func constantsThatCancelLeaveNoRowBelowZero() throws {
        let text = "y==x+4*x+12\nz<=x\nz<=2*x--nan--i\ny==n\ny==x-it--3e11*x+x+1\ny==x-it-y-nan--3e11*x+x+12"
            + "\nz<=2*x--i\ny==x-it--nan--i-n\ny==-it-y"
        let system = try ConstraintSystem.parse(text)
        var solver = Solver()
        for (step, statement) in system.statements.enumerated() {
            try solver.add(statement.constraint)
            #expect(solver.invariantViolations.isEmpty, "after add \(step)")
        }
        #expect(!solver.dump().contains("e-06"))
        #expect(abs(Row.cancelled(59999999988.40001, -59999999988.400024)) == 0)
        #expect(Row.cancelled(1000.0001, -1000) == 1000.0001 - 1000)
    }

    /// A refusal that a fresh solver cannot reproduce (rounding, with coefficients far from
    /// 1) lists the constraint alone and says so, instead of claiming it cannot hold.
    @Test func aRefusalFromRoundingSaysSo() {
        let x = Variable("x")
        let c: LinearConstraint = x == 1
        let text = SolverError.unsatisfiableConstraint(c, conflict: [c]).description
        #expect(text == "unable to satisfy required constraint x - 1 == 0, although solved afresh it holds with the "
            + "required constraints it shares variables with: rounding refused it (coefficients far from 1)")
        let y: LinearConstraint = x == 2
        #expect(SolverError.unsatisfiableConstraint(y, conflict: [c, y]).description
            == "unable to satisfy required constraint x - 2 == 0; these cannot hold together:\n    x - 1 == 0\n    x - 2 == 0")
    }

    /// How far `constraint` is from holding at the solver's values (0 when it holds).
    private func residue(_ constraint: LinearConstraint, _ solver: Solver) -> Double {
        var value = constraint.expression.constant
        for term in constraint.expression.terms { value += term.coefficient * solver.value(of: term.variable) }
        switch constraint.relation {
        case .equal: return abs(value)
        case .lessThanOrEqual: return max(0, value)
        case .greaterThanOrEqual: return max(0, -value)
        }
    }

    /// The size of a constraint's largest coefficient, at least 1, to scale the tolerance.
    private func scale(_ constraint: LinearConstraint) -> Double {
        constraint.expression.terms.map { abs($0.coefficient) }.max().map { max(1, $0) } ?? 1
    }

    /// The visual format fuzzer's slowest inputs: hundreds of width predicates on one view,
    /// nearly all conflicting, so each conflict breaks one (kept at 1100) and moves the
    /// width across the broken ones' constants. A move is a long step that flips the rows
    /// it crosses, not a pivot per constant that rewrites every row (400 predicates took
    /// 1.08 s in a release build, now 0.23 s).
    @Test func aWidthAmongManyBrokenConstraintsMovesInLongSteps() throws {
        let width = Variable("width")
        var solver = Solver()
        for i in 0..<200 { try solver.addBroken(width == Double((i * 37) % 200)) }
        let pin = width == 180
        try solver.add(pin)
        #expect(solver.value(of: width) == 180)
        let flips = solver.longStepFlips
        try solver.remove(pin)
        // The broken constraints alone: the median of 0...199, anywhere in [99, 100].
        #expect(solver.value(of: width) >= 99 && solver.value(of: width) <= 100)
        #expect(solver.longStepFlips - flips >= 50, "the width crossed 80 constants")
        #expect(solver.invariantViolations.isEmpty)
    }

    /// The visual format fuzzer again: a width broken many times at the value it holds
    /// (`H:[c(==2,==2,==2,...)]`) sits on all those constants at once. Moved away by a
    /// conflict's recovery, it left them one degenerate pivot at a time, each rewriting
    /// every broken row (a 2 KB format of such predicates took 0.21 s in a release build,
    /// now 0.05 s); now phase one flips them together and pivots once.
    @Test func aWidthOnTheConstantsOfManyBrokenConstraintsLeavesThemTogether() throws {
        let width = Variable("width")
        var solver = Solver()
        let pin = width == 2
        try solver.add(pin)
        for _ in 0..<40 { try solver.addBroken(width == 2) }
        for i in 0..<40 { try solver.addBroken(width == Double(3 + i % 7)) }
        let flips = solver.longStepFlips
        let away = width >= 100
        try solver.add([away], breaking: [pin])
        #expect(solver.value(of: width) == 100)
        #expect(solver.longStepFlips - flips >= 40, "the width left the 40 constants of 2 in one step")
        #expect(solver.invariantViolations.isEmpty)
        try solver.remove(away)
        // The 81 broken constraints alone: 41 at 2 (the pin among them), so the median is 2.
        #expect(solver.value(of: width) == 2)
        #expect(solver.invariantViolations.isEmpty)
    }

    /// The solver-operations fuzzer: a required `w + 46 <= 0` for a non-negative `w`
    /// cannot hold by itself, and says so (it was described as refused by rounding); and a
    /// refused call leaves `dump()` as it was, which showed a freed variable entry until a
    /// new variable reused it.
    @Test func aConstraintImpossibleAloneSaysWhyAndChangesNothing() throws {
        let x = Variable("x")
        let w = Variable("w", isNonNegative: true)
        let y = Variable("y")
        var solver = Solver()
        let first: LinearConstraint = -1 * x + 2 * w - y + 33 == 0
        let second = LinearConstraint(-2 * x - 2 * w - 2 * y - 50, .greaterThanOrEqual, priority: Priority(1))
        let third = LinearConstraint(x + y + 26, .equal, priority: Priority(999))
        for c in [first, second] { try solver.add(c) }
        for c in [second, first] { try solver.remove(c) }
        try solver.add(third)
        try solver.remove(third)
        try solver.addEditVariable(y, priority: .low)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(-90, for: y)
        let before = solver.dump()
        #expect(before.split(separator: "\n").filter { $0.hasPrefix("  x -> ") } == ["  x -> x0 uses 1"])
        let impossible: LinearConstraint = w + 46 <= 0
        #expect(throws: SolverError.unsatisfiableConstraint(impossible, conflict: [impossible])) {
            try solver.add(impossible)
        }
        #expect(solver.dump() == before)
        let text = SolverError.unsatisfiableConstraint(impossible, conflict: [impossible]).description
        #expect(text == "unable to satisfy required constraint w + 46 <= 0: it cannot hold while w is non-negative")
    }
}
