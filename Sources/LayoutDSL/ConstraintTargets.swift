import AutoLayout
import Foundation

/// Anything on the right of `equalTo`: another item's attribute (`other.snp.top`), a view
/// or guide (the same attributes), a number, a size, a point or insets.
public protocol ConstraintRelatableTarget {}

/// Anything that can be a constant: numbers, sizes, points and insets.
public protocol ConstraintConstantTarget: ConstraintRelatableTarget {
    /// The constant as the DSL stores it.
    var constantValue: ConstantValue { get }
}

/// Numbers for `offset(_:)`.
public protocol ConstraintOffsetTarget: ConstraintConstantTarget {}
/// Numbers and edge insets for `inset(_:)`.
public protocol ConstraintInsetTarget: ConstraintConstantTarget {}
/// Directional edge insets for `inset(_:)`.
public protocol ConstraintDirectionalInsetTarget: ConstraintConstantTarget {}

/// Numbers for `multipliedBy(_:)` and `dividedBy(_:)`.
public protocol ConstraintMultiplierTarget {
    /// The number.
    var constraintMultiplierTargetValue: CGFloat { get }
}

/// A constant in any of the forms the DSL takes; each attribute reads its own part.
public enum ConstantValue: Sendable, Hashable {
    /// One number: an offset, or an inset on every side.
    case scalar(CGFloat)
    /// A size: the width for widths, the height for heights.
    case size(CGSize)
    /// A point: x for horizontal attributes, y for vertical ones.
    case point(CGPoint)
    /// Insets, each edge its own.
    case insets(EdgeInsets)
    /// Insets whose leading and trailing follow the layout direction.
    case directionalInsets(DirectionalEdgeInsets)

    /// The constant for one attribute, with SnapKit's signs: insets push the left, top and
    /// first baseline in (+) and the right, bottom and last baseline in (-); widths and
    /// heights shrink by both insets; centres move by half the difference. Leading and
    /// trailing follow ``ConstraintConfig/interfaceLayoutDirection``.
    @MainActor func value(for attribute: LayoutAttribute) -> CGFloat {
        switch self {
        case .scalar(let value):
            return value
        case .size(let size):
            return attribute == .width ? size.width : attribute == .height ? size.height : 0
        case .point(let point):
            switch attribute.axis {
            case .horizontal?: return attribute.isDimension ? 0 : point.x
            case .vertical?: return attribute.isDimension ? 0 : point.y
            case nil: return 0
            }
        case .insets(let insets):
            return Self.value(of: insets, for: attribute)
        case .directionalInsets(let insets):
            return Self.value(of: insets.edgeInsets(in: ConstraintConfig.interfaceLayoutDirection), for: attribute)
        }
    }

    @MainActor private static func value(of insets: EdgeInsets, for attribute: LayoutAttribute) -> CGFloat {
        let leftToRight = ConstraintConfig.interfaceLayoutDirection == .leftToRight
        switch attribute {
        case .left, .leftMargin: return insets.left
        case .top, .topMargin, .firstBaseline: return insets.top
        case .right, .rightMargin: return -insets.right
        case .bottom, .bottomMargin, .lastBaseline: return -insets.bottom
        case .leading, .leadingMargin: return leftToRight ? insets.left : insets.right
        case .trailing, .trailingMargin: return leftToRight ? -insets.right : -insets.left
        case .centerX, .centerXWithinMargins: return (insets.left - insets.right) / 2
        case .centerY, .centerYWithinMargins: return (insets.top - insets.bottom) / 2
        case .width: return -(insets.left + insets.right)
        case .height: return -(insets.top + insets.bottom)
        case .notAnAttribute: return 0
        }
    }
}

extension Int: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a constant: an offset or an inset on every side.
    public var constantValue: ConstantValue { .scalar(CGFloat(self)) }
    /// The number as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension UInt: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a constant: an offset or an inset on every side.
    public var constantValue: ConstantValue { .scalar(CGFloat(self)) }
    /// The number as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Float: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a constant: an offset or an inset on every side.
    public var constantValue: ConstantValue { .scalar(CGFloat(self)) }
    /// The number as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension Double: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a constant: an offset or an inset on every side.
    public var constantValue: ConstantValue { .scalar(CGFloat(self)) }
    /// The number as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { CGFloat(self) }
}
extension CGFloat: ConstraintOffsetTarget, ConstraintInsetTarget, ConstraintMultiplierTarget {
    /// The number as a constant: an offset or an inset on every side.
    public var constantValue: ConstantValue { .scalar(self) }
    /// The number as a multiplier.
    public var constraintMultiplierTargetValue: CGFloat { self }
}
extension CGSize: ConstraintConstantTarget {
    /// The size as a constant: its width for widths, its height for heights.
    public var constantValue: ConstantValue { .size(self) }
}
extension CGPoint: ConstraintConstantTarget {
    /// The point as a constant: its x for horizontal attributes, its y for vertical ones.
    public var constantValue: ConstantValue { .point(self) }
}
extension EdgeInsets: ConstraintInsetTarget {
    /// The insets as a constant: each edge takes its own inset.
    public var constantValue: ConstantValue { .insets(self) }
}
extension DirectionalEdgeInsets: ConstraintDirectionalInsetTarget {
    /// The insets as a constant: leading and trailing follow the layout direction.
    public var constantValue: ConstantValue { .directionalInsets(self) }
}
extension View: ConstraintRelatableTarget {}
extension LayoutGuide: ConstraintRelatableTarget {}

/// Settings that apply to every DSL statement.
@MainActor
public enum ConstraintConfig {
    /// The direction that resolves leading and trailing insets (left to right unless set),
    /// as SnapKit's global setting; main-actor state, as the constraints it shapes are.
    public static var interfaceLayoutDirection: UserInterfaceLayoutDirection = .leftToRight
}
