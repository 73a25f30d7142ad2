import Foundation

/// The root of a view tree shown on a screen (UIKit's `UIWindow`): it holds the safe-area
/// insets and traits of its device, and views learn they appear when their tree enters it
/// (``View/willMove(toWindow:)``, ``View/didMoveToWindow()``). View controllers, screens
/// and devices are built on top of it.
@MainActor
open class Window: View {
    /// Whether any window was ever made (until then no view looks for one).
    private(set) static var anyExists = false

    /// Whether ``makeKeyAndVisible()`` made this the key window.
    public internal(set) var isKeyWindow = false

    /// UIKit's name for the class, registered once.
    private static let registeredName: Void = View.registerDebugClassName(Window.self, "UIWindow")

    /// Creates a window with a frame (a device's screen bounds, usually).
    public override init(frame: CGRect) {
        _ = Self.registeredName
        Self.anyExists = true
        TraitUsage.begin()
        super.init(frame: frame)
    }

    /// Creates an empty window (views are not archived).
    public required init?(coder: NSCoder) {
        _ = Self.registeredName
        Self.anyExists = true
        TraitUsage.begin()
        super.init(coder: coder)
    }

    /// Makes the window the key window and shows it: its tree lays out at once.
    open func makeKeyAndVisible() {
        isKeyWindow = true
        isHidden = false
        layoutIfNeeded()
    }
}
