/// A part of a view's or layout guide's rectangle that a constraint relates
/// (UIKit's `NSLayoutConstraint.Attribute`).
///
/// The raw values are UIKit's (`NSLayoutAttributeLeft` is 1, `NSLayoutAttributeNotAnAttribute`
/// 0), so code that compares `firstAttribute.rawValue` reads the same numbers.
public enum LayoutAttribute: Int, Sendable, Hashable, CaseIterable, CustomStringConvertible {
    /// The edges, the size and the centers of the rectangle (leading and trailing follow the
    /// layout direction).
    case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY
    /// The baselines of the last and first lines of a label's text (both at the bottom edge
    /// of a view without text, as in UIKit).
    case lastBaseline, firstBaseline
    /// The edges of the view's layout margins.
    case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
    /// The centers of the view's layout margins.
    case centerXWithinMargins, centerYWithinMargins
    /// No attribute: the second item of a constraint to a constant.
    case notAnAttribute = 0

    /// The name UIKit prints in descriptions (`top`, `leadingMargin`, `centerX`).
    public var description: String {
        switch self {
        case .left: "left"
        case .right: "right"
        case .top: "top"
        case .bottom: "bottom"
        case .leading: "leading"
        case .trailing: "trailing"
        case .width: "width"
        case .height: "height"
        case .centerX: "centerX"
        case .centerY: "centerY"
        case .lastBaseline: "lastBaseline"
        case .firstBaseline: "firstBaseline"
        case .leftMargin: "leftMargin"
        case .rightMargin: "rightMargin"
        case .topMargin: "topMargin"
        case .bottomMargin: "bottomMargin"
        case .leadingMargin: "leadingMargin"
        case .trailingMargin: "trailingMargin"
        case .centerXWithinMargins: "centerXWithinMargins"
        case .centerYWithinMargins: "centerYWithinMargins"
        case .notAnAttribute: "notAnAttribute"
        }
    }

    /// Whether the attribute is a size (width or height) rather than a location.
    public var isDimension: Bool { self == .width || self == .height }

    /// The axis the attribute lies on; `nil` for ``notAnAttribute``.
    public var axis: LayoutAxis? {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX,
            .leftMargin, .rightMargin, .leadingMargin, .trailingMargin, .centerXWithinMargins:
            .horizontal
        case .top, .bottom, .height, .centerY, .lastBaseline, .firstBaseline,
            .topMargin, .bottomMargin, .centerYWithinMargins:
            .vertical
        case .notAnAttribute: nil
        }
    }

    /// The attribute of the view's rectangle a margin attribute stands for, inside the
    /// margins (`topMargin` -> `top`); `nil` when it is not a margin attribute.
    var withoutMargin: LayoutAttribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}

/// A horizontal or vertical axis (UIKit's `NSLayoutConstraint.Axis`).
public enum LayoutAxis: Sendable, Hashable {
    /// Left to right, or top to bottom.
    case horizontal, vertical
}

/// How the two sides of a constraint relate (UIKit's `NSLayoutConstraint.Relation`).
public enum LayoutRelation: Int, Sendable, Hashable, CustomStringConvertible {
    /// `<=`, `==`, `>=` (UIKit's raw values -1, 0, 1).
    case lessThanOrEqual = -1, equal, greaterThanOrEqual

    /// The relation with its sides swapped: `<=` for `>=`.
    var reversed: LayoutRelation {
        switch self {
        case .lessThanOrEqual: .greaterThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .lessThanOrEqual
        }
    }

    /// `<=`, `==` or `>=`.
    public var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
