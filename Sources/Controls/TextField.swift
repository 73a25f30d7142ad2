import AutoLayout
import Foundation

/// A one-line text field (UIKit's `UITextField`).
///
/// Its intrinsic size is its text's (or else its placeholder's) in its font, plus, for the
/// rounded-rect style, 7 points on each side and a height of at least 34 points: iOS's
/// standard rounded text field is 34 points high with the 17-point body font.
@MainActor
open class TextField: Control {
    /// The border styles (UIKit's `UITextField.BorderStyle`).
    public enum BorderStyle: Sendable { case none, line, bezel, roundedRect }

    /// A text field takes the keyboard's input: it can become the first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// The text.
    public var text: String? { didSet { contentDidChange() } }
    /// The text shown while the field is empty.
    public var placeholder: String? {
        didSet {
            if editing.attributedPlaceholder?.string != placeholder { editing.attributedPlaceholder = nil }
            contentDidChange()
        }
    }
    /// The font (the system font at 17 points unless set).
    public var font: Font? = .body { didSet { contentDidChange() } }
    /// The border style (`.none` unless set, as in UIKit).
    public var borderStyle = BorderStyle.none { didSet { invalidateIntrinsicContentSize() } }
    /// How the text is aligned.
    public var textAlignment = TextAlignment.natural

    /// The label that shows the text, or the placeholder in grey while there is none.
    let textLabel = Label()
    /// The keyboard settings, delegate and overlay views (TextField+Editing.swift).
    var editing = TextFieldEditing()

    /// The view above the keyboard while the field is edited (`nil` unless set; UIKit's
    /// `inputAccessoryView`, https://developer.apple.com/documentation/uikit/uitextfield/inputaccessoryview).
    open override var inputAccessoryView: View? {
        get { editing.inputAccessoryView }
        set { editing.inputAccessoryView = newValue }
    }
    /// The view in place of the keyboard while the field is edited (`nil` unless set;
    /// UIKit's `inputView`, https://developer.apple.com/documentation/uikit/uitextfield/inputview).
    open override var inputView: View? {
        get { editing.inputView }
        set { editing.inputView = newValue }
    }

    /// Begins editing, asking and telling the delegate (TextField+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing { super.becomeFirstResponder() } }
    /// Ends editing, asking and telling the delegate (TextField+Editing.swift).
    @discardableResult
    open override func resignFirstResponder() -> Bool { finishEditing { super.resignFirstResponder() } }

    /// Creates a field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(textLabel)
    }

    /// The label shows the text (bullets for secure entry) in the text colour, or else the
    /// placeholder in grey (or with its attributes), in the field's font.
    func contentDidChange() {
        let showsText = text?.isEmpty == false
        textLabel.font = font ?? .body
        if !showsText, let attributed = editing.attributedPlaceholder {
            textLabel.attributedText = attributed
        } else {
            textLabel.text = showsText ? displayedText : placeholder
            textLabel.textColor = showsText ? textColor : .placeholderText
        }
        invalidateIntrinsicContentSize()
    }

    /// Places the label inside the border, vertically centered on the pixel grid.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let inset: CGFloat = borderStyle == .roundedRect ? 7 : borderStyle == .none ? 0 : 2
        let height = textLabel.intrinsicContentSize.height
        let frame = originOnPixels(
            CGRect(x: inset, y: (bounds.height - height) / 2, width: max(0, bounds.width - 2 * inset), height: height),
            scale: textScale)
        if textLabel.frame != frame { textLabel.frame = frame }
    }

    /// Creates a field (views are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    open override var intrinsicContentSize: CGSize {
        let size = textLabel.intrinsicContentSize
        let line = roundedUpToPixels((font ?? .body).lineHeight, scale: textScale)
        switch borderStyle {
        case .roundedRect: return CGSize(width: size.width + 14, height: max(34, line + 13))
        case .line, .bezel: return CGSize(width: size.width + 4, height: line + 4)
        case .none: return CGSize(width: size.width, height: line)
        }
    }
}
