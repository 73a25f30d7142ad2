import Foundation

/// One edge, centre, baseline or size of a view or layout guide, for making constraints
/// (UIKit's `NSLayoutAnchor`). The type parameter keeps axes apart: an x-axis anchor
/// relates only to x-axis anchors, so mixing axes does not compile.
///
/// ```swift
/// label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8).isActive = true
/// ```
@MainActor
public class LayoutAnchor<AnchorType: AnyObject>: @MainActor CustomStringConvertible {
    let source: AnchorSource
    private let addressNumber = DebugAddress.object()
    /// The fake memory address printed in descriptions.
    var address: String { DebugAddress.text(addressNumber) }

    init(_ source: AnchorSource) { self.source = source }

    /// The item the anchor belongs to; `nil` for an anchor made by `anchorWithOffset(to:)`.
    public var item: (any LayoutItem)? { source.node?.item }
    /// The attribute the anchor stands for.
    public var attribute: LayoutAttribute { source.attribute }

    var className: String { "NSLayoutAnchor" }

    /// `<NSLayoutXAxisAnchor:0x600000001200 "UIView:0x7fa000001100.centerX">`, as UIKit
    /// prints anchors in its messages.
    public var description: String { "<\(className):\(address) \"\(source.description)\">" }

    /// `self == anchor`, required and not yet active (UIKit declares this and the form
    /// with a constant as two methods).
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.equal, anchor, 0)
    }

    /// `self == anchor + constant`, required and not yet active.
    public func constraint(equalTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, constant)
    }

    /// `self >= anchor`, required and not yet active (UIKit declares this and the form
    /// with a constant as two methods).
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0)
    }

    /// `self >= anchor + constant`, required and not yet active.
    public func constraint(greaterThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint
    {
        make(.greaterThanOrEqual, anchor, constant)
    }

    /// `self <= anchor`, required and not yet active (UIKit declares this and the form
    /// with a constant as two methods).
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 0)
    }

    /// `self <= anchor + constant`, required and not yet active.
    public func constraint(lessThanOrEqualTo anchor: LayoutAnchor<AnchorType>, constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant)
    }

    func make(
        _ relation: LayoutRelation, _ anchor: LayoutAnchor<AnchorType>?, _ constant: CGFloat,
        multiplier: CGFloat = 1
    ) -> LayoutConstraint {
        LayoutConstraint(
            first: source, relation: relation, second: anchor?.source, multiplier: multiplier, constant: constant)
    }
}

/// A horizontal position: left, right, leading, trailing, centre x.
@MainActor
public final class LayoutXAxisAnchor: LayoutAnchor<LayoutXAxisAnchor> {
    override var className: String { "NSLayoutXAxisAnchor" }

    /// A size anchor for the distance from this anchor to `otherAnchor` (positive when
    /// `otherAnchor` lies to the right), so gaps can be made equal or proportional.
    public func anchorWithOffset(to otherAnchor: LayoutXAxisAnchor) -> LayoutDimension {
        LayoutDimension(.offset(from: source, to: otherAnchor.source))
    }

    /// `self == anchor + multiplier * 8`: the standard spacing after `anchor`.
    public func constraint(equalToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        make(.equal, anchor, SystemSpacing.standard * multiplier)
    }

    /// `self >= anchor + multiplier * 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, SystemSpacing.standard * multiplier)
    }

    /// `self <= anchor + multiplier * 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingAfter anchor: LayoutXAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, SystemSpacing.standard * multiplier)
    }
}

/// A vertical position: top, bottom, centre y, baselines.
@MainActor
public final class LayoutYAxisAnchor: LayoutAnchor<LayoutYAxisAnchor> {
    override var className: String { "NSLayoutYAxisAnchor" }

    /// A size anchor for the distance from this anchor down to `otherAnchor`.
    public func anchorWithOffset(to otherAnchor: LayoutYAxisAnchor) -> LayoutDimension {
        LayoutDimension(.offset(from: source, to: otherAnchor.source))
    }

    /// `self == anchor + multiplier * 8`: the standard spacing below `anchor`.
    public func constraint(equalToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat) -> LayoutConstraint
    {
        make(.equal, anchor, SystemSpacing.standard * multiplier)
    }

    /// `self >= anchor + multiplier * 8`.
    public func constraint(
        greaterThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, SystemSpacing.standard * multiplier)
    }

    /// `self <= anchor + multiplier * 8`.
    public func constraint(
        lessThanOrEqualToSystemSpacingBelow anchor: LayoutYAxisAnchor, multiplier: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, SystemSpacing.standard * multiplier)
    }
}

