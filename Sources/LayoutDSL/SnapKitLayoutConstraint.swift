import AutoLayout
import Foundation

/// A layout constraint made by a DSL statement; it describes itself as SnapKit's
/// `LayoutConstraint` does, with the statement's file and line:
/// `<SnapKit.LayoutConstraint:0x600000001230@Cell.swift#42 UILabel:0x7fa000001200.top == UIView:0x7fa000001100.top + 8.0 ^750>`,
/// the label (the identifier) in place of the address when there is one, a view's
/// `snp.setLabel` name in place of its address, and numbers as Swift prints a `CGFloat`.
@MainActor
final class SnapKitLayoutConstraint: LayoutConstraint {
    /// Where the statement was written: `Cell.swift#42`.
    let location: String

    init(
        location: String, item: any LayoutItem, attribute: LayoutAttribute, relatedBy relation: LayoutRelation,
        toItem: (any LayoutItem)?, attribute secondAttribute: LayoutAttribute, multiplier: CGFloat,
        constant: CGFloat
    ) throws(LayoutError) {
        if let error = LayoutConstraint.validationError(
            item: item, attribute: attribute, toItem: toItem, attribute: secondAttribute, multiplier: multiplier,
            constant: constant)
        {
            throw error
        }
        self.location = location
        super.init(
            item: item, attribute: attribute, relatedBy: relation, toItem: toItem, attribute: secondAttribute,
            multiplier: multiplier, constant: constant)
    }

    override var description: String {
        var text = "<SnapKit.LayoutConstraint:\(identifier ?? address)@\(location) \(Self.name(firstSide)) \(relation)"
        if let second = secondSide {
            text += " \(Self.name(second))"
            if multiplier != 1 { text += " * \(Double(multiplier))" }
            if constant > 0 { text += " + \(Double(constant))" }
            if constant < 0 { text += " - \(Double(-constant))" }
        } else {
            text += " \(Double(constant))"
        }
        if !priority.isRequired { text += " ^\(priority)" }
        return text + ">"
    }

    /// As SnapKit names one side: `UILabel:0x7fa000001200.top`, the view's label in place of
    /// its address; a guide or an offset side as UIKit prints it.
    private static func name(_ side: Side) -> String {
        guard let view = side.node?.item as? View else { return side.text }
        let label = DSLItemState.existing(view)?.label ?? view.address
        return "\(view.debugClassName):\(label).\(side.attribute)"
    }
}
