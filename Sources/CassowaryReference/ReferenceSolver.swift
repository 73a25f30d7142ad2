import Cassowary

/// A deliberately simple, exact solver for small constraint systems, used to check the
/// Cassowary solver. It shares no code or algorithm with it: it enumerates every point
/// where as many constraint boundaries as there are variables meet (inside a large box),
/// keeps those that satisfy every required constraint and sign restriction exactly, and
/// picks the one whose per-priority error sums are lexicographically smallest.
///
/// The optimum of these piecewise-linear problems is attained at such a vertex, so the
/// answer is exact; the cost is exponential, which is fine for a handful of variables.
public struct ReferenceSolver {
    /// How far from the origin the enumeration looks (a box |x| <= bound).
    public static let bound = 1_000_000

    /// The outcome for one system.
    public struct Solution: Sendable {
        /// A lexicographically optimal point, by variable.
        public var values: [Variable: Rational]
        /// The error sum of each optional priority, highest priority first.
        public var errors: [(priority: Double, sum: Rational)]
    }

    let variables: [Variable]
    let constraints: [LinearConstraint]
    let levels: [Double]

    /// Prepares a system; `extraVariables` lets variables with no constraint be listed.
    public init(_ constraints: [LinearConstraint], extraVariables: [Variable] = []) {
        var seen: Set<Variable> = []
        var order: [Variable] = []
        for v in constraints.flatMap({ $0.expression.terms.map(\.variable) }) + extraVariables
        where seen.insert(v).inserted {
            order.append(v)
        }
        variables = order
        self.constraints = constraints
        levels = Set(constraints.filter { !$0.isRequired }.map(\.priority.value)).sorted(by: >)
    }

    /// Whether the required constraints (with the variables' sign restrictions) can hold.
    public func isFeasible() throws -> Bool { try solve(optimize: false) != nil }

    /// A lexicographically optimal solution, or nil when the required constraints conflict.
    public func solve() throws -> Solution? { try solve(optimize: true) }

    private struct Plane {
        var coefficients: [Rational]
        var rhs: Rational
    }

    private func solve(optimize: Bool) throws -> Solution? {
        let n = variables.count
        if n == 0 { return try evaluate([]).map { Solution(values: [:], errors: $0) } }
        let planes = try boundaryPlanes()
        var best: (point: [Rational], errors: [(priority: Double, sum: Rational)])?
        var chosen: [Int] = []
        func visit(_ start: Int) throws -> Bool {
            if chosen.count == n {
                guard let point = try intersect(chosen.map { planes[$0] }), let errors = try evaluate(point) else {
                    return false
                }
                if best == nil || lexicographicallyLess(errors, best!.errors) { best = (point, errors) }
                return !optimize
            }
            guard start < planes.count else { return false }
            for i in start..<planes.count {
                chosen.append(i)
                if try visit(i + 1) { return true }
                chosen.removeLast()
            }
            return false
        }
        _ = try visit(0)
        guard let found = best else { return nil }
        var values: [Variable: Rational] = [:]
        for (i, v) in variables.enumerated() { values[v] = found.point[i] }
        return Solution(values: values, errors: found.errors)
    }

    private func boundaryPlanes() throws -> [Plane] {
        let n = variables.count
        var planes: [Plane] = []
        for c in constraints {
            var row = [Rational](repeating: .zero, count: n)
            for term in c.expression.terms {
                let i = variables.firstIndex(of: term.variable)!
                row[i] = try row[i].adding(try exact(term.coefficient))
            }
            planes.append(Plane(coefficients: row, rhs: try exact(c.expression.constant).negated))
        }
        for i in 0..<n {
            var unit = [Rational](repeating: .zero, count: n)
            unit[i] = Rational(1)
            for value in [Self.bound, -Self.bound] { planes.append(Plane(coefficients: unit, rhs: Rational(value))) }
            if variables[i].isNonNegative { planes.append(Plane(coefficients: unit, rhs: .zero)) }
        }
        return planes
    }

    private func exact(_ x: Double) throws -> Rational {
        guard let r = Rational(exactly: x) else { throw Rational.Overflow() }
        return r
    }

    /// The single point where the planes meet, by Gauss-Jordan elimination, or nil.
    private func intersect(_ chosen: [Plane]) throws -> [Rational]? {
        let n = variables.count
        var m = chosen.map { $0.coefficients + [$0.rhs] }
        for col in 0..<n {
            guard let pivot = (col..<n).first(where: { !m[$0][col].isZero }) else { return nil }
            m.swapAt(col, pivot)
            let p = m[col][col]
            for k in col...n { m[col][k] = try m[col][k].divided(by: p) }
            for r in 0..<n where r != col && !m[r][col].isZero {
                let f = m[r][col]
                for k in col...n { m[r][k] = try m[r][k].adding(try m[col][k].multiplied(by: f).negated) }
            }
        }
        return m.map { $0[n] }
    }

    /// The error sums at `point`, or nil when a required constraint or sign fails there.
    private func evaluate(_ point: [Rational]) throws -> [(priority: Double, sum: Rational)]? {
        for (i, v) in variables.enumerated() where v.isNonNegative && point[i].sign < 0 { return nil }
        var sums = [Rational](repeating: .zero, count: levels.count)
        for c in constraints {
            var value = try exact(c.expression.constant)
            for term in c.expression.terms {
                let i = variables.firstIndex(of: term.variable)!
                value = try value.adding(try exact(term.coefficient).multiplied(by: point[i]))
            }
            let violation: Rational
            switch c.relation {
            case .equal: violation = value.sign < 0 ? value.negated : value
            case .lessThanOrEqual: violation = value.sign > 0 ? value : .zero
            case .greaterThanOrEqual: violation = value.sign < 0 ? value.negated : .zero
            }
            if c.isRequired {
                if !violation.isZero { return nil }
            } else {
                let l = levels.firstIndex(of: c.priority.value)!
                sums[l] = try sums[l].adding(violation)
            }
        }
        return zip(levels, sums).map { ($0, $1) }
    }

    private func lexicographicallyLess(
        _ a: [(priority: Double, sum: Rational)], _ b: [(priority: Double, sum: Rational)]
    ) -> Bool {
        for (x, y) in zip(a, b) where x.sum != y.sum { return x.sum < y.sum }
        return false
    }
}

/// The error sum of each optional priority, highest first, for given values: the quantity
/// the solver minimises, computed directly from the constraints.
public func errorSums(
    of constraints: [LinearConstraint], values: (Variable) -> Double
) -> [(priority: Double, sum: Double)] {
    let levels = Set(constraints.filter { !$0.isRequired }.map(\.priority.value)).sorted(by: >)
    return levels.map { level in
        let sum = constraints.filter { $0.priority.value == level }.reduce(0.0) { $0 + $1.violation(values) }
        return (level, sum)
    }
}
