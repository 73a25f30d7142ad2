import Cassowary
import Foundation

/// The pair of constraints an intrinsic size makes on one axis
/// (`NSContentSizeLayoutConstraint`): `size <= intrinsic` at the content-hugging priority
/// and `size >= intrinsic` at the compression-resistance priority.
@MainActor
final class ContentSizeConstraint: LayoutConstraint {
    let hugging: LayoutPriority
    let compressionResistance: LayoutPriority

    init(view: View, axis: LayoutAxis, size: CGFloat, hugging: LayoutPriority, compressionResistance: LayoutPriority) {
        self.hugging = hugging
        self.compressionResistance = compressionResistance
        super.init(
            first: .attribute(view.layoutNode, axis == .horizontal ? .width : .height), relation: .equal,
            second: nil, multiplier: 1, constant: size, validating: false)
    }

    override var className: String { "NSContentSizeLayoutConstraint" }

    override func shapeDetailsMatch(_ other: LayoutConstraint) -> Bool {
        guard let other = other as? ContentSizeConstraint else { return false }
        return hugging == other.hugging && compressionResistance == other.compressionResistance
    }
    override var isSystemGenerated: Bool { true }

    /// `UILabel:0x7fa000001200'Title'.width == 66 Hug:250 CompressionResistance:750`.
    override var body: String {
        "\(first.description) == \(format(constant)) Hug:\(hugging) CompressionResistance:\(compressionResistance)"
    }

    override func lowered() -> [LinearConstraint] {
        let size = first.expression - Double(constant)
        return [
            LinearConstraint(size, .lessThanOrEqual, priority: hugging.solverPriority),
            LinearConstraint(size, .greaterThanOrEqual, priority: compressionResistance.solverPriority),
        ]
    }
}

/// A view's content-hugging and compression-resistance priorities on both axes.
struct ContentPriorities {
    var hugging = AxisPair(horizontal: .defaultLow, vertical: .defaultLow)
    var compressionResistance = AxisPair(horizontal: .defaultHigh, vertical: .defaultHigh)

    /// One priority per axis (read for every intrinsic size refreshed: a field each, no
    /// hashing).
    struct AxisPair {
        var horizontal: LayoutPriority
        var vertical: LayoutPriority

        subscript(axis: LayoutAxis) -> LayoutPriority {
            get { axis == .horizontal ? horizontal : vertical }
            set {
                if axis == .horizontal { horizontal = newValue } else { vertical = newValue }
            }
        }
    }
}

extension View {
    /// The value of an intrinsic size axis that has no size of its own: -1.
    public static let noIntrinsicMetric: CGFloat = -1

    /// How strongly the view resists growing beyond its intrinsic size on an axis
    /// (250 unless set).
    public func contentHuggingPriority(for axis: LayoutAxis) -> LayoutPriority {
        contentPriorities.hugging[axis]
    }

    /// Sets the content-hugging priority of an axis; the engine re-solves incrementally.
    /// A priority outside 1...1000 is reported and ignored.
    public func setContentHuggingPriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return LayoutErrors.report(.priorityOutOfRange(priority.rawValue)) }
        contentPriorities.hugging[axis] = priority
        refreshContentSizeConstraints()
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis
    /// (750 unless set).
    public func contentCompressionResistancePriority(for axis: LayoutAxis) -> LayoutPriority {
        contentPriorities.compressionResistance[axis]
    }

    /// Sets the compression-resistance priority of an axis; the engine re-solves
    /// incrementally. A priority outside 1...1000 is reported and ignored.
    public func setContentCompressionResistancePriority(_ priority: LayoutPriority, for axis: LayoutAxis) {
        guard priority.isValid else { return LayoutErrors.report(.priorityOutOfRange(priority.rawValue)) }
        contentPriorities.compressionResistance[axis] = priority
        refreshContentSizeConstraints()
    }

    /// The installed content-size constraints whose numbers differ from `size`, with their
    /// new numbers, when the installed ones are those `size` asks for in all but the
    /// numbers (the axes that have a size, the priorities); `nil` when they are not.
    private func contentSizeMoves(to size: CGSize) -> ContentSizeMoves? {
        func usable(_ value: CGFloat) -> Bool { value != View.noIntrinsicMetric && value.isFinite }
        let hasWidth = usable(size.width)
        let installed = contentSizeConstraints
        guard installed.count == (hasWidth ? 1 : 0) + (usable(size.height) ? 1 : 0) else { return nil }
        var moves = ContentSizeMoves()
        for (k, constraint) in installed.enumerated() {
            let axis: LayoutAxis = hasWidth && k == 0 ? .horizontal : .vertical
            guard let constraint = constraint as? ContentSizeConstraint,
                constraint.firstAttribute == (axis == .horizontal ? .width : .height),
                constraint.hugging == contentHuggingPriority(for: axis),
                constraint.compressionResistance == contentCompressionResistancePriority(for: axis)
            else { return nil }
            let value = max(axis == .horizontal ? size.width : size.height, 0)
            // Compared as stored (held to the engine's limits), so a huge size is not taken
            // for a change on every pass.
            if constraint.storedConstant != LayoutConstraint.heldToLimits(value) { moves.append((constraint, value)) }
        }
        return moves
    }

    /// The hugging and compression-resistance constraints for the current intrinsic size.
    func makeContentSizeConstraints() -> [LayoutConstraint] {
        let size = intrinsicContentSize
        var result: [LayoutConstraint] = []
        for (axis, value) in [(LayoutAxis.horizontal, size.width), (.vertical, size.height)] {
            guard value != View.noIntrinsicMetric else { continue }
            guard value.isFinite else {
                LayoutErrors.report(.nonFiniteConstant(value, first: "(intrinsic size)", second: "(null)"))
                continue
            }
            result.append(
                ContentSizeConstraint(
                    view: self, axis: axis, size: max(value, 0), hugging: contentHuggingPriority(for: axis),
                    compressionResistance: contentCompressionResistancePriority(for: axis)))
        }
        return result
    }

    func refreshContentSizeConstraints() {
        // Usually only the size changed: the installed constraints take the new numbers.
        let size = intrinsicContentSize
        if let moves = contentSizeMoves(to: size) {
            moves.forEachMove { constraint, value in
                if constraint.moveConstant(to: value, on: self) { superview?.subviewDidChangeContentSize(self) }
            }
            return
        }
        let new = makeContentSizeConstraints()
        let same =
            new.count == contentSizeConstraints.count
            && zip(new, contentSizeConstraints).allSatisfy { $0.hasSameShape(as: $1) && $0.constant == $1.constant }
        guard !same else { return }
        replaceSystemConstraints(&contentSizeConstraints, with: new)
        if root.hostedEngine != nil { superview?.subviewDidChangeContentSize(self) }
    }
}

/// The content-size constraints that take new numbers, with them: a width's and a
/// height's at most, kept in place (a list would be allocated for each new text).
private struct ContentSizeMoves {
    var first: (constraint: LayoutConstraint, value: CGFloat)?
    var second: (constraint: LayoutConstraint, value: CGFloat)?

    mutating func append(_ move: (constraint: LayoutConstraint, value: CGFloat)) {
        if first == nil { first = move } else { second = move }
    }

    /// Calls `body` with each move, in order.
    func forEachMove(_ body: (LayoutConstraint, CGFloat) -> Void) {
        if let (constraint, value) = first { body(constraint, value) }
        if let (constraint, value) = second { body(constraint, value) }
    }
}
