import Foundation

/// A rectangle of content in a tree of layers (Core Animation's `CALayer`,
/// https://developer.apple.com/documentation/quartzcore/calayer).
///
/// A layer made with ``init()`` is standalone: it stores its own geometry, and its
/// ``frame`` derives from ``position``, ``anchorPoint``, ``bounds`` and ``transform`` as
/// Core Animation defines it. A view's own layer (``View/layer``) follows its view: the
/// view stays the source of truth for the frame, bounds, opacity, background colour,
/// clipping and hidden state, and setting them on the layer sets them on the view. Nothing
/// is drawn here: the appearance is kept so that UIKit code compiles and tests can read it,
/// and pictures of a layout draw what they understand of it. Layout never depends on it.
///
/// Main-actor isolated, where the SDK leaves `CALayer` free: there, app subclasses in
/// main-actor code override its members because it is imported from Objective-C, and
/// Swift gives declarations written in Swift no such allowance. Isolating layers keeps
/// those subclasses (`override init()`, `override init(layer:)`, `override func
/// layoutSublayers()`) compiling in the mode new app targets build in, with the main actor
/// as default isolation; what it gives up is making layers away from the main actor.
@MainActor
open class Layer {
    /// The view the layer belongs to, or `nil` for a standalone layer (Core Animation's
    /// `delegate`, which UIKit sets to the view that owns the layer).
    public private(set) unowned(unsafe) var delegate: View?

    var storedBounds = CGRect.zero
    var storedPosition = CGPoint.zero
    var storedAnchorPoint = CGPoint(x: 0.5, y: 0.5)
    var storedTransform = Transform3D.identity
    var storedBackgroundColor: Color?
    var storedOpacity: Float = 1
    var storedMasksToBounds = false
    var storedHidden = false
    var sublayerList: [Layer] = []
    weak var superlayerStorage: Layer?
    var keyedAnimations: [(key: String, animation: Animation)] = []
    var displayPending = false
    var layoutPending = false

    /// A standalone layer: empty bounds at position (0, 0), anchored at its centre
    /// (https://developer.apple.com/documentation/quartzcore/calayer/init()).
    public init() {}

    /// A copy of `layer`'s geometry and appearance, as Core Animation makes presentation
    /// layers (https://developer.apple.com/documentation/quartzcore/calayer/init(layer:)).
    /// Sublayers, the view and animations are not copied.
    public init(layer: Any) {
        guard let other = layer as? Layer else { return }
        copyGeometry(from: other)
        copyAppearance(from: other)
    }

    /// Layers are not archived; a decoded layer is a standalone layer with the defaults.
    /// It exists so that Core Animation-style subclasses, which declare it, compile.
    public required init?(coder: NSCoder) {}

    /// The layer of `view`, which follows the view's geometry.
    init(view: View) { delegate = view }

    /// Runs `body` with the layer's view, or returns `nil` for a standalone layer.
    func onView<T>(_ body: (View) -> T) -> T? {
        delegate.map(body)
    }

    // MARK: Hooks

    /// Places the sublayers. ``layoutIfNeeded()`` calls it when layout is needed; it does
    /// nothing unless a subclass overrides it
    /// (https://developer.apple.com/documentation/quartzcore/calayer/layoutsublayers()).
    open func layoutSublayers() {}

    /// Updates the content. ``displayIfNeeded()`` calls it when ``setNeedsDisplay()`` was
    /// called; it does nothing unless a subclass overrides it (to set ``contents``)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/display()).
    open func display() {}

    // MARK: Appearance

