// libFuzzer target: the solver under a sequence of operations decoded from the input, each
// step checked against the exact reference solver. Built by build.sh as a module of its own
// in the package (it sees the solver's package-level invariant checker), linked with the
// reference, which is not instrumented.

import Cassowary
import CassowaryReference

/// Reads the fuzzer's bytes as small numbers; past the end every read is zero.
private struct ByteReader {
    let bytes: UnsafeBufferPointer<UInt8>
    var at = 0

    var isAtEnd: Bool { at >= bytes.count }

    mutating func next() -> Int {
        defer { at += 1 }
        return at < bytes.count ? Int(bytes[at]) : 0
    }

    /// A value in `0..<count`.
    mutating func below(_ count: Int) -> Int { next() % count }
}

/// The system the operations build: three variables (one non-negative), constraints with
/// small integer numbers so that the reference stays exact, five priorities.
private struct Fuzzing {
    static let variables = [Variable("x"), Variable("w", isNonNegative: true), Variable("y")]
    static let priorities: [Priority] = [.required, Priority(999), .high, .low, Priority(1)]

    var solver = Solver()
    var accepted: [LinearConstraint] = []
    /// The accepted constraints that were broken (``Solver/add(_:breaking:)``): the
    /// reference sees them at 1100.
    var broken: Set<ObjectIdentifier> = []
    /// The victim of the breaking call in progress, which a conflict must not name.
    var victim: LinearConstraint?
    var suggested: [Variable: (priority: Priority, value: Double)] = [:]

