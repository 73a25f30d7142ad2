import Foundation

extension View {
    /// `point`, given in this view's bounds, in the coordinates of `view`'s bounds; `nil`
    /// converts to the root view's, which stands for the window. Frames are offsets within
    /// their superviews and bounds origins scroll (this package has no transforms), so a
    /// conversion is a sum of offsets up to the common root and back down. Views in
    /// different trees are taken to share their roots' origin.
    public func convert(_ point: CGPoint, to view: View?) -> CGPoint {
        let inRoot = offsetInRoot(of: point)
        guard let view else { return inRoot }
        let origin = view.offsetInRoot(of: .zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// `point`, given in `view`'s bounds (the root's when `nil`), in this view's bounds.
    public func convert(_ point: CGPoint, from view: View?) -> CGPoint {
        (view ?? root).convert(point, to: self)
    }

    /// `rect`, given in this view's bounds, in the coordinates of `view`'s bounds (the
    /// root's when `nil`).
    public func convert(_ rect: CGRect, to view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// `rect`, given in `view`'s bounds (the root's when `nil`), in this view's bounds.
    public func convert(_ rect: CGRect, from view: View?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// `point` of this view's bounds in the root's bounds.
    private func offsetInRoot(of point: CGPoint) -> CGPoint {
        var p = point
        var view = self
        while let parent = view.superview {
            p.x += view.frame.origin.x - view.bounds.origin.x
            p.y += view.frame.origin.y - view.bounds.origin.y
            view = parent
        }
        return p
    }
}
