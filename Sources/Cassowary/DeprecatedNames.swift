// The names the solver's types had before they were renamed so as not to clash with
// Foundation's `Expression` and the DSL's `Constraint`.

/// The old name of ``LinearExpression``.
@available(*, deprecated, renamed: "LinearExpression")
public typealias Expression = LinearExpression

/// The old name of ``LinearConstraint``.
@available(*, deprecated, renamed: "LinearConstraint")
public typealias Constraint = LinearConstraint

extension LinearConstraint {
    /// The old name of ``withPriority(_:)``.
    @available(*, deprecated, renamed: "withPriority(_:)")
    public func priority(_ priority: Priority) -> LinearConstraint { withPriority(priority) }
}
