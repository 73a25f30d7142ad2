import AutoLayout
import Foundation

/// What one attribute of a statement relates to: SnapKit's mapping from the left side's
/// attributes to the right side's item, attribute and constant.
@MainActor
struct ConstraintPlan {
    var attribute: LayoutAttribute
    var toItem: (any LayoutItem)?
    var toAttribute: LayoutAttribute
    var constant: CGFloat

    /// The plans of a statement, one per attribute on the left.
    ///
    /// - A target without attributes (a view, a guide, a constant) relates each attribute to
    ///   the same one; a size to a constant relates to nothing; any other attribute to a
    ///   constant relates to the superview (`make.top.equalTo(8)` is 8 below its top).
    /// - Identical attribute sets map pairwise; `edges` and `margins`, and `directionalEdges`
    ///   and `directionalMargins`, map to each other; a single attribute takes every one.
    static func plans(
        from item: any LayoutItem, attributes: ConstraintAttributes, to related: ConstraintItem,
        constant: ConstantValue
    ) throws(LayoutError) -> [ConstraintPlan] {
        let fromAttributes = attributes.layoutAttributes
        let toAttributes = related.attributes.layoutAttributes
        var plans: [ConstraintPlan] = []
        for attribute in fromAttributes {
            let toAttribute: LayoutAttribute
            if toAttributes.isEmpty {
                toAttribute = related.isConstant && attribute.isDimension ? .notAnAttribute : attribute
            } else if related.attributes == attributes {
                toAttribute = attribute
            } else if let mapped = pairedMargin(attribute, from: attributes, to: related.attributes) {
                toAttribute = mapped
            } else if toAttributes.count == 1 {
                toAttribute = toAttributes[0]
            } else {
                throw .invalidDSLStatement(
                    message: "Cannot constrain to multiple non-identical attributes.", location: "")
            }
            var target = related.target
            if related.isConstant, toAttribute != .notAnAttribute {
                target = item.owningView
                guard target != nil else {
                    throw .invalidDSLStatement(
                        message: "Expected superview but found nil when attempting make constraint to a constant "
                            + "for `\(attribute)`.", location: "")
                }
            }
            let constantAttribute = toAttribute == .notAnAttribute ? attribute : toAttribute
            plans.append(
                ConstraintPlan(
                    attribute: attribute, toItem: toAttribute == .notAnAttribute ? nil : target,
                    toAttribute: toAttribute, constant: constant.value(for: constantAttribute)))
        }
        return plans
    }

    private static func pairedMargin(
        _ attribute: LayoutAttribute, from: ConstraintAttributes, to: ConstraintAttributes
    ) -> LayoutAttribute? {
        let pairs: [(LayoutAttribute, LayoutAttribute)] = [
            (.left, .leftMargin), (.right, .rightMargin), (.top, .topMargin), (.bottom, .bottomMargin),
            (.leading, .leadingMargin), (.trailing, .trailingMargin),
        ]
        if from == .edges && to == .margins || from == .directionalEdges && to == .directionalMargins {
            return pairs.first { $0.0 == attribute }?.1
        }
        if from == .margins && to == .edges || from == .directionalMargins && to == .directionalEdges {
            return pairs.first { $0.1 == attribute }?.0
        }
        return nil
    }

    /// The names of attributes an item lacks: a layout guide has no baselines or margins.
    static func missingAttributes(of item: (any LayoutItem)?, in attributes: [LayoutAttribute]) -> [LayoutAttribute] {
        guard item is LayoutGuide else { return [] }
        let viewOnly = ConstraintAttributes.viewOnly.layoutAttributes
        return attributes.filter { viewOnly.contains($0) }
    }
}
