import Foundation

/// Core Animation's geometry: a layer has bounds (its own coordinate space), a position in
/// its superlayer, an anchor point (the point of the bounds, in unit coordinates, that sits
/// at the position) and a transform applied about the anchor point; the frame derives from
/// them (https://developer.apple.com/documentation/quartzcore/calayer/frame).
///
/// A view's layer takes its frame and bounds from the view: its position is the point of
/// the view's frame at the anchor point (the view's ``View/center`` with the default anchor
/// point), and setting the frame, bounds or position moves or resizes the view. Changing a
/// view layer's anchor point moves its position, not the view (UIKit moves the view).
extension Layer {
    /// The layer's own coordinate space: empty for a new standalone layer (the view's
    /// bounds for a view's layer) (https://developer.apple.com/documentation/quartzcore/calayer/bounds).
    public var bounds: CGRect {
        get { onView { $0.bounds } ?? storedBounds }
        set {
            if onView({ $0.bounds = newValue }) != nil { return }
            let resized = storedBounds.size != newValue.size
            storedBounds = newValue
            if resized { boundsDidResize() }
        }
    }

    /// The point of the bounds, in unit coordinates, that sits at ``position`` and about
    /// which the transform applies: (0.5, 0.5), the centre, unless set
    /// (https://developer.apple.com/documentation/quartzcore/calayer/anchorpoint).
    public var anchorPoint: CGPoint {
        get { storedAnchorPoint }
        set { storedAnchorPoint = newValue }
    }

    /// Where the anchor point sits in the superlayer: (0, 0) for a new standalone layer
    /// (https://developer.apple.com/documentation/quartzcore/calayer/position).
    public var position: CGPoint {
        get {
            guard let frame = onView({ $0.frame }) else { return storedPosition }
            return CGPoint(
                x: frame.minX + anchorPoint.x * frame.width, y: frame.minY + anchorPoint.y * frame.height)
        }
        set {
            let anchor = anchorPoint
            let moved: Void? = onView { view in
                view.frame.origin = CGPoint(
                    x: newValue.x - anchor.x * view.frame.width, y: newValue.y - anchor.y * view.frame.height)
            }
            if moved == nil { storedPosition = newValue }
        }
    }

    /// The rectangle the layer covers in its superlayer: the bounds placed with their
    /// anchor point at the position, then transformed about it (the smallest rectangle
    /// holding the transformed corners). Setting it sets the position and the bounds' size;
    /// Apple's documentation leaves it undefined under a rotation that is not a multiple of
    /// 90 degrees (https://developer.apple.com/documentation/quartzcore/calayer/frame).
    public var frame: CGRect {
        get { onView { $0.frame } ?? standaloneFrame }
        set {
            if onView({ $0.frame = newValue }) != nil { return }
            bounds.size = newValue.size
            storedPosition = CGPoint(
                x: newValue.minX + anchorPoint.x * newValue.width, y: newValue.minY + anchorPoint.y * newValue.height)
        }
    }

    /// The frame of a standalone layer, from its position, anchor point, bounds and transform.
    private var standaloneFrame: CGRect {
        let size = storedBounds.size
        let local = CGRect(
            x: -anchorPoint.x * size.width, y: -anchorPoint.y * size.height, width: size.width, height: size.height)
        let placed = storedTransform.isIdentity ? local : local.applying(storedTransform.affinePart)
        return placed.offsetBy(dx: storedPosition.x, dy: storedPosition.y)
    }

    /// The transform applied about the anchor point: the identity unless set. A view
    /// layer's affine part is the view's ``View/transform``
    /// (https://developer.apple.com/documentation/quartzcore/calayer/transform).
    public var transform: Transform3D {
        get {
            guard let affine = onView({ $0.transform }) else { return storedTransform }
            return storedTransform.affinePart == affine ? storedTransform : Transform3D(affine: affine)
        }
        set {
            storedTransform = newValue
            _ = onView { $0.transform = newValue.affinePart }
        }
    }

    /// The affine part of ``transform``
    /// (https://developer.apple.com/documentation/quartzcore/calayer/affinetransform()).
    public func affineTransform() -> CGAffineTransform { transform.affinePart }

    /// Sets ``transform`` to an affine transform
    /// (https://developer.apple.com/documentation/quartzcore/calayer/setaffinetransform(_:)).
    public func setAffineTransform(_ transform: CGAffineTransform) { self.transform = Transform3D(affine: transform) }

    func copyGeometry(from other: Layer) {
        storedBounds = other.bounds
        storedPosition = other.position
        storedAnchorPoint = other.anchorPoint
        storedTransform = other.transform
    }

    private func boundsDidResize() {
        setNeedsLayout()
        if needsDisplayOnBoundsChange { setNeedsDisplay() }
    }
}
