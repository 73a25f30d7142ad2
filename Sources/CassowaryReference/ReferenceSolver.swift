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
    /// The constraints in exact numbers, required ones first (so that a point that breaks
    /// one is rejected early), or nil when a number has no exact fraction here.
    private let exactRows: [ExactRow]?

    /// One constraint as exact numbers: coefficients by variable index and the constant.
    private struct ExactRow {
        var coefficients: [Rational]
        var constant: Rational
        var relation: Relation
        /// The index of its priority in `levels`, or nil when required.
        var level: Int?
    }

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
        let levels = Set(constraints.filter { !$0.isRequired }.map(\.priority.value)).sorted(by: >)
        self.levels = levels
        exactRows = try? constraints.sorted { $0.isRequired && !$1.isRequired }.map { c in
            var row = [Rational](repeating: .zero, count: order.count)
            for term in c.expression.terms {
                let i = order.firstIndex(of: term.variable)!
                row[i] = try row[i].adding(try Self.exact(term.coefficient))
            }
            let level = c.isRequired ? nil : levels.firstIndex(of: c.priority.value)
            return ExactRow(
                coefficients: row, constant: try Self.exact(c.expression.constant), relation: c.relation, level: level)
        }
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
        guard let exactRows else { throw Rational.Overflow() }
        if n == 0 { return try evaluate([], exactRows).map { Solution(values: [:], errors: $0) } }
        let planes = boundaryPlanes(exactRows)
        var best: (point: [Rational], errors: [(priority: Double, sum: Rational)])?
        var chosen: [Int] = []
        var work = [Rational](repeating: .zero, count: n * (n + 1))
        var point = [Rational](repeating: .zero, count: n)
        func visit(_ start: Int) throws -> Bool {
            if chosen.count == n {
                guard try intersect(chosen, of: planes, work: &work, into: &point), let errors = try evaluate(point, exactRows)
                else { return false }
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

    private func boundaryPlanes(_ exactRows: [ExactRow]) -> [Plane] {
        let n = variables.count
        var planes = exactRows.map { Plane(coefficients: $0.coefficients, rhs: $0.constant.negated) }
        for i in 0..<n {
            var unit = [Rational](repeating: .zero, count: n)
            unit[i] = Rational(1)
            for value in [Self.bound, -Self.bound] { planes.append(Plane(coefficients: unit, rhs: Rational(value))) }
            if variables[i].isNonNegative { planes.append(Plane(coefficients: unit, rhs: .zero)) }
        }
        return planes
    }

    private static func exact(_ x: Double) throws -> Rational {
        guard let r = Rational(exactly: x) else { throw Rational.Overflow() }
        return r
    }

    /// The single point where the chosen planes meet, by Gauss-Jordan elimination on `work`
    /// (n rows of n + 1 numbers), written into `point`; false when there is none.
    private func intersect(
        _ chosen: [Int], of planes: [Plane], work m: inout [Rational], into point: inout [Rational]
    ) throws -> Bool {
        let n = variables.count
        let width = n + 1
        for (r, p) in chosen.enumerated() {
            for k in 0..<n { m[r * width + k] = planes[p].coefficients[k] }
            m[r * width + n] = planes[p].rhs
        }
        for col in 0..<n {
            guard let pivot = (col..<n).first(where: { !m[$0 * width + col].isZero }) else { return false }
            if pivot != col {
                for k in 0..<width { m.swapAt(col * width + k, pivot * width + k) }
            }
            let p = m[col * width + col]
            for k in col...n { m[col * width + k] = try m[col * width + k].divided(by: p) }
            for r in 0..<n where r != col && !m[r * width + col].isZero {
                let f = m[r * width + col]
                for k in col...n {
                    m[r * width + k] = try m[r * width + k].adding(try m[col * width + k].multiplied(by: f).negated)
                }
            }
        }
        for r in 0..<n { point[r] = m[r * width + n] }
        return true
    }

    /// The error sums at `point`, or nil when a required constraint or sign fails there.
    private func evaluate(_ point: [Rational], _ exactRows: [ExactRow]) throws -> [(priority: Double, sum: Rational)]? {
        for (i, v) in variables.enumerated() where v.isNonNegative && point[i].sign < 0 { return nil }
        var sums = [Rational](repeating: .zero, count: levels.count)
        for row in exactRows {
            var value = row.constant
            for (i, coefficient) in row.coefficients.enumerated() where !coefficient.isZero {
                value = try value.adding(try coefficient.multiplied(by: point[i]))
            }
            let violation: Rational
            switch row.relation {
            case .equal: violation = value.sign < 0 ? value.negated : value
            case .lessThanOrEqual: violation = value.sign > 0 ? value : .zero
            case .greaterThanOrEqual: violation = value.sign < 0 ? value.negated : .zero
            }
            if let level = row.level {
                sums[level] = try sums[level].adding(violation)
            } else if !violation.isZero {
                return nil
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
