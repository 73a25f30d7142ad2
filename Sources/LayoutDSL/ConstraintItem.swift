import AutoLayout

/// An item and some of its attributes, on the right of a DSL relation: `other.snp.top`,
/// `other.snp.edges`, or a whole view (no attributes: the same as the left side's).
@MainActor
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide, `nil` for a constant or once the item is gone.
    public var target: (any LayoutItem)? { node?.item }
    /// The target's layout node, which forgets the target when it goes away (a weak
    /// reference to the view would slow every retain of it, see docs/layout-pass.md).
    private let node: LayoutNode?
    /// The attributes named; empty means "the same as the left side".
    public let attributes: ConstraintAttributes
    /// Whether the item stands for a constant (no view or guide was given).
    var isConstant: Bool { node == nil }

    init(target: (any LayoutItem)?, attributes: ConstraintAttributes) {
        node = target?.layoutNode
        self.attributes = attributes
    }

    /// The view the item is or belongs to.
    var view: View? { node?.view }

    /// The superview of a view, the owning view of a guide.
    var superviewOfTarget: View? { target?.owningView }
}

/// The right-hand attributes of an item, for `make.top.equalTo(other.snp.bottom)`.
@MainActor
public protocol ConstraintAttributesDSL {
    /// The view or guide the attributes belong to.
    var layoutItem: any LayoutItem { get }
}

extension ConstraintAttributesDSL {
    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: layoutItem, attributes: attributes)
    }

    /// This item's left edge, for the right side of a relation.
    public var left: ConstraintItem { item(.left) }
    /// This item's top edge, for the right side of a relation.
    public var top: ConstraintItem { item(.top) }
    /// This item's right edge, for the right side of a relation.
    public var right: ConstraintItem { item(.right) }
    /// This item's bottom edge, for the right side of a relation.
    public var bottom: ConstraintItem { item(.bottom) }
    /// This item's leading edge, for the right side of a relation.
    public var leading: ConstraintItem { item(.leading) }
    /// This item's trailing edge, for the right side of a relation.
    public var trailing: ConstraintItem { item(.trailing) }
    /// This item's width, for the right side of a relation.
    public var width: ConstraintItem { item(.width) }
    /// This item's height, for the right side of a relation.
    public var height: ConstraintItem { item(.height) }
    /// This item's horizontal center, for the right side of a relation.
    public var centerX: ConstraintItem { item(.centerX) }
    /// This item's vertical center, for the right side of a relation.
    public var centerY: ConstraintItem { item(.centerY) }
    /// This item's four edges, for the right side of a relation.
    public var edges: ConstraintItem { item(.edges) }
    /// This item's left and right edges, for the right side of a relation.
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    /// This item's top and bottom edges, for the right side of a relation.
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    /// This item's leading, top, trailing and bottom edges, for the right side of a relation.
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    /// This item's leading and trailing edges, for the right side of a relation.
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    /// This item's top and bottom edges, for the right side of a relation.
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    /// This item's width and height, for the right side of a relation.
    public var size: ConstraintItem { item(.size) }
    /// This item's two centers, for the right side of a relation.
    public var center: ConstraintItem { item(.center) }
    /// This item's last baseline, for the right side of a relation.
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    /// This item's first baseline, for the right side of a relation.
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    /// This item's left margin, for the right side of a relation.
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    /// This item's top margin, for the right side of a relation.
    public var topMargin: ConstraintItem { item(.topMargin) }
    /// This item's right margin, for the right side of a relation.
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    /// This item's bottom margin, for the right side of a relation.
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    /// This item's leading margin, for the right side of a relation.
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    /// This item's trailing margin, for the right side of a relation.
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    /// This item's horizontal center within its margins, for the right side of a relation.
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    /// This item's vertical center within its margins, for the right side of a relation.
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    /// This item's four margins, for the right side of a relation.
    public var margins: ConstraintItem { item(.margins) }
    /// This item's leading, top, trailing and bottom margins, for the right side of a relation.
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    /// This item's two centers within its margins, for the right side of a relation.
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}
