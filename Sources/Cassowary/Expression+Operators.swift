// Arithmetic that builds expressions: `+ - * /` over variables, terms, expressions and
// numbers. Each form is written out (no generic operators), so that Swift's type checker
// stays fast on long expressions.

extension Expression {
    func adding(_ other: Expression) -> Expression {
        Expression(terms + other.terms, constant: constant + other.constant)
    }
    func scaled(by factor: Double) -> Expression {
        Expression(terms.map { Term($0.variable, $0.coefficient * factor) }, constant: constant * factor)
    }
}

// MARK: scaling

public func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, rhs) }
public func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, lhs) }
public func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, 1 / rhs) }
public func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient * rhs) }
public func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, rhs.coefficient * lhs) }
public func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, lhs.coefficient / rhs) }
public func * (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: rhs) }
public func * (lhs: Double, rhs: Expression) -> Expression { rhs.scaled(by: lhs) }
public func / (lhs: Expression, rhs: Double) -> Expression { lhs.scaled(by: 1 / rhs) }
public prefix func - (operand: Variable) -> Term { Term(operand, -1) }
public prefix func - (operand: Term) -> Term { Term(operand.variable, -operand.coefficient) }
public prefix func - (operand: Expression) -> Expression { operand.scaled(by: -1) }

// MARK: addition

public func + (lhs: Expression, rhs: Expression) -> Expression { lhs.adding(rhs) }
public func + (lhs: Expression, rhs: Term) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Expression, rhs: Double) -> Expression { lhs + Expression(rhs) }
public func + (lhs: Term, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Term, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Term, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Term, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Variable, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Variable, rhs: Double) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Expression) -> Expression { Expression(lhs) + rhs }
public func + (lhs: Double, rhs: Term) -> Expression { Expression(lhs) + Expression(rhs) }
public func + (lhs: Double, rhs: Variable) -> Expression { Expression(lhs) + Expression(rhs) }

// MARK: subtraction

public func - (lhs: Expression, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Term) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Expression, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Term, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Term, rhs: Term) -> Expression { lhs + -rhs }
public func - (lhs: Term, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Term, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Term) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Variable) -> Expression { lhs + -rhs }
public func - (lhs: Variable, rhs: Double) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Expression) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Term) -> Expression { lhs + -rhs }
public func - (lhs: Double, rhs: Variable) -> Expression { lhs + -rhs }
