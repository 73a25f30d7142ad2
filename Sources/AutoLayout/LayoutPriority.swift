import Cassowary
import Foundation

/// How much a layout constraint matters, from 1 to 1000 (UIKit's `UILayoutPriority`).
///
/// 1000 is required; every lower value is optional, and optional priorities are strictly
/// lexicographic: one constraint at 751 wins over any number of constraints at 750.
public struct LayoutPriority: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible,
    ExpressibleByFloatLiteral, ExpressibleByIntegerLiteral
{
    /// The value on the 1...1000 scale.
    public var rawValue: Float

    /// Creates a priority from its value.
    public init(rawValue: Float) { self.rawValue = rawValue }
    /// Creates a priority from its value.
    public init(_ rawValue: Float) { self.rawValue = rawValue }
    /// A priority written with a fraction: `999.5`.
    public init(floatLiteral value: Float) { self.rawValue = value }
    /// A priority written as a whole number: `750`.
    public init(integerLiteral value: Int) { self.rawValue = Float(value) }

    /// 1000: the constraint must hold.
    public static let required: LayoutPriority = 1000
    /// 750: compression resistance of most views.
    public static let defaultHigh: LayoutPriority = 750
    /// 510: a drag that may resize the scene.
    public static let dragThatCanResizeScene: LayoutPriority = 510
    /// 500: the scene's size stays put (do not use exactly).
    public static let sceneSizeStayPut: LayoutPriority = 500
    /// 490: a drag that may not resize the scene.
    public static let dragThatCannotResizeScene: LayoutPriority = 490
    /// 250: content hugging of most views.
    public static let defaultLow: LayoutPriority = 250
    /// 50: how strongly a view follows the target size in `systemLayoutSizeFitting`.
    public static let fittingSizeLevel: LayoutPriority = 50

    /// Whether this is the required priority.
    public var isRequired: Bool { rawValue == 1000 }
    /// Whether the value lies in 1...1000.
    var isValid: Bool { rawValue >= 1 && rawValue <= 1000 }
    /// The solver's priority.
    var solverPriority: Priority { Priority(Double(rawValue)) }

    /// Orders priorities by value.
    public static func < (lhs: LayoutPriority, rhs: LayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    /// A priority `rhs` above `lhs`: `.defaultHigh + 1` is 751.
    public static func + (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue + rhs) }
    /// A priority `rhs` below `lhs`: `.required - 1` is 999.
    public static func - (lhs: LayoutPriority, rhs: Float) -> LayoutPriority { LayoutPriority(lhs.rawValue - rhs) }

    /// The value as UIKit prints it: `750`, `999.5`.
    public var description: String { format(CGFloat(rawValue)) }
}
