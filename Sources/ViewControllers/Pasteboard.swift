import AutoLayout
import Foundation

/// The copy-and-paste store (UIKit's `UIPasteboard`,
/// https://developer.apple.com/documentation/uikit/uipasteboard), kept in memory: what app
/// code copies, tests paste back.
///
/// Items are dictionaries from a type identifier to a value, as in UIKit; the typed
/// properties read and write the first item of their type (``string``) or one item per
/// value (``strings``), and every write replaces all the items and bumps ``changeCount``,
/// as UIKit's do. A pasteboard is used from any thread, as UIKit's is: a lock guards it.
open class Pasteboard: @unchecked Sendable {
    /// The type identifier of plain text (`public.utf8-plain-text`).
    public static let textType = "public.utf8-plain-text"
    /// The type identifier of URLs (`public.url`).
    public static let urlType = "public.url"
    /// The type identifier of images (`public.png`).
    public static let imageType = "public.png"

    /// The pasteboard every app shares (UIKit's `UIPasteboard.general`).
    public static let general = Pasteboard()

    private let lock = NSLock()
    private var storedItems: [[String: Any]] = []
    private var storedChangeCount = 0

    /// Creates an empty pasteboard (tests may make their own; app code uses ``general``).
    public init() {}

    /// All items, each a dictionary from a type identifier to a value.
    open var items: [[String: Any]] {
        get { lock.withLock { storedItems } }
        set {
            lock.withLock {
                storedItems = newValue
                storedChangeCount += 1
            }
        }
    }

    /// How many times the contents changed.
    open var changeCount: Int { lock.withLock { storedChangeCount } }
    /// How many items there are.
    open var numberOfItems: Int { items.count }

    /// The first item's text, if any; setting it replaces the contents with that text
    /// (`nil` empties the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// The text of every item that has text (`nil` when none does); setting it makes one
    /// item per string.
    open var strings: [String]? {
        get { values(of: Self.textType) }
        set { setValues(newValue, of: Self.textType) }
    }
    /// The first URL, if any; setting it replaces the contents.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }
    /// Every item's URL (`nil` when none has one); setting it makes one item per URL.
    open var urls: [URL]? {
        get { values(of: Self.urlType) }
        set { setValues(newValue, of: Self.urlType) }
    }
    /// The first image, if any; setting it replaces the contents.
    open var image: Image? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }
    /// Every item's image (`nil` when none has one); setting it makes one item per image.
    open var images: [Image]? {
        get { values(of: Self.imageType) }
        set { setValues(newValue, of: Self.imageType) }
    }

    /// Whether an item has text (UIKit's way to ask without reading the text).
    open var hasStrings: Bool { strings != nil }
    /// Whether an item has a URL.
    open var hasURLs: Bool { urls != nil }
    /// Whether an item has an image.
    open var hasImages: Bool { images != nil }

    /// Replaces the contents with one item holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        items = [[pasteboardType: value]]
    }

    /// The first item's value of `pasteboardType`, if it has one.
    open func value(forPasteboardType pasteboardType: String) -> Any? { items.first?[pasteboardType] }

    private func values<Value>(of type: String) -> [Value]? {
        let found = items.compactMap { $0[type] as? Value }
        return found.isEmpty ? nil : found
    }

    private func setValues<Value>(_ values: [Value]?, of type: String) {
        items = (values ?? []).map { [type: $0] }
    }
}
