/// A variable times a coefficient, such as `2 * x`.
public struct Term: Sendable, Hashable {
    /// The variable.
    public var variable: Variable
    /// The number it is multiplied by.
    public var coefficient: Double

    /// Creates `coefficient * variable`.
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}

/// A linear expression: a sum of terms plus a constant, such as `2 * x + y - 10`.
///
/// Build one with `+`, `-`, `*` and `/` over variables and numbers:
/// ```swift
/// let right = left + width + 8
/// ```
public struct LinearExpression: Sendable, Hashable, CustomStringConvertible {
    /// The terms, in the order they were written; a variable may appear more than once.
    public var terms: [Term]
    /// The constant part.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression of one variable.
    public init(_ variable: Variable) { self.init([Term(variable)]) }

    /// The expression of one term.
    public init(_ term: Term) { self.init([term]) }

    /// The expression of a constant.
    public init(_ constant: Double) { self.init([], constant: constant) }

    /// The same expression with each variable once (coefficients added, in order of first
    /// appearance) and terms whose coefficients add up to zero left out.
    ///
    /// - Complexity: O(n) expected, for n terms (a direct scan for short expressions).
    public var reduced: LinearExpression {
        if terms.count <= 16 && isReduced { return self }
        var kept: [Term] = []
        kept.reserveCapacity(terms.count)
        if terms.count <= 16 {
            for term in terms {
                if let i = kept.firstIndex(where: { $0.variable.id == term.variable.id }) {
                    kept[i].coefficient += term.coefficient
                } else {
                    kept.append(term)
                }
            }
        } else {
            var position: [Int: Int] = [:]
            for term in terms {
                if let i = position[term.variable.id] {
                    kept[i].coefficient += term.coefficient
                } else {
                    position[term.variable.id] = kept.count
                    kept.append(term)
                }
            }
        }
        kept.removeAll { $0.coefficient == 0 }
        return LinearExpression(kept, constant: constant)
    }

    /// Whether each variable appears once, with a coefficient other than zero.
    private var isReduced: Bool {
        for (i, t) in terms.enumerated() {
            if t.coefficient == 0 { return false }
            for u in terms[(i + 1)...] where u.variable.id == t.variable.id { return false }
        }
        return true
    }

    /// Whether every coefficient and the constant are finite numbers.
    public var isFinite: Bool {
        constant.isFinite && terms.allSatisfy { $0.coefficient.isFinite }
    }

    /// Whether every coefficient and the constant lie within ±``Solver/largestMagnitude``
    /// (NaN does not).
    public var isWithinSolverRange: Bool {
        Solver.admits(constant) && terms.allSatisfy { Solver.admits($0.coefficient) }
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    public func evaluate(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// The expression in the constraint text format, such as `2 * x + y - 10`.
    public var description: String {
        var text = ""
        for term in terms {
            let c = term.coefficient
            let magnitude = Swift.abs(c)
            let body = magnitude == 1 ? term.variable.name : "\(formatNumber(magnitude)) * \(term.variable.name)"
            if text.isEmpty {
                text = c < 0 ? "-" + body : body
            } else {
                text += c < 0 ? " - " + body : " + " + body
            }
        }
        if text.isEmpty { return formatNumber(constant) }
        if constant != 0 {
            text += constant < 0 ? " - \(formatNumber(-constant))" : " + \(formatNumber(constant))"
        }
        return text
    }
}

/// Prints a number as a whole number when it is one (`8`), and as Swift prints it otherwise
/// (the shortest text that reads back as the same value): expressions, priorities and
/// dumps all print numbers this way.
func formatNumber(_ x: Double) -> String {
    if x == x.rounded(), Swift.abs(x) < 1e15 { return String(Int(x)) }
    return String(x)
}
