// The relations that make constraints: `lhs == rhs`, `lhs <= rhs`, `lhs >= rhs` over variables,
// terms, expressions and numbers. Each makes a required constraint, `lhs - rhs` related to
// zero (the subtraction builds the difference in one array); `.withPriority(_:)` makes an
// optional one. Written out per operand type, as the arithmetic is.

// MARK: ==

/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: LinearExpression, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Term, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Variable, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }
/// The required constraint `lhs == rhs`.
public func == (lhs: Double, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .equal) }

// MARK: <=

/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Term, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }
/// The required constraint `lhs <= rhs`.
public func <= (lhs: Double, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .lessThanOrEqual) }

// MARK: >=

/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: LinearExpression, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Term, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Variable, rhs: Double) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: LinearExpression) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Term) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
/// The required constraint `lhs >= rhs`.
public func >= (lhs: Double, rhs: Variable) -> LinearConstraint { LinearConstraint(lhs - rhs, .greaterThanOrEqual) }
