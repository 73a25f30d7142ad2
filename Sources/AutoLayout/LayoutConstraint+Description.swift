import Foundation

extension LayoutConstraint {
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
    public var description: String {
        if let sourceLocation { return snapKitDescription(sourceLocation) }
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

    /// SnapKit's description: `<SnapKit.LayoutConstraint:0x600000001230@Cell.swift#42
    /// UILabel:0x7fa000001200.top == UIView:0x7fa000001100.top + 8.0 ^750>`, the label (the
    /// identifier) in place of the address when there is one.
    private func snapKitDescription(_ location: String) -> String {
        var text =
            "<SnapKit.LayoutConstraint:\(identifier ?? address)@\(location) \(first.snapKitDescription) \(relation)"
        if let second {
            text += " \(second.snapKitDescription)"
            if multiplier != 1 { text += " * \(Double(multiplier))" }
            if constant > 0 { text += " + \(Double(constant))" }
            if constant < 0 { text += " - \(Double(-constant))" }
        } else {
            text += " \(Double(constant))"
        }
        if !priority.isRequired { text += " ^\(priority)" }
        return text + ">"
    }
}
