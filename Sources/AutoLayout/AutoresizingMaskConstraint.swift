import Cassowary
import Foundation

/// Which parts of a view's frame stretch when its superview's size changes
/// (UIKit's `UIView.AutoresizingMask`).
public struct AutoresizingMask: OptionSet, Sendable, Hashable {
    /// The mask bits.
    public let rawValue: UInt
    /// Creates a mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The left margin stretches.
    public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
    /// The width stretches.
    public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
    /// The right margin stretches.
    public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
    /// The top margin stretches.
    public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
    /// The height stretches.
    public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
    /// The bottom margin stretches.
    public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)

    /// The three flags of an axis: leading margin, size, trailing margin. With none set,
    /// the trailing margin stretches (the view keeps its position and size).
    func flexibility(_ axis: LayoutAxis) -> (low: Bool, size: Bool, high: Bool) {
        let flags =
            axis == .horizontal
            ? (contains(.flexibleLeftMargin), contains(.flexibleWidth), contains(.flexibleRightMargin))
            : (contains(.flexibleTopMargin), contains(.flexibleHeight), contains(.flexibleBottomMargin))
        return flags.0 || flags.1 || flags.2 ? flags : (false, false, true)
    }

    /// `h=--& v=--&`: margin, size, margin per axis; `-` fixed, `&` flexible.
    var debugText: String {
        func text(_ f: (low: Bool, size: Bool, high: Bool)) -> String {
            [f.low, f.size, f.high].map { $0 ? "&" : "-" }.joined()
        }
        return "h=\(text(flexibility(.horizontal))) v=\(text(flexibility(.vertical)))"
    }
}

/// A constraint made from a frame and an autoresizing mask
/// (`NSAutoresizingMaskLayoutConstraint`): the view's size or mid point on one axis as a
/// linear function of its superview's size, so that the stretchable parts share any change
/// of the superview's size in proportion to their sizes, as autoresizing does.
@MainActor
final class AutoresizingMaskConstraint: LayoutConstraint {
    let mask: AutoresizingMask
    let isPosition: Bool
    let axis: LayoutAxis
    let node: LayoutNode
    let superNode: LayoutNode?

    init(view: View, axis: LayoutAxis, isPosition: Bool, multiplier: CGFloat, constant: CGFloat) {
        mask = view.autoresizingMask
        self.isPosition = isPosition
        self.axis = axis
        node = view.layoutNode
        superNode = view.superview?.layoutNode
        let size: LayoutAttribute = axis == .horizontal ? .width : .height
        let position: LayoutAttribute = axis == .horizontal ? .centerX : .centerY
        var second: AnchorSource?
        if multiplier != 0, let superNode { second = .attribute(superNode, size) }
        super.init(
            first: .attribute(node, isPosition ? position : size), relation: .equal, second: second,
            multiplier: multiplier, constant: constant, validating: false)
    }

    override var className: String { "NSAutoresizingMaskLayoutConstraint" }

    override func shapeDetailsMatch(_ other: LayoutConstraint) -> Bool {
        guard let other = other as? AutoresizingMaskConstraint else { return false }
        return mask == other.mask && isPosition == other.isPosition && axis == other.axis && node === other.node
            && superNode === other.superNode
    }
    override var isSystemGenerated: Bool { true }

    override var body: String {
        let name = isPosition ? (axis == .horizontal ? "midX" : "midY") : (axis == .horizontal ? "width" : "height")
        let equation = Self.equation(
            "\(node.debugName).\(name)", .equal, multiplier: multiplier, second: second?.description,
            constant: constant, priority: .required)
        return "\(mask.debugText) \(equation)"
    }

    /// Positions are relative to the superview's left or top edge.
    override func lowered() -> [LinearConstraint] {
        guard isPosition, let superNode else { return super.lowered() }
        let origin = axis == .horizontal ? superNode.minX : superNode.minY
        let base = super.lowered()[0]
        return [LinearConstraint(base.expression - LinearExpression(origin), .equal)]
    }

    /// How much of a change of the superview's length each part takes: margin, size,
    /// margin, in proportion to the stretchable parts' lengths (equally when they are all 0).
    static func shares(
        origin: CGFloat, size: CGFloat, total: CGFloat, flexibility f: (low: Bool, size: Bool, high: Bool)
    ) -> (low: CGFloat, size: CGFloat, high: CGFloat) {
        let (low, high) = (origin, total - origin - size)
        func part(_ length: CGFloat, _ flexible: Bool) -> CGFloat { flexible ? max(length, 0) : 0 }
        let flexibleTotal = part(low, f.low) + part(size, f.size) + part(high, f.high)
        let count = CGFloat((f.low ? 1 : 0) + (f.size ? 1 : 0) + (f.high ? 1 : 0))
        func share(_ length: CGFloat, _ flexible: Bool) -> CGFloat {
            guard flexible else { return 0 }
            return flexibleTotal > 0 ? max(length, 0) / flexibleTotal : 1 / count
        }
        return (share(low, f.low), share(size, f.size), share(high, f.high))
    }

    /// The origin and length on one axis after the superview's length changed.
    static func resize(
        origin: CGFloat, size: CGFloat, in old: CGFloat, to new: CGFloat,
        flexibility: (low: Bool, size: Bool, high: Bool)
    ) -> (CGFloat, CGFloat) {
        let share = shares(origin: origin, size: size, total: old, flexibility: flexibility)
        let delta = new - old
        return (origin + share.low * delta, max(0, size + share.size * delta))
    }

    /// The constraints for a view's frame: size and mid point on each axis (size only for
    /// a root view).
    static func make(for view: View) -> [LayoutConstraint] {
        make(for: view, axis: .horizontal) + make(for: view, axis: .vertical)
    }

    /// The constraints for a view's frame on one axis. They hold the view's alignment
    /// rectangle (the frame inset by its alignment insets) where the frame puts it, against
    /// the superview's alignment rectangle, which the engine solves: the insets move only
    /// the constants.
    private static func make(for view: View, axis: LayoutAxis) -> [LayoutConstraint] {
        let frame = view.frame
        let (origin, size) = axis == .horizontal ? (frame.minX, frame.width) : (frame.minY, frame.height)
        let own = insets(of: view, axis)
        guard let superview = view.superview else {
            return [
                AutoresizingMaskConstraint(
                    view: view, axis: axis, isPosition: false, multiplier: 0, constant: size - own.low - own.high)
            ]
        }
        let total = axis == .horizontal ? superview.bounds.width : superview.bounds.height
        let share = shares(
            origin: origin, size: size, total: total, flexibility: view.autoresizingMask.flexibility(axis))
        let sizeFactor = share.size
        let midFactor = share.low + share.size / 2
        let outer = insets(of: superview, axis)
        return [
            AutoresizingMaskConstraint(
                view: view, axis: axis, isPosition: true, multiplier: midFactor,
                constant: origin + size / 2 - midFactor * total + (own.low - own.high) / 2 - outer.low + midFactor
                    * (outer.low + outer.high)),
            AutoresizingMaskConstraint(
                view: view, axis: axis, isPosition: false, multiplier: sizeFactor,
                constant: size - sizeFactor * total - own.low - own.high + sizeFactor * (outer.low + outer.high)),
        ]
    }

    /// A view's alignment insets on one axis: left and right, or top and bottom.
    private static func insets(of view: View, _ axis: LayoutAxis) -> (low: CGFloat, high: CGFloat) {
        let insets = view.alignmentRectInsets
        return axis == .horizontal ? (insets.left, insets.right) : (insets.top, insets.bottom)
    }
}
