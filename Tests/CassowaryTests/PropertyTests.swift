import Cassowary
import CassowaryReference
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Seeded random systems checked against the exact reference solver. The number of seeds
/// is `CASSOWARY_PROPERTY_COUNT` (default 120; CI runs more in release mode).
@Suite("Properties against the reference solver")
struct PropertyTests {
    static var count: Int {
        Int(Environment.value("CASSOWARY_PROPERTY_COUNT") ?? "") ?? 120
    }

    /// The largest number of variables per system: `CASSOWARY_PROPERTY_VARIABLES`
    /// (default 3; the reference's cost grows steeply with it).
    static var maxVariables: Int {
        max(2, Int(Environment.value("CASSOWARY_PROPERTY_VARIABLES") ?? "") ?? 3)
    }

    /// A random system: 2 to `maxVariables` variables (some non-negative), 3-9 constraints with small
    /// integer coefficients, mixed relations and priorities; some are infeasible.
    struct RandomSystem {
        var variables: [Variable]
        var constraints: [LinearConstraint]

        /// With `zeroConstants`, half the constraints have a zero constant and half the
        /// variables are non-negative (the shape of `width == superview.width` chains,
        /// whose rows the solver can solve for any restricted symbol).
        init(seed: UInt64, maxVariables: Int = PropertyTests.maxVariables, zeroConstants: Bool = false) {
            var g = SeededGenerator(seed: seed)
            let n = Int.random(in: 2...maxVariables, using: &g)
            let variables = (0..<n).map {
                Variable("v\($0)", isNonNegative: Bool.random(using: &g) && (zeroConstants || Bool.random(using: &g)))
            }
            self.variables = variables
            let priorities: [Priority] = [.required, .required, .required, 999, .high, .high, .medium, .low, 50]
            constraints = (0..<Int.random(in: 3...9, using: &g)).map { _ in
                var terms: [Term] = []
                for v in variables where Int.random(in: 0..<3, using: &g) > 0 {
                    terms.append(Term(v, Double([-2, -1, 1, 2, 3].randomElement(using: &g)!)))
                }
                if terms.isEmpty { terms.append(Term(variables[0], 1)) }
                let constant = zeroConstants && Bool.random(using: &g) ? 0 : Double(Int.random(in: -20...20, using: &g))
                let expression = LinearExpression(terms, constant: constant)
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &g)!
                return LinearConstraint(expression, relation, priority: priorities.randomElement(using: &g)!)
            }
        }

