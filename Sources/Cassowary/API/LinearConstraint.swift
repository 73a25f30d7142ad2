import Synchronization

/// The source of constraint serial numbers.
private let nextConstraintSerial = Atomic<Int>(0)

/// A linear relation between two expressions at a priority: the handle you add to a
/// ``Solver`` and later remove from it.
///
/// A constraint is a reference: two constraints with the same text are different
/// constraints. It is immutable; ``withPriority(_:)`` makes a new one.
///
/// ```swift
/// let c = (label.top == cell.top + 8).withPriority(.high)
/// ```
public final class LinearConstraint: Sendable, Hashable, CustomStringConvertible {
    /// `lhs - rhs`, reduced (each variable once): the constraint is `expression <relation> 0`.
    public let expression: LinearExpression
    /// How the expression relates to zero.
    public let relation: Relation
    /// The priority: 1000 is required; anything lower is optional.
    public let priority: Priority
    /// A number unique within the process, taken in creation order: a solver's tables keyed
    /// by it keep constraints made one after another side by side.
    let serial: Int

    /// Creates `expression <relation> 0` at a priority.
    /// - Parameters:
    ///   - expression: the left side minus the right side.
    ///   - relation: `==`, `<=` or `>=`.
    ///   - priority: 1...1000; a solver rejects anything else with
    ///     ``SolverError/priorityOutOfRange(_:)``.
    public convenience init(_ expression: LinearExpression, _ relation: Relation, priority: Priority = .required) {
        self.init(reduced: expression.reduced, relation, priority: priority)
    }

    /// Creates `expression <relation> 0` from an expression already reduced, with a new
    /// serial number or `serial`.
    private init(reduced expression: LinearExpression, _ relation: Relation, priority: Priority, serial: Int? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.serial = serial ?? nextConstraintSerial.wrappingAdd(1, ordering: .relaxed).oldValue
    }

    /// The same constraint, to a solver, with another constant: it keeps the serial number,
    /// so that ``Solver/changeConstantLeavingValues(of:to:)`` moves the constraint's record
    /// to it where it is instead of under a new key. Only for a constraint that takes this
    /// one's place everywhere (the layout engine's own constraints): while both are about,
    /// a solver cannot tell them apart by key.
    package func withConstant(_ constant: Double) -> LinearConstraint {
        var moved = expression
        moved.constant = constant
        return LinearConstraint(reduced: moved, relation, priority: priority, serial: serial)
    }

    /// Creates `lhs <relation> rhs` at a priority.
    public convenience init(
        _ lhs: LinearExpression, _ relation: Relation, _ rhs: LinearExpression, priority: Priority = .required
    ) {
        self.init(lhs.adding(rhs, times: -1), relation, priority: priority)
    }

    /// A new constraint with the same relation at another priority (constraints are
    /// immutable: the receiver is left as it was).
    public func withPriority(_ priority: Priority) -> LinearConstraint {
        LinearConstraint(reduced: expression, relation, priority: priority)
    }

    /// How far the constraint is from holding when each variable takes `value(variable)`:
    /// `|expression|` for `==`, the excess for `<=` and `>=`, and zero while it holds.
    /// Within one priority the solver minimises the sum of these.
    public func violation(_ value: (Variable) -> Double) -> Double {
        let e = expression.evaluate(value)
        switch relation {
        case .equal: return Swift.abs(e)
        case .lessThanOrEqual: return Swift.max(0, e)
        case .greaterThanOrEqual: return Swift.max(0, -e)
        }
    }

    /// The solver's own values' ``violation(_:)``.
    public func violation(in solver: Solver) -> Double { violation { solver.value(of: $0) } }

    /// Whether the constraint must hold (priority 1000).
    public var isRequired: Bool { priority.isRequired }

    /// Whether two handles are the same constraint (identity, not text).
    public static func == (lhs: LinearConstraint, rhs: LinearConstraint) -> Bool { lhs === rhs }

    /// Hashes the constraint's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }

    /// The constraint in the constraint text format, such as `x + 2 * y - 10 >= 0 @750`.
    public var description: String {
        let suffix = priority.isRequired ? "" : " @\(priority)"
        return "\(expression) \(relation) 0\(suffix)"
    }
}
