import AutoLayout
import Foundation

/// The control that starts a refresh of a scroll view's content (UIKit's
/// `UIRefreshControl`, https://developer.apple.com/documentation/uikit/uirefreshcontrol).
///
/// There is no pull gesture here: ``simulatePullToRefresh()`` does what the user's pull
/// does, setting ``isRefreshing`` and sending `.valueChanged`, the event UIKit's refresh
/// control sends. ``beginRefreshing()`` and ``endRefreshing()`` change the state without
/// sending it, as in UIKit.
@MainActor
open class RefreshControl: Control {
    /// Whether a refresh is under way (`false` at first).
    public private(set) var isRefreshing = false
    /// The title shown under the spinner (`nil` unless set), kept.
    open var attributedTitle: NSAttributedString?

    /// Starts a refresh begun by code (UIKit's `beginRefreshing()`): no event is sent.
    open func beginRefreshing() { isRefreshing = true }

    /// Ends the refresh (UIKit's `endRefreshing()`).
    open func endRefreshing() { isRefreshing = false }

    /// What the user's pull does: if no refresh is under way, starts one and sends
    /// `.valueChanged` (nothing happens while disabled or refreshing).
    public func simulatePullToRefresh() {
        guard isEnabled, !isRefreshing else { return }
        isRefreshing = true
        sendActions(for: .valueChanged)
    }
}

extension ScrollView {
    /// The refresh control (`nil` unless set; UIKit's `refreshControl`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/refreshcontrol). UIKit
    /// places it above the content; here it is kept and not added to the view tree, so it
    /// takes no part in layout.
    public var refreshControl: RefreshControl? {
        get { refreshControlView as? RefreshControl }
        set { refreshControlView = newValue }
    }
}