        /// A solver given the constraints one by one, and those it accepted.
        func built() -> (solver: Solver, accepted: [LinearConstraint]) {
            var solver = Solver()
            var accepted: [LinearConstraint] = []
            for c in constraints where (try? solver.add(c)) != nil { accepted.append(c) }
            return (solver, accepted)
        }
    }

    /// Compares the solver's per-priority error sums with the reference optimum.
    func expectOptimal(_ solver: Solver, _ accepted: [LinearConstraint], seed: UInt64) throws {
        guard let reference = try ReferenceSolver(accepted).solve() else {
            Issue.record("seed \(seed): the reference finds the accepted constraints infeasible")
            return
        }
        for c in accepted where c.isRequired {
            let off = c.violation(in: solver)
            #expect(off <= 1e-6, "seed \(seed): required \(c) is off by \(off)")
        }
        for v in Set(accepted.flatMap { $0.expression.terms.map(\.variable) }) where v.isNonNegative {
            #expect(solver.value(of: v) >= -1e-9, "seed \(seed): \(v) is negative")
        }
        let mine = errorSums(of: accepted) { solver.value(of: $0) }
        for (m, r) in zip(mine, reference.errors) {
            #expect(
                close(m.sum, r.sum.doubleValue, tolerance: 1e-6),
                "seed \(seed): @\(m.priority) error \(m.sum), optimum \(r.sum)")
            if !close(m.sum, r.sum.doubleValue, tolerance: 1e-6) { break }
        }
    }

    /// Required constraints hold, the error sums are lexicographically optimal, every
    /// rejected constraint really conflicts and its conflict set is minimal, and a failed
    /// add leaves the solver bit-identical (checked against a twin that never tried it).
    /// In every other system the rejected constraints are then added broken, and must act
    /// as soft constraints above every optional priority.
    @Test func randomSystemsMatchTheReference() throws {
        try checkSystems(UInt64(0)..<UInt64(Self.count), zeroConstants: false)
    }

    /// The same, for systems where many rows have a zero constant.
    @Test func zeroConstantSystemsMatchTheReference() throws {
        try checkSystems(UInt64(30_000)..<UInt64(30_000 + Self.count), zeroConstants: true)
    }

    func checkSystems(_ seeds: Range<UInt64>, zeroConstants: Bool) throws {
        var checked = 0
        var refused = 0
        for seed in seeds {
            let system = RandomSystem(seed: seed, zeroConstants: zeroConstants)
            var solver = Solver()
            var twin = Solver()
            var accepted: [LinearConstraint] = []
            do {
                for c in system.constraints {
                    do {
                        try solver.add(c)
                        try twin.add(c)
                        accepted.append(c)
                    } catch SolverError.unsatisfiableConstraint(let culprit, let conflict) {
                        #expect(culprit === c)
                        try expectConflict(conflict, rejected: c, accepted: accepted, seed: seed)
                        refused += 1
                        let connected = solver.conflictingSetAmongConnectedConstraints(for: c)
                        try expectConflict(connected, rejected: c, accepted: accepted, seed: seed)
                        #expect(solver.dump() == twin.dump(), "seed \(seed): a failed add changed the state")
                        if seed % 2 == 0 {
                            // Break it, as Auto Layout does: the reference sees it at 1100.
                            try solver.addBroken(c)
                            try twin.addBroken(c)
                            accepted.append(c.withPriority(Priority(Solver.brokenPriority)))
                        }
                    }
                    expectSound(solver)
                    #expect(solver.dump() == twin.dump(), "seed \(seed): the twins differ")
                }
                try expectOptimal(solver, accepted, seed: seed)
                checked += 1
            } catch is Rational.Overflow {
                continue
            }
        }
        #expect(checked >= seeds.count * 9 / 10, "too many systems overflowed the reference: \(checked)")
        #expect(refused >= seeds.count / 10, "too few conflicts to check the conflict search: \(refused)")
    }

    func expectConflict(_ conflict: [LinearConstraint], rejected: LinearConstraint, accepted: [LinearConstraint], seed: UInt64) throws {
        #expect(try !ReferenceSolver(accepted + [rejected]).isFeasible(), "seed \(seed): \(rejected) was feasible")
        #expect(conflict.last === rejected && conflict.allSatisfy(\.isRequired))
        #expect(conflict.dropLast().allSatisfy { c in accepted.contains { $0 === c } })
        #expect(try !ReferenceSolver(conflict).isFeasible(), "seed \(seed): conflict \(conflict) is satisfiable")
        for i in conflict.indices {
            var rest = conflict
            rest.remove(at: i)
            #expect(try ReferenceSolver(rest).isFeasible(), "seed \(seed): conflict \(conflict) is not minimal")
        }
    }

    /// Any add/remove sequence ends with the optimum of building the final system at once.
    @Test func addRemoveSequencesEndAtTheFreshOptimum() throws {
        try checkAddRemove(UInt64(10_000)..<UInt64(10_000 + Self.count), zeroConstants: false)
    }

    /// The same, for systems where many rows have a zero constant.
    @Test func zeroConstantAddRemoveSequencesEndAtTheFreshOptimum() throws {
        try checkAddRemove(UInt64(40_000)..<UInt64(40_000 + Self.count), zeroConstants: true)
    }

    func checkAddRemove(_ seeds: Range<UInt64>, zeroConstants: Bool) throws {
        for seed in seeds {
            var g = SeededGenerator(seed: seed)
            let system = RandomSystem(seed: seed, zeroConstants: zeroConstants)
            var solver = Solver()
            var present: [LinearConstraint] = []
            for _ in 0..<3 {
                for c in system.constraints.shuffled(using: &g) where !solver.contains(c) && Bool.random(using: &g) {
                    if (try? solver.add(c)) != nil { present.append(c) }
                }
                for c in present.shuffled(using: &g) where Bool.random(using: &g) {
                    try solver.remove(c)
                    present.removeAll { $0 === c }
                }
                expectSound(solver)
            }
            var fresh = Solver()
            try fresh.add(present)
            let a = errorSums(of: present) { solver.value(of: $0) }
            let b = errorSums(of: present) { fresh.value(of: $0) }
            #expect(a.map(\.priority) == b.map(\.priority))
            for (x, y) in zip(a, b) {
                #expect(close(x.sum, y.sum, tolerance: 1e-6), "seed \(seed): @\(x.priority) \(x.sum) vs \(y.sum)")
            }
            do { try expectOptimal(solver, present, seed: seed) } catch is Rational.Overflow { continue }
        }
    }

    /// Edit variables behave as optional equalities to the suggested value.
    @Test func suggestionsMatchTheReference() throws {
        for seed in UInt64(20_000)..<UInt64(20_000 + Self.count) {
            var g = SeededGenerator(seed: seed)
            let system = RandomSystem(seed: seed)
            var (solver, accepted) = system.built()
            let edited = system.variables[0]
            let priority: Priority = [.high, .medium, 999, 100].randomElement(using: &g)!
            try solver.addEditVariable(edited, priority: priority)
            for _ in 0..<4 {
                let value = Double(Int.random(in: -30...30, using: &g))
                try solver.suggestValue(value, for: edited)
                expectSound(solver)
                let target = (edited == value).withPriority(priority)
                do { try expectOptimal(solver, accepted + [target], seed: seed) } catch is Rational.Overflow { break }
            }
            try solver.removeEditVariable(edited)
            expectSound(solver)
        }
    }
}

/// Reads the process environment without Foundation.
enum Environment {
    static func value(_ name: String) -> String? {
        guard let raw = getenv(name) else { return nil }
        return String(cString: raw)
    }
}
