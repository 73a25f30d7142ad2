import AutoLayout
import Foundation

/// What a text view keeps for editing: its keyboard settings, delegate, selection and
/// input views.
struct TextViewEditing {
    var traits = TextInputTraitValues()
    weak var delegate: (any TextViewDelegate)?
    var selectedRange = NSRange(location: 0, length: 0)
    var inputAccessoryView: View?
    var inputView: View?
}

extension TextView: TextInputTraits {
    /// The keyboard (`.default` unless set; UIKit's `keyboardType`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype).
    public var keyboardType: KeyboardType {
        get { editing.traits.keyboardType }
        set { editing.traits.keyboardType = newValue }
    }
    /// When capitals turn on (`.sentences` unless set; UIKit's `autocapitalizationType`).
    public var autocapitalizationType: TextAutocapitalizationType {
        get { editing.traits.autocapitalizationType }
        set { editing.traits.autocapitalizationType = newValue }
    }
    /// Whether autocorrection is on (`.default` unless set; UIKit's `autocorrectionType`).
    public var autocorrectionType: TextAutocorrectionType {
        get { editing.traits.autocorrectionType }
        set { editing.traits.autocorrectionType = newValue }
    }
    /// Whether spell checking is on (`.default` unless set; UIKit's `spellCheckingType`).
    public var spellCheckingType: TextSpellCheckingType {
        get { editing.traits.spellCheckingType }
        set { editing.traits.spellCheckingType = newValue }
    }
    /// The return key's title (`.default` unless set; UIKit's `returnKeyType`).
    public var returnKeyType: ReturnKeyType {
        get { editing.traits.returnKeyType }
        set { editing.traits.returnKeyType = newValue }
    }
    /// Whether copying is off (`false` unless set; UIKit's `isSecureTextEntry`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry:
    /// only a text field obscures its text). Kept; the text shows as it is.
    public var isSecureTextEntry: Bool {
        get { editing.traits.isSecureTextEntry }
        set { editing.traits.isSecureTextEntry = newValue }
    }
    /// What the text holds (`nil` unless set; UIKit's `textContentType`).
    public var textContentType: TextContentType! {
        get { editing.traits.textContentType }
        set { editing.traits.textContentType = newValue }
    }
    /// The keyboard's look (`.default` unless set; UIKit's `keyboardAppearance`).
    public var keyboardAppearance: KeyboardAppearance {
        get { editing.traits.keyboardAppearance }
        set { editing.traits.keyboardAppearance = newValue }
    }
    /// Whether the return key is off while the view is empty (`false` unless set; UIKit's
    /// `enablesReturnKeyAutomatically`).
    public var enablesReturnKeyAutomatically: Bool {
        get { editing.traits.enablesReturnKeyAutomatically }
        set { editing.traits.enablesReturnKeyAutomatically = newValue }
    }

    /// The delegate, held weakly (UIKit's `delegate`,
    /// https://developer.apple.com/documentation/uikit/uitextview/delegate).
    public var delegate: (any TextViewDelegate)? {
        get { editing.delegate }
        set { editing.delegate = newValue }
    }

    /// The text with attributes (UIKit's `attributedText`,
    /// https://developer.apple.com/documentation/uikit/uitextview/attributedtext): laid out
    /// and measured run by run; a run without a font takes ``font``. Setting ``text``
    /// drops the attributes.
    public var attributedText: NSAttributedString! {
        get { textLabel.attributedText ?? NSAttributedString(string: "") }
        set {
            textLabel.attributedText = newValue ?? NSAttributedString(string: "")
            clampSelection()
        }
    }

    /// The selected range, in UTF-16 offsets (UIKit's `selectedRange`,
    /// https://developer.apple.com/documentation/uikit/uitextview/selectedrange): `{0, 0}`
    /// unless set, kept within the text when it is set or the text shrinks.
    public var selectedRange: NSRange {
        get {
            let length = (text ?? "").utf16.count
            let range = editing.selectedRange
            let location = min(range.location, length)
            return NSRange(location: location, length: min(range.length, length - location))
        }
        set {
            guard newValue != editing.selectedRange else { return }
            editing.selectedRange = newValue
            clampSelection()
            delegate?.textViewDidChangeSelection(self)
        }
    }

    private func clampSelection() { editing.selectedRange = selectedRange }

    /// Becomes the first responder as UIKit's text view does: the delegate is asked first,
    /// then told.
    func beginEditing(_ become: () -> Bool) -> Bool {
        enterEditing(
            shouldBegin: { canBecomeFirstResponder && (delegate?.textViewShouldBeginEditing(self) ?? true) },
            become: become,
            didBegin: { delegate?.textViewDidBeginEditing(self) })
    }

    /// Resigns as UIKit's text view does: the delegate is asked first (unless
    /// ``View/endEditing(_:)`` forces it), then told.
    func finishEditing(_ resign: () -> Bool) -> Bool {
        leaveEditing(
            shouldEnd: { delegate?.textViewShouldEndEditing(self) ?? true },
            resign: resign,
            didEnd: { delegate?.textViewDidEndEditing(self) })
    }

    /// Types `string` at the end of the text, as a user would, for tests: the view first
    /// becomes the first responder (nothing is typed if it cannot or is not editable); the
    /// delegate's ``TextViewDelegate/textView(_:shouldChangeTextIn:replacementText:)`` is
    /// asked for each character and, if it agrees, the character is appended, the caret
    /// (``selectedRange``) moves after it and ``TextViewDelegate/textViewDidChange(_:)`` is
    /// called, as UIKit does for each keystroke.
    public func simulateTyping(_ string: String) {
        guard isEditable, becomeFirstResponder() else { return }
        for character in string {
            let current = text ?? ""
            let range = NSRange(location: current.utf16.count, length: 0)
            guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: String(character)) ?? true else {
                continue
            }
            text = current + String(character)
            editing.selectedRange = NSRange(location: (text ?? "").utf16.count, length: 0)
            delegate?.textViewDidChange(self)
        }
    }
}