    /// The radius of the rounded corners (0 unless set).
    public var cornerRadius: CGFloat = 0
    /// The shape of the rounded corners: `.circular` unless set
    /// (https://developer.apple.com/documentation/quartzcore/calayer/cornercurve).
    public var cornerCurve: LayerCornerCurve = .circular
    /// Which corners ``cornerRadius`` rounds: all four unless set
    /// (https://developer.apple.com/documentation/quartzcore/calayer/maskedcorners).
    public var maskedCorners: CornerMask = [
        .layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner,
    ]
    /// The position on the z axis: layers with a higher one are drawn in front (0 unless set).
    public var zPosition: CGFloat = 0
    /// The width of the border, drawn inside the bounds.
    public var borderWidth: CGFloat = 0
    /// The colour of the border (opaque black unless set, as in Core Animation).
    public var borderColor: Color? = .black
    /// The colour of the shadow (opaque black unless set).
    public var shadowColor: Color? = .black
    /// The opacity of the shadow, 0 (none, the default) to 1.
    public var shadowOpacity: Float = 0
    /// The offset of the shadow: (0, -3) unless set, as in Core Animation.
    public var shadowOffset = CGSize(width: 0, height: -3)
    /// The blur radius of the shadow: 3 unless set.
    public var shadowRadius: CGFloat = 3
    /// The shape of the shadow, or `nil` (the default) for the layer's own shape
    /// (https://developer.apple.com/documentation/quartzcore/calayer/shadowpath).
    public var shadowPath: CGPath?
    /// The layer's content, typically an image (`nil` unless set; kept, not drawn)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/contents).
    public var contents: Any?
    /// The scale of the content: 1 unless set
    /// (https://developer.apple.com/documentation/quartzcore/calayer/contentsscale).
    public var contentsScale: CGFloat = 1
    /// The layer whose alpha channel masks this layer's content (`nil` unless set)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/mask).
    public var mask: Layer?
    /// The layer's name, for finding it in a tree (`nil` unless set)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/name).
    public var name: String?
    /// Whether setting the bounds asks for a redisplay (`false` unless set)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/needsdisplayonboundschange).
    public var needsDisplayOnBoundsChange = false

    /// Whether sublayers are clipped to the bounds (the view's ``View/clipsToBounds``).
    public var masksToBounds: Bool {
        get { onView { $0.clipsToBounds } ?? storedMasksToBounds }
        set { if onView({ $0.clipsToBounds = newValue }) == nil { storedMasksToBounds = newValue } }
    }
    /// The layer's opacity, 0 to 1 (1 unless set; the view's ``View/alpha``).
    public var opacity: Float {
        get { onView { Float($0.alpha) } ?? storedOpacity }
        set { if onView({ $0.alpha = CGFloat(newValue) }) == nil { storedOpacity = newValue } }
    }
    /// The background colour (`nil` unless set; the view's ``View/backgroundColor``).
    public var backgroundColor: Color? {
        get { delegate == nil ? storedBackgroundColor : onView { $0.backgroundColor } ?? nil }
        set { if onView({ $0.backgroundColor = newValue }) == nil { storedBackgroundColor = newValue } }
    }
    /// Whether the layer is hidden (`false` unless set; the view's ``View/isHidden``)
    /// (https://developer.apple.com/documentation/quartzcore/calayer/ishidden).
    public var isHidden: Bool {
        get { onView { $0.isHidden } ?? storedHidden }
        set { if onView({ $0.isHidden = newValue }) == nil { storedHidden = newValue } }
    }

    func copyAppearance(from other: Layer) {
        (cornerRadius, cornerCurve, maskedCorners) = (other.cornerRadius, other.cornerCurve, other.maskedCorners)
        (zPosition, borderWidth, borderColor) = (other.zPosition, other.borderWidth, other.borderColor)
        (shadowColor, shadowOpacity) = (other.shadowColor, other.shadowOpacity)
        (shadowOffset, shadowRadius, shadowPath) = (other.shadowOffset, other.shadowRadius, other.shadowPath)
        (contents, contentsScale, mask, name) = (other.contents, other.contentsScale, other.mask, other.name)
        (storedBackgroundColor, storedOpacity) = (other.backgroundColor, other.opacity)
        (storedMasksToBounds, storedHidden) = (other.masksToBounds, other.isHidden)
        needsDisplayOnBoundsChange = other.needsDisplayOnBoundsChange
    }
}

extension Layer: Hashable {
    /// Layers are equal when they are the same layer, as Core Animation's objects are.
    nonisolated public static func == (lhs: Layer, rhs: Layer) -> Bool { lhs === rhs }
    /// Hashes the layer's identity.
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
