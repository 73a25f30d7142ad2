import Foundation

extension LayoutConstraint {
    /// One side of the relation, for the layers above that print constraints their own way:
    /// the item's node and the attribute (`nil` node for a side made by
    /// `anchorWithOffset(to:)`), and the side as UIKit prints it.
    package struct Side {
        package let node: LayoutNode?
        package let attribute: LayoutAttribute
        package let text: String
    }

    /// The first side.
    package var firstSide: Side { Side(node: first.node, attribute: first.attribute, text: first.description) }
    /// The second side, `nil` for a relation to a constant.
    package var secondSide: Side? {
        second.map { Side(node: $0.node, attribute: $0.attribute, text: $0.description) }
    }

    /// The relation itself, as UIKit prints it:
    /// `UILabel:0x7fa000001200.top == UIView:0x7fa000001100.top + 8`, then ` @750` for an
    /// optional priority.
    var defaultEquationDescription: String {
        Self.equation(
            first.description, relation, multiplier: multiplier, second: second?.description, constant: constant,
            priority: priority)
    }

    /// `first REL [m*]second [+ c | - c] [@p]`, or `first REL c` without a second side, with
    /// numbers as UIKit prints them (`- 16` for a negative constant).
    static func equation(
        _ first: String, _ relation: LayoutRelation, multiplier: CGFloat, second: String?, constant: CGFloat,
        priority: LayoutPriority
    ) -> String {
        var text = "\(first) \(relation)"
        if let second {
            text += " "
            if multiplier != 1 { text += "\(format(multiplier))*" }
            text += second
            if constant > 0 { text += " + \(format(constant))" }
            if constant < 0 { text += " - \(format(-constant))" }
        } else {
            text += constant < 0 ? " - \(format(-constant))" : " \(format(constant))"
        }
        if !priority.isRequired { text += " @\(priority)" }
        return text
    }

    /// UIKit's description:
    /// `<NSLayoutConstraint:0x600000001230 'name' UILabel:0x7fa000001200.top == UIView:0x7fa000001100.top + 8   (active)>`.
    public var uiKitDescription: String {
        var text = "<\(debugClassName):\(address) "
        if let identifier { text += "'\(identifier)' " }
        text += body
        let names = visualForm?.names.map { "names: \($0) " }
        switch (isActive, names) {
        case (true, nil): text += "   (active)"
        case (true, let names?): text += "   (active, \(names))"
        case (false, let names?): text += "   (\(names))"
        case (false, nil): break
        }
        return text + ">"
    }
}
