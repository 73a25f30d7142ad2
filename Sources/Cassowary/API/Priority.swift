/// How much a constraint matters, on Auto Layout's scale from 1 to 1000.
///
/// `1000` (``required``) is a hard constraint. Every lower value is an optional one, and
/// optional priorities are **strictly lexicographic**: satisfying one constraint at 751 is
/// worth more than satisfying any number of constraints at 750. Within one priority the
/// errors add up. Fractional values are allowed (`999.5` sits between 999 and 1000).
public struct Priority: Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByIntegerLiteral, ExpressibleByFloatLiteral
{
    /// The number on the 1...1000 scale.
    public var value: Double

    /// Creates a priority; values outside 1...1000 are rejected when a solver is given them.
    public init(_ value: Double) { self.value = value }
    /// A priority written as a whole number: `750`.
    public init(integerLiteral value: Int) { self.value = Double(value) }
    /// A priority written with a fraction: `999.5`.
    public init(floatLiteral value: Double) { self.value = value }

    /// 1000: the constraint must hold.
    public static let required: Priority = 1000
    /// 750: Auto Layout's default high priority (compression resistance).
    public static let high: Priority = 750
    /// 500.
    public static let medium: Priority = 500
    /// 250: Auto Layout's default low priority (content hugging).
    public static let low: Priority = 250
    /// 50: the priority at which Auto Layout asks for the smallest fitting size.
    public static let fittingSizeLevel: Priority = 50

    /// Whether this is the required priority, 1000.
    public var isRequired: Bool { value == 1000 }
    /// Whether the value lies in 1...1000 (NaN does not).
    public var isValid: Bool { value >= 1 && value <= 1000 }

    /// A level below every valid priority, for probing which values the constraints leave
    /// free (ambiguity checks): a constraint at this level never changes the optimum of
    /// any other level. The solver accepts it only from this package.
    package static let probe: Priority = 0.5
    /// A level below ``probe``, for holding a free value where a probe moved it.
    package static let hold: Priority = 0.25

    /// Whether this is one of the package's levels below 1.
    package var isPackageLevel: Bool { self == .probe || self == .hold }

    /// Orders priorities by value.
    public static func < (lhs: Priority, rhs: Priority) -> Bool { lhs.value < rhs.value }

    /// The value, without a fraction when it is whole: `750`, `999.5`.
    public var description: String { formatNumber(value) }
}
