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
    public let id: Int
    /// The name shown in descriptions and error messages (`v<id>` when none was given).
    public var name: String { label.string ?? "v\(id)" }
    /// The name given, if any (the default one is made when asked for), kept as plain bytes.
    private let label: VariableName
    /// Whether the solver keeps this variable's value at zero or above, natively in its
    /// tableau (as the Cassowary paper's restricted variables), rather than through an extra
    /// constraint. View widths and heights are declared this way.
    public let isNonNegative: Bool

    /// Creates a new, distinct variable.
    /// - Parameters:
    ///   - name: a name for printing; `nil` prints as `v<id>`.
    ///   - isNonNegative: whether the value may never be below zero.
    public init(_ name: String? = nil, isNonNegative: Bool = false) {
        let id = nextVariableID.wrappingAdd(1, ordering: .relaxed).newValue
        self.id = id
        label = VariableName(name)
        self.isNonNegative = isNonNegative
    }

    /// Whether two values are the same variable (identity, not name).
    public static func == (lhs: Variable, rhs: Variable) -> Bool { lhs.id == rhs.id }

    /// Hashes the variable's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// The variable's name.
    public var description: String { name }
}
