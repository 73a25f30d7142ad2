import AutoLayout
import Foundation

/// The device the app runs on (UIKit's `UIDevice`,
/// https://developer.apple.com/documentation/uikit/uidevice), answered from the
/// ``Device`` the main ``Screen`` was set up with: ``userInterfaceIdiom`` is `.pad` after
/// `Screen.use(.iPad10)`, `.phone` for the iPhones.
///
/// Named so as not to clash with ``Device`` (a simulated device's screen); UIKitCompat calls
/// it `UIDevice`.
@MainActor
open class CurrentDevice {
    /// The kinds of device orientation (UIKit's `UIDeviceOrientation`, with its raw values,
    /// https://developer.apple.com/documentation/uikit/uideviceorientation).
    public enum Orientation: Int, Sendable {
        case unknown, portrait, portraitUpsideDown, landscapeLeft, landscapeRight, faceUp, faceDown

        /// Whether the device is upright or upside down.
        public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
        /// Whether the device is on its side.
        public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
        /// Whether the device lies flat.
        public var isFlat: Bool { self == .faceUp || self == .faceDown }
        /// Whether the orientation is one an interface can take (portrait or landscape).
        public var isValidInterfaceOrientation: Bool { isPortrait || isLandscape }
    }

    /// The battery's states (UIKit's `UIDevice.BatteryState`, with its raw values).
    public enum BatteryState: Int, Sendable {
        case unknown, unplugged, charging, full
    }

    /// The device (main-actor state, as UIKit's `UIDevice.current` is).
    public static let current = CurrentDevice()

    /// Creates the device object; ``current`` is the one app code reads.
    init() {}

    /// The kind of interface: `.pad` on an iPad screen, `.phone` otherwise.
    open var userInterfaceIdiom: UserInterfaceIdiom { Screen.main.device.userInterfaceIdiom }
    /// The model: `"iPad"` or `"iPhone"`.
    open var model: String { userInterfaceIdiom == .pad ? "iPad" : "iPhone" }
    /// The model, localized (the same words here).
    open var localizedModel: String { model }
    /// The device's name. Since iOS 16 apps without a special entitlement read the model
    /// (https://developer.apple.com/documentation/uikit/uidevice/name), and so does this.
    open var name: String { model }
    /// The operating system's name: `"iOS"`.
    open var systemName: String { "iOS" }
    /// The operating system's version: `"17.0"`, the release whose safe areas ``Device``
    /// describes.
    open var systemVersion: String { "17.0" }
    /// The way the device is held, from the main screen's orientation: `.landscapeLeft` for
    /// landscape, the device's top (its sensor) on the left as ``Device`` describes it (the
    /// home button on the right, in UIKit's words:
    /// https://developer.apple.com/documentation/uikit/uideviceorientation/landscapeleft).
    open var orientation: Orientation { Screen.main.orientation == .portrait ? .portrait : .landscapeLeft }
    /// An identifier for the app's vendor on this device, fixed while the process runs.
    open var identifierForVendor: UUID? { Self.vendorIdentifier }
    private static let vendorIdentifier = UUID()
    /// Whether the device multitasks: `true`.
    open var isMultitaskingSupported: Bool { true }

    /// Whether the app reads the battery (`false` unless set); kept.
    open var isBatteryMonitoringEnabled = false
    /// The battery's charge, 0...1; -1 when unknown, as on the Simulator (and always here).
    open var batteryLevel: Float { -1 }
    /// The battery's state: `.unknown`, as on the Simulator.
    open var batteryState: BatteryState { .unknown }
    /// Whether the proximity sensor is on (`false` unless set); kept.
    open var isProximityMonitoringEnabled = false

    /// Whether orientation notifications are being generated (between
    /// ``beginGeneratingDeviceOrientationNotifications()`` and as many ends).
    open var isGeneratingDeviceOrientationNotifications: Bool { orientationNotificationRequests > 0 }
    private var orientationNotificationRequests = 0

    /// Asks for orientation notifications (calls nest).
    open func beginGeneratingDeviceOrientationNotifications() { orientationNotificationRequests += 1 }
    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    open func endGeneratingDeviceOrientationNotifications() {
        orientationNotificationRequests = max(0, orientationNotificationRequests - 1)
    }

    /// Posted when the device's orientation changes
    /// (`UIDeviceOrientationDidChangeNotification`,
    /// https://developer.apple.com/documentation/uikit/uidevice/orientationdidchangenotification).
    nonisolated public static let orientationDidChangeNotification = Notification.Name(
        "UIDeviceOrientationDidChangeNotification")
}

/// The kinds of interface (UIKit's `UIUserInterfaceIdiom`, with its raw values,
/// https://developer.apple.com/documentation/uikit/uiuserinterfaceidiom).
public enum UserInterfaceIdiom: Int, Sendable {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6
}

extension Device {
    /// The device's kind of interface: `.pad` for iPads, `.phone` for iPhones.
    public var userInterfaceIdiom: UserInterfaceIdiom { identifier.hasPrefix("iPad") ? .pad : .phone }
}
