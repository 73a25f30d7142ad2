import Foundation

/// One constraint as a UIKit (or SnapKit, or AppKit) description states it:
/// `<NSLayoutConstraint:0x6000… 'name' UILabel:0x7f….top == UIView:0x7f….top + 8   (active)>`.
public struct ConstraintStatement: Sendable, Hashable {
    /// An item and attribute: `UILabel:0x7f…'Title'` and `top`.
    public struct Side: Sendable, Hashable {
        /// The item as printed, without its attribute.
        public var item: String
        /// The attribute (`top`, `width`, `midX`, `leadingMargin`, ...).
        public var attribute: String

        /// Creates a side.
        public init(item: String, attribute: String) {
            self.item = item
            self.attribute = attribute
        }
    }

    /// The class: `NSLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`,
    /// `NSContentSizeLayoutConstraint`, `SnapKit.LayoutConstraint`, ...
    public var className: String
    /// The address or label after the class.
    public var address: String
    /// The identifier in quotes (`UIView-Encapsulated-Layout-Height`), if any.
    public var identifier: String?
    /// `File.swift#42` for SnapKit's descriptions.
    public var sourceLocation: String?
    /// The first side.
    public var first: Side
    /// `==`, `<=` or `>=`.
    public var relation: String
    /// The second side, if any.
    public var second: Side?
    /// The multiplier of the second side.
    public var multiplier: Double
    /// The constant.
    public var constant: Double
    /// The priority (1000 when not printed).
    public var priority: Double
    /// The autoresizing mask text (`h=--& v=--&`) of an autoresizing constraint.
    public var autoresizingMask: String?
    /// Hugging and compression resistance of a content-size constraint.
    public var contentPriorities: (hugging: Double, compressionResistance: Double)? {
        get { hugging.map { ($0, compressionResistance ?? 750) } }
        set {
            hugging = newValue?.hugging
            compressionResistance = newValue?.compressionResistance
        }
    }
    var hugging: Double?
    var compressionResistance: Double?
    /// The whole description, as read.
    public var text: String

    /// Whether the system made it (autoresizing, intrinsic size, encapsulated sizes, stack
    /// views, guides, prototyping): the app's own constraints are broken first.
    public var isSystemGenerated: Bool {
        if [
            "NSAutoresizingMaskLayoutConstraint", "NSContentSizeLayoutConstraint", "NSIBPrototypingLayoutConstraint",
            "_UILayoutSupportConstraint", "_UIScrollViewAutomaticContentSizeConstraint",
        ].contains(className) {
            return true
        }
        guard let identifier else { return false }
        return identifier.hasPrefix("UI") || identifier.hasPrefix("NS") || identifier.hasPrefix("_UI")
    }

    /// What made it, in words, for a system constraint.
    public var origin: String? {
        if autoresizingMask != nil || className == "NSAutoresizingMaskLayoutConstraint" {
            return "made from \(first.item)'s frame because its translatesAutoresizingMaskIntoConstraints is true"
        }
        if className == "NSContentSizeLayoutConstraint" { return "made from \(first.item)'s intrinsic content size" }
        guard let identifier else { return nil }
        if identifier.hasPrefix("UIView-Encapsulated-Layout") {
            return "the size a table or collection view gives its cell (its estimate until the cell measures itself)"
        }
        if identifier.hasPrefix("UISV-") { return "made by a stack view to arrange its views" }
        if identifier.hasPrefix("_UITemporaryLayout") {
            return "a temporary size for a view laid out before it has one"
        }
        if identifier.contains("Margin-guide") || identifier.hasPrefix("UIViewSafeAreaLayoutGuide") {
            return "places a view's layout margins or safe area guide"
        }
        return nil
    }

    /// A short form for explanations: `UILabel.top = UIView.top + 8`.
    public var equation: String {
        var text = "\(Self.short(first.item)).\(first.attribute) \(relation == "==" ? "=" : relation)"
        if let second {
            text +=
                " " + (multiplier == 1 ? "" : "\(number(multiplier)) * ")
                + "\(Self.short(second.item)).\(second.attribute)"
            if constant > 0 { text += " + \(number(constant))" }
            if constant < 0 { text += " - \(number(-constant))" }
        } else {
            text += " \(number(constant))"
        }
        return text
    }

    /// How an explanation names the constraint: its identifier in quotes, what made it, or
    /// its equation.
    public var name: String {
        if let identifier { return "'\(identifier)'" }
        if let mask = autoresizingMask { return "the autoresizing constraint (\(mask)) \(equation)" }
        if className == "NSContentSizeLayoutConstraint" { return "the intrinsic size \(equation)" }
        return "the constraint \(equation)"
    }

    /// `UILabel:0x7f…'Title'` becomes `UILabel'Title'`; `UIView:0x7f…` stays whole, for
    /// telling views apart.
    static func short(_ item: String) -> String {
        if let quote = item.firstIndex(of: "'"), let colon = item.firstIndex(of: ":"), colon < quote {
            return String(item[..<colon]) + String(item[quote...])
        }
        return item
    }
}

/// A number without a needless fraction: `8`, `0.5`, `41.6667`.
func number(_ value: Double) -> String {
    if value == value.rounded() && abs(value) < 1e15 { return String(Int(value)) }
    let text = String(format: "%.4f", value)
    var trimmed = text
    while trimmed.hasSuffix("0") { trimmed.removeLast() }
    if trimmed.hasSuffix(".") { trimmed.removeLast() }
    return trimmed
}
