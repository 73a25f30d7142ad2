import AutoLayout

/// The attributes a DSL statement names on its left or right side: single ones and the
/// composites (`edges`, `size`, `center`, `margins`, ...), as SnapKit's
/// `ConstraintAttributes`.
public struct ConstraintAttributes: OptionSet, Sendable, Hashable {
    /// The attribute bits.
    public let rawValue: UInt
    /// Creates attributes from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// No attribute.
    public static let none = ConstraintAttributes([])
    /// The left edge.
    public static let left = ConstraintAttributes(rawValue: 1 << 0)
    /// The top edge.
    public static let top = ConstraintAttributes(rawValue: 1 << 1)
    /// The right edge.
    public static let right = ConstraintAttributes(rawValue: 1 << 2)
    /// The bottom edge.
    public static let bottom = ConstraintAttributes(rawValue: 1 << 3)
    /// The leading edge (left in a left-to-right layout).
    public static let leading = ConstraintAttributes(rawValue: 1 << 4)
    /// The trailing edge (right in a left-to-right layout).
    public static let trailing = ConstraintAttributes(rawValue: 1 << 5)
    /// The width.
    public static let width = ConstraintAttributes(rawValue: 1 << 6)
    /// The height.
    public static let height = ConstraintAttributes(rawValue: 1 << 7)
    /// The horizontal center.
    public static let centerX = ConstraintAttributes(rawValue: 1 << 8)
    /// The vertical center.
    public static let centerY = ConstraintAttributes(rawValue: 1 << 9)
    /// The baseline of the last line of text.
    public static let lastBaseline = ConstraintAttributes(rawValue: 1 << 10)
    /// The baseline of the first line of text.
    public static let firstBaseline = ConstraintAttributes(rawValue: 1 << 11)
    /// The left edge of the layout margins.
    public static let leftMargin = ConstraintAttributes(rawValue: 1 << 12)
    /// The right edge of the layout margins.
    public static let rightMargin = ConstraintAttributes(rawValue: 1 << 13)
    /// The top edge of the layout margins.
    public static let topMargin = ConstraintAttributes(rawValue: 1 << 14)
    /// The bottom edge of the layout margins.
    public static let bottomMargin = ConstraintAttributes(rawValue: 1 << 15)
    /// The leading edge of the layout margins.
    public static let leadingMargin = ConstraintAttributes(rawValue: 1 << 16)
    /// The trailing edge of the layout margins.
    public static let trailingMargin = ConstraintAttributes(rawValue: 1 << 17)
    /// The horizontal center of the layout margins.
    public static let centerXWithinMargins = ConstraintAttributes(rawValue: 1 << 18)
    /// The vertical center of the layout margins.
    public static let centerYWithinMargins = ConstraintAttributes(rawValue: 1 << 19)

    /// The four edges: left, top, right and bottom.
    public static let edges: ConstraintAttributes = [.left, .top, .right, .bottom]
    /// The left and right edges.
    public static let horizontalEdges: ConstraintAttributes = [.left, .right]
    /// The top and bottom edges.
    public static let verticalEdges: ConstraintAttributes = [.top, .bottom]
    /// The leading, top, trailing and bottom edges.
    public static let directionalEdges: ConstraintAttributes = [.leading, .top, .trailing, .bottom]
    /// The leading and trailing edges.
    public static let directionalHorizontalEdges: ConstraintAttributes = [.leading, .trailing]
    /// The top and bottom edges.
    public static let directionalVerticalEdges: ConstraintAttributes = [.top, .bottom]
    /// The width and the height.
    public static let size: ConstraintAttributes = [.width, .height]
    /// Both centers.
    public static let center: ConstraintAttributes = [.centerX, .centerY]
    /// The four edges of the layout margins.
    public static let margins: ConstraintAttributes = [.leftMargin, .topMargin, .rightMargin, .bottomMargin]
    /// The leading, top, trailing and bottom edges of the layout margins.
    public static let directionalMargins: ConstraintAttributes = [
        .leadingMargin, .topMargin, .trailingMargin, .bottomMargin,
    ]
    /// Both centers of the layout margins.
    public static let centerWithinMargins: ConstraintAttributes = [.centerXWithinMargins, .centerYWithinMargins]

    /// The bits and the layout attributes they stand for, in SnapKit's order.
    static let table: [(ConstraintAttributes, LayoutAttribute)] = [
        (.left, .left), (.top, .top), (.right, .right), (.bottom, .bottom), (.leading, .leading),
        (.trailing, .trailing), (.width, .width), (.height, .height), (.centerX, .centerX), (.centerY, .centerY),
        (.lastBaseline, .lastBaseline), (.firstBaseline, .firstBaseline), (.leftMargin, .leftMargin),
        (.rightMargin, .rightMargin), (.topMargin, .topMargin), (.bottomMargin, .bottomMargin),
        (.leadingMargin, .leadingMargin), (.trailingMargin, .trailingMargin),
        (.centerXWithinMargins, .centerXWithinMargins), (.centerYWithinMargins, .centerYWithinMargins),
    ]

    /// The single layout attributes, in SnapKit's order.
    var layoutAttributes: [LayoutAttribute] { Self.table.filter { contains($0.0) }.map(\.1) }

    /// The attributes a layout guide lacks: baselines and margins.
    static let viewOnly: ConstraintAttributes = [
        .lastBaseline, .firstBaseline, .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin,
        .trailingMargin, .centerXWithinMargins, .centerYWithinMargins,
    ]
}