    mutating func constraint(_ input: inout ByteReader) -> LinearConstraint {
        var expression = LinearExpression(constant: Double(input.below(101) - 50))
        for v in Fuzzing.variables {
            let c = input.below(5) - 2
            if c != 0 { expression = expression + Double(c) * LinearExpression(v) }
        }
        let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][input.below(3)]
        return LinearConstraint(expression, relation, priority: Fuzzing.priorities[input.below(5)])
    }

    /// One operation; a refused one must leave the solver exactly as it was.
    mutating func step(_ input: inout ByteReader) {
        let before = solver  // a copy on write: dumped only when the call is refused
        do {
            try apply(&input)
        } catch let error as SolverError {
            if solver.dump() != before.dump() { fatalError("a refused call changed the solver: \(error)") }
            if case .unsatisfiableConstraint(let c, let conflict) = error { checkConflict(c, conflict) }
            victim = nil
        } catch {
            fatalError("not a SolverError: \(error)")
        }
        let problems = solver.invariantViolations
        if !problems.isEmpty { fatalError("invariants: \(problems)") }
    }

    private mutating func apply(_ input: inout ByteReader) throws {
        switch input.below(9) {
        case 0, 1:
            let c = constraint(&input)
            guard accepted.count < 6 else { return }  // the reference's cost grows fast
            try solver.add(c)
            accepted.append(c)
        case 2:
            guard !accepted.isEmpty else { return }
            let i = input.below(accepted.count)
            try solver.remove(accepted[i])
            broken.remove(ObjectIdentifier(accepted.remove(at: i)))
        case 3:
            guard !accepted.isEmpty else { return }
            let i = input.below(accepted.count)
            let old = accepted[i]
            let new = LinearConstraint(
                LinearExpression(old.expression.terms, constant: Double(input.below(101) - 50)), old.relation,
                priority: old.priority)
            try solver.changeConstant(of: old, to: new)
            accepted[i] = new
        case 4:
            guard !accepted.isEmpty else { return }
            let i = input.below(accepted.count)
            let old = accepted[i]
            let new = LinearConstraint(old.expression, old.relation, priority: Fuzzing.priorities[input.below(5)])
            try solver.changePriority(of: old, to: new)
            accepted[i] = new
        case 5:
            let v = Fuzzing.variables[input.below(3)]
            let priority = Fuzzing.priorities[input.below(5)]
            try solver.addEditVariable(v, priority: priority)
            suggested[v] = (priority, 0)
        case 6:
            let v = Fuzzing.variables[input.below(3)]
            let value = Double(input.below(201) - 100)
            try solver.suggestValue(value, for: v)
            suggested[v]?.value = value
        case 7:
            try breakAndAdd(&input)
        default:
            let v = Fuzzing.variables[input.below(3)]
            try solver.removeEditVariable(v)
            suggested[v] = nil
        }
    }

    /// Breaks an accepted constraint and adds a new one in one call: half the time one
    /// that differs from it only in the constant (the hand-over), else any constraint.
    private mutating func breakAndAdd(_ input: inout ByteReader) throws {
        guard !accepted.isEmpty, accepted.count < 6 else { return }
        let old = accepted[input.below(accepted.count)]
        var new = constraint(&input)
        if input.below(2) == 0 {
            new = LinearConstraint(
                LinearExpression(old.expression.terms, constant: new.expression.constant), old.relation,
                priority: .required)
        }
        victim = old
        try solver.add([new], breaking: [old])
        victim = nil
        broken.insert(ObjectIdentifier(old))
        accepted.append(new)
    }

    /// The system as the reference sees it: the accepted constraints and one optional
    /// equality per edit variable at its suggested value.
    var system: [LinearConstraint] {
        accepted.map { broken.contains(ObjectIdentifier($0)) ? $0.withPriority(Priority(Solver.brokenPriority)) : $0 }
            + suggested.map { v, edit in
                LinearConstraint(LinearExpression(v) - edit.value, .equal, priority: edit.priority)
            }
    }

    /// A refused constraint really conflicts with the required ones (but the victim of a
    /// breaking call), and its conflict set is minimal and leaves the victim out.
    func checkConflict(_ refused: LinearConstraint, _ conflict: [LinearConstraint]) {
        if let victim, conflict.contains(where: { $0 === victim }) {
            fatalError("the conflict set for \(refused) names the constraint being broken: \(conflict)")
        }
        let required = system.filter { c in c.isRequired && c !== victim }
        guard let feasible = try? ReferenceSolver(required + [refused]).isFeasible() else { return }
        if feasible { fatalError("refused \(refused), which the reference can satisfy") }
        for i in conflict.indices {
            var smaller = conflict
            smaller.remove(at: i)
            guard let holds = try? ReferenceSolver(smaller).isFeasible() else { continue }
            if !holds { fatalError("the conflict set for \(refused) is not minimal: \(conflict)") }
        }
    }

    /// The solver's values are optimal: required constraints hold, signs hold, and the
    /// error sums equal the reference optimum, level by level.
    func checkOptimal() {
        let constraints = system
        let found: ReferenceSolver.Solution?
        do {
            found = try ReferenceSolver(constraints, extraVariables: Fuzzing.variables).solve()
        } catch {
            return  // the exact arithmetic overflowed: nothing to compare with
        }
        guard let optimum = found else { fatalError("the reference finds the accepted constraints infeasible") }
        for c in constraints where c.isRequired {
            let off = c.violation(in: solver)
            if off > 1e-6 { fatalError("required \(c) is off by \(off)") }
        }
        if solver.value(of: Fuzzing.variables[1]) < -1e-9 { fatalError("w is negative") }
        let mine = errorSums(of: constraints) { solver.value(of: $0) }
        for (m, r) in zip(mine, optimum.errors) {
            let tolerance = 1e-6 * max(1, abs(m.sum), abs(r.sum.doubleValue))
            if abs(m.sum - r.sum.doubleValue) > tolerance {
                fatalError("@\(m.priority): error \(m.sum), the optimum is \(r.sum), for \(constraints)")
            }
        }
    }
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSolverOperations(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    var input = ByteReader(bytes: UnsafeBufferPointer(start: data, count: min(count, 96)))
    var fuzzing = Fuzzing()
    var steps = 0
    while !input.isAtEnd && steps < 16 {
        fuzzing.step(&input)
        steps += 1
    }
    fuzzing.checkOptimal()
    return 0
}
