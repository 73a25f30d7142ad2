import Foundation

/// What a scroll view keeps for its insets (UIKit's `contentInset` and its relatives).
struct ScrollInsetSettings {
    var contentInset = EdgeInsets.zero
    var adjustmentBehavior = ScrollView.ContentInsetAdjustmentBehavior.automatic
    var verticalIndicatorInsets = EdgeInsets.zero
    var horizontalIndicatorInsets = EdgeInsets.zero
    var automaticallyAdjustsIndicatorInsets = true
    /// The refresh control (a `Controls` type, kept here as a view).
    var refreshControl: View?
}

/// The edges of the safe area a scroll view takes into its adjusted content inset.
struct AdjustedEdges {
    var vertical: Bool
    var horizontal: Bool
}

extension EdgeInsets {
    /// These insets with the adjusted edges set to zero.
    func keeping(notAdjusted edges: AdjustedEdges) -> EdgeInsets {
        EdgeInsets(
            top: edges.vertical ? 0 : top, left: edges.horizontal ? 0 : left,
            bottom: edges.vertical ? 0 : bottom, right: edges.horizontal ? 0 : right)
    }

    /// The adjusted edges of these insets (zero elsewhere).
    func only(_ edges: AdjustedEdges) -> EdgeInsets {
        EdgeInsets(
            top: edges.vertical ? top : 0, left: edges.horizontal ? left : 0,
            bottom: edges.vertical ? bottom : 0, right: edges.horizontal ? right : 0)
    }
}

