import Cassowary
import Testing

/// Non-negative variables whose sign a required equality implies (Solver+ImpliedSigns.swift):
/// `child == parent` between sizes makes the child a definition that names its parent.
@Suite("Implied signs")
struct ImpliedSignTests {
    private func sizes(_ count: Int) -> [Variable] {
        (0..<count).map { Variable("w\($0)", isNonNegative: true) }
    }

    @Test func aChainOfEqualSizesKeepsRowsOfTwoCells() throws {
        let w = sizes(4)
        var solver = Solver()
        for k in 1..<4 { try add(w[k] == w[k - 1], to: &solver) }
        try add(w[0] == 320, to: &solver)
        // w1, w2 and w3 are definitions (prefix x), each naming the one before; w0 is a core
        // row (prefix n), written into w1's definition when it was added.
        #expect(
            solver.dump().hasPrefix(
                """
                rows:
                  [0] x0 = 320 -1·d2 -1·d7
                  [1] x3 = 0 1·x0 -1·d4
                  [2] x5 = 0 1·x3 -1·d6
                  [3] n1 = 320 -1·d7
                objective:
                """))
        for v in w { #expect(solver.value(of: v) == 320) }
    }

    @Test func removingTheEqualityMakesTheSizeRestrictedAgain() throws {
        let parent = Variable("parent", isNonNegative: true)
        let child = Variable("child", isNonNegative: true)
        var solver = Solver()
        let equal: LinearConstraint = child == parent
        try add(equal, to: &solver)
        try add(parent == 100, to: &solver)
        try solver.remove(equal)
        expectSound(solver)
        // The child is free again, and non-negative: pulled below zero, it stops at zero.
        try add((child == -50).withPriority(.high), to: &solver)
        #expect(solver.value(of: child) == 0)
        #expect(solver.value(of: parent) == 100)
    }

    @Test func aNegativeOffsetDoesNotImplyTheSign() throws {
        let parent = Variable("parent", isNonNegative: true)
        let child = Variable("child", isNonNegative: true)
        var solver = Solver()
        try add(child == parent - 10, to: &solver)
        // child = parent - 10 can be negative: it stays a restricted core row, and the
        // parent cannot be made smaller than 10.
        #expect(throws: SolverError.self) { try solver.add(parent == 5) }
        try add((parent == 5).withPriority(.high), to: &solver)
        #expect(solver.value(of: parent) == 10)
        #expect(solver.value(of: child) == 0)
    }

    @Test func constantAndPriorityChangesOfSuchAnEqualityAreRefusedInPlace() throws {
        let parent = Variable("parent", isNonNegative: true)
        let child = Variable("child", isNonNegative: true)
        var solver = Solver()
        let equal = child == parent + 4
        try add(equal, to: &solver)
        try add(parent == 10, to: &solver)
        #expect(throws: SolverError.notInPlace(equal, .impliesSign)) {
            try solver.changeConstant(of: equal, to: child == parent - 20)
        }
        #expect(throws: SolverError.notInPlace(equal, .impliesSign)) {
            try solver.changePriority(of: equal, to: (child == parent + 4).withPriority(.high))
        }
        #expect(solver.value(of: child) == 14)
        // Removed and added the other way, the change takes effect (and conflicts where it must).
        try solver.remove(equal)
        #expect(throws: SolverError.self) { try solver.add(child == parent - 20) }
        try add(child == parent - 6, to: &solver)
        #expect(solver.value(of: child) == 4)
        expectSound(solver)
    }

    @Test func aFailedAddLeavesNoImpliedSignBehind() throws {
        let a = Variable("a", isNonNegative: true)
        let b = Variable("b", isNonNegative: true)
        var solver = Solver()
        try add(a == 10, to: &solver)
        let before = solver.dump()
        // The first constraint would make b a definition; the second cannot hold.
        #expect(throws: SolverError.self) { try solver.add([b == a, b == 20]) }
        #expect(solver.dump() == before)
        try add(b == a, to: &solver)
        #expect(solver.value(of: b) == 10)
    }
}
