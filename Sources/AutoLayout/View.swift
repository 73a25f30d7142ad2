import Foundation

/// A rectangle in a view tree, laid out by constraints (UIKit's `UIView`).
///
/// Frames are relative to the superview, as in UIKit. Views made in code translate their
/// frame into constraints (``translatesAutoresizingMaskIntoConstraints`` is `true`) until
/// you turn that off to position them with your own constraints.
///
/// ```swift
/// let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
/// let box = View()
/// box.translatesAutoresizingMaskIntoConstraints = false
/// root.addSubview(box)
/// LayoutConstraint.activate([
///     box.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
///     box.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
///     box.widthAnchor.constraint(equalToConstant: 100),
///     box.heightAnchor.constraint(equalTo: box.widthAnchor, multiplier: 0.5),
/// ])
/// root.layoutIfNeeded()
/// // box.frame == CGRect(x: 16, y: 20, width: 100, height: 50)
/// ```
@MainActor
open class View: Responder, LayoutItem, @MainActor CustomStringConvertible, Hashable {
    /// The view's unknowns in the layout engine.
    public var layoutNode: LayoutNode {
        if let layoutNodeStorage { return layoutNodeStorage }
        let node = LayoutNode(item: self, address: address)
        layoutNodeStorage = node
        return node
    }
    @exclusivity(unchecked) private var layoutNodeStorage: LayoutNode?
    /// What other objects keep instead of a weak reference to this view, made on first use.
    var link: ViewLink {
        if let linkStorage { return linkStorage }
        let link = ViewLink(self)
        linkStorage = link
        return link
    }
    @exclusivity(unchecked) private var linkStorage: ViewLink?
    private let addressNumber = DebugAddress.view()
    /// The fake memory address printed in descriptions.
    package var address: String { DebugAddress.text(addressNumber) }

    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// The view that contains this one, if any.
    public internal(set) var superview: View? {
        get { superviewLink?.view }
        set {
            superviewLink = newValue?.link
            TreeGeneration.bump()
        }
    }
    @exclusivity(unchecked) private var superviewLink: ViewLink?
    /// The views this one contains, back to front.
    @exclusivity(unchecked) public internal(set) var subviews: [View] = []
    /// The layout guides this view owns.
    @exclusivity(unchecked) public internal(set) var layoutGuides: [LayoutGuide] = []
    /// The constraints installed on this view (activated constraints whose nearest common
    /// ancestor is this view, and those added with ``addConstraint(_:)``).
    @exclusivity(unchecked) public internal(set) var constraints: [LayoutConstraint] = []

    @exclusivity(unchecked) var storedFrame: CGRect {
        didSet { GeometryMemo.invalidate() }
    }
    @exclusivity(unchecked) var boundsOrigin: CGPoint = .zero {
        didSet { GeometryMemo.invalidate() }
    }
    /// The engine of the tree this view is the root of, once a layout pass built it.
    @exclusivity(unchecked) var hostedEngine: LayoutEngine?
    @exclusivity(unchecked) var needsLayout = true
    /// The solver symbols of the frame's variables, as the last layout pass read them.
    @exclusivity(unchecked) var frameSymbols: FrameSymbols?
    @exclusivity(unchecked) var needsUpdateConstraints = true
    /// The constraints made from the frame while ``translatesAutoresizingMaskIntoConstraints``.
    @exclusivity(unchecked) var autoresizingConstraints: [LayoutConstraint] = []
    /// The constraints that pin a root view's size while it has no autoresizing ones.
    @exclusivity(unchecked) var temporarySizeConstraints: [LayoutConstraint] = []
    /// The hugging and compression-resistance constraints, one per axis with a size.
    var contentSizeConstraints: [LayoutConstraint] = []
    /// Whether this view hosts its own layout engine although it has a superview, as a list's
    /// cell does: its owner sets its frame, and its size comes from
    /// ``encapsulatedSizeConstraints``.
    @exclusivity(unchecked) package var isLayoutEngineRoot = false {
        didSet {
            TreeGeneration.bump()
            superview?.subtreeDidChange()
        }
    }
    /// The engine subtree below a root, kept until its tree changes (see
    /// ``engineSubtree``).
    @exclusivity(unchecked) var cachedEngineDescendants: [View]?
    /// The size a list gives its cell (`'UIView-Encapsulated-Layout-Width'` and `-Height`),
    /// lifted while the cell measures itself.
    @exclusivity(unchecked) var encapsulatedSizeConstraints: [LayoutConstraint] = []
    /// The constraints a container makes to arrange its subviews.
    var arrangementConstraints: [LayoutConstraint] = []
    @exclusivity(unchecked) var marginsGuideStorage: LayoutGuide?
    @exclusivity(unchecked) var safeAreaGuideStorage: LayoutGuide?
    var readableGuideStorage: LayoutGuide?
    var contentPriorities = ContentPriorities()
    package var layoutMarginsStorage = EdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// The least margins on each side (a view controller's root view keeps its controller's
    /// system minimum); nil for none.
    package var minimumLayoutMargins: EdgeInsets? {
        didSet { if minimumLayoutMargins != oldValue { layoutMargins = layoutMarginsStorage } }
    }

