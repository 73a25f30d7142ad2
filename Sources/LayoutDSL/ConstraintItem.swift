import AutoLayout

/// An item and some of its attributes, on the right of a DSL relation: `other.snp.top`,
/// `other.snp.edges`, or a whole view (no attributes: the same as the left side's).
public final class ConstraintItem: ConstraintRelatableTarget {
    /// The view or guide, `nil` for a constant.
    public private(set) weak var target: (any LayoutItem)?
    /// The attributes named; empty means "the same as the left side".
    public let attributes: ConstraintAttributes
    let isConstant: Bool

    init(target: (any LayoutItem)?, attributes: ConstraintAttributes) {
        self.target = target
        self.attributes = attributes
        isConstant = target == nil
    }

    /// The view the item is or belongs to.
    var view: View? { (target as? View) ?? (target as? LayoutGuide)?.owningView }

    /// The superview of a view, the owning view of a guide.
    var superviewOfTarget: View? { (target as? View)?.superview ?? (target as? LayoutGuide)?.owningView }
}

/// The right-hand attributes of an item, for `make.top.equalTo(other.snp.bottom)`.
public protocol ConstraintAttributesDSL {
    /// The view or guide the attributes belong to.
    var layoutItem: any LayoutItem { get }
}

extension ConstraintAttributesDSL {
    private func item(_ attributes: ConstraintAttributes) -> ConstraintItem {
        ConstraintItem(target: layoutItem, attributes: attributes)
    }

    public var left: ConstraintItem { item(.left) }
    public var top: ConstraintItem { item(.top) }
    public var right: ConstraintItem { item(.right) }
    public var bottom: ConstraintItem { item(.bottom) }
    public var leading: ConstraintItem { item(.leading) }
    public var trailing: ConstraintItem { item(.trailing) }
    public var width: ConstraintItem { item(.width) }
    public var height: ConstraintItem { item(.height) }
    public var centerX: ConstraintItem { item(.centerX) }
    public var centerY: ConstraintItem { item(.centerY) }
    public var edges: ConstraintItem { item(.edges) }
    public var horizontalEdges: ConstraintItem { item(.horizontalEdges) }
    public var verticalEdges: ConstraintItem { item(.verticalEdges) }
    public var directionalEdges: ConstraintItem { item(.directionalEdges) }
    public var directionalHorizontalEdges: ConstraintItem { item(.directionalHorizontalEdges) }
    public var directionalVerticalEdges: ConstraintItem { item(.directionalVerticalEdges) }
    public var size: ConstraintItem { item(.size) }
    public var center: ConstraintItem { item(.center) }
    public var lastBaseline: ConstraintItem { item(.lastBaseline) }
    public var firstBaseline: ConstraintItem { item(.firstBaseline) }
    public var leftMargin: ConstraintItem { item(.leftMargin) }
    public var topMargin: ConstraintItem { item(.topMargin) }
    public var rightMargin: ConstraintItem { item(.rightMargin) }
    public var bottomMargin: ConstraintItem { item(.bottomMargin) }
    public var leadingMargin: ConstraintItem { item(.leadingMargin) }
    public var trailingMargin: ConstraintItem { item(.trailingMargin) }
    public var centerXWithinMargins: ConstraintItem { item(.centerXWithinMargins) }
    public var centerYWithinMargins: ConstraintItem { item(.centerYWithinMargins) }
    public var margins: ConstraintItem { item(.margins) }
    public var directionalMargins: ConstraintItem { item(.directionalMargins) }
    public var centerWithinMargins: ConstraintItem { item(.centerWithinMargins) }
}
