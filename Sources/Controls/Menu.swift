import AutoLayout
import Foundation

/// A menu: a title and the actions and submenus in it (UIKit's `UIMenu`). It is not drawn;
/// ``simulateSelection(of:)`` picks an action by title as a tap in the shown menu would.
/// https://developer.apple.com/documentation/uikit/uimenu
@MainActor
open class Menu: MenuElement {
    /// The menu's identifier (a unique one unless given).
    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.property
    public let identifier: Identifier
    /// How the menu is shown.
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.property
    public let options: Options
    /// The actions and submenus, in order.
    /// https://developer.apple.com/documentation/uikit/uimenu/children
    public let children: [MenuElement]

    /// A menu with a title, an image, an identifier, options and elements (UIKit's
    /// `init(title:image:identifier:options:children:)`).
    /// https://developer.apple.com/documentation/uikit/uimenu/init(title:image:identifier:options:children:)
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, options: Options = [],
        children: [MenuElement] = []
    ) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, image: image)
    }

    /// A copy of the menu with other elements.
    /// https://developer.apple.com/documentation/uikit/uimenu/replacingchildren(_:)
    public func replacingChildren(_ newChildren: [MenuElement]) -> Menu {
        Menu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// The actions that are on, in this menu and its submenus.
    /// https://developer.apple.com/documentation/uikit/uimenu/selectedelements
    public var selectedElements: [MenuElement] {
        children.flatMap { element -> [MenuElement] in
            if let menu = element as? Menu { return menu.selectedElements }
            return (element as? Action)?.state == .on ? [element] : []
        }
    }

    /// How a menu is shown (UIKit's `UIMenu.Options`, with its raw values).
    /// https://developer.apple.com/documentation/uikit/uimenu/options-swift.struct
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The elements show in the parent menu, between separators, not as a submenu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// The menu is drawn in the destructive style.
        public static let destructive = Options(rawValue: 1 << 1)
        /// At most one action is on: picking one turns the others off.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// The elements show as a row of small items.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// A menu's identifier (UIKit's `UIMenu.Identifier`).
    /// https://developer.apple.com/documentation/uikit/uimenu/identifier-swift.struct
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    // MARK: Picking an action

    /// Does what picking an action in the shown menu does: finds the first action with
    /// `title` (in submenus too) that is neither disabled nor hidden, turns it on and its
    /// siblings off in a single-selection menu, and runs it. Returns whether one ran.
    @discardableResult
    public func simulateSelection(of title: String) -> Bool {
        guard let (action, menu) = action(titled: title) else { return false }
        if menu.options.contains(.singleSelection) {
            for case let sibling as Action in menu.children { sibling.state = sibling === action ? .on : .off }
        }
        action.handler(action)
        return true
    }

    /// The first pickable action with a title, and the menu it is in.
    func action(titled title: String) -> (Action, Menu)? {
        for element in children {
            if let action = element as? Action, action.title == title,
                action.attributes.isDisjoint(with: [.disabled, .hidden])
            {
                return (action, self)
            }
            if let found = (element as? Menu)?.action(titled: title) { return found }
        }
        return nil
    }
}
