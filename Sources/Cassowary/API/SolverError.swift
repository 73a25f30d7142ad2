/// Why a solver refused a call. After any of these the solver is exactly as it was before
/// the call: its values, constraints, edit variables and every later result.
public enum SolverError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The required constraint cannot hold together with the required constraints already
    /// in the solver. `conflict` is a minimal conflicting set: the new constraint and
    /// existing required constraints, in the order they were added (the new one last),
    /// such that removing any one of them makes the rest satisfiable. When `conflict` holds
    /// the new constraint alone, no such set exists: solved afresh, it holds with every
    /// required constraint it shares variables with, and the refusal came from rounding in
    /// a system whose coefficients lie far from 1 (docs/solver.md, "Errors and transactions").
    case unsatisfiableConstraint(LinearConstraint, conflict: [LinearConstraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(LinearConstraint)
    /// The constraint is not in the solver.
    case unknownConstraint(LinearConstraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must have an optional priority (below 1000).
    case requiredEditVariable(Variable)
    /// A coefficient or the constant of the constraint is NaN or infinite.
    case nonFiniteConstraint(LinearConstraint)
    /// A suggested value is NaN or infinite.
    case nonFiniteValue(Variable, Double)
    /// A coefficient or the constant of the constraint is finite but larger in magnitude
    /// than ``Solver/largestMagnitude``.
    case constraintOutOfRange(LinearConstraint)
    /// A suggested value is finite but larger in magnitude than ``Solver/largestMagnitude``.
    case valueOutOfRange(Variable, Double)
    /// A priority outside 1...1000 (or NaN).
    case priorityOutOfRange(Double)
    /// The constant or priority of `constraint` cannot change in place, for `reason`
    /// (``Solver/changeConstant(of:to:)``, ``Solver/changePriority(of:to:)``); remove it
    /// and add the new constraint instead.
    case notInPlace(LinearConstraint, InPlaceRefusal)
    /// The solver met a state its algorithm rules out; the message says which. The solver
    /// was rolled back to its state before the call.
    case internalError(String)

    /// The error in a sentence, naming the constraint or variable concerned.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let c, let conflict) where conflict == [c] && !c.expression.terms.isEmpty:
            return Self.aloneDescription(c)
        case .unsatisfiableConstraint(let c, let conflict):
            let list = conflict.map { "    \($0)" }.joined(separator: "\n")
            return "unable to satisfy required constraint \(c); these cannot hold together:\n\(list)"
        case .duplicateConstraint(let c): return "the constraint \(c) is already in the solver"
        case .unknownConstraint(let c): return "the constraint \(c) is not in the solver"
        case .duplicateEditVariable(let v): return "\(v) is already an edit variable"
        case .unknownEditVariable(let v): return "\(v) is not an edit variable"
        case .requiredEditVariable(let v):
            return "\(v) cannot be an edit variable at the required priority (use 999 or lower)"
        case .nonFiniteConstraint(let c): return "the constraint \(c) has a NaN or infinite number"
        case .nonFiniteValue(let v, let x): return "cannot suggest \(x) for \(v): not a finite number"
        case .constraintOutOfRange(let c):
            return "the constraint \(c) has a number beyond ±1e15, the largest the solver takes"
        case .valueOutOfRange(let v, let x):
            return "cannot suggest \(x) for \(v): beyond ±1e15, the largest the solver takes"
        case .priorityOutOfRange(let p): return "priority \(p) is outside 1...1000"
        case .notInPlace(let c, let reason): return "the constraint \(c) cannot change in place: \(reason)"
        case .internalError(let message): return "internal solver error: \(message)"
        }
    }
}

extension SolverError {
    /// The text for a constraint refused with no other constraint in its conflict set: it
    /// cannot hold by itself while its non-negative variables are (`w + 46 <= 0` for a
    /// non-negative `w`); otherwise rounding refused it (a fresh solver takes it alone, or
    /// it has no non-negative variable to make it impossible).
    fileprivate static func aloneDescription(_ c: LinearConstraint) -> String {
        var probe = Solver()
        let signed = c.expression.terms.map(\.variable).filter(\.isNonNegative).map(\.name)
        if (try? probe.add(c)) == nil {
            guard !signed.isEmpty else {
                return "unable to satisfy required constraint \(c): rounding refused it (coefficients far from 1)"
            }
            return "unable to satisfy required constraint \(c): it cannot hold while "
                + signed.joined(separator: ", ") + (signed.count == 1 ? " is" : " are") + " non-negative"
        }
        return "unable to satisfy required constraint \(c), although solved afresh it holds with the "
            + "required constraints it shares variables with: rounding refused it (coefficients far from 1)"
    }
}
