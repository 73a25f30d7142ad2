import Foundation

/// What a view tells assistive technologies (UIKit's `UIAccessibilityTraits`): kept, so that
/// app code sets it and tests read it back. Nothing here is spoken or changes a frame.
public struct AccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    /// Creates traits from their raw bits.
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    /// No traits.
    public static let none = AccessibilityTraits([])
    /// A button.
    public static let button = AccessibilityTraits(rawValue: 1 << 0)
    /// A link.
    public static let link = AccessibilityTraits(rawValue: 1 << 1)
    /// An image.
    public static let image = AccessibilityTraits(rawValue: 1 << 2)
    /// Selected.
    public static let selected = AccessibilityTraits(rawValue: 1 << 3)
    /// Text that does not change.
    public static let staticText = AccessibilityTraits(rawValue: 1 << 6)
    /// A heading.
    public static let header = AccessibilityTraits(rawValue: 1 << 16)
    /// Not enabled.
    public static let notEnabled = AccessibilityTraits(rawValue: 1 << 8)
    /// A value that changes often.
    public static let updatesFrequently = AccessibilityTraits(rawValue: 1 << 9)
    /// A search field.
    public static let searchField = AccessibilityTraits(rawValue: 1 << 10)
    /// An adjustable element (a slider).
    public static let adjustable = AccessibilityTraits(rawValue: 1 << 12)
}

/// A view's accessibility settings, made on first use so that views that set none carry
/// one reference.
final class AccessibilityStorage {
    var label: String?
    var hint: String?
    var value: String?
    var isElement: Bool?
    var traits: AccessibilityTraits?
    var elements: [Any]?
}

extension View {
    private var accessibility: AccessibilityStorage {
        if let storage = accessibilityStorage { return storage }
        let storage = AccessibilityStorage()
        accessibilityStorage = storage
        return storage
    }

    /// A short description of the view for assistive technologies (a label's text unless
    /// set, as in UIKit).
    public var accessibilityLabel: String? {
        get { accessibilityStorage?.label ?? (self as? Label)?.text }
        set { accessibility.label = newValue }
    }

    /// What happens when the view is activated.
    public var accessibilityHint: String? {
        get { accessibilityStorage?.hint }
        set { accessibility.hint = newValue }
    }

    /// The view's value (a slider's position, a switch's state), as text.
    public var accessibilityValue: String? {
        get { accessibilityStorage?.value }
        set { accessibility.value = newValue }
    }

    /// Whether assistive technologies see the view as one element: `false` for a plain
    /// view, `true` for a label, as in UIKit, unless set.
    public var isAccessibilityElement: Bool {
        get { accessibilityStorage?.isElement ?? (self is Label) }
        set { accessibility.isElement = newValue }
    }

    /// What kind of element the view is: `.staticText` for a label, none for a plain view,
    /// unless set.
    public var accessibilityTraits: AccessibilityTraits {
        get { accessibilityStorage?.traits ?? (self is Label ? .staticText : .none) }
        set { accessibility.traits = newValue }
    }

    /// The elements inside the view that assistive technologies visit, in order (UIKit's
    /// `accessibilityElements`,
    /// https://developer.apple.com/documentation/objectivec/nsobject-swift.class/accessibilityelements):
    /// `nil` unless set, as in UIKit, where a container without it lets its subviews be
    /// found in their order. Kept as set; nothing here reads it aloud.
    public var accessibilityElements: [Any]? {
        get { accessibilityStorage?.elements }
        set { accessibility.elements = newValue }
    }
}
