import Synchronization

/// The source of variable identities; each ``Variable`` takes the next number.
private let nextVariableID = Atomic<Int>(0)

/// An unknown of a constraint system: a small value that names one number the solver finds.
///
/// Two variables are the same variable when they were made by the same call to
/// ``init(_:isNonNegative:)``; copies share that identity. The name is only for printing.
///
/// ```swift
/// let width = Variable("width", isNonNegative: true)
/// ```
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The identity of the variable, unique within the process.
    @inline(__always) public var id: Int { identity >> 1 }
    /// The name shown in descriptions and error messages (`v<id>` when none was given).
    public var name: String { label.string ?? "v\(id)" }
    /// The name given, if any (the default one is made when asked for), kept as plain bytes.
    private let label: VariableName
    /// The id shifted left by one, with `isNonNegative` in the low bit: a variable is 24
    /// bytes, so terms, expressions and the solver's tables hold less.
    private let identity: Int
    /// Whether the solver keeps this variable's value at zero or above, natively in its
    /// tableau (as the Cassowary paper's restricted variables), rather than through an extra
    /// constraint. View widths and heights are declared this way.
    @inline(__always) public var isNonNegative: Bool { identity & 1 != 0 }

    /// Creates a new, distinct variable.
    /// - Parameters:
    ///   - name: a name for printing; `nil` prints as `v<id>`.
    ///   - isNonNegative: whether the value may never be below zero.
    public init(_ name: String? = nil, isNonNegative: Bool = false) {
        let id = nextVariableID.wrappingAdd(1, ordering: .relaxed).newValue
        identity = id << 1 | (isNonNegative ? 1 : 0)
        label = VariableName(name)
    }

    /// Whether two values are the same variable (identity, not name).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.identity == rhs.identity }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(identity) }

    /// The variable's name.
    public var description: String { name }
}
