import AutoLayout

/// How the status bar draws its text and icons (UIKit's `UIStatusBarStyle`); the raw values
/// are UIKit's.
/// https://developer.apple.com/documentation/uikit/uistatusbarstyle
public enum StatusBarStyle: Int, Sendable {
    /// Dark or light content, following the interface style.
    case `default` = 0
    /// Light content, for dark backgrounds.
    case lightContent = 1
    /// Dark content, for light backgrounds.
    case darkContent = 3
}

/// The interface orientations a controller supports (UIKit's `UIInterfaceOrientationMask`);
/// the bits are UIKit's (one bit per `UIInterfaceOrientation` raw value).
/// https://developer.apple.com/documentation/uikit/uiinterfaceorientationmask
public struct InterfaceOrientationMask: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// Portrait.
    public static let portrait = InterfaceOrientationMask(rawValue: 1 << 1)
    /// Portrait upside down.
    public static let portraitUpsideDown = InterfaceOrientationMask(rawValue: 1 << 2)
    /// Landscape with the home button (or bottom edge) on the right.
    public static let landscapeRight = InterfaceOrientationMask(rawValue: 1 << 3)
    /// Landscape with the home button (or bottom edge) on the left.
    public static let landscapeLeft = InterfaceOrientationMask(rawValue: 1 << 4)
    /// Both landscape orientations.
    public static let landscape: InterfaceOrientationMask = [.landscapeLeft, .landscapeRight]
    /// Every orientation.
    public static let all: InterfaceOrientationMask = [.portrait, .portraitUpsideDown, .landscape]
    /// Every orientation but portrait upside down.
    public static let allButUpsideDown: InterfaceOrientationMask = [.portrait, .landscape]

    /// UIKit's default for a controller: `.all` for the iPad idiom, `.allButUpsideDown` for
    /// the iPhone idiom (the main screen's device says which).
    @MainActor static var defaultForMainScreen: InterfaceOrientationMask {
        Screen.main.device.name.hasPrefix("iPad") ? .all : .allButUpsideDown
    }
}

extension ViewController {
    /// Asks for the status bar's look to be read again from ``preferredStatusBarStyle`` and
    /// ``prefersStatusBarHidden``. There is no status bar to redraw here, so nothing changes:
    /// the values are read when asked for.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setneedsstatusbarappearanceupdate()
    public func setNeedsStatusBarAppearanceUpdate() {}
}
