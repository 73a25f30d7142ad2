import Cassowary
import Foundation

/// What one side of a constraint measures: an attribute of an item, or the distance
/// between two anchors (``LayoutXAxisAnchor/anchorWithOffset(to:)``).
@MainActor
indirect enum AnchorSource {
    case attribute(LayoutNode, LayoutAttribute)
    case offset(from: AnchorSource, to: AnchorSource)

    /// Whether two anchors are the same attribute of the same items.
    func sameAnchor(as other: AnchorSource) -> Bool {
        switch (self, other) {
        case (.attribute(let a, let x), .attribute(let b, let y)): a === b && x == y
        case (.offset(let a1, let a2), .offset(let b1, let b2)): a1.sameAnchor(as: b1) && a2.sameAnchor(as: b2)
        default: false
        }
    }

    /// The items the anchor refers to.
    var nodes: [LayoutNode] {
        switch self {
        case .attribute(let node, _): [node]
        case .offset(let from, let to): from.nodes + to.nodes
        }
    }

    /// The item, for a plain attribute.
    var node: LayoutNode? {
        if case .attribute(let node, _) = self { return node }
        return nil
    }

    /// The attribute, for a plain attribute.
    var attribute: LayoutAttribute {
        if case .attribute(_, let attribute) = self { return attribute }
        return .notAnAttribute
    }

    /// Whether the anchor is a size (a dimension or an offset between two anchors).
    var isDimension: Bool {
        switch self {
        case .attribute(_, let attribute): attribute.isDimension
        case .offset: true
        }
    }

    /// `UIView:0x7fa000001200.top`, or `(A.leading -> B.leading)` for an offset.
    var description: String {
        switch self {
        case .attribute(let node, let attribute): "\(node.debugName).\(attribute)"
        case .offset(let from, let to): "(\(from.description) -> \(to.description))"
        }
    }

    /// Whether the anchor involves leading or trailing.
    var isDirectional: Bool {
        switch self {
        case .attribute(_, let attribute):
            [.leading, .trailing, .leadingMargin, .trailingMargin].contains(attribute)
        case .offset(let from, let to): from.isDirectional || to.isDirectional
        }
    }

    /// The anchor as a linear expression of the engine's unknowns, in root coordinates.
    var expression: LinearExpression { expression(mirrored: false) }

    /// The anchor as a linear expression; when `mirrored`, x positions are measured from
    /// right to left (negated), and leading is the right edge, so that a constraint
    /// between leading and trailing edges reads the same in right-to-left layouts.
    func expression(mirrored: Bool) -> LinearExpression {
        switch self {
        case .attribute(let node, let attribute): Self.expression(of: attribute, node: node, mirrored: mirrored)
        case .offset(let from, let to): to.expression(mirrored: mirrored) - from.expression(mirrored: mirrored)
        }
    }

    /// How far a margin attribute lies inside the plain one: `leftMargin` is `left` plus
    /// the left margin, `rightMargin` is `right` minus the right margin.
    private static func marginOffset(_ plain: LayoutAttribute, _ view: View, _ mirrored: Bool) -> LinearExpression {
        let m = view.effectiveLayoutMargins
        view.lastMarginsForAttributes = m
        let rightToLeft = view.effectiveUserInterfaceLayoutDirection == .rightToLeft
        let offset: CGFloat =
            switch plain {
            case .left: m.left
            case .right: -m.right
            case .top: m.top
            case .bottom: -m.bottom
            case .leading: rightToLeft ? -m.right : m.left
            case .trailing: rightToLeft ? m.left : -m.right
            case .centerX: (m.left - m.right) / 2
            case .centerY: (m.top - m.bottom) / 2
            default: 0
            }
        let mirroredX = mirrored && plain.axis == .horizontal
        return LinearExpression(Double(mirroredX ? -offset : offset))
    }

    private static func expression(of attribute: LayoutAttribute, node: LayoutNode, mirrored: Bool) -> LinearExpression
    {
        if let plain = attribute.withoutMargin, let view = node.item as? View {
            return expression(of: plain, node: node, mirrored: mirrored) + marginOffset(plain, view, mirrored)
        }
        if mirrored, attribute.axis == .horizontal, !attribute.isDimension {
            let physical: LayoutAttribute =
                switch attribute {
                case .leading: .right
                case .trailing: .left
                default: attribute
                }
            return -expression(of: physical, node: node, mirrored: false)
        }
        let x = LinearExpression(node.minX)
        let y = LinearExpression(node.minY)
        let w = LinearExpression(node.width)
        let h = LinearExpression(node.height)
        switch attribute.withoutMargin ?? attribute {
        case .left: return x
        case .right: return x + w
        case .top: return y
        case .bottom: return y + h
        case .leading: return x
        case .trailing: return x + w
        case .width: return w
        case .height: return h
        case .centerX: return x + 0.5 * w
        case .centerY: return y + 0.5 * h
        case .firstBaseline, .lastBaseline:
            let metrics = (node.item as? View)?.baselineMetrics(first: attribute == .firstBaseline)
            let (factor, offset) = metrics ?? (1, 0)
            return y + Double(factor) * h + Double(offset)
        default: return LinearExpression(0)
        }
    }
}
