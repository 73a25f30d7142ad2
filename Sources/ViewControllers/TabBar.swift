import AutoLayout
import Controls
import Foundation

/// A tab bar (UIKit's `UITabBar`). A tab bar controller's bar is 49 points high above the
/// home indicator; its items are the controllers' ``ViewController/tabBarItem``s and its
/// selected item the selected controller's. The look is kept, as bars are not drawn here.
/// https://developer.apple.com/documentation/uikit/uitabbar
@MainActor
open class TabBar: View {
    /// The items, in order.
    /// https://developer.apple.com/documentation/uikit/uitabbar/items
    open var items: [TabBarItem]?
    /// The selected item (kept weakly, as in UIKit).
    /// https://developer.apple.com/documentation/uikit/uitabbar/selecteditem
    open weak var selectedItem: TabBarItem?
    /// The look of the bar (a default-background appearance unless set).
    /// https://developer.apple.com/documentation/uikit/uitabbar/standardappearance
    open var standardAppearance = TabBarAppearance()
    /// The look when content scrolls to the bar's edge.
    /// https://developer.apple.com/documentation/uikit/uitabbar/scrolledgeappearance
    open var scrollEdgeAppearance: TabBarAppearance?
    /// The bar's background tint (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uitabbar/bartintcolor
    open var barTintColor: Color?
    /// The tint of unselected items (`nil`: the system grey).
    /// https://developer.apple.com/documentation/uikit/uitabbar/unselecteditemtintcolor
    open var unselectedItemTintColor: Color?
    /// Whether the bar is translucent (`true` unless set).
    /// https://developer.apple.com/documentation/uikit/uitabbar/istranslucent
    open var isTranslucent = true
    /// The bar's style (`.default` unless set).
    /// https://developer.apple.com/documentation/uikit/uitabbar/barstyle
    open var barStyle = BarStyle.default

    /// Sets the items (animation is not modelled).
    /// https://developer.apple.com/documentation/uikit/uitabbar/setitems(_:animated:)
    open func setItems(_ items: [TabBarItem]?, animated: Bool) { self.items = items }
}

/// An item of a tab bar (UIKit's `UITabBarItem`): a title, images, a badge and a tag.
/// https://developer.apple.com/documentation/uikit/uitabbaritem
@MainActor
open class TabBarItem {
    /// The items UIKit draws itself; the raw values are UIKit's.
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/systemitem
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads
        case mostRecent, mostViewed
    }

    /// The title under the image.
    open var title: String?
    /// The image.
    open var image: Image?
    /// The image while selected (`nil`: ``image``).
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/selectedimage
    open var selectedImage: Image?
    /// The text of the badge; `nil` shows none.
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/badgevalue
    open var badgeValue: String?
    /// The badge's colour (`nil`: the system red).
    open var badgeColor: Color?
    /// A number for the app to tell items apart (0 unless set).
    open var tag = 0
    /// Whether the item can be selected (`true` unless set).
    open var isEnabled = true
    /// The system item it was made as, if any.
    let systemItem: SystemItem?

    /// An item with nothing in it.
    public init() { systemItem = nil }

    /// An item with a title, an image and a tag.
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:tag:)
    public init(title: String?, image: Image?, tag: Int) {
        self.title = title
        self.image = image
        self.tag = tag
        systemItem = nil
    }

    /// An item with a title and two images.
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(title:image:selectedimage:)
    public init(title: String?, image: Image?, selectedImage: Image?) {
        self.title = title
        self.image = image
        self.selectedImage = selectedImage
        systemItem = nil
    }

    /// A system item and a tag; UIKit draws its title and image, so ``title`` and ``image``
    /// stay `nil`.
    /// https://developer.apple.com/documentation/uikit/uitabbaritem/init(tabbarsystemitem:tag:)
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        self.systemItem = systemItem
        self.tag = tag
    }
}

extension ViewController {
    /// The item that represents the controller in a tab bar: made on first use with the
    /// controller's title, which keeps it up to date, as UIKit does.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbaritem
    public var tabBarItem: TabBarItem! {
        get {
            if let item = extras.tabBarItem { return item }
            let item = TabBarItem(title: title, image: nil, tag: 0)
            extras.tabBarItem = item
            return item
        }
        set { extras.tabBarItem = newValue }
    }

    /// The nearest tab bar controller among the ancestors, if any.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/tabbarcontroller
    public var tabBarController: TabBarController? {
        var current = parent
        while let controller = current {
            if let tabs = controller as? TabBarController { return tabs }
            current = controller.parent
        }
        return nil
    }
}
