import Foundation

/// What a scroll view tells about scrolling and zooming (UIKit's `UIScrollViewDelegate`).
/// Every method is optional in UIKit: each has a default that does nothing.
/// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate
@MainActor
public protocol ScrollViewDelegate: AnyObject {
    /// After ``ScrollView/contentOffset`` changed.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscroll(_:)
    func scrollViewDidScroll(_ scrollView: ScrollView)
    /// Before a drag starts scrolling.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindragging(_:)
    func scrollViewWillBeginDragging(_ scrollView: ScrollView)
    /// When a drag ends, with the velocity and the offset it will stop at (which it may change).
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillenddragging(_:withvelocity:targetcontentoffset:)
    func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// After a drag ended; `decelerate` is whether scrolling goes on.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddragging(_:willdecelerate:)
    func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool)
    /// When scrolling starts slowing down after a drag.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbegindecelerating(_:)
    func scrollViewWillBeginDecelerating(_ scrollView: ScrollView)
    /// After scrolling stopped.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidenddecelerating(_:)
    func scrollViewDidEndDecelerating(_ scrollView: ScrollView)
    /// After an animated scroll (`setContentOffset(_:animated:)`) ended.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendscrollinganimation(_:)
    func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView)
    /// The view that zooming scales (`nil`: no zooming).
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/viewforzooming(in:)
    func viewForZooming(in scrollView: ScrollView) -> View?
    /// Before zooming starts.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewwillbeginzooming(_:with:)
    func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?)
    /// After the zoom scale changed.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidzoom(_:)
    func scrollViewDidZoom(_ scrollView: ScrollView)
    /// After zooming ended, at a scale.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidendzooming(_:with:atscale:)
    func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top (`true` unless implemented).
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewshouldscrolltotop(_:)
    func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool
    /// After a scroll to the top ended.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidscrolltotop(_:)
    func scrollViewDidScrollToTop(_ scrollView: ScrollView)
    /// After ``ScrollView/adjustedContentInset`` changed.
    /// https://developer.apple.com/documentation/uikit/uiscrollviewdelegate/scrollviewdidchangeadjustedcontentinset(_:)
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView)
}

extension ScrollViewDelegate {
    /// Nothing.
    public func scrollViewDidScroll(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    /// Nothing: the target offset is kept.
    public func scrollViewWillEndDragging(
        _ scrollView: ScrollView, withVelocity velocity: CGPoint, targetContentOffset: UnsafeMutablePointer<CGPoint>
    ) {}
    /// Nothing.
    public func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    /// Nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: ScrollView) {}
    /// No view: the content does not zoom.
    public func viewForZooming(in scrollView: ScrollView) -> View? { nil }
    /// Nothing.
    public func scrollViewWillBeginZooming(_ scrollView: ScrollView, with view: View?) {}
    /// Nothing.
    public func scrollViewDidZoom(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidEndZooming(_ scrollView: ScrollView, with view: View?, atScale scale: CGFloat) {}
    /// `true`.
    public func scrollViewShouldScrollToTop(_ scrollView: ScrollView) -> Bool { true }
    /// Nothing.
    public func scrollViewDidScrollToTop(_ scrollView: ScrollView) {}
    /// Nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: ScrollView) {}
}

/// A scroll view whose delegate a subclass gives (a table's or a collection view's
/// delegate, which refines ``ScrollViewDelegate``): it is told about scrolling first.
@MainActor
package protocol ScrollViewDelegateSource: ScrollView {
    var scrollViewDelegateFromSubclass: (any ScrollViewDelegate)? { get }
}

/// Where ``ScrollView``'s `delegate` is declared. UIKit's subclasses redeclare `delegate`
/// with their own protocols (a list's or a text view's delegate), which Swift
/// allows only for Objective-C declarations: declared in this protocol's extension, a
/// subclass's own `delegate` takes its place, as in UIKit, and the scroll view's stays
/// reachable through a `ScrollView` reference.
@MainActor
public protocol ScrollViewDelegateHolding: AnyObject {}

extension ScrollView: ScrollViewDelegateHolding {}

extension ScrollViewDelegateHolding where Self: ScrollView {
    /// The object told about scrolling and zooming (UIKit's weak `delegate`).
    /// https://developer.apple.com/documentation/uikit/uiscrollview/delegate
    public var delegate: (any ScrollViewDelegate)? {
        get { scrollDelegateStorage.object }
        set { scrollDelegateStorage.object = newValue }
    }
}

/// A weak reference to a scroll view's delegate.
struct WeakScrollViewDelegate {
    weak var object: (any ScrollViewDelegate)?
}

extension ScrollView {
    /// The delegate told about scrolling: the subclass's (a table's delegate) or the one set
    /// as the scroll view's.
    var scrollCallbacksDelegate: (any ScrollViewDelegate)? {
        (self as? any ScrollViewDelegateSource)?.scrollViewDelegateFromSubclass ?? scrollDelegateStorage.object
    }

    /// Does what a drag by the finger does: the delegate hears that dragging begins, the
    /// offset moves to `offset` (``ScrollViewDelegate/scrollViewDidScroll(_:)``), and the
    /// drag ends without decelerating.
    public func simulateDrag(to offset: CGPoint) {
        scrollCallbacksDelegate?.scrollViewWillBeginDragging(self)
        contentOffset = offset
        var target = offset
        scrollCallbacksDelegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        if target != offset { contentOffset = target }
        scrollCallbacksDelegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }
}
