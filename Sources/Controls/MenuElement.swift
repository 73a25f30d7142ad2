import AutoLayout
import Foundation

/// What menus are made of: an action or a submenu (UIKit's `UIMenuElement`, the superclass
/// of `UIAction` and `UIMenu`). Menus are not drawn here; their elements are kept for code
/// and tests to read, and ``Menu/simulateSelection(of:)`` picks one as a tap would.
/// https://developer.apple.com/documentation/uikit/uimenuelement
@MainActor
open class MenuElement {
    var titleStorage: String
    var imageStorage: Image?

    /// The title the menu shows.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/title
    open var title: String { titleStorage }
    /// The image next to the title.
    /// https://developer.apple.com/documentation/uikit/uimenuelement/image
    open var image: Image? { imageStorage }
    /// A second line under the title (`nil` unless set).
    /// https://developer.apple.com/documentation/uikit/uimenuelement/subtitle
    open var subtitle: String?

    init(title: String, image: Image?) {
        titleStorage = title
        imageStorage = image
    }

    /// How an element looks and behaves (UIKit's `UIMenuElement.Attributes`, with its raw
    /// values).
    /// https://developer.apple.com/documentation/uikit/uimenuelement/attributes
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The element cannot be picked.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// The element is drawn in the destructive style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// The element is not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Picking the element leaves the menu open.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether a checkmark shows next to an element (UIKit's `UIMenuElement.State`).
    /// https://developer.apple.com/documentation/uikit/uimenuelement/state
    public enum State: Int, Sendable {
        case off, on, mixed
    }
}
