import Cassowary
import CassowaryReference
import Testing

/// `changePriority(of:to:)` against the reference solver: after priorities change in
/// place, the solution is optimal for the changed system; when it declines, nothing changed.
@Suite("Priorities changed in place")
struct ReplacePriorityTests {
    @Test func changedSystemsStayOptimal() throws {
        let (inPlace, _) = try checkChangesInPlace(salt: 7) { old, g in
            let priority = [1, 50, 250, 500, 750, 999].randomElement(using: &g)!
            return LinearConstraint(old.expression, old.relation, priority: Priority(Double(priority)))
        } replace: { solver, old, new in
            try solver.changePriority(of: old, to: new)
        }
        #expect(!inPlace.isEmpty && inPlace.contains { $0.old.priority.isRequired })
    }

    @Test func aRequiredSizeRelaxedToTheFittingLevelFollowsTheContent() throws {
        // A cell pinned at height 1 whose label wants 30 and 8 points above and below it:
        // the top inset (high) gives way to the pin. Relaxed to 50, the pin gives way.
        var solver = Solver()
        let height = Variable("height", isNonNegative: true)
        let top = Variable("top")
        let label = Variable("label", isNonNegative: true)
        let pin = LinearConstraint(LinearExpression(height) - 1, .equal)
        try solver.add([
            LinearConstraint(LinearExpression(top) - 8, .equal, priority: .high),
            LinearConstraint(LinearExpression(top) + LinearExpression(label) - LinearExpression(height) + 8, .equal),
            LinearConstraint(LinearExpression(label) - 30, .greaterThanOrEqual, priority: .high),
            LinearConstraint(LinearExpression(label) - 30, .lessThanOrEqual, priority: .low),
            pin,
        ])
        #expect(solver.value(of: height) == 1)
        let fitting = LinearConstraint(pin.expression, .equal, priority: .fittingSizeLevel)
        try solver.changePriority(of: pin, to: fitting)
        #expect(solver.value(of: height) == 46)
        #expect(solver.value(of: top) == 8)
        expectSound(solver)
        let low = LinearConstraint(pin.expression, .equal, priority: Priority(1))
        try solver.changePriority(of: fitting, to: low)
        #expect(solver.value(of: height) == 46)
        // Back to required can conflict: it is declined, unchanged.
        #expect(throws: SolverError.notInPlace(low, .madeRequired)) {
            try solver.changePriority(of: low, to: LinearConstraint(pin.expression, .equal))
        }
        #expect(solver.contains(low))
    }

    @Test func refusesWhatItCannotDo() throws {
        var solver = Solver()
        let x = Variable("x")
        let a = LinearConstraint(LinearExpression(x) - 10, .greaterThanOrEqual)
        try solver.add(a)
        let b = LinearConstraint(LinearExpression(x) - 10, .greaterThanOrEqual, priority: .high)
        #expect(throws: SolverError.unknownConstraint(b)) { try solver.changePriority(of: b, to: a) }
        // A required inequality is not made optional in place.
        #expect(throws: SolverError.notInPlace(a, .requiredInequality)) { try solver.changePriority(of: a, to: b) }
        let present = LinearConstraint(LinearExpression(x) - 5, .greaterThanOrEqual, priority: .low)
        try solver.add(present)
        #expect(throws: SolverError.duplicateConstraint(present)) { try solver.changePriority(of: a, to: present) }
        let other = LinearConstraint(LinearExpression(x) - 11, .greaterThanOrEqual, priority: .high)
        #expect(throws: SolverError.notInPlace(a, .differentConstraint)) { try solver.changePriority(of: a, to: other) }
        #expect(throws: SolverError.priorityOutOfRange(0)) {
            try solver.changePriority(of: a, to: LinearConstraint(a.expression, a.relation, priority: Priority(0)))
        }
        #expect(solver.value(of: x) == 10)
    }
}
