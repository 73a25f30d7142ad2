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
        #expect((LinearExpression(5) + x).description == "x + 5")
        #expect((LinearExpression(5) - x).description == "-x + 5")
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

    /// Every mixed form of `+ - == <= >=` (expression, term, variable, number on either
    /// side) gives what the same operands as expressions give.
    @Test func everyMixedFormAgreesWithTheExpressionForm() {
        let e = y + 2 * z - 1
        let t = 3 * x
        let v = z
        let d = 4.0
        func texts(_ s: LinearExpression, _ m: LinearExpression, _ eq: LinearConstraint, _ le: LinearConstraint, _ ge: LinearConstraint) -> [String] {
            [s.description, m.description, eq.description, le.description, ge.description]
        }
        func expected(_ a: LinearExpression, _ b: LinearExpression) -> [String] { texts(a + b, a - b, a == b, a <= b, a >= b) }
        let (ee, te, ve, de) = (e, LinearExpression(t), LinearExpression(v), LinearExpression(d))
        let cases: [(String, [String], [String])] = [
            ("e t", texts(e + t, e - t, e == t, e <= t, e >= t), expected(ee, te)),
            ("e v", texts(e + v, e - v, e == v, e <= v, e >= v), expected(ee, ve)),
            ("e d", texts(e + d, e - d, e == d, e <= d, e >= d), expected(ee, de)),
            ("t e", texts(t + e, t - e, t == e, t <= e, t >= e), expected(te, ee)),
            ("t t", texts(t + t, t - t, t == t, t <= t, t >= t), expected(te, te)),
            ("t v", texts(t + v, t - v, t == v, t <= v, t >= v), expected(te, ve)),
            ("t d", texts(t + d, t - d, t == d, t <= d, t >= d), expected(te, de)),
            ("v e", texts(v + e, v - e, v == e, v <= e, v >= e), expected(ve, ee)),
            ("v t", texts(v + t, v - t, v == t, v <= t, v >= t), expected(ve, te)),
            ("v v", texts(v + v, v - v, v == v, v <= v, v >= v), expected(ve, ve)),
            ("v d", texts(v + d, v - d, v == d, v <= d, v >= d), expected(ve, de)),
            ("d e", texts(d + e, d - e, d == e, d <= e, d >= e), expected(de, ee)),
            ("d t", texts(d + t, d - t, d == t, d <= t, d >= t), expected(de, te)),
            ("d v", texts(d + v, d - v, d == v, d <= v, d >= v), expected(de, ve)),
        ]
        for (name, actual, wanted) in cases { #expect(actual == wanted, "\(name)") }
        #expect(
            expected(ee, de) == [
                "y + 2 * z + 3", "y + 2 * z - 5", "y + 2 * z - 5 == 0", "y + 2 * z - 5 <= 0",
                "y + 2 * z - 5 >= 0",
            ])
        #expect(
            expected(de, te) == ["3 * x + 4", "-3 * x + 4", "-3 * x + 4 == 0", "-3 * x + 4 <= 0", "-3 * x + 4 >= 0"])
    }

    /// Scaling and negation of each kind.
    @Test func scalingAndNegation() {
        let e = y + 2 * z - 1
        #expect([(x * 2).coefficient, (2 * x).coefficient, (x / 4).coefficient] == [2, 2, 0.25])
        #expect([(3 * x * 2).coefficient, (2 * (3 * x)).coefficient, ((3 * x) / 4).coefficient] == [6, 6, 0.75])
        #expect(
            [(e * 2).description, (2 * e).description, (e / 4).description]
                == ["2 * y + 4 * z - 2", "2 * y + 4 * z - 2", "0.25 * y + 0.5 * z - 0.25"])
        #expect([(-x).coefficient, (-(3 * x)).coefficient] == [-1, -3] && (-e).description == "-y - 2 * z + 1")
        #expect((-x).variable == x && (x * 2).variable == x)
    }

    @Test func constraintsFromEveryFormSolveAlike() throws {
        var solver = Solver()
        try solver.add([x == 10, y >= x + 5, (y <= 12).withPriority(.high), z + x == y * 2])
        #expect(solver.value(of: x) == 10)
        #expect(solver.value(of: y) == 15)
        #expect(solver.value(of: z) == 20)
    }
}
