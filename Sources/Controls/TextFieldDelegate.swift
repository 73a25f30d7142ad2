import AutoLayout
import Foundation

/// The object a text field asks about editing and tells of it (UIKit's
/// `UITextFieldDelegate`, https://developer.apple.com/documentation/uikit/uitextfielddelegate).
/// Every method is optional, as in UIKit: the defaults allow everything and do nothing.
@MainActor
public protocol TextFieldDelegate: AnyObject {
    /// Whether editing may begin (UIKit's `textFieldShouldBeginEditing(_:)`): `false` keeps
    /// the field from becoming the first responder.
    func textFieldShouldBeginEditing(_ textField: TextField) -> Bool
    /// Editing began: the field is the first responder (UIKit's `textFieldDidBeginEditing(_:)`).
    func textFieldDidBeginEditing(_ textField: TextField)
    /// Whether editing may end (UIKit's `textFieldShouldEndEditing(_:)`): `false` keeps the
    /// field the first responder; ``View/endEditing(_:)`` with `force` does not ask.
    func textFieldShouldEndEditing(_ textField: TextField) -> Bool
    /// Editing ended (UIKit's `textFieldDidEndEditing(_:)`).
    func textFieldDidEndEditing(_ textField: TextField)
    /// Editing ended, and why (UIKit's `textFieldDidEndEditing(_:reason:)`); by default it
    /// calls ``textFieldDidEndEditing(_:)``, and a text field calls only this one, as UIKit
    /// calls only this one when a delegate implements it.
    func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason)
    /// Whether the characters in `range` (UTF-16 offsets, as `NSRange` counts) may be
    /// replaced with `string`, which is empty for a deletion (UIKit's
    /// `textField(_:shouldChangeCharactersIn:replacementString:)`).
    func textField(_ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection changed (UIKit's `textFieldDidChangeSelection(_:)`).
    func textFieldDidChangeSelection(_ textField: TextField)
    /// Whether the clear button may empty the field (UIKit's `textFieldShouldClear(_:)`).
    func textFieldShouldClear(_ textField: TextField) -> Bool
    /// Whether the return key does its default action (UIKit's `textFieldShouldReturn(_:)`).
    func textFieldShouldReturn(_ textField: TextField) -> Bool
}

extension TextFieldDelegate {
    public func textFieldShouldBeginEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidBeginEditing(_ textField: TextField) {}
    public func textFieldShouldEndEditing(_ textField: TextField) -> Bool { true }
    public func textFieldDidEndEditing(_ textField: TextField) {}
    public func textFieldDidEndEditing(_ textField: TextField, reason: TextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    public func textField(
        _ textField: TextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    public func textFieldDidChangeSelection(_ textField: TextField) {}
    public func textFieldShouldClear(_ textField: TextField) -> Bool { true }
    public func textFieldShouldReturn(_ textField: TextField) -> Bool { true }
}

extension TextField {
    /// Why editing ended (UIKit's `UITextField.DidEndEditingReason`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/didendeditingreason).
    public enum DidEndEditingReason: Int, Sendable, Hashable {
        case committed, cancelled
    }
}

extension Control.Event {
    /// Editing began in a text field (UIKit's `editingDidBegin`, raw value 1 << 16).
    public static let editingDidBegin = Control.Event(rawValue: 1 << 16)
    /// Editing ended in a text field (UIKit's `editingDidEnd`, raw value 1 << 18).
    public static let editingDidEnd = Control.Event(rawValue: 1 << 18)
    /// The return key ended editing in a text field (UIKit's `editingDidEndOnExit`, raw
    /// value 1 << 19).
    public static let editingDidEndOnExit = Control.Event(rawValue: 1 << 19)
    /// All the editing events (UIKit's `allEditingEvents`, 0x000F0000).
    public static let allEditingEvents = Control.Event(rawValue: 0x000F_0000)
}
