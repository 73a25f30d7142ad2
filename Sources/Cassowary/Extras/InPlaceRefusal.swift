/// Why a constraint's constant or priority could not be changed in place
/// (``Solver/changeConstant(of:to:)``, ``Solver/changePriority(of:to:)``). The solver is
/// unchanged; removing the old constraint and adding the new one always works or reports
/// the conflict.
public enum InPlaceRefusal: Sendable, Equatable, CustomStringConvertible {
    /// The two constraints differ in more than the constant (or the priority).
    case differentConstraint
    /// The old constraint is required but broken: the solver could not satisfy it.
    case brokenConstraint
    /// The old constraint is a required equality that fixes a variable's sign (see
    /// Solver+ImpliedSigns.swift).
    case impliesSign
    /// The new constant leaves the required constraints unable to hold.
    case requiredWouldFail
    /// Another required equality repeats the constraint, so it cannot move or relax alone.
    case redundantEquality
    /// The new priority is required, which can conflict.
    case madeRequired
    /// The old constraint is a required inequality, which has no errors to move.
    case requiredInequality
    /// The constraint is optional, and only a required one can be broken
    /// (``Solver/add(_:breaking:)``).
    case optionalConstraint

    /// The reason in words.
    public var description: String {
        switch self {
        case .differentConstraint: "the constraints differ in more than the value changed"
        case .brokenConstraint: "the old constraint is a broken required constraint"
        case .impliesSign: "the old constraint implies a variable's sign"
        case .requiredWouldFail: "the new constant leaves the required constraints unable to hold"
        case .redundantEquality: "another required equality repeats the constraint"
        case .madeRequired: "the new priority is required"
        case .requiredInequality: "the old constraint is a required inequality"
        case .optionalConstraint: "the constraint is optional, and only a required one can be broken"
        }
    }
}
