import AutoLayout
import Foundation

/// What a text field keeps for editing: its keyboard settings, its delegate and the
/// views and modes UIKit code sets on it.
struct TextFieldEditing {
    var traits = TextInputTraitValues()
    weak var delegate: (any TextFieldDelegate)?
    var textColor: Color?
    var attributedPlaceholder: NSAttributedString?
    var clearButtonMode = TextField.ViewMode.never
    var leftView: View?
    var rightView: View?
    var leftViewMode = TextField.ViewMode.never
    var rightViewMode = TextField.ViewMode.never
    var inputAccessoryView: View?
    var inputView: View?
    /// The selection set through `selectedTextRange`, in UTF-16 offsets; `nil`: a caret
    /// after the last character (TextInput+Ranges.swift).
    var selectedRange: NSRange?
}

extension TextField: TextInputTraits {
    /// When an overlay view shows (UIKit's `UITextField.ViewMode`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/viewmode).
    public enum ViewMode: Int, Sendable, Hashable {
        case never, whileEditing, unlessEditing, always
    }

    /// The keyboard (`.default` unless set; UIKit's `keyboardType`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/keyboardtype).
    public var keyboardType: KeyboardType {
        get { editing.traits.keyboardType }
        set { editing.traits.keyboardType = newValue }
    }
    /// When capitals turn on (`.sentences` unless set; UIKit's `autocapitalizationType`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype).
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
    /// Whether the text is obscured (`false` unless set; UIKit's `isSecureTextEntry`,
    /// https://developer.apple.com/documentation/uikit/uitextinputtraits/issecuretextentry,
    /// which says a text field then obscures the text). The field shows, and measures, one
    /// bullet (U+2022) per character in place of the text; ``TextField/text`` is unchanged.
    public var isSecureTextEntry: Bool {
        get { editing.traits.isSecureTextEntry }
        set {
            editing.traits.isSecureTextEntry = newValue
            contentDidChange()
        }
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
    /// Whether the return key is off while the field is empty (`false` unless set; UIKit's
    /// `enablesReturnKeyAutomatically`).
    public var enablesReturnKeyAutomatically: Bool {
        get { editing.traits.enablesReturnKeyAutomatically }
        set { editing.traits.enablesReturnKeyAutomatically = newValue }
    }

    /// The text as the field shows it: bullets in place of the characters while
    /// ``isSecureTextEntry`` is on.
    var displayedText: String? {
        guard isSecureTextEntry, let text else { return text }
        return String(repeating: "\u{2022}", count: text.count)
    }

    /// The delegate, held weakly (UIKit's `delegate`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/delegate).
    public var delegate: (any TextFieldDelegate)? {
        get { editing.delegate }
        set { editing.delegate = newValue }
    }

    /// The colour of the text (the label colour unless set; UIKit's `textColor`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/textcolor).
    public var textColor: Color? {
        get { editing.textColor ?? .label }
        set {
            editing.textColor = newValue
            contentDidChange()
        }
    }

    /// The placeholder with attributes (UIKit's `attributedPlaceholder`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/attributedplaceholder):
    /// setting it sets ``placeholder`` to its string, and the field shows and measures it
    /// run by run; setting ``placeholder`` drops the attributes.
    public var attributedPlaceholder: NSAttributedString? {
        get { editing.attributedPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            editing.attributedPlaceholder = newValue
            placeholder = newValue?.string
        }
    }

    /// When the clear button shows (`.never` unless set; UIKit's `clearButtonMode`). Kept:
    /// no button is drawn and it takes no room here.
    public var clearButtonMode: ViewMode {
        get { editing.clearButtonMode }
        set { editing.clearButtonMode = newValue }
    }
    /// The overlay view at the leading end (UIKit's `leftView`). Kept, with
    /// ``leftViewMode``; it is not placed in the field here.
    public var leftView: View? {
        get { editing.leftView }
        set { editing.leftView = newValue }
    }
    /// When ``leftView`` shows (`.never` unless set; UIKit's `leftViewMode`). Kept.
    public var leftViewMode: ViewMode {
        get { editing.leftViewMode }
        set { editing.leftViewMode = newValue }
    }
    /// The overlay view at the trailing end (UIKit's `rightView`). Kept, with
    /// ``rightViewMode``; it is not placed in the field here.
    public var rightView: View? {
        get { editing.rightView }
        set { editing.rightView = newValue }
    }
    /// When ``rightView`` shows (`.never` unless set; UIKit's `rightViewMode`). Kept.
    public var rightViewMode: ViewMode {
        get { editing.rightViewMode }
        set { editing.rightViewMode = newValue }
    }

    /// Whether the field is being edited: it is the first responder (UIKit's `isEditing`,
    /// https://developer.apple.com/documentation/uikit/uitextfield/isediting).
    public var isEditing: Bool { isFirstResponder }

    /// Becomes the first responder as UIKit's text field does: the delegate is asked
    /// first, then told, and `.editingDidBegin` is sent.
    func beginEditing(_ become: () -> Bool) -> Bool {
        enterEditing(
            shouldBegin: { canBecomeFirstResponder && (delegate?.textFieldShouldBeginEditing(self) ?? true) },
            become: become,
            didBegin: {
                delegate?.textFieldDidBeginEditing(self)
                sendActions(for: .editingDidBegin)
            })
    }

    /// Resigns as UIKit's text field does: the delegate is asked first (unless
    /// ``View/endEditing(_:)`` forces it), then told, and `.editingDidEnd` is sent.
    func finishEditing(_ resign: () -> Bool) -> Bool {
        leaveEditing(
            shouldEnd: { delegate?.textFieldShouldEndEditing(self) ?? true },
            resign: resign,
            didEnd: {
                delegate?.textFieldDidEndEditing(self, reason: .committed)
                sendActions(for: .editingDidEnd)
            })
    }
}
