import AutoLayout
import Foundation

/// Typing, deleting, clearing and the return key, for tests: there is no keyboard here, so
/// these do what UIKit's text field does when the user does them, delegate calls and
/// control events included.
extension TextField {
    /// Types `string` one character at a time, as a user would. The field first becomes the
    /// first responder (nothing is typed if it cannot, or is disabled). For each character
    /// the delegate's ``TextFieldDelegate/textField(_:shouldChangeCharactersIn:replacementString:)``
    /// is asked about inserting it at the end of the text (an empty range at the text's
    /// UTF-16 length); if it agrees the character is appended and `.editingChanged` is
    /// sent, as UIKit does for each keystroke. A refused character is skipped.
    public func simulateTyping(_ string: String) {
        guard isEnabled, becomeFirstResponder() else { return }
        for character in string {
            let current = text ?? ""
            let range = NSRange(location: current.utf16.count, length: 0)
            replaceCharacters(in: range, of: current, with: current + String(character), typed: String(character))
        }
    }

    /// Deletes the last character, as the delete key does: the delegate is asked about
    /// replacing its range with an empty string, then `.editingChanged` is sent. Nothing
    /// happens on an empty field.
    public func simulateDeleteBackward() {
        guard isEnabled, becomeFirstResponder(), let current = text, let last = current.last else { return }
        let length = String(last).utf16.count
        let range = NSRange(location: current.utf16.count - length, length: length)
        replaceCharacters(in: range, of: current, with: String(current.dropLast()), typed: "")
    }

    /// Taps the clear button: if ``TextFieldDelegate/textFieldShouldClear(_:)`` agrees, the
    /// text is emptied and `.editingChanged` sent. Returns whether it was cleared.
    @discardableResult
    public func simulateClear() -> Bool {
        guard isEnabled, delegate?.textFieldShouldClear(self) ?? true else { return false }
        text = ""
        sendActions(for: .editingChanged)
        return true
    }

    /// Taps the return key: asks ``TextFieldDelegate/textFieldShouldReturn(_:)`` and, if it
    /// agrees, sends `.editingDidEndOnExit`. The field stays the first responder unless the
    /// delegate or an action resigns it, as delegates usually do in UIKit code. Returns the
    /// delegate's answer (`true` without one).
    @discardableResult
    public func simulateReturn() -> Bool {
        guard isEnabled else { return false }
        let shouldReturn = delegate?.textFieldShouldReturn(self) ?? true
        if shouldReturn { sendActions(for: .editingDidEndOnExit) }
        return shouldReturn
    }

    /// Replaces `range` of `current` if the delegate agrees, giving `replaced`.
    private func replaceCharacters(in range: NSRange, of current: String, with replaced: String, typed: String) {
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: typed) ?? true else {
            return
        }
        text = replaced
        sendActions(for: .editingChanged)
    }
}