    /// Clears the references others keep to the view (its link, its layout node's item):
    /// a subview's `superview`, a guide's `owningView`, a constraint's view read `nil` from
    /// now on, as weak references would. (A view that never had a layout node makes one
    /// here: rare, since every view that joins a layout has one.)
    isolated deinit {
        linkStorage?.view = nil
        layoutNode.itemWillGo()
        if !subviews.isEmpty { releaseSubviews() }
    }

    /// Creates a view with a frame; a view made in code translates its frame into
    /// constraints until told otherwise. Subclasses override this initializer, as in UIKit.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
    }

    /// Creates a view with a zero frame through ``init(frame:)``, so a subclass's override
    /// runs. Not `required`, as in UIKit: a subclass with only its own designated
    /// initializer need not provide it (the lists' reusable views require it, to make
    /// registered classes).
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Views are not archived; a decoded view is an empty view with a zero frame. It exists
    /// so that UIKit-style subclasses, which declare it, compile.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init(coder: coder)
    }

    /// The next responder: the controller whose root view this is, or else the superview.
    open override var next: Responder? { (viewDelegate as? Responder) ?? superview }

    /// Whether the view is hidden. Hidden views still take part in layout, as in UIKit;
    /// a container that arranges its subviews may collapse hidden ones.
    @exclusivity(unchecked) public var isHidden = false {
        didSet { if isHidden != oldValue { superview?.subviewDidChangeArrangedState(self) } }
    }
    /// The fill colour used when the view is drawn in pictures of a layout.
    public var backgroundColor: Color?
    /// Alpha, tint, layer and the other members that do not change a frame.
    var appearance = ViewAppearance()
    /// The controller whose view this is; it clears this before it goes away.
    @exclusivity(unchecked) package unowned(unsafe) var viewDelegate: (any ViewDelegate)?
    /// A number to find the view by (``viewWithTag(_:)``).
    public var tag = 0
    /// A name for tests and descriptions; it is printed in quotes after the address.
    public var accessibilityIdentifier: String?
    /// What the view tells assistive technologies, made when first set
    /// (View+Accessibility.swift).
    var accessibilityStorage: AccessibilityStorage?
    /// The gesture recognizers attached to the view, once one is (View+GestureRecognizers.swift).
    var gestureRecognizerStorage: [GestureRecognizer]?

    /// Whether the frame and ``autoresizingMask`` become required constraints
    /// (`NSAutoresizingMaskLayoutConstraint`, described `h=--& v=--&`). `true` for views made
    /// in code; turn it off for a view you position with constraints.
    /// A subclass may observe setting it (lists warn, as UIKit does, about views they manage).
    @exclusivity(unchecked) open var translatesAutoresizingMaskIntoConstraints = true {
        didSet {
            guard oldValue != translatesAutoresizingMaskIntoConstraints else { return }
            refreshAutoresizingConstraints()
        }
    }

    /// Which parts of the frame stretch with the superview while the view translates its
    /// autoresizing mask.
    @exclusivity(unchecked) public var autoresizingMask: AutoresizingMask = [] {
        didSet {
            guard oldValue != autoresizingMask else { return }
            refreshAutoresizingConstraints()
        }
    }

    /// The view's natural size from its content, or ``noIntrinsicMetric`` on an axis
    /// without one (a plain view has none). Call ``invalidateIntrinsicContentSize()``
    /// when it changes.
    open var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric) }

    /// The size that best fits `size`, for frame-based layout (see ``sizeToFit()``); it does
    /// not resize the view. The default, as UIKit's, is the view's current size; a label
    /// answers with its text's size and an image view with its image's.
    ///
    /// - Parameter size: the room offered (a multi-line label wraps at its width).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Lays out the subviews: the default places them at the frames the engine solved.
    /// Override it to adjust frames after calling `super.layoutSubviews()`.
    open func layoutSubviews() {
        applyEngineFramesToSubviews()
    }

    /// Updates the view's constraints before a layout pass, when
    /// ``setNeedsUpdateConstraints()`` asked for it. Override it to change constraints in
    /// one place; call `super.updateConstraints()` last.
    open func updateConstraints() {
        needsUpdateConstraints = false
    }

    /// Called once on a view a list made from a registered class, right after it was made
    /// and before it is configured; nothing else calls it. UIKit calls it on views loaded
    /// from a nib or storyboard, and there are none here: registered cells stand in for
    /// prototype cells, so the setup code UIKit apps keep in it still runs.
    open func awakeFromNib() {}

    /// Called by Interface Builder on a designable view before it draws the view on its
    /// canvas (UIKit's `prepareForInterfaceBuilder()`,
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/prepareforinterfacebuilder()):
    /// an override point for sample content. There is no Interface Builder here, so nothing
    /// calls it; overrides compile and tests may call them.
    open func prepareForInterfaceBuilder() {}

    // MARK: Hierarchy events (UIKit's overridable notifications)

    /// Called before the view gets a new superview (`nil`: it is being removed).
    open func willMove(toSuperview newSuperview: View?) {}
    /// Called after the view got a new superview or lost its superview.
    open func didMoveToSuperview() {}
    /// Called before the view's tree enters or leaves a window.
    open func willMove(toWindow newWindow: Window?) {}
    /// Called after the view's tree entered or left a window.
    open func didMoveToWindow() {}
    /// Called after a subview was added.
    open func didAddSubview(_ subview: View) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: View) {}
    /// Called when the view's traits changed, with the traits it had before (`nil` the
    /// first time it is told).
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}
    /// Draws the view's content in `rect` (UIKit's `draw(_:)`): an override point, called
    /// by `drawIfNeeded()` after ``setNeedsDisplay()``; nothing is drawn here.
    open func draw(_ rect: CGRect) {}
    /// Called when the view's ``tintColor`` changes, on the view and on the subviews that
    /// inherit it (UIKit's `tintColorDidChange()`).
    open func tintColorDidChange() {}
    /// The part of the bounds that ``setNeedsDisplay()`` marked for drawing, if any.
    @exclusivity(unchecked) package internal(set) var displayRect: CGRect?

    /// The safe-area insets this view passes on to its subviews: its own, unless it takes
    /// part of them itself (a scroll view insets its content instead).
    func safeAreaInsetsForContent(_ insets: EdgeInsets) -> EdgeInsets { insets }

    /// Regenerates the constraints a container makes to arrange its subviews.
    func refreshArrangementConstraints() {}

    /// How far the view's alignment rectangle, the rectangle its constraints position and
    /// size, lies inside its frame (UIKit's `alignmentRectInsets`; zero unless overridden).
    /// Constraints, intrinsic sizes and stacks work on alignment rectangles; the frame is
    /// the alignment rectangle outset by these insets (a shadow or a badge drawn outside
    /// the content keeps the content aligned).
    open var alignmentRectInsets: EdgeInsets { .zero }

    /// The alignment rectangle for a frame: the frame inset by ``alignmentRectInsets``.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle: the rectangle outset by
    /// ``alignmentRectInsets``.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(
            by: EdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// Tells the engine that ``intrinsicContentSize`` changed; it re-solves incrementally on
    /// the next layout pass. (Open, as in UIKit: a view that must know when its content's
    /// size changed overrides it and calls `super`.)
    open func invalidateIntrinsicContentSize() {
        refreshContentSizeConstraints()
    }

    /// Called when a subview was hidden or shown: a container that arranges its subviews
    /// arranges them again.
    func subviewDidChangeArrangedState(_ subview: View) {}

    /// Called when a subview's intrinsic size changed in a hosted engine: a container whose
    /// arrangement reads intrinsic sizes takes the new one.
    func subviewDidChangeContentSize(_ subview: View) {}

    /// Measures content again for a new width; returns whether the intrinsic size changed.
    func remeasure(width: CGFloat) -> Bool { false }

    /// Whether ``remeasure(width:)`` would measure the content again at `width`.
    func wouldRemeasure(width: CGFloat) -> Bool { false }

    /// Called after each layout pass gave the view its frame; a multi-line label measures
    /// itself again here when its width changed.
    func layoutPassDidApplyFrames() {}

    /// Where the first or last baseline lies: `minY + factor * height + offset`. A view
    /// without text uses its bottom edge.
    func baselineMetrics(first: Bool) -> (factor: CGFloat, offset: CGFloat) { (1, 0) }

    /// Whether the superview's margins push into this view's margins where the view lies
    /// closer to the superview's edge than the superview's margin.
    @exclusivity(unchecked) public var preservesSuperviewLayoutMargins = false {
        didSet {
            GeometryMemo.invalidate()
            refreshGuideConstraints()
        }
    }

    /// Whether the layout margins are measured from the safe area rather than from the
    /// view's edges (UIKit's default).
    @exclusivity(unchecked) public var insetsLayoutMarginsFromSafeArea = true {
        didSet {
            GeometryMemo.invalidate()
            refreshGuideConstraints()
        }
    }

    var rootSafeAreaInsets = EdgeInsets.zero {
        didSet { GeometryMemo.invalidate() }
    }
    /// Insets added to the safe area this view inherits (a view controller's
    /// `additionalSafeAreaInsets`).
    package var additionalSafeAreaInsets = EdgeInsets.zero {
        didSet {
            guard additionalSafeAreaInsets != oldValue else { return }
            GeometryMemo.invalidate()
            for view in subtree { view.refreshGuideConstraints() }
        }
    }
    /// The traits set with ``traitOverrides``.
    var traitOverridesStorage = TraitOverrides()
    /// The traits ``traitCollectionDidChange(_:)`` last told the view of.
    var deliveredTraits: TraitCollection?
    /// The margins the constraints on margin attributes were last solved with (nil until
    /// a constraint on one is lowered).
    @exclusivity(unchecked) var lastMarginsForAttributes: EdgeInsets?

    /// The frame in the superview's coordinates. Setting it on a view that translates its
    /// autoresizing mask moves the constraints made from it.
    public var frame: CGRect {
        get { storedFrame }
        set {
            guard newValue != storedFrame else { return }
            let oldSize = storedFrame.size
            storedFrame = newValue
            frameDidChange()
            if oldSize != newValue.size { resizeSubviews(from: oldSize) }
        }
    }

    /// The view's own coordinate space: the origin (a scroll offset for scroll views) and
    /// the frame's size.
    public var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: storedFrame.size) }
        set {
            boundsOrigin = newValue.origin
            let center = self.center
            frame = CGRect(
                x: center.x - newValue.width / 2, y: center.y - newValue.height / 2,
                width: newValue.width, height: newValue.height)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    public var center: CGPoint {
        get { CGPoint(x: storedFrame.midX, y: storedFrame.midY) }
        set {
            frame.origin = CGPoint(x: newValue.x - storedFrame.width / 2, y: newValue.y - storedFrame.height / 2)
        }
    }

    // MARK: Hierarchy

    /// This view and all its descendants, parents before children.
    var subtree: [View] {
        var result: [View] = []
        var stack: [View] = [self]
        while let view = stack.popLast() {
            result.append(view)
            for child in view.subviews.reversed() { stack.append(child) }
        }
        return result
    }

    /// Called after a subview was added or removed: the tree's engine is rebuilt on the
    /// next layout pass.
    func hierarchyDidChange() {
        subtreeDidChange().hostedEngine = nil
        setNeedsLayout()
    }

    // MARK: Layout direction

    /// How the view's content is arranged, which decides whether it flips in right-to-left
    /// layouts.
    public var semanticContentAttribute: SemanticContentAttribute = .unspecified {
        didSet {
            TreeGeneration.bump()
            root.hostedEngine = nil
            setNeedsLayout()
        }
    }

    /// The direction the whole tree is laid out in when no view forces one.
    public var userInterfaceLayoutDirection: UserInterfaceLayoutDirection? {
        didSet {
            TreeGeneration.bump()
            root.hostedEngine = nil
            setNeedsLayout()
        }
    }

    /// The root and effective direction worked out last, and the generations they hold
    /// for (see View+TreeCaches.swift).
    @exclusivity(unchecked) var treeCache = TreeCacheEntry()
    /// Insets remembered while a layout pass refreshes guides (View+GeometryMemo.swift).
    @exclusivity(unchecked) var geometryMemo = GeometryMemoEntry()

    /// The text printed in quotes after the address: a label's text, or else the
    /// ``accessibilityIdentifier``.
    var quotedName: String? { accessibilityIdentifier }
}

extension View {
    /// Views are equal only to themselves, as UIKit's are (through `NSObject`).
    nonisolated public static func == (lhs: View, rhs: View) -> Bool { lhs === rhs }

    /// Hashes the view's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
