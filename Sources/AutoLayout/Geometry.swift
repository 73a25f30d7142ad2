import Foundation

/// Insets on the four sides of a rectangle, by physical edge (UIKit's `UIEdgeInsets`).
public struct EdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the left edge.
    public var left: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the right edge.
    public var right: CGFloat

    /// Creates insets from the four sides.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// No inset on any side.
    public static let zero = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0)

    /// `{top, left, bottom, right}`, as UIKit prints insets.
    public var description: String { "{\(format(top)), \(format(left)), \(format(bottom)), \(format(right))}" }
}

/// Insets by leading and trailing edge, which follow the layout direction
/// (UIKit's `NSDirectionalEdgeInsets`).
public struct DirectionalEdgeInsets: Hashable, Sendable, CustomStringConvertible {
    /// The inset of the top edge.
    public var top: CGFloat
    /// The inset of the leading edge (left in left-to-right layouts).
    public var leading: CGFloat
    /// The inset of the bottom edge.
    public var bottom: CGFloat
    /// The inset of the trailing edge (right in left-to-right layouts).
    public var trailing: CGFloat

    /// Creates insets from the four sides.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// No inset on any side.
    public static let zero = DirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)

    /// The physical insets in a layout direction.
    public func edgeInsets(in direction: UserInterfaceLayoutDirection) -> EdgeInsets {
        direction == .leftToRight
            ? EdgeInsets(top: top, left: leading, bottom: bottom, right: trailing)
            : EdgeInsets(top: top, left: trailing, bottom: bottom, right: leading)
    }

    /// `{top, leading, bottom, trailing}`.
    public var description: String {
        "{\(format(top)), \(format(leading)), \(format(bottom)), \(format(trailing))}"
    }
}

extension EdgeInsets {
    /// The insets side by side added.
    func adding(_ other: EdgeInsets) -> EdgeInsets {
        EdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }

    /// The directional insets in a layout direction.
    public func directional(in direction: UserInterfaceLayoutDirection) -> DirectionalEdgeInsets {
        direction == .leftToRight
            ? DirectionalEdgeInsets(top: top, leading: left, bottom: bottom, trailing: right)
            : DirectionalEdgeInsets(top: top, leading: right, bottom: bottom, trailing: left)
    }
}

extension CGRect {
    /// The rectangle with each edge moved inwards by `insets`.
    public func inset(by insets: EdgeInsets) -> CGRect {
        CGRect(
            x: origin.x + insets.left, y: origin.y + insets.top,
            width: size.width - insets.left - insets.right,
            height: size.height - insets.top - insets.bottom)
    }
}

/// The direction in which leading and trailing run.
public enum UserInterfaceLayoutDirection: Sendable, Hashable {
    /// Leading is left (English, most languages).
    case leftToRight
    /// Leading is right (Arabic, Hebrew).
    case rightToLeft
}

/// How a view's content is laid out, which decides whether it flips in right-to-left
/// layouts (UIKit's `UISemanticContentAttribute`).
public enum SemanticContentAttribute: Sendable, Hashable {
    /// Follows the layout direction of the view tree (the default).
    case unspecified
    /// Playback controls: always left to right.
    case playback
    /// Spatial controls such as a directional pad: always left to right.
    case spatial
    /// Always left to right.
    case forceLeftToRight
    /// Always right to left.
    case forceRightToLeft
}

/// A number as UIKit prints it in descriptions: up to six significant digits, no trailing
/// zeros (`8`, `0.5`, `41.6667`).
func format(_ value: CGFloat) -> String {
    if value == 0 { return "0" }
    // A whole number below a million prints its digits under %g: the common case, read
    // without Foundation's formatter (most of the time a conflict report took).
    if abs(value) < 1_000_000, value.rounded() == value { return String(Int(value)) }
    return String(format: "%g", Double(value))
}
