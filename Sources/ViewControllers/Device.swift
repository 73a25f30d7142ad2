import AutoLayout
import Foundation

/// A real device's screen, as a window takes it: its size in points, its scale, and the
/// safe-area insets and size classes of each orientation.
///
/// The numbers are Apple's: the points and scales of the Human Interface Guidelines
/// (Layout, "Specifications", device screen sizes), the safe-area insets iOS 17 reports on
/// each device (a status bar of 20 points on the iPhone SE, the sensor housing's 59 and the
/// home indicator's 34 on the iPhone 15 family, 24 and 20 on the iPad), and the size
/// classes of the HIG's size-class table.
public struct Device: Hashable, Sendable, CustomStringConvertible {
    /// The way the device is held.
    public enum Orientation: Sendable, Hashable { case portrait, landscape }

    /// The device's name (`iPhone 15 Pro Max`).
    public let name: String
    /// A short name without spaces, for file names (`iPhone15ProMax`).
    public let identifier: String
    /// The screen in portrait, in points.
    public let portraitSize: CGSize
    /// Pixels per point.
    public let scale: CGFloat
    /// The safe-area insets in portrait and in landscape (landscape with the sensor on the
    /// left).
    public let portraitInsets: EdgeInsets
    public let landscapeInsets: EdgeInsets
    /// The size classes (width, height) in portrait and in landscape.
    public let portraitSizeClasses: (TraitCollection.SizeClass, TraitCollection.SizeClass)
    public let landscapeSizeClasses: (TraitCollection.SizeClass, TraitCollection.SizeClass)

    /// The screen's bounds in an orientation.
    public func bounds(_ orientation: Orientation) -> CGRect {
        let s = portraitSize
        return orientation == .portrait
            ? CGRect(x: 0, y: 0, width: s.width, height: s.height) : CGRect(x: 0, y: 0, width: s.height, height: s.width)
    }

    /// The safe-area insets in an orientation.
    public func safeAreaInsets(_ orientation: Orientation) -> EdgeInsets {
        orientation == .portrait ? portraitInsets : landscapeInsets
    }

    /// The traits of a window on this device: size classes, scale, default text size.
    public func traits(_ orientation: Orientation) -> TraitOverrides {
        let classes = orientation == .portrait ? portraitSizeClasses : landscapeSizeClasses
        var traits = TraitOverrides()
        traits.horizontalSizeClass = classes.0
        traits.verticalSizeClass = classes.1
        traits.displayScale = scale
        return traits
    }

    public var description: String { name }

    public static func == (lhs: Device, rhs: Device) -> Bool { lhs.name == rhs.name }
    public func hash(into hasher: inout Hasher) { hasher.combine(name) }

    /// iPhone SE (3rd generation): 375 x 667 at 2x, a 20-point status bar, no home indicator.
    public static let iPhoneSE3 = Device(
        name: "iPhone SE (3rd generation)", identifier: "iPhoneSE3", portraitSize: CGSize(width: 375, height: 667), scale: 2,
        portraitInsets: EdgeInsets(top: 20, left: 0, bottom: 0, right: 0), landscapeInsets: .zero,
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
    /// The current iPhone SE (the 3rd generation).
    public static let iPhoneSE = iPhoneSE3
    /// iPhone 15: 393 x 852 at 3x.
    public static let iPhone15 = Device(
        name: "iPhone 15", identifier: "iPhone15", portraitSize: CGSize(width: 393, height: 852), scale: 3,
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.compact, .compact))
    /// iPhone 15 Pro Max: 430 x 932 at 3x; regular width in landscape.
    public static let iPhone15ProMax = Device(
        name: "iPhone 15 Pro Max", identifier: "iPhone15ProMax", portraitSize: CGSize(width: 430, height: 932), scale: 3,
        portraitInsets: EdgeInsets(top: 59, left: 0, bottom: 34, right: 0),
        landscapeInsets: EdgeInsets(top: 0, left: 59, bottom: 21, right: 59),
        portraitSizeClasses: (.compact, .regular), landscapeSizeClasses: (.regular, .compact))
    /// iPad (10th generation): 820 x 1180 at 2x, regular in both orientations.
    public static let iPad10 = Device(
        name: "iPad (10th generation)", identifier: "iPad10", portraitSize: CGSize(width: 820, height: 1180), scale: 2,
        portraitInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        landscapeInsets: EdgeInsets(top: 24, left: 0, bottom: 20, right: 0),
        portraitSizeClasses: (.regular, .regular), landscapeSizeClasses: (.regular, .regular))

    /// The devices above.
    public static let all: [Device] = [.iPhoneSE3, .iPhone15, .iPhone15ProMax, .iPad10]
}
