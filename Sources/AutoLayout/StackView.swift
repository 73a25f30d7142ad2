import Foundation

/// A view that lines up its arranged subviews in a row or a column
/// (UIKit's `UIStackView`), with constraints it makes itself (identifiers `'UISV-…'`).
///
/// ```swift
/// let stack = StackView(arrangedSubviews: [icon, title])
/// stack.axis = .horizontal
/// stack.spacing = 8
/// stack.alignment = .center
/// ```
@MainActor
open class StackView: View {
    /// How arranged subviews share the length along the axis.
    public enum Distribution: Sendable, Hashable {
        /// Views keep their intrinsic sizes; hugging and compression resistance decide
        /// which one stretches or shrinks.
        case fill
        /// Every view gets the same length.
        case fillEqually
        /// Lengths in proportion to the views' intrinsic sizes.
        case fillProportionally
        /// Views keep their sizes and the gaps are equal.
        case equalSpacing
        /// The centres are equally far apart.
        case equalCentering
    }

    /// How arranged subviews are placed across the axis.
    public enum Alignment: Sendable, Hashable {
        /// Fill the stack's breadth; or align the subviews' leading (top) edges, first baselines,
        /// centers, trailing (bottom) edges or last baselines, each at its own size.
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        /// The leading edge, for vertical-axis alignment names.
        public static let top = Alignment.leading
        /// The trailing edge, for vertical-axis alignment names.
        public static let bottom = Alignment.trailing
    }

    /// A custom spacing meaning "use ``spacing``".
    public static let spacingUseDefault = CGFloat.greatestFiniteMagnitude
    /// A custom spacing meaning "use the system's standard spacing" (8 points).
    public static let spacingUseSystem = CGFloat.leastNonzeroMagnitude

    /// The views lined up, in order; each is also a subview.
    public private(set) var arrangedSubviews: [View] = []
    /// The direction of the line.
    public var axis: LayoutAxis = .horizontal { didSet { arrangementDidChange() } }
    /// How lengths are shared along the axis.
    public var distribution: Distribution = .fill { didSet { arrangementDidChange() } }
    /// How views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { arrangementDidChange() } }
    /// The gap between neighbours (the least gap for the spacing distributions).
    public var spacing: CGFloat = 0 { didSet { arrangementDidChange() } }
    /// Whether views are arranged inside the layout margins instead of the edges.
    public var isLayoutMarginsRelativeArrangement = false { didSet { arrangementDidChange() } }
    /// Whether, in a vertical stack, the spacing runs from each view's last baseline to the
    /// next view's first baseline instead of from edge to edge.
    public var isBaselineRelativeArrangement = false { didSet { arrangementDidChange() } }
    private var customSpacings: [ObjectIdentifier: CGFloat] = [:]
    /// Each shown view's tie-breaking length, by view, as the arrangement last made them.
    private var tieBreakers: [ObjectIdentifier: LayoutConstraint] = [:]

    /// UIKit's name for the class, registered once.
    private static let registeredName: Void = View.registerDebugClassName(StackView.self, "UIStackView")

    /// Creates an empty stack with a frame.
    public override init(frame: CGRect) {
        _ = Self.registeredName
        super.init(frame: frame)
    }

    /// Creates a stack of views.
    public convenience init(arrangedSubviews views: [View]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Creates an empty stack (views are not archived).
    public required init?(coder: NSCoder) {
        _ = Self.registeredName
        super.init(coder: coder)
    }

    /// Adds a view at the end of the line (and as a subview).
    public func addArrangedSubview(_ view: View) { insertArrangedSubview(view, at: arrangedSubviews.count) }

    /// Inserts a view into the line at an index.
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeIdentical(view)
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { addSubview(view) }
        arrangementDidChange()
    }

    /// Takes a view out of the line; it stays a subview, as in UIKit.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeIdentical(view)
        customSpacings[ObjectIdentifier(view)] = nil
        arrangementDidChange()
    }

    /// Sets the gap after one arranged view (``spacingUseDefault`` to go back to
    /// ``spacing``).
    public func setCustomSpacing(_ spacing: CGFloat, after view: View) {
        customSpacings[ObjectIdentifier(view)] = spacing == Self.spacingUseDefault ? nil : spacing
        arrangementDidChange()
    }

    /// The gap after one arranged view: the custom one, or ``spacingUseDefault``.
    public func customSpacing(after view: View) -> CGFloat {
        customSpacings[ObjectIdentifier(view)] ?? Self.spacingUseDefault
    }

    override func subviewDidChangeArrangedState(_ view: View) {
        if arrangedSubviews.containsIdentical(view) { arrangementDidChange() }
    }

    /// A shown arranged view's new intrinsic size: in a `.fill` stack only its tie-breaking
    /// length reads it, and takes the new number in place; otherwise (proportional lengths,
    /// a size appearing or going) the arrangement is made again.
    override func subviewDidChangeContentSize(_ view: View) {
        guard !view.isHidden else { return }
        if !needsArrangement && distribution == .fill && moveTieBreakingLength(of: view) { return }
        if arrangedSubviews.containsIdentical(view) { arrangementDidChange() }
    }

    /// Moves `view`'s tie-breaking length to its intrinsic length along the axis; false
    /// when it has none or no such constraint is installed.
    private func moveTieBreakingLength(of view: View) -> Bool {
        guard let constraint = tieBreakers[ObjectIdentifier(view)] else { return false }
        let size = view.intrinsicContentSize
        let length = axis == .horizontal ? size.width : size.height
        guard length != View.noIntrinsicMetric, length.isFinite else { return false }
        if constraint.storedConstant != length { constraint.moveConstant(to: length, on: self) }
        return true
    }

    /// Whether the arrangement changed since its constraints were last made.
    private var needsArrangement = false

    /// Notes a change of the arrangement; its constraints are made again once, before the
    /// next layout pass (as UIKit's stack view does in `updateConstraints`), so that adding
    /// n arranged subviews one by one costs O(n), not O(n^2).
    private func arrangementDidChange() {
        needsArrangement = true
        setNeedsUpdateConstraints()
        setNeedsLayout()
    }

    /// Makes the arrangement's constraints again if it changed, then does what every view
    /// does.
    open override func updateConstraints() {
        if needsArrangement { refreshArrangementConstraints() }
        super.updateConstraints()
    }

    override func refreshArrangementConstraints() {
        needsArrangement = false
        var kept: [View] = []
        for view in arrangedSubviews where view.superview === self { kept.append(view) }
        arrangedSubviews = kept
        let rules = StackArrangement(stack: self)
        replaceSystemConstraints(&arrangementConstraints, with: rules.constraints())
        tieBreakers.removeAll(keepingCapacity: true)
        for constraint in arrangementConstraints where constraint.identifier == StackArrangement.tieBreakingIdentifier {
            if let view = constraint.firstItem as? View { tieBreakers[ObjectIdentifier(view)] = constraint }
        }
    }

    func gap(after view: View) -> CGFloat {
        guard let custom = customSpacings[ObjectIdentifier(view)] else { return spacing }
        return custom == Self.spacingUseSystem ? SystemSpacing.standard : custom
    }
}
