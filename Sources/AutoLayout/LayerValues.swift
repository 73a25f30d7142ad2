import Foundation

/// The shape of a layer's rounded corners (Core Animation's `CALayerCornerCurve`,
/// https://developer.apple.com/documentation/quartzcore/calayercornercurve).
public struct LayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A curve named by its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Quarter circles, Core Animation's default.
    public static let circular = LayerCornerCurve(rawValue: "circular")
    /// Curves that ease into the edges, as app icons' corners do.
    public static let continuous = LayerCornerCurve(rawValue: "continuous")
}

/// The corners a layer's ``Layer/cornerRadius`` rounds (Core Animation's `CACornerMask`,
/// https://developer.apple.com/documentation/quartzcore/cacornermask). Min Y is the top
/// edge in UIKit's coordinates.
public struct CornerMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// A mask from its bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The corner at the minimum x and minimum y (top left in UIKit).
    public static let layerMinXMinYCorner = CornerMask(rawValue: 1 << 0)
    /// The corner at the maximum x and minimum y (top right in UIKit).
    public static let layerMaxXMinYCorner = CornerMask(rawValue: 1 << 1)
    /// The corner at the minimum x and maximum y (bottom left in UIKit).
    public static let layerMinXMaxYCorner = CornerMask(rawValue: 1 << 2)
    /// The corner at the maximum x and maximum y (bottom right in UIKit).
    public static let layerMaxXMaxYCorner = CornerMask(rawValue: 1 << 3)
}
