// Arithmetic that builds expressions: `+ - * /` over variables, terms, expressions and
// numbers. Each form is written out (no generic operators), so that Swift's type checker
// stays fast on long expressions.

extension Expression {
    /// `self + factor · other`, in one new array (none when either side has no terms).
    func adding(_ other: Expression, times factor: Double = 1) -> Expression {
        let sum = constant + other.constant * factor
        if other.terms.isEmpty { return Expression(terms, constant: sum) }
        if terms.isEmpty && factor == 1 { return Expression(other.terms, constant: sum) }
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + other.terms.count)
        combined.append(contentsOf: terms)
        for t in other.terms { combined.append(Term(t.variable, t.coefficient * factor)) }
        return Expression(combined, constant: sum)
    }

    /// `self + factor · variable`, in one new array.
    func adding(_ variable: Variable, times factor: Double) -> Expression {
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + 1)
        combined.append(contentsOf: terms)
        combined.append(Term(variable, factor))
        return Expression(combined, constant: constant)
    }

    /// `variable + factor · self`, in one new array, the variable's term first.
    func added(to variable: Variable, times factor: Double) -> Expression {
        var combined: [Term] = []
        combined.reserveCapacity(terms.count + 1)
        combined.append(Term(variable))
        for t in terms { combined.append(Term(t.variable, t.coefficient * factor)) }
        return Expression(combined, constant: constant * factor)
    }

    /// `factor · self`.
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
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
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
/// The product `lhs * rhs`.
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
/// The quotient `lhs / rhs`.
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
/// The negation `-operand`.
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
/// The negation `-operand`.
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
/// The negation `-operand`.
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

// MARK: addition

/// The sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(rhs, times: 1) }
/// The sum `lhs + rhs`.
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Term) -> Expression { Expression([lhs, rhs]) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Variable) -> Expression { Expression([lhs, Term(rhs)]) }
/// The sum `lhs + rhs`.
public func + (lhs: Term, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Expression) -> Expression { rhs.added(to: lhs, times: 1) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Term) -> Expression { Expression([Term(lhs), rhs]) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
/// The sum `lhs + rhs`.
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
/// The sum `lhs + rhs`.
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

// MARK: subtraction

/// The difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Term) -> Expression { lhs.adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs.adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Expression, rhs: Double) -> Expression {
    Expression(lhs.terms, constant: lhs.constant - rhs)  // the terms shared, not copied
}
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Term) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Term, rhs: Double) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Expression) -> Expression { rhs.added(to: lhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Term) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
/// The difference `lhs - rhs`.
public func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Expression) -> Expression { Expression(lhs).adding(rhs, times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Term) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
/// The difference `lhs - rhs`.
public func - (lhs: Double, rhs: Variable) -> Expression { Expression(lhs).adding(Expression(rhs), times: -1) }
