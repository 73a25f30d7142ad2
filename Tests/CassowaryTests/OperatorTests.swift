import Cassowary
import Testing

/// The operators that build expressions and constraints: each form gives its terms in the
/// order written (left side first), with the right side's signs flipped in a relation.
@Suite("Operators")
struct OperatorTests {
    let x = Variable("x"), y = Variable("y"), z = Variable("z")

    @Test func arithmeticKeepsTheWrittenOrder() {
        let yz = y + 2 * z
        #expect((yz + x).description == "y + 2 * z + x")
        #expect((yz - x).description == "y + 2 * z - x")
        #expect((x + yz).description == "x + y + 2 * z")
        #expect((x - (yz + 3)).description == "x - y - 2 * z - 3")
        #expect((Expression(5) + x).description == "x + 5")
        #expect((Expression(5) - x).description == "-x + 5")
        #expect((x + 4).description == "x + 4")
        #expect((x - y).description == "x - y")
    }

    @Test func relationsMoveEverythingLeft() {
        let yz = y + 2 * z - 1
        #expect((x == 8).description == "x - 8 == 0")
        #expect((x <= -2.5).description == "x + 2.5 <= 0")
        #expect((x >= y).description == "x - y >= 0")
        #expect((x == yz).description == "x - y - 2 * z + 1 == 0")
        #expect((yz <= x).description == "y + 2 * z - x - 1 <= 0")
        #expect((yz >= 4).description == "y + 2 * z - 5 >= 0")
        #expect((x == x + y).description == "-y == 0")
        #expect((x + y == x).description == "y == 0")
        #expect((x == x).expression.terms.isEmpty)
        for c in [x == 8, x <= yz, yz >= x, x == y] { #expect(c.priority == .required) }
    }

    @Test func constraintsFromEveryFormSolveAlike() throws {
        var solver = Solver()
        try solver.add([x == 10, y >= x + 5, (y <= 12).priority(.high), z + x == y * 2])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 20)
    }
}
