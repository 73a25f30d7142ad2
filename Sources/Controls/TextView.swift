import AutoLayout
import Foundation

/// The area a text view lays its text out in (UIKit's `NSTextContainer`, its padding).
@MainActor
public final class TextContainer {
    /// The space at each end of every line, inside the inset (5 points unless set).
    public var lineFragmentPadding: CGFloat = 5 { didSet { owner?.textGeometryDidChange() } }
    weak var owner: TextView?
}

/// A scrollable, multi-line text area (UIKit's `UITextView`).
///
/// As in UIKit, its text is inset by ``textContainerInset`` (8 points above and below)
/// and, on each line, by the container's ``TextContainer/lineFragmentPadding`` (5 points
/// at each end); the default font is the 12-point system font. While ``isScrollEnabled``
/// is `true` the view has no intrinsic size and the text sets its ``contentSize``; set it
/// to `false` and the view is as high as its text wrapped at its width, plus the insets,
/// hugging at 250 and resisting compression at 750 like a multi-line label.
@MainActor
open class TextView: ScrollView {
    /// A text view takes the keyboard's input: it can become the first responder.
    open override var canBecomeFirstResponder: Bool { true }

    /// The text (an empty string unless set).
    open var text: String! {
        get { textLabel.text ?? "" }
        set { textLabel.text = newValue ?? "" }
    }
    /// The font (the 12-point system font when `nil`).
    open var font: Font? {
        didSet {
            textLabel.font = font ?? Self.defaultFont
            textGeometryDidChange()
        }
    }
    /// The text colour.
    open var textColor: Color? { didSet { textLabel.textColor = textColor ?? .label } }
    /// How lines are aligned.
    open var textAlignment: TextAlignment {
        get { textLabel.textAlignment }
        set { textLabel.textAlignment = newValue }
    }
    /// Whether the user can edit the text.
    open var isEditable = true
    /// Whether the user can select the text.
    open var isSelectable = true
    /// The space between the view's edges and the text (8 points above and below).
    open var textContainerInset = EdgeInsets(top: 8, left: 0, bottom: 8, right: 0) {
        didSet { textGeometryDidChange() }
    }
    /// The text container; its padding insets every line further.
    public let textContainer: TextContainer
    /// Scrolling on, the text scrolls inside the view; off, the view sizes itself to it.
    open override var isScrollEnabled: Bool { didSet { if isScrollEnabled != oldValue { textGeometryDidChange() } } }

    static let defaultFont = Font.systemFont(ofSize: 12)
    /// The label that lays the text out, wrapping at the container's width.
    let textLabel = Label()
    /// The keyboard settings, delegate and selection (TextView+Editing.swift).
    var editing = TextViewEditing()

    /// The view above the keyboard while the text is edited (`nil` unless set; UIKit's
    /// `inputAccessoryView`, https://developer.apple.com/documentation/uikit/uitextview/inputaccessoryview).
    open override var inputAccessoryView: View? {
        get { editing.inputAccessoryView }
        set { editing.inputAccessoryView = newValue }
    }
    /// The view in place of the keyboard while the text is edited (`nil` unless set;
    /// UIKit's `inputView`, https://developer.apple.com/documentation/uikit/uitextview/inputview).
    open override var inputView: View? {
        get { editing.inputView }
        set { editing.inputView = newValue }
    }

    /// Begins editing, asking and telling the delegate (TextView+Editing.swift).
    @discardableResult
    open override func becomeFirstResponder() -> Bool { beginEditing { super.becomeFirstResponder() } }
    /// Ends editing, asking and telling the delegate (TextView+Editing.swift).
    @discardableResult
    open override func resignFirstResponder() -> Bool { finishEditing { super.resignFirstResponder() } }
    private var textConstraints: [LayoutConstraint] = []

    /// A text view with a frame and a text container (UIKit's designated initializer; a
    /// container given here replaces the default one).
    public init(frame: CGRect, textContainer: TextContainer?) {
        self.textContainer = textContainer ?? TextContainer()
        super.init(frame: frame)
        configure()
    }

    /// A text view with a frame.
    public override convenience init(frame: CGRect) { self.init(frame: frame, textContainer: nil) }

    /// Creates a text view (views are not archived).
    public required init?(coder: NSCoder) {
        textContainer = TextContainer()
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        _ = Control.registeredNames
        textContainer.owner = self
        textLabel.numberOfLines = 0
        textLabel.lineBreakMode = .byWordWrapping
        textLabel.font = Self.defaultFont
        textLabel.text = ""
        textLabel.translatesAutoresizingMaskIntoConstraints = false
        addSubview(textLabel)
        textGeometryDidChange()
    }

    /// Pins the text inside the insets: to the frame when the view sizes itself to its text,
    /// to the content (as wide as the frame) when it scrolls.
    func textGeometryDidChange() {
        LayoutConstraint.deactivate(textConstraints)
        let inset = textContainerInset
        let padding = textContainer.lineFragmentPadding
        let frameGuide = frameLayoutGuide
        let vertical: LayoutGuide = isScrollEnabled ? contentLayoutGuide : frameGuide
        let line = roundedUpToPixels((font ?? Self.defaultFont).lineHeight, scale: textScale)
        let minimumLine = textLabel.heightAnchor.constraint(greaterThanOrEqualToConstant: line)
        minimumLine.priority = .defaultHigh
        textConstraints = [
            textLabel.leadingAnchor.constraint(equalTo: frameGuide.leadingAnchor, constant: inset.left + padding),
            frameGuide.trailingAnchor.constraint(equalTo: textLabel.trailingAnchor, constant: inset.right + padding),
            textLabel.topAnchor.constraint(equalTo: vertical.topAnchor, constant: inset.top),
            vertical.bottomAnchor.constraint(equalTo: textLabel.bottomAnchor, constant: inset.bottom),
            minimumLine,
        ]
        if isScrollEnabled {
            textConstraints.append(contentLayoutGuide.widthAnchor.constraint(equalTo: frameGuide.widthAnchor))
        }
        LayoutConstraint.activate(textConstraints)
    }

    /// The size the view needs for its text at `size.width`: the wrapped text plus the
    /// insets, at least one line high.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        let inset = textContainerInset
        let sides = inset.left + inset.right + 2 * textContainer.lineFragmentPadding
        let text = textLabel.sizeThatFits(CGSize(width: max(0, size.width - sides), height: .greatestFiniteMagnitude))
        let line = roundedUpToPixels((font ?? Self.defaultFont).lineHeight, scale: textScale)
        return CGSize(width: size.width, height: max(text.height, line) + inset.top + inset.bottom)
    }
}
