import AutoLayout
import Foundation

/// The screen apps lay out for (UIKit's `UIScreen`): its bounds and scale come from a
/// ``Device``. ``main`` is the iPhone 15 in portrait unless a test or app picks another
/// device with ``use(_:orientation:)``.
@MainActor
public final class Screen {
    /// The device and orientation.
    public let device: Device
    public let orientation: Device.Orientation

    init(device: Device, orientation: Device.Orientation) {
        self.device = device
        self.orientation = orientation
    }

    /// The screen windows are made for (main-actor state, as UIKit's `UIScreen.main` is).
    public private(set) static var main = Screen(device: .iPhone15, orientation: .portrait)

    /// Makes `device` in `orientation` the main screen; text outside a window is rounded
    /// to its scale from then on.
    public static func use(_ device: Device, orientation: Device.Orientation = .portrait) {
        main = Screen(device: device, orientation: orientation)
        MainScreenScale.value = device.scale
    }

    /// The screen's bounds in points.
    public var bounds: CGRect { device.bounds(orientation) }
    /// Pixels per point.
    public var scale: CGFloat { device.scale }
    /// Pixels per point of the panel (the same as ``scale`` on these devices).
    public var nativeScale: CGFloat { device.scale }
}
