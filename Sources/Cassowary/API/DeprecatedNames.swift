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

extension Solver {
    /// The old form of ``changeConstant(of:to:)``, which returned `false` where the new one
    /// throws ``SolverError/notInPlace(_:_:)``.
    @available(*, deprecated, renamed: "changeConstant(of:to:)")
    public mutating func replaceConstant(of old: LinearConstraint, with new: LinearConstraint) throws -> Bool {
        try Solver.succeeds { try changeConstant(of: old, to: new) }
    }

    /// The old form of ``changePriority(of:to:)``, which returned `false` where the new one
    /// throws ``SolverError/notInPlace(_:_:)``.
    @available(*, deprecated, renamed: "changePriority(of:to:)")
    public mutating func replacePriority(of old: LinearConstraint, with new: LinearConstraint) throws -> Bool {
        try Solver.succeeds { try changePriority(of: old, to: new) }
    }

    /// Whether `change` was made in place: `false` for ``SolverError/notInPlace(_:_:)``,
    /// any other error thrown on.
    private static func succeeds(_ change: () throws -> Void) throws -> Bool {
        do {
            try change()
            return true
        } catch SolverError.notInPlace {
            return false
        }
    }
}
