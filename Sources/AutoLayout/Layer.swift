import Foundation

/// The layer behind a view (UIKit's `CALayer`): its geometry follows the view's, and it
/// keeps the appearance that UIKit code sets on it (corners, border, shadow), which
/// pictures of a layout draw and tests read back. Layout never depends on it.
@MainActor
public final class Layer {
    /// The view the layer belongs to.
    public private(set) unowned(unsafe) var delegate: View?

    init(view: View) { delegate = view }

    /// The view's frame.
    public var frame: CGRect { delegate?.frame ?? .zero }
    /// The view's bounds.
    public var bounds: CGRect { delegate?.bounds ?? .zero }
    /// The radius of the rounded corners.
    public var cornerRadius: CGFloat = 0
    /// The position on the z axis: layers with a higher one are drawn in front (0 unless set).
    public var zPosition: CGFloat = 0
    /// The width of the border, drawn inside the bounds.
    public var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black unless set, as in Core Animation).
    public var borderColor: Color? = .black
    /// Whether sublayers are clipped to the bounds (the view's ``View/clipsToBounds``).
    public var masksToBounds: Bool {
        get { delegate?.clipsToBounds ?? false }
        set { delegate?.clipsToBounds = newValue }
    }
    /// The colour of the shadow (opaque black unless set).
    public var shadowColor: Color? = .black
    /// The opacity of the shadow, 0 (none, the default) to 1.
    public var shadowOpacity: Float = 0
    /// The offset of the shadow: (0, -3) unless set, as in Core Animation.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow: 3 unless set.
    public var shadowRadius: CGFloat = 3
    /// The layer's opacity (the view's ``View/alpha``).
    public var opacity: Float {
        get { Float(delegate?.alpha ?? 1) }
        set { delegate?.alpha = CGFloat(newValue) }
    }
    /// The background colour (the view's ``View/backgroundColor``).
    public var backgroundColor: Color? {
        get { delegate?.backgroundColor }
        set { delegate?.backgroundColor = newValue }
    }
}
