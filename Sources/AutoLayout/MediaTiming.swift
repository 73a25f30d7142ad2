import Foundation

#if !canImport(CoreGraphics)
    /// Core Foundation's `CFTimeInterval`, seconds (Foundation on Linux has no such name).
    public typealias CFTimeInterval = TimeInterval
#endif

/// The name of a predefined pacing curve (Core Animation's `CAMediaTimingFunctionName`,
/// https://developer.apple.com/documentation/quartzcore/camediatimingfunctionname).
public struct MediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A name from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Even pacing.
    public static let linear = MediaTimingFunctionName(rawValue: "linear")
    /// Slow at the start.
    public static let easeIn = MediaTimingFunctionName(rawValue: "easeIn")
    /// Slow at the end.
    public static let easeOut = MediaTimingFunctionName(rawValue: "easeOut")
    /// Slow at the start and at the end.
    public static let easeInEaseOut = MediaTimingFunctionName(rawValue: "easeInEaseOut")
    /// The curve most of the system's animations use.
    public static let `default` = MediaTimingFunctionName(rawValue: "default")
}

/// What an animation's values are outside its active time (Core Animation's
/// `CAMediaTimingFillMode`, https://developer.apple.com/documentation/quartzcore/camediatimingfillmode).
public struct MediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A fill mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The animation's effect is removed when it completes (the default).
    public static let removed = MediaTimingFillMode(rawValue: "removed")
    /// The final values stay after the animation completes.
    public static let forwards = MediaTimingFillMode(rawValue: "forwards")
    /// The first values apply before the animation starts.
    public static let backwards = MediaTimingFillMode(rawValue: "backwards")
    /// Both forwards and backwards.
    public static let both = MediaTimingFillMode(rawValue: "both")
}

/// A cubic Bézier pacing curve from (0, 0) to (1, 1) (Core Animation's
/// `CAMediaTimingFunction`, https://developer.apple.com/documentation/quartzcore/camediatimingfunction).
/// Nothing is animated here; the curve is kept so that code can set and read it.
open class MediaTimingFunction {
    /// The two inner control points, x1, y1, x2, y2.
    let controlPoints: [Float]

    /// A curve from its two inner control points
    /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(controlpoints:_:_:_:)).
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        controlPoints = [c1x, c1y, c2x, c2y]
    }

    /// A predefined curve: linear (0, 0, 1, 1), ease-in (0.42, 0, 1, 1), ease-out
    /// (0, 0, 0.58, 1), ease-in-ease-out (0.42, 0, 0.58, 1) and default (0.25, 0.1, 0.25, 1)
    /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunction/init(name:)).
    public convenience init(name: MediaTimingFunctionName) {
        let points: [Float] =
            switch name {
            case .easeIn: [0.42, 0, 1, 1]
            case .easeOut: [0, 0, 0.58, 1]
            case .easeInEaseOut: [0.42, 0, 0.58, 1]
            case .default: [0.25, 0.1, 0.25, 1]
            default: [0, 0, 1, 1]
            }
        self.init(controlPoints: points[0], points[1], points[2], points[3])
    }

    /// Writes control point `index` (0 and 3 are the ends (0, 0) and (1, 1)) into
    /// `values[0]` and `values[1]`
    /// (https://developer.apple.com/documentation/quartzcore/camediatimingfunction/getcontrolpoint(at:values:)).
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        switch index {
        case 1, 2: (values[0], values[1]) = (controlPoints[2 * index - 2], controlPoints[2 * index - 1])
        case 3: (values[0], values[1]) = (1, 1)
        default: (values[0], values[1]) = (0, 0)
        }
    }
}