/// A size: width, height, or the distance between two anchors.
@MainActor
public final class LayoutDimension: LayoutAnchor<LayoutDimension> {
    override var className: String { "NSLayoutDimension" }

    /// `self == constant`.
    public func constraint(equalToConstant constant: CGFloat) -> LayoutConstraint { make(.equal, nil, constant) }
    /// `self >= constant`.
    public func constraint(greaterThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, nil, constant)
    }
    /// `self <= constant`.
    public func constraint(lessThanOrEqualToConstant constant: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, nil, constant)
    }

    /// `self == multiplier * anchor`.
    public func constraint(equalTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.equal, anchor, 0, multiplier: multiplier)
    }

    /// `self == multiplier * anchor + constant`.
    public func constraint(
        equalTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        make(.equal, anchor, constant, multiplier: multiplier)
    }

    /// `self >= multiplier * anchor`.
    public func constraint(greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, 0, multiplier: multiplier)
    }

    /// `self >= multiplier * anchor + constant`.
    public func constraint(
        greaterThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        make(.greaterThanOrEqual, anchor, constant, multiplier: multiplier)
    }

    /// `self <= multiplier * anchor`.
    public func constraint(lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, 0, multiplier: multiplier)
    }

    /// `self <= multiplier * anchor + constant`.
    public func constraint(
        lessThanOrEqualTo anchor: LayoutDimension, multiplier: CGFloat, constant: CGFloat
    ) -> LayoutConstraint {
        make(.lessThanOrEqual, anchor, constant, multiplier: multiplier)
    }
}

/// UIKit's standard spacing between sibling views and from a view to its superview's
/// edge: 8 points.
public enum SystemSpacing {
    /// 8 points.
    public static let standard: CGFloat = 8
    /// 20 points: the standard distance to the superview's edge in visual formats.
    public static let toSuperview: CGFloat = 20
}

extension View {
    private func x(_ a: LayoutAttribute) -> LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(layoutNode, a)) }
    private func y(_ a: LayoutAttribute) -> LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(layoutNode, a)) }

    /// The leading edge (left in left-to-right layouts).
    public var leadingAnchor: LayoutXAxisAnchor { x(.leading) }
    /// The trailing edge (right in left-to-right layouts).
    public var trailingAnchor: LayoutXAxisAnchor { x(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { x(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { x(.right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { x(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { y(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { y(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { y(.centerY) }
    /// The baseline of the first line of text (the bottom edge for views without text).
    public var firstBaselineAnchor: LayoutYAxisAnchor { y(.firstBaseline) }
    /// The baseline of the last line of text (the bottom edge for views without text).
    public var lastBaselineAnchor: LayoutYAxisAnchor { y(.lastBaseline) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(.attribute(layoutNode, .width)) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(.attribute(layoutNode, .height)) }
}

extension LayoutGuide {
    private func x(_ a: LayoutAttribute) -> LayoutXAxisAnchor { LayoutXAxisAnchor(.attribute(layoutNode, a)) }
    private func y(_ a: LayoutAttribute) -> LayoutYAxisAnchor { LayoutYAxisAnchor(.attribute(layoutNode, a)) }

    /// The leading edge.
    public var leadingAnchor: LayoutXAxisAnchor { x(.leading) }
    /// The trailing edge.
    public var trailingAnchor: LayoutXAxisAnchor { x(.trailing) }
    /// The left edge.
    public var leftAnchor: LayoutXAxisAnchor { x(.left) }
    /// The right edge.
    public var rightAnchor: LayoutXAxisAnchor { x(.right) }
    /// The horizontal centre.
    public var centerXAnchor: LayoutXAxisAnchor { x(.centerX) }
    /// The top edge.
    public var topAnchor: LayoutYAxisAnchor { y(.top) }
    /// The bottom edge.
    public var bottomAnchor: LayoutYAxisAnchor { y(.bottom) }
    /// The vertical centre.
    public var centerYAnchor: LayoutYAxisAnchor { y(.centerY) }
    /// The width.
    public var widthAnchor: LayoutDimension { LayoutDimension(.attribute(layoutNode, .width)) }
    /// The height.
    public var heightAnchor: LayoutDimension { LayoutDimension(.attribute(layoutNode, .height)) }
}
