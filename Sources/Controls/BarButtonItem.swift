import AutoLayout
import Foundation

/// A button in a navigation bar or toolbar (UIKit's `UIBarButtonItem`): a title, an image,
/// a system item or a custom view, and the action a tap runs.
///
/// The bar's own layout is not modelled: an item keeps what it is given for code and tests
/// to read. UIKit's `target`/`action` initializers take an Objective-C selector, which Swift
/// on Linux does not have; the action is a closure (``Action``, UIKit's iOS 14 `primaryAction`
/// initializers), run by ``simulateTap()``.
@MainActor
open class BarButtonItem {
    /// How an item's title is drawn.
    public enum Style: Int, Sendable {
        /// The plain style.
        case plain
        /// The bold style of a "Done" button.
        case done
    }

    /// The items UIKit draws itself.
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks
        case search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The title.
    open var title: String?
    /// The image.
    open var image: Image?
    /// The style (`.plain` unless set).
    open var style = Style.plain
    /// The system item it was made as, if any.
    public private(set) var systemItem: SystemItem?
    /// A view shown instead of a title or an image.
    open var customView: View?
    /// Whether a tap runs the action (`true` unless set).
    open var isEnabled = true
    /// The width of a fixed space, or of the item (0: its content's).
    open var width: CGFloat = 0
    /// The tint colour; `nil` follows the bar's.
    open var tintColor: Color?
    /// The action a tap runs.
    open var primaryAction: Action?
    /// The menu a tap shows when there is no ``primaryAction`` (a long press shows it
    /// otherwise); kept, and picked from with ``Menu/simulateSelection(of:)``.
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/menu
    open var menu: Menu?

    /// An item with nothing in it yet.
    public init() {}

    /// An item with a title or an image, an action and a menu (UIKit's iOS 14 initializer).
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(title:image:primaryaction:menu:)
    public convenience init(
        title: String? = nil, image: Image? = nil, primaryAction: Action? = nil, menu: Menu? = nil
    ) {
        self.init()
        self.title = title
        self.image = image
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// A system item, running `primaryAction` when tapped. `.done` is in the done style.
    public convenience init(barButtonSystemItem systemItem: SystemItem, primaryAction: Action? = nil) {
        self.init()
        self.systemItem = systemItem
        style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// A system item running `primaryAction` when tapped, or showing `menu` (UIKit's iOS 14
    /// initializer).
    /// https://developer.apple.com/documentation/uikit/uibarbuttonitem/init(systemitem:primaryaction:menu:)
    public convenience init(systemItem: SystemItem, primaryAction: Action? = nil, menu: Menu? = nil) {
        self.init(barButtonSystemItem: systemItem, primaryAction: primaryAction)
        self.menu = menu
    }

    /// An item showing a view.
    public convenience init(customView: View) {
        self.init()
        self.customView = customView
    }

    /// A flexible space between items.
    public static func flexibleSpace() -> BarButtonItem { BarButtonItem(barButtonSystemItem: .flexibleSpace) }

    /// A space of a fixed width.
    public static func fixedSpace(_ width: CGFloat) -> BarButtonItem {
        let item = BarButtonItem(barButtonSystemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// Does what a tap does: runs the action when the item is enabled.
    public func simulateTap() {
        guard isEnabled, let primaryAction else { return }
        primaryAction.handler(primaryAction)
    }
}
