// The relations that make constraints: `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` over variables,
// terms, expressions and numbers. Each makes a required constraint; `.priority(_:)` makes an
// optional one. Written out per operand type, as the arithmetic is.

// MARK: ==

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs.adding(rhs, times: -1), .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression(lhs.terms, constant: lhs.constant - rhs), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(rhs.added(to: lhs, times: -1), .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)], constant: -rhs), .equal)
}
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }

// MARK: <=

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs.adding(rhs, times: -1), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression(lhs.terms, constant: lhs.constant - rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(rhs.added(to: lhs, times: -1), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)], constant: -rhs), .lessThanOrEqual)
}
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, rhs) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
}

// MARK: >=

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .greaterThanOrEqual, Expression(rhs)) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint {
    Constraint(lhs.adding(rhs, times: -1), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint {
    Constraint(Expression(lhs.terms, constant: lhs.constant - rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint {
    Constraint(rhs.added(to: lhs, times: -1), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint {
    Constraint(Expression([Term(lhs), Term(rhs, -1)]), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint {
    Constraint(Expression([Term(lhs)], constant: -rhs), .greaterThanOrEqual)
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .greaterThanOrEqual, rhs) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint {
    Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
}