extension ScrollView {
    /// How the safe area adds to the content inset (UIKit's
    /// `UIScrollView.ContentInsetAdjustmentBehavior`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.enum).
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// The top and bottom of the safe area always, as UIKit adjusts a controller's content
        /// view in a navigation or tab bar controller; the left and right when the content
        /// is wider than the view.
        case automatic
        /// The top and bottom when the content is taller than the view or
        /// ``ScrollView/alwaysBounceVertical`` is set; the left and right when it is wider
        /// or ``ScrollView/alwaysBounceHorizontal`` is set.
        case scrollableAxes
        /// No edge of the safe area.
        case never
        /// Every edge of the safe area.
        case always
    }

    /// Extra space around the content, inside the scrollable area (UIKit's `contentInset`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinset): `.zero`
    /// unless set. As in UIKit it does not move the content or its ``contentLayoutGuide``;
    /// it widens the range ``scrollRectToVisible(_:animated:)`` scrolls in and adds to
    /// ``adjustedContentInset``.
    public var contentInset: EdgeInsets {
        get { insetSettings.contentInset }
        set { insetSettings.contentInset = newValue }
    }

    /// Which edges of the safe area add to the content inset (`.automatic` unless set,
    /// as UIKit's `contentInsetAdjustmentBehavior`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/contentinsetadjustmentbehavior-swift.property).
    /// The edges it adds are not passed on to the content's safe area.
    public var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior {
        get { insetSettings.adjustmentBehavior }
        set {
            guard newValue != insetSettings.adjustmentBehavior else { return }
            insetSettings.adjustmentBehavior = newValue
            GeometryMemo.invalidate()
            setNeedsLayout()
        }
    }

    /// The insets the content is scrolled within: ``contentInset`` plus the edges of the
    /// safe area that ``contentInsetAdjustmentBehavior`` takes (UIKit's
    /// `adjustedContentInset`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/adjustedcontentinset).
    public var adjustedContentInset: EdgeInsets {
        contentInset.adding(safeAreaInsets.only(safeAreaAdjustedEdges))
    }

    /// The edges of the safe area the adjustment behaviour takes, by axis. "Scrollable"
    /// is Apple's test for `.scrollableAxes`: the content is larger than the view on that
    /// axis, or the view always bounces on it.
    var safeAreaAdjustedEdges: AdjustedEdges {
        let size = bounds.size
        let vertical = contentSize.height > size.height || alwaysBounceVertical
        let horizontal = contentSize.width > size.width || alwaysBounceHorizontal
        switch insetSettings.adjustmentBehavior {
        case .automatic: return AdjustedEdges(vertical: true, horizontal: horizontal)
        case .scrollableAxes: return AdjustedEdges(vertical: vertical, horizontal: horizontal)
        case .never: return AdjustedEdges(vertical: false, horizontal: false)
        case .always: return AdjustedEdges(vertical: true, horizontal: true)
        }
    }

    /// The insets of the vertical scroll indicator (`.zero` unless set; UIKit's
    /// `verticalScrollIndicatorInsets`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/verticalscrollindicatorinsets).
    /// Kept: no indicator is drawn.
    public var verticalScrollIndicatorInsets: EdgeInsets {
        get { insetSettings.verticalIndicatorInsets }
        set { insetSettings.verticalIndicatorInsets = newValue }
    }

    /// The insets of the horizontal scroll indicator (`.zero` unless set; UIKit's
    /// `horizontalScrollIndicatorInsets`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/horizontalscrollindicatorinsets).
    public var horizontalScrollIndicatorInsets: EdgeInsets {
        get { insetSettings.horizontalIndicatorInsets }
        set { insetSettings.horizontalIndicatorInsets = newValue }
    }

    /// Both indicators' insets (UIKit's `scrollIndicatorInsets`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollindicatorinsets):
    /// setting it sets ``verticalScrollIndicatorInsets`` and
    /// ``horizontalScrollIndicatorInsets``; reading it gives the vertical one.
    public var scrollIndicatorInsets: EdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }

    /// Whether the indicator insets follow the safe area too (`true` unless set; UIKit's
    /// `automaticallyAdjustsScrollIndicatorInsets`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/automaticallyadjustsscrollindicatorinsets).
    /// Kept.
    public var automaticallyAdjustsScrollIndicatorInsets: Bool {
        get { insetSettings.automaticallyAdjustsIndicatorInsets }
        set { insetSettings.automaticallyAdjustsIndicatorInsets = newValue }
    }

    /// The refresh control, kept as a view here (the `Controls` module's `refreshControl`
    /// gives it its type).
    package var refreshControlView: View? {
        get { insetSettings.refreshControl }
        set { insetSettings.refreshControl = newValue }
    }

    /// Sets ``contentOffset`` (UIKit's `setContentOffset(_:animated:)`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/setcontentoffset(_:animated:)).
    /// There are no frames in between, so the offset is applied at once whatever
    /// `animated` says; like UIKit, it is not limited to the scrollable range.
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        self.contentOffset = contentOffset
    }

    /// The offsets the content can be scrolled to: from minus the adjusted inset's top-left
    /// to where the content's bottom-right, plus the inset, meets the view's.
    var scrollableOffsets: (min: CGPoint, max: CGPoint) {
        let inset = adjustedContentInset
        let size = bounds.size
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        let maximum = CGPoint(
            x: max(minimum.x, contentSize.width + inset.right - size.width),
            y: max(minimum.y, contentSize.height + inset.bottom - size.height))
        return (minimum, maximum)
    }

    /// Scrolls the least that shows `rect`, a rectangle of the content, inside the
    /// adjusted content inset, the offset kept in the scrollable range (UIKit's
    /// `scrollRectToVisible(_:animated:)`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/scrollrecttovisible(_:animated:)).
    /// A rectangle already in view does not scroll. Applied at once.
    public func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let offset = contentOffset
        let size = bounds.size
        let range = scrollableOffsets
        let x = Self.leastOffset(
            showing: rect.minX...rect.maxX, from: offset.x, before: inset.left,
            visible: size.width - inset.left - inset.right)
        let y = Self.leastOffset(
            showing: rect.minY...rect.maxY, from: offset.y, before: inset.top,
            visible: size.height - inset.top - inset.bottom)
        guard x != offset.x || y != offset.y else { return }
        contentOffset = CGPoint(
            x: min(max(x, range.min.x), range.max.x), y: min(max(y, range.min.y), range.max.y))
    }

    /// The offset on one axis that brings `span` into the `visible` length that starts
    /// `before` points after the offset, moving the least from `offset`.
    private static func leastOffset(
        showing span: ClosedRange<CGFloat>, from offset: CGFloat, before: CGFloat, visible: CGFloat
    ) -> CGFloat {
        let start = offset + before
        if span.lowerBound < start || span.upperBound - span.lowerBound > visible {
            return span.lowerBound - before
        }
        if span.upperBound > start + visible { return span.upperBound - visible - before }
        return offset
    }
}
