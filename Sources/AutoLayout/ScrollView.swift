import Foundation

/// A view whose content can be larger than its frame (UIKit's `UIScrollView`).
///
/// Constraints between the scroll view and its descendants refer to the content, as in
/// UIKit: pinning a subview to the scroll view's edges defines ``contentSize``. The
/// ``contentLayoutGuide`` is the content rectangle, the ``frameLayoutGuide`` the visible
/// frame. ``contentOffset`` moves the bounds and never the subviews' frames.
@MainActor
open class ScrollView: View {
    /// The size of the scrollable content. After a layout pass in which constraints decided
    /// it (through the content guide or edges), it is the content guide's size.
    open var contentSize: CGSize = .zero
    var contentSizeFromLayout = false
    /// Whether the user can scroll (`true` unless set). It does not change the layout of a
    /// plain scroll view; a text view sizes itself to its text when it is `false`.
    open var isScrollEnabled = true
    /// Whether the horizontal scroll indicator shows while scrolling (`true` unless set);
    /// kept, it does not change the layout.
    open var showsHorizontalScrollIndicator = true
    /// Whether the vertical scroll indicator shows while scrolling (`true` unless set);
    /// kept, it does not change the layout.
    open var showsVerticalScrollIndicator = true
    /// Whether scrolling stops on multiples of the bounds (`false` unless set); kept, it
    /// does not change the layout.
    open var isPagingEnabled = false
    /// Whether scrolling bounces past the content's edges (`true` unless set); kept.
    open var bounces = true
    /// Whether a vertical bounce happens even when the content is shorter than the bounds
    /// (`false` unless set); kept.
    open var alwaysBounceVertical = false
    /// Whether a horizontal bounce happens even when the content is narrower than the
    /// bounds (`false` unless set); kept.
    open var alwaysBounceHorizontal = false
    /// The content inset, its adjustment behaviour, the indicator insets and the refresh
    /// control (ScrollView+Insets.swift).
    var insetSettings = ScrollInsetSettings()
    /// The delegate set as the scroll view's (ScrollViewDelegate.swift).
    var scrollDelegateStorage = WeakScrollViewDelegate()
    private var contentGuideStorage: LayoutGuide?
    private var frameGuideStorage: LayoutGuide?

    /// Creates a scroll view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates an empty scroll view (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The point of the content at the top-left corner of the frame. Moving it lays the
    /// scroll view out again on the next pass, as scrolling does in UIKit (a list then
    /// places the cells that came into view).
    public var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != boundsOrigin else { return }
            boundsOrigin = newValue
            setNeedsLayout()
            scrollCallbacksDelegate?.scrollViewDidScroll(self)
        }
    }

    /// The rectangle of the scrollable content: its origin is the content's, and its size
    /// becomes ``contentSize``.
    public var contentLayoutGuide: LayoutGuide {
        contentSizeFromLayout = true
        return ensureContentGuide()
    }

    private func ensureContentGuide() -> LayoutGuide {
        systemGuide(
            contentGuideStorage, identifier: "UIScrollView-contentLayoutGuide", store: { contentGuideStorage = $0 },
            constrain: refreshScrollGuideConstraints)
    }

    /// The scroll view's frame, for content that must not scroll.
    public var frameLayoutGuide: LayoutGuide {
        systemGuide(
            frameGuideStorage, identifier: "UIScrollView-frameLayoutGuide", store: { frameGuideStorage = $0 },
            constrain: refreshScrollGuideConstraints)
    }

    /// Runs while the engine is built: the content guide must exist before constraints
    /// to the content are lowered.
    override func refreshArrangementConstraints() {
        if !subviews.isEmpty { _ = ensureContentGuide() }
        refreshScrollGuideConstraints()
    }

    private func refreshScrollGuideConstraints() {
        if let guide = contentGuideStorage, guide.systemConstraints.isEmpty {
            let pins = [
                guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
            ]
            for (pin, name) in zip(pins, ["left", "top"]) { pin.identifier = "UIScrollView-content-\(name)" }
            replaceSystemConstraints(&guide.systemConstraints, with: pins)
        }
        if let guide = frameGuideStorage, guide.systemConstraints.isEmpty {
            let pins = [
                guide.leftAnchor.constraint(equalTo: leftAnchor), guide.topAnchor.constraint(equalTo: topAnchor),
                guide.widthAnchor.constraint(equalTo: widthAnchor),
                guide.heightAnchor.constraint(equalTo: heightAnchor),
            ]
            for (pin, name) in zip(pins, ["left", "top", "width", "height"]) {
                pin.identifier = "UIScrollView-frame-\(name)"
            }
            replaceSystemConstraints(&guide.systemConstraints, with: pins)
        }
    }

    /// The content guide's node when a constraint relates this scroll view to one of its
    /// descendants: such constraints refer to the content.
    func contentNode(forConstraintWith other: LayoutNode?) -> LayoutNode? {
        guard let view = other?.view, view !== self, view.isDescendant(of: self) else { return nil }
        contentSizeFromLayout = true
        return ensureContentGuide().layoutNode
    }

    /// The content scrolls under the bars: the edges of the safe area that the scroll view
    /// takes into its ``adjustedContentInset`` (the top and bottom with the automatic
    /// adjustment) are not passed on to the content, which keeps the others (the left and
    /// right insets that table cells' content views are inset by).
    override func safeAreaInsetsForContent(_ insets: EdgeInsets) -> EdgeInsets {
        insets.keeping(notAdjusted: safeAreaAdjustedEdges)
    }

    /// After a layout pass, the content size is the content guide's size when constraints
    /// decide it.
    override func layoutPassDidApplyFrames() {
        guard contentSizeFromLayout, let guide = contentGuideStorage else { return }
        contentSize = guide.layoutFrame.size
    }
}
