import AutoLayout
import Foundation

/// The window's controllers, kept with the window.
@MainActor
final class WindowControllers {
    var root: ViewController?
}

extension Window {
    /// A window filling a device's screen in an orientation: its bounds, safe-area insets
    /// and traits (size classes, scale) are the device's.
    public convenience init(device: Device, orientation: Device.Orientation = .portrait) {
        self.init(frame: device.bounds(orientation))
        safeAreaInsets = device.safeAreaInsets(orientation)
        traitOverrides = device.traits(orientation)
    }

    /// A window on the main screen (UIKit's `UIWindow(windowScene:)` in spirit).
    public convenience init(screen: Screen) {
        self.init(device: screen.device, orientation: screen.orientation)
    }

    /// The controller whose view fills the window. Setting it puts the new controller's
    /// view in the window (sized to it, stretching with it) and takes the old one's out;
    /// each hears its appearance calls.
    public var rootViewController: ViewController? {
        get { layoutNode.attachment(WindowControllers.self)?.root }
        set {
            let controllers = layoutNode.attachment(WindowControllers.self) { WindowControllers() }
            guard controllers.root !== newValue else { return }
            controllers.root?.viewIfLoaded?.removeFromSuperview()
            controllers.root = newValue
            guard let controller = newValue else { return }
            addFilling(controller.view)
        }
    }

    /// Rotates the window to another orientation of `device`: bounds, insets and size
    /// classes change, and the tree lays out again. When the size changes, the root
    /// controller hears `viewWillTransition(to:with:)` first and passes it on
    /// (ViewController+Rotation.swift).
    public func rotate(to orientation: Device.Orientation, on device: Device) {
        let transition = beginSizeTransition(to: device.bounds(orientation).size)
        frame = device.bounds(orientation)
        safeAreaInsets = device.safeAreaInsets(orientation)
        traitOverrides = device.traits(orientation)
        setNeedsLayout()
        layoutIfNeeded()
        endSizeTransition(transition)
    }
}
