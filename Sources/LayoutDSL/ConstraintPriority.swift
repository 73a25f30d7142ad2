import AutoLayout
import Foundation

/// A DSL priority (SnapKit's `ConstraintPriority`): `.required` 1000, `.high` 750,
/// `.medium` 500, `.low` 250, or any value; `.high + 1` and `.high.advanced(by: 1)` work.
public struct ConstraintPriority: Hashable, Strideable, ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral,
    Sendable
{
    /// The value on the 1...1000 scale.
    public let value: Float

    /// Creates a priority.
    public init(_ value: Float) { self.value = value }
    /// A priority written with a fraction.
    public init(floatLiteral value: Float) { self.value = value }
    /// A priority written as a whole number.
    public init(integerLiteral value: Int) { self.value = Float(value) }

    /// 1000.
    public static let required: ConstraintPriority = 1000
    /// 750.
    public static let high: ConstraintPriority = 750
    /// 500.
    public static let medium: ConstraintPriority = 500
    /// 250.
    public static let low: ConstraintPriority = 250

    /// The distance to another priority.
    public func distance(to other: ConstraintPriority) -> Float { other.value - value }
    /// The priority `n` above this one.
    public func advanced(by n: Float) -> ConstraintPriority { ConstraintPriority(value + n) }
    /// `.high + 1`.
    public static func + (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { lhs.advanced(by: rhs) }
    /// `.required - 1`.
    public static func - (lhs: ConstraintPriority, rhs: Float) -> ConstraintPriority { lhs.advanced(by: -rhs) }
}

/// Anything the DSL's `priority(_:)` takes: ``ConstraintPriority``, ``LayoutPriority`` and
/// numbers.
public protocol ConstraintPriorityTarget {
    /// The value on the 1...1000 scale.
    var constraintPriorityTargetValue: Float { get }
}

extension ConstraintPriority: ConstraintPriorityTarget {
    /// The priority's value.
    public var constraintPriorityTargetValue: Float { value }
}
extension LayoutPriority: ConstraintPriorityTarget {
    /// The priority's raw value.
    public var constraintPriorityTargetValue: Float { rawValue }
}
extension Int: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension UInt: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension Float: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { self }
}
extension Double: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
extension CGFloat: ConstraintPriorityTarget {
    /// The number as a priority.
    public var constraintPriorityTargetValue: Float { Float(self) }
}
