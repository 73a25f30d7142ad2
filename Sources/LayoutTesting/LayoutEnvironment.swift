import AutoLayout
import Foundation
import ViewControllers

/// Where a layout test runs: a device held one way, a text size and a layout direction.
///
/// ```swift
/// let environments = LayoutEnvironment.matrix(
///     devices: [.iPhoneSE, .iPhone15ProMax], sizes: [.large, .accessibilityExtraExtraExtraLarge],
///     directions: [.leftToRight, .rightToLeft])
/// // 8 environments, named "iPhoneSE3-portrait-L-ltr" ... "iPhone15ProMax-portrait-AccessibilityXXXL-rtl"
/// ```
public struct LayoutEnvironment: Hashable, Sendable, CustomStringConvertible {
    /// The device whose screen the window fills.
    public var device: Device
    /// How the device is held.
    public var orientation: Device.Orientation
    /// The reader's text size (the window's `preferredContentSizeCategory`).
    public var contentSize: ContentSizeCategory
    /// The direction leading and trailing run in.
    public var direction: UserInterfaceLayoutDirection

    /// An environment; by default an iPhone 15 in portrait at the default text size,
    /// left to right.
    public init(
        device: Device = .iPhone15, orientation: Device.Orientation = .portrait,
        contentSize: ContentSizeCategory = .large, direction: UserInterfaceLayoutDirection = .leftToRight
    ) {
        self.device = device
        self.orientation = orientation
        self.contentSize = contentSize
        self.direction = direction
    }

    /// Every combination of the parameters, devices varying slowest, directions fastest.
    public static func matrix(
        devices: [Device], orientations: [Device.Orientation] = [.portrait], sizes: [ContentSizeCategory] = [.large],
        directions: [UserInterfaceLayoutDirection] = [.leftToRight]
    ) -> [LayoutEnvironment] {
        devices.flatMap { device in
            orientations.flatMap { orientation in
                sizes.flatMap { size in
                    directions.map {
                        LayoutEnvironment(device: device, orientation: orientation, contentSize: size, direction: $0)
                    }
                }
            }
        }
    }

    /// The name snapshot files take: `iPhone15-portrait-L-ltr` (the text size as UIKit's
    /// raw value ends: `UICTContentSizeCategoryL`).
    public var name: String {
        "\(device.identifier)-\(orientation)-\(contentSize.shortName)-\(direction == .leftToRight ? "ltr" : "rtl")"
    }

    /// `iPhone 15, portrait, text size large, left to right`: the snapshot's first line.
    public var description: String {
        "\(device.name), \(orientation), text size \(contentSize), "
            + (direction == .leftToRight ? "left to right" : "right to left")
    }

    /// The window's bounds.
    public var bounds: CGRect { device.bounds(orientation) }
}

extension ContentSizeCategory {
    /// The suffix of UIKit's raw value for the category (`UICTContentSizeCategoryL`,
    /// `UICTContentSizeCategoryAccessibilityXXXL`), for file names.
    var shortName: String {
        let names = ["XS", "S", "M", "L", "XL", "XXL", "XXXL"]
        let accessibility = ["M", "L", "XL", "XXL", "XXXL"]
        return rawValue < names.count ? names[rawValue] : "Accessibility" + accessibility[rawValue - names.count]
    }
}

extension LayoutEnvironment {
    /// Runs `body` with this environment's device as the main screen, as code runs on that
    /// device: text measured before its view reaches a window is rounded to the device's
    /// pixels. The main screen is set back afterwards.
    @MainActor
    public func asMainScreen<T>(_ body: () throws -> T) rethrows -> T {
        let screen = Screen.main
        defer { Screen.use(screen.device, orientation: screen.orientation) }
        Screen.use(device, orientation: orientation)
        return try body()
    }
}
