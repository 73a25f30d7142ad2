import Cassowary
import CassowaryReference
import Testing

/// `add(_:breaking:)`, Auto Layout's recovery in one call, against the exact reference.
@Suite("Breaking and adding in one call")
struct BreakingTests {
    /// For each random system, every refused required constraint is added again with the
    /// oldest member of its conflict broken, and again with the next oldest while a conflict
    /// remains, as the engine does. Each success leaves the solver sound and optimal for the
    /// system with the victims at 1100; each refusal leaves it exactly as it was and names a
    /// minimal conflict without the victims.
    @Test func recoveriesMatchTheReference() throws {
        var recovered = 0
        var relaxedInequalities = 0
        for seed in UInt64(50_000)..<UInt64(50_000 + PropertyTests.count * 2) {
            let system = PropertyTests.RandomSystem(seed: seed)
            var solver = Solver()
            var accepted: [LinearConstraint] = []
            do {
                for c in system.constraints {
                    do {
                        try solver.add(c)
                        accepted.append(c)
                    } catch SolverError.unsatisfiableConstraint(_, let conflict) {
                        let victims = try recover(c, conflict, &solver, &accepted, seed: seed)
                        recovered += victims.isEmpty ? 0 : 1
                        relaxedInequalities += victims.filter { $0.relation != .equal }.count
                    }
                    expectSound(solver)
                }
                try PropertyTests().expectOptimal(solver, accepted, seed: seed)
            } catch is Rational.Overflow {
                continue
            }
        }
        #expect(recovered >= PropertyTests.count / 5, "too few recoveries: \(recovered)")
        #expect(relaxedInequalities >= 5, "too few inequalities broken in place: \(relaxedInequalities)")
    }

    /// A required constraint set anew with another constant, as a width set again: when the
    /// new one conflicts with the old, breaking the old one and adding the new one in one
    /// call (the old row takes the new constant, the old constraint comes back broken)
    /// leaves the solver sound and optimal for the system with the old one at 1100.
    @Test func aConstraintSetAnewMatchesTheReference() throws {
        var replaced = 0
        for seed in UInt64(60_000)..<UInt64(60_000 + PropertyTests.count * 2) {
            var (solver, accepted) = PropertyTests.RandomSystem(seed: seed).built()
            var g = SeededGenerator(seed: seed)
            guard let old = accepted.filter(\.isRequired).randomElement(using: &g) else { continue }
            let constant = old.expression.constant + Double(Int.random(in: 1...30, using: &g))
            let new = LinearConstraint(LinearExpression(old.expression.terms, constant: constant), old.relation)
            guard (try? solver.add(new)) == nil else { continue }
            let before = solver.dump()
            do {
                try solver.add([new], breaking: [old])
            } catch SolverError.unsatisfiableConstraint {
                #expect(solver.dump() == before, "seed \(seed): a refused recovery changed the solver")
                continue
            } catch SolverError.notInPlace {
                continue
            }
            replaced += 1
            #expect(solver.isBroken(old) && solver.contains(new))
            soften(old, in: &accepted)
            expectSound(solver)
            do {
                try PropertyTests().expectOptimal(solver, accepted + [new], seed: seed)
            } catch is Rational.Overflow {
                continue
            }
        }
        #expect(replaced >= PropertyTests.count / 5, "too few constraints set anew: \(replaced)")
    }

    /// Breaks the oldest member of `conflict` and adds `c`, as many times as conflicts
    /// remain (a victim the solver refuses to relax in place is removed and added broken).
    /// Returns the victims broken in the successful call.
    private func recover(
        _ c: LinearConstraint, _ conflict: [LinearConstraint], _ solver: inout Solver,
        _ accepted: inout [LinearConstraint], seed: UInt64
    ) throws -> [LinearConstraint] {
        var conflict = conflict
        var victims: [LinearConstraint] = []
        while let victim = conflict.dropLast().first {
            victims.append(victim)
            let before = solver.dump()
            do {
                try solver.add([c], breaking: victims)
                for v in victims { soften(v, in: &accepted) }
                accepted.append(c)
                #expect(victims.allSatisfy { solver.isBroken($0) } && solver.contains(c))
                return victims
            } catch SolverError.unsatisfiableConstraint(_, let next) {
                #expect(solver.dump() == before, "seed \(seed): a refused recovery changed the solver")
                #expect(!next.contains { n in victims.contains { $0 === n } }, "seed \(seed): a victim is named")
                let rest = accepted.filter { a in !victims.contains { $0 === a } }
                try PropertyTests().expectConflict(next, rejected: c, accepted: rest, seed: seed)
                conflict = next
            } catch SolverError.notInPlace(let refused, _) {
                #expect(solver.dump() == before, "seed \(seed): a declined recovery changed the solver")
                try solver.remove(refused)
                try solver.addBroken(refused)
                soften(refused, in: &accepted)
                victims.removeAll { $0 === refused }
            }
        }
        return []
    }

    /// Replaces `victim` in `accepted` by its broken form, as the reference sees it.
    private func soften(_ victim: LinearConstraint, in accepted: inout [LinearConstraint]) {
        guard let i = accepted.firstIndex(where: { $0 === victim }) else { return }
        accepted[i] = victim.withPriority(Priority(Solver.brokenPriority))
    }

    /// One view's width required to 1, 2, ... 50, each breaking the one before: the newest
    /// holds; without it the 49 broken ones settle at their median, 25.
    @Test func aChainOfBreaksKeepsTheNewestWidth() throws {
        let width = Variable("width")
        var solver = Solver()
        var current = width == 1
        try solver.add(current)
        for i in 2...50 {
            let next = width == Double(i)
            #expect(throws: SolverError.self) { try solver.add(next) }
            try solver.add([next], breaking: [current])
            #expect(solver.isBroken(current))
            #expect(solver.value(of: width) == Double(i))
            current = next
        }
        try solver.remove(current)
        #expect(abs(solver.value(of: width) - 25) < 1e-9)
    }

    /// A victim that is optional, already broken, unknown or listed twice is refused with
    /// the solver unchanged.
    @Test func misuseIsRefusedAndChangesNothing() throws {
        let x = Variable("x")
        var solver = Solver()
        let hard = x == 10
        let soft = (x == 5).withPriority(.high)
        try solver.add([hard, soft])
        let before = solver.dump()
        #expect(throws: SolverError.notInPlace(soft, .optionalConstraint)) {
            try solver.add([x == 3], breaking: [soft])
        }
        #expect(throws: SolverError.unknownConstraint(hard)) { try solver.add([x == 3], breaking: [hard, hard]) }
        let stranger = x == 7
        #expect(throws: SolverError.unknownConstraint(stranger)) { try solver.add([x == 3], breaking: [stranger]) }
        #expect(solver.dump() == before)
        try solver.add([x == 3], breaking: [hard])
        #expect(throws: SolverError.notInPlace(hard, .brokenConstraint)) { try solver.add([x == 4], breaking: [hard]) }
        #expect(solver.value(of: x) == 3)
    }
}
