import Cassowary
import Testing

/// How a new constraint's row takes in the definitions it mentions (Tableau+NewRow.swift):
/// constants always, short flat definitions when the row joins the simplex, names
/// otherwise. The dumps show the rows themselves.
@Suite("Writing new rows")
struct NewRowTests {
    @Test func aConstantDefinitionIsWrittenIntoLaterRows() throws {
        let (left, x, y) = (Variable("left"), Variable("x"), Variable("y"))
        var solver = try solverAdding([left == 0, x == left + 12, y == x + 5])
        #expect(
            solver.dump() == """
                rows:
                  [0] x0 = 0 -1·d1
                  [1] x2 = 12 -1·d1 -1·d3
                  [2] x4 = 17 -1·d1 -1·d3 -1·d5
                objective:
                variables:
                  left -> x0 uses 2
                  x -> x2 uses 2
                  y -> x4 uses 1
                edits:
                free symbols: [], free slots: []
                """)
        #expect(solver.value(of: y) == 17)
        // Removing the first constant moves everything written from it.
        let start = solver.constraints[0]
        try solver.remove(start)
        expectSound(solver)
        try add(left == 100, to: &solver)
        #expect(solver.value(of: x) == 112)
        #expect(solver.value(of: y) == 117)
    }

    @Test func aDefinitionThatCanPivotStaysByNameInOtherDefinitions() throws {
        let (w, left, x, y) = (Variable("w"), Variable("left"), Variable("x"), Variable("y"))
        var solver = try solverAdding([left == 0, w >= 10, x == left + w + 8, y == w])
        // `w = 10 + s3` could pivot later (and grow): the rows of x and y name it, while
        // the constant `left` is written into x's row.
        #expect(
            solver.dump() == """
                rows:
                  [0] x0 = 0 -1·d1
                  [1] x2 = 10 1·s3
                  [2] x4 = 8 -1·d1 1·x2 -1·d5
                  [3] x6 = 0 1·x2 -1·d7
                objective:
                variables:
                  left -> x0 uses 2
                  w -> x2 uses 3
                  x -> x4 uses 1
                  y -> x6 uses 1
                edits:
                free symbols: [], free slots: []
                """)
        try solver.addEditVariable(x, priority: .high)
        try solver.suggestValue(50, for: x)
        expectSound(solver)
        #expect(solver.value(of: w) == 42)
        #expect(solver.value(of: left) == 0)
        #expect(solver.value(of: y) == 42)
    }

    @Test func aRowThatJoinsTheSimplexTakesInFlatDefinitions() throws {
        let (left, x, w) = (Variable("left"), Variable("x"), Variable("w"))
        var solver = try solverAdding([left == 0, (x == left + w).withPriority(.high), w >= 20, (w <= 30).withPriority(.low)])
        // `w <= 30` defines nothing: its row is written out at once, `w` as `20 + s6`.
        #expect(
            solver.dump() == """
                rows:
                  [0] x0 = 0 -1·d1
                  [1] x2 = 0 -1·d1 1·x3 1·e4 -1·e5
                  [2] x3 = 20 1·s6
                  [3] s7 = 10 -1·s6 1·e8
                objective:
                  @750 1·e4 1·e5
                  @250 1·e8
                variables:
                  left -> x0 uses 2
                  x -> x2 uses 1
                  w -> x3 uses 3
                edits:
                free symbols: [], free slots: []
                """)
        #expect(solver.value(of: x) == 20)
        try add((w == 40).withPriority(.medium), to: &solver)
        #expect(solver.value(of: w) == 40)
        #expect(solver.value(of: x) == 40)
    }

    @Test func aRowThatJoinsTheSimplexWritesOutDefinitionsThatNameOthers() throws {
        let (w, x, z) = (Variable("w"), Variable("x"), Variable("z"))
        // z names x, which names w: `z <= 40` walks both and joins the simplex written out.
        var solver = try solverAdding([
            w >= 20, x == w + 5, z == x + 10, (z <= 40).withPriority(.low), (w == 30).withPriority(.medium),
        ])
        #expect(solver.value(of: w) == 30)
        #expect(solver.value(of: z) == 45)
        try solver.remove(solver.constraints[4])
        expectSound(solver)
        #expect(solver.value(of: w) == 25)
        #expect(solver.value(of: z) == 40)
    }
}

/// A solver with `constraints` added one at a time, its invariants checked after each.
private func solverAdding(_ constraints: [LinearConstraint]) throws -> Solver {
    var solver = Solver()
    for c in constraints { try add(c, to: &solver) }
    return solver
}
