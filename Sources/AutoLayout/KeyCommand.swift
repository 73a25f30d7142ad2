import Foundation

/// The modifier keys a key command needs (UIKit's `UIKeyModifierFlags`,
/// https://developer.apple.com/documentation/uikit/uikeymodifierflags), with UIKit's raw
/// values.
public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    /// Flags from their raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Caps Lock.
    public static let alphaShift = KeyModifierFlags(rawValue: 1 << 16)
    /// Shift.
    public static let shift = KeyModifierFlags(rawValue: 1 << 17)
    /// Control.
    public static let control = KeyModifierFlags(rawValue: 1 << 18)
    /// Option.
    public static let alternate = KeyModifierFlags(rawValue: 1 << 19)
    /// Command.
    public static let command = KeyModifierFlags(rawValue: 1 << 20)
    /// A key on the numeric keypad.
    public static let numericPad = KeyModifierFlags(rawValue: 1 << 21)
}

/// A key press on a hardware keyboard and what it does (UIKit's `UIKeyCommand`,
/// https://developer.apple.com/documentation/uikit/uikeycommand), returned from a
/// responder's ``Responder/keyCommands``.
///
/// UIKit's initializers take the action as an Objective-C selector
/// (`init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)`,
/// `init(input:modifierFlags:action:)`), which Swift cannot form without the Objective-C
/// runtime. These take a closure in the selector's place, called with the command: the
/// form an app's `#selector(find(_:))` becomes `{ [unowned self] in self.find($0) }`. UIKit's
/// `UICommand` superclass, its menu attributes, property list and alternates are not here.
/// There is no hardware keyboard: ``perform()`` runs the action, as a key press would.
@MainActor
open class KeyCommand {
    /// The command's title, shown in menus (UIKit's `title`; empty unless given).
    open var title: String
    /// The image shown next to the title in menus (UIKit's `image`).
    open var image: Image?
    /// The text of the key to press (UIKit's `input`).
    public let input: String?
    /// The modifier keys to hold (UIKit's `modifierFlags`).
    public let modifierFlags: KeyModifierFlags
    /// A longer title for the keyboard shortcuts overlay (UIKit's `discoverabilityTitle`).
    open var discoverabilityTitle: String?
    /// What the command does.
    private let action: @MainActor (KeyCommand) -> Void

    /// A command with a title and a key combination; `action` stands in for UIKit's
    /// selector (see ``KeyCommand``).
    public init(
        title: String = "", image: Image? = nil, action: @escaping @MainActor (KeyCommand) -> Void, input: String,
        modifierFlags: KeyModifierFlags = [], discoverabilityTitle: String? = nil
    ) {
        self.title = title
        self.image = image
        self.action = action
        self.input = input
        self.modifierFlags = modifierFlags
        self.discoverabilityTitle = discoverabilityTitle
    }

    /// A command for a key combination (UIKit's `init(input:modifierFlags:action:)` with a
    /// closure for the selector).
    public convenience init(
        input: String, modifierFlags: KeyModifierFlags, action: @escaping @MainActor (KeyCommand) -> Void
    ) {
        self.init(action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Runs the command's action, as pressing its keys does.
    public func perform() { action(self) }
}
