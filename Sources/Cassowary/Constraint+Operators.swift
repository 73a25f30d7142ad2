// The relations that make constraints: `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` over variables,
// terms, expressions and numbers. Each makes a required constraint, `lhs - rhs` related to
// zero (the subtraction builds the difference in one array); `.priority(_:)` makes an
// optional one. Written out per operand type, as the arithmetic is.

// MARK: ==

/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> Constraint { Constraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .equal) }

// MARK: <=

/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }

// MARK: >=

/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Expression, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }
