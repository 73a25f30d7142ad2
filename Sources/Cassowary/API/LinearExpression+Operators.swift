// Arithmetic that builds expressions: `+ - * /` over variables, terms, expressions and
// numbers. Each form is written out (no generic operators), so that Swift's type checker
// stays fast on long expressions.

extension LinearExpression {
    /// `self + factor · other`, in one new array (none when either side has no terms).
    func adding(_ other: LinearExpression, times factor: Double = 1) -> LinearExpression {
        let sum = constant + other.constant * factor
        if other.terms.isEmpty { return LinearExpression(terms, constant: sum) }
        if terms.isEmpty && factor == 1 { return LinearExpression(other.terms, constant: sum) }
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + other.terms.count)
        combined.append(contentsOf: terms)
        for t in other.terms { combined.append(Term(t.variable, t.coefficient * factor)) }
        return LinearExpression(combined, constant: sum)
    }

    /// `self + factor · variable`, in one new array.
    func adding(_ variable: Variable, times factor: Double) -> LinearExpression {
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + 1)
        combined.append(contentsOf: terms)
        combined.append(Term(variable, factor))
        return LinearExpression(combined, constant: constant)
    }

    /// `variable + factor · self`, in one new array, the variable's term first.
    func added(to variable: Variable, times factor: Double) -> LinearExpression {
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + 1)
        combined.append(Term(variable))
        for t in terms { combined.append(Term(t.variable, t.coefficient * factor)) }
        return LinearExpression(combined, constant: constant * factor)
    }

    /// `factor · self`.
    func scaled(by factor: Double) -> LinearExpression {
        LinearExpression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: scaling

/// The product `lhs * rhs`.
public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
/// The product `lhs * rhs`.
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
/// The quotient `lhs / rhs`.
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
/// The product `lhs * rhs`.
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
/// The product `lhs * rhs`.
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
/// The quotient `lhs / rhs`.
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
/// The product `lhs * rhs`.
public func * (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: rhs) }
/// The product `lhs * rhs`.
public func * (lhs: Double, rhs: LinearExpression) -> LinearExpression { rhs.scaled(by: lhs) }
/// The quotient `lhs / rhs`.
public func / (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs.scaled(by: 1 / rhs) }
/// The negation `-operand`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The negation `-operand`.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The negation `-operand`.
public prefix func - (operand: LinearExpression) -> LinearExpression { operand.scaled(by: -1) }

// MARK: addition

/// The sum `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(rhs, times: 1) }
/// The sum `lhs + rhs`.
public func + (lhs: LinearExpression, rhs: Double) -> LinearExpression { lhs + LinearExpression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression([lhs, rhs]) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression([lhs, Term(rhs)]) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: LinearExpression) -> LinearExpression { rhs.added(to: lhs, times: 1) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression([Term(lhs), rhs]) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs)]) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs) + rhs }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(lhs) + LinearExpression(rhs) }

// MARK: subtraction

/// The difference `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: LinearExpression) -> LinearExpression { lhs.adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Term) -> LinearExpression { lhs.adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Variable) -> LinearExpression { lhs.adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: LinearExpression, rhs: Double) -> LinearExpression {
    LinearExpression(lhs.terms, constant: lhs.constant - rhs)  // the terms shared, not copied
}
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Term) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Double) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: LinearExpression) -> LinearExpression { rhs.added(to: lhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Term) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> LinearExpression { LinearExpression([Term(lhs), Term(rhs, -1)]) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> LinearExpression { LinearExpression([Term(lhs)], constant: -rhs) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: LinearExpression) -> LinearExpression { LinearExpression(lhs).adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Term) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> LinearExpression { LinearExpression(lhs).adding(LinearExpression(rhs), times: -1) }
