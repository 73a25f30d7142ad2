import Foundation

extension View {
    /// The gesture recognizers attached to the view, or `nil` when it has none, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uiview/gesturerecognizers). Setting
    /// it detaches the old ones and attaches the new ones.
    public var gestureRecognizers: [GestureRecognizer]? {
        get {
            installSystemGestureRecognizers()
            guard let list = gestureRecognizerStorage, !list.isEmpty else { return nil }
            return list
        }
        set {
            for recognizer in gestureRecognizerStorage ?? [] { removeGestureRecognizer(recognizer) }
            for recognizer in newValue ?? [] { addGestureRecognizer(recognizer) }
        }
    }

    /// Attaches a recognizer to the view, taking it from the view it was attached to (a
    /// recognizer belongs to one view at a time, as in UIKit).
    public func addGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        installSystemGestureRecognizers()
        guard gestureRecognizer.view !== self else { return }
        gestureRecognizer.view?.removeGestureRecognizer(gestureRecognizer)
        attach(gestureRecognizer)
    }

    /// Detaches a recognizer from the view; a gesture under way is cancelled.
    public func removeGestureRecognizer(_ gestureRecognizer: GestureRecognizer) {
        guard gestureRecognizer.view === self else { return }
        gestureRecognizerStorage?.removeAll { $0 === gestureRecognizer }
        if gestureRecognizer.isRecognizing { gestureRecognizer.state = .cancelled }
        gestureRecognizer.finishGesture()
        gestureRecognizer.view = nil
    }

    /// Adds a recognizer to the list and points it at the view.
    func attach(_ gestureRecognizer: GestureRecognizer) {
        gestureRecognizerStorage = (gestureRecognizerStorage ?? []) + [gestureRecognizer]
        gestureRecognizer.view = self
    }

    /// Attaches the recognizers UIKit's views come with (a scroll view's pan) before the
    /// list is read or changed.
    private func installSystemGestureRecognizers() {
        if let scrollView = self as? ScrollView { _ = scrollView.panGestureRecognizer }
    }
}

extension ScrollView {
    /// The pan recognizer that scrolls the view (UIKit's `panGestureRecognizer`,
    /// https://developer.apple.com/documentation/uikit/uiscrollview/pangesturerecognizer):
    /// made on first use and attached to the scroll view. Dragging moves ``contentOffset``
    /// against the finger, and the offset comes back within the content when the drag ends
    /// (with ``bounces`` off it never leaves it). Turning off ``isScrollEnabled`` disables it.
    public var panGestureRecognizer: PanGestureRecognizer {
        for case let pan as ScrollViewPanGestureRecognizer in gestureRecognizerStorage ?? [] { return pan }
        let pan = ScrollViewPanGestureRecognizer()
        attach(pan)
        return pan
    }
}

/// The pan a scroll view owns: it scrolls its view.
@MainActor
final class ScrollViewPanGestureRecognizer: PanGestureRecognizer {
    /// The offset when the drag began.
    private var startOffset = CGPoint.zero

    override init() {
        super.init()
        addTarget(nil) { recognizer in
            (recognizer as? ScrollViewPanGestureRecognizer)?.scroll()
        }
    }

    /// Enabled while its scroll view scrolls (`isScrollEnabled`).
    override var isEnabled: Bool {
        get { super.isEnabled && (view as? ScrollView)?.isScrollEnabled != false }
        set { super.isEnabled = newValue }
    }

    private func scroll() {
        guard let scrollView = view as? ScrollView else { return }
        switch state {
        case .began:
            startOffset = scrollView.contentOffset
        case .changed:
            let moved = translation(in: scrollView)
            scrollView.contentOffset = scrollView.draggedOffset(
                CGPoint(x: startOffset.x - moved.x, y: startOffset.y - moved.y))
        case .ended, .cancelled:
            scrollView.contentOffset = scrollView.clampedOffset(scrollView.contentOffset)
        case .possible, .failed:
            break
        }
    }
}

extension ScrollView {
    /// Where a drag to `offset` takes the content: past the ends only on an axis that
    /// scrolls (its content is larger than the bounds, or it always bounces) and while
    /// ``bounces`` is on, as in UIKit.
    func draggedOffset(_ offset: CGPoint) -> CGPoint {
        let clamped = clampedOffset(offset)
        guard bounces else { return clamped }
        let inset = adjustedContentInset
        let scrollsX = alwaysBounceHorizontal || contentSize.width + inset.left + inset.right > bounds.width
        let scrollsY = alwaysBounceVertical || contentSize.height + inset.top + inset.bottom > bounds.height
        return CGPoint(x: scrollsX ? offset.x : clamped.x, y: scrollsY ? offset.y : clamped.y)
    }

    /// `offset` moved within the scrollable range: from the negative top inset to where the
    /// content's end meets the bottom inset (UIKit's range with `adjustedContentInset`).
    func clampedOffset(_ offset: CGPoint) -> CGPoint {
        let inset = adjustedContentInset
        let size = bounds.size
        let minX = -inset.left
        let minY = -inset.top
        let maxX = max(minX, contentSize.width + inset.right - size.width)
        let maxY = max(minY, contentSize.height + inset.bottom - size.height)
        return CGPoint(x: min(max(offset.x, minX), maxX), y: min(max(offset.y, minY), maxY))
    }
}
