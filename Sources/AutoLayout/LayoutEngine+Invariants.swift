import Cassowary
import Foundation

extension View {
    /// Everything wrong with the layout engine of this root view's tree, empty when it is
    /// sound; for tests and soaks. Lays the tree out first, then checks that the solver's
    /// own invariants hold, that the engine holds exactly the constraints the tree's views
    /// give it, each with the numbers it has now, and that every required constraint the
    /// engine did not break holds in the solved values.
    ///
    /// - Complexity: O(constraints × their terms), plus the solver's own check.
    package var layoutEngineViolations: [String] {
        layoutIfNeeded()
        guard let engine = root.hostedEngine else { return [] }
        var problems = engine.solver.invariantViolations
        var expected: [ObjectIdentifier: LayoutConstraint] = [:]
        for view in root.engineSubtree {
            for constraint in view.engineConstraints { expected[ObjectIdentifier(constraint)] = constraint }
        }
        for (id, constraint) in expected where engine.members[id] == nil {
            problems.append("not in the engine: \(constraint)")
        }
        for (id, constraint) in engine.members where expected[id] == nil {
            problems.append("in the engine but not in the tree: \(constraint)")
        }
        for (id, constraint) in engine.members {
            problems += engine.violations(of: constraint, pieces: engine.pieces[id] ?? [])
        }
        return problems
    }
}

extension LayoutEngine {
    /// What is wrong with one constraint's solver constraints: not those it lowers to now,
    /// or (required and not broken) not holding.
    func violations(of constraint: LayoutConstraint, pieces: [LinearConstraint]) -> [String] {
        let fresh = constraint.lowered()
        guard fresh.count == pieces.count else { return ["\(constraint): \(pieces.count) pieces, lowers to \(fresh.count)"] }
        var problems: [String] = []
        for (held, now) in zip(pieces, fresh) {
            if held.relation != now.relation || !Self.sameNumbers(held.expression, now.expression) {
                problems.append("\(constraint): held as \(held), lowers to \(now)")
            }
            guard now.isRequired, !isBroken(constraint) else { continue }
            let scale = 1 + held.expression.terms.reduce(abs(held.expression.constant)) { $0 + abs($1.coefficient) }
            let off = held.violation { value(of: $0) }
            if off > 1e-7 * scale { problems.append("\(constraint): required but off by \(off)") }
        }
        return problems
    }

    /// Whether two expressions have the same terms and constant, to rounding.
    static func sameNumbers(_ a: LinearExpression, _ b: LinearExpression) -> Bool {
        func close(_ x: Double, _ y: Double) -> Bool { abs(x - y) <= 1e-9 * (1 + abs(x) + abs(y)) }
        let (a, b) = (a.reduced, b.reduced)
        guard close(a.constant, b.constant) else { return false }
        var left: [Variable: Double] = [:]
        for term in a.terms { left[term.variable, default: 0] += term.coefficient }
        var right: [Variable: Double] = [:]
        for term in b.terms { right[term.variable, default: 0] += term.coefficient }
        return Set(left.keys).union(right.keys).allSatisfy { close(left[$0] ?? 0, right[$0] ?? 0) }
    }
}
