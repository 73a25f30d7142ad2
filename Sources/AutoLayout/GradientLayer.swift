import Foundation

/// A layer that draws a colour gradient over its background (Core Animation's
/// `CAGradientLayer`, https://developer.apple.com/documentation/quartzcore/cagradientlayer).
/// The stops and geometry are kept with Core Animation's defaults; nothing is drawn here.
open class GradientLayer: Layer {
    /// The colours of the stops (`CGColor`s; ``Color``s here), or `nil` unless set.
    public var colors: [Any]?
    /// Where each stop is, 0 to 1 and increasing, or `nil` (evenly spread) unless set.
    public var locations: [NSNumber]?
    /// Where the first stop is drawn, in unit coordinates of the bounds: (0.5, 0) unless
    /// set (https://developer.apple.com/documentation/quartzcore/cagradientlayer/startpoint).
    public var startPoint = CGPoint(x: 0.5, y: 0)
    /// Where the last stop is drawn: (0.5, 1) unless set
    /// (https://developer.apple.com/documentation/quartzcore/cagradientlayer/endpoint).
    public var endPoint = CGPoint(x: 0.5, y: 1)
    /// The kind of gradient: `.axial` unless set.
    public var type: GradientLayerType = .axial

    /// A gradient layer with no colours.
    public override init() { super.init() }

    /// A copy of `layer`, including its stops and geometry.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? GradientLayer else { return }
        (colors, locations, startPoint, endPoint, type) =
            (other.colors, other.locations, other.startPoint, other.endPoint, other.type)
    }

    /// A gradient layer with the defaults (layers are not archived here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// The kind of a gradient (Core Animation's `CAGradientLayerType`,
/// https://developer.apple.com/documentation/quartzcore/cagradientlayertype).
public struct GradientLayerType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A kind from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Along the line from the start point to the end point.
    public static let axial = GradientLayerType(rawValue: "axial")
    /// Around the start point, out to the end point.
    public static let radial = GradientLayerType(rawValue: "radial")
    /// Around the start point, by angle.
    public static let conic = GradientLayerType(rawValue: "conic")
}
