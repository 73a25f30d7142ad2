import Foundation

/// A layer that draws a path (Core Animation's `CAShapeLayer`,
/// https://developer.apple.com/documentation/quartzcore/cashapelayer). The path and its
/// fill and stroke settings are kept with Core Animation's defaults; nothing is drawn here.
open class ShapeLayer: Layer {
    /// The shape, in the layer's coordinates (`nil` unless set).
    public var path: CGPath?
    /// The colour the path is filled with: opaque black unless set; `nil` fills nothing
    /// (https://developer.apple.com/documentation/quartzcore/cashapelayer/fillcolor).
    public var fillColor: Color? = .black
    /// Which parts of the path are inside it: `.nonZero` unless set.
    public var fillRule: ShapeLayerFillRule = .nonZero
    /// The colour the path is stroked with: `nil`, no stroke, unless set
    /// (https://developer.apple.com/documentation/quartzcore/cashapelayer/strokecolor).
    public var strokeColor: Color?
    /// Where along the path the stroke starts, 0 to 1: 0 unless set.
    public var strokeStart: CGFloat = 0
    /// Where along the path the stroke ends, 0 to 1: 1 unless set.
    public var strokeEnd: CGFloat = 1
    /// The stroke's width: 1 unless set.
    public var lineWidth: CGFloat = 1
    /// The longest miter, as a multiple of the line width: 10 unless set.
    public var miterLimit: CGFloat = 10
    /// How the ends of the stroke are drawn: `.butt` unless set.
    public var lineCap: ShapeLayerLineCap = .butt
    /// How stroked segments join: `.miter` unless set.
    public var lineJoin: ShapeLayerLineJoin = .miter
    /// Where in the dash pattern the stroke starts: 0 unless set.
    public var lineDashPhase: CGFloat = 0
    /// The lengths of the painted and unpainted dashes, or `nil` (a solid line) unless set.
    public var lineDashPattern: [NSNumber]?

    /// A shape layer with no path.
    public override init() { super.init() }

    /// A copy of `layer`, including its path and its fill and stroke settings.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? ShapeLayer else { return }
        (path, fillColor, fillRule, strokeColor) = (other.path, other.fillColor, other.fillRule, other.strokeColor)
        (strokeStart, strokeEnd, lineWidth, miterLimit) = (
            other.strokeStart, other.strokeEnd, other.lineWidth, other.miterLimit
        )
        (lineCap, lineJoin) = (other.lineCap, other.lineJoin)
        (lineDashPhase, lineDashPattern) = (other.lineDashPhase, other.lineDashPattern)
    }

    /// A shape layer with the defaults (layers are not archived here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How the ends of a shape layer's stroke are drawn (Core Animation's `CAShapeLayerLineCap`,
/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinecap).
public struct ShapeLayerLineCap: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A cap from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The line ends at its end point.
    public static let butt = ShapeLayerLineCap(rawValue: "butt")
    /// A half circle past the end point.
    public static let round = ShapeLayerLineCap(rawValue: "round")
    /// A half square past the end point.
    public static let square = ShapeLayerLineCap(rawValue: "square")
}

/// How a shape layer's stroked segments join (Core Animation's `CAShapeLayerLineJoin`,
/// https://developer.apple.com/documentation/quartzcore/cashapelayerlinejoin).
public struct ShapeLayerLineJoin: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A join from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A sharp corner (beveled beyond the miter limit).
    public static let miter = ShapeLayerLineJoin(rawValue: "miter")
    /// A rounded corner.
    public static let round = ShapeLayerLineJoin(rawValue: "round")
    /// A cut-off corner.
    public static let bevel = ShapeLayerLineJoin(rawValue: "bevel")
}

/// Which parts of a shape layer's path are inside it (Core Animation's
/// `CAShapeLayerFillRule`, https://developer.apple.com/documentation/quartzcore/cashapelayerfillrule).
public struct ShapeLayerFillRule: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A rule from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Points the path winds around a non-zero number of times.
    public static let nonZero = ShapeLayerFillRule(rawValue: "non-zero")
    /// Points an odd number of the path's crossings away from the outside.
    public static let evenOdd = ShapeLayerFillRule(rawValue: "even-odd")
}
