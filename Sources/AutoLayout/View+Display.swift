import Foundation

extension View {
    /// Marks the whole view for drawing (UIKit's `setNeedsDisplay()`,
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay()). Nothing is
    /// drawn here: the marked rectangle is kept (`displayRect`, for tests), and
    /// `drawIfNeeded()` calls ``draw(_:)`` with it.
    public func setNeedsDisplay() { setNeedsDisplay(bounds) }

    /// Marks a rectangle of the view, in its bounds' coordinates, for drawing (UIKit's
    /// `setNeedsDisplay(_:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/setneedsdisplay(_:)); marks add
    /// up to the rectangle that contains them all until the view draws.
    public func setNeedsDisplay(_ invalidRect: CGRect) {
        displayRect = displayRect.map { $0.union(invalidRect) } ?? invalidRect
    }

    /// Tells the view and the subviews that inherit its tint that the tint changed.
    func tintDidChange() {
        tintColorDidChange()
        var stack = subviews
        while let view = stack.popLast() {
            guard view.appearance.tintColor == nil else { continue }
            view.tintColorDidChange()
            stack.append(contentsOf: view.subviews)
        }
    }

    /// Makes the first responder in this view's subtree resign (UIKit's `endEditing(_:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/endediting(_:)). With `force`
    /// the responder is not asked: a text field's delegate is not asked whether editing
    /// should end, and a responder that refuses to resign resigns anyway.
    ///
    /// - Returns: whether a first responder in the subtree resigned (`false` when there was
    ///   none, or it refused).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let view = Responder.current as? View, view === self || view.isDescendant(of: self) else {
            return false
        }
        Responder.isForcingResignation = force
        defer { Responder.isForcingResignation = false }
        return view.resignFirstResponder() && !view.isFirstResponder
    }

    /// Calls ``draw(_:)`` with the marked rectangle if ``setNeedsDisplay()`` marked one, and
    /// clears the mark, as UIKit's next display pass would (a test's stand-in for it).
    package func drawIfNeeded() {
        guard let rect = displayRect else { return }
        displayRect = nil
        draw(rect)
    }
}
