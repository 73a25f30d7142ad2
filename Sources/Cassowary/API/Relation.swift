/// How the two sides of a constraint relate.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`
    case equal
    /// `lhs <= rhs`
    case lessThanOrEqual
    /// `lhs >= rhs`
    case greaterThanOrEqual

    /// The operator as written in the constraint text format: `==`, `<=` or `>=`.
    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
