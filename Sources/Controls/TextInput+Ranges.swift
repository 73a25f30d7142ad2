import AutoLayout
import Foundation

// The `UITextInput` members apps use to read and move the selection of text fields and
// text views (https://developer.apple.com/documentation/uikit/uitextinput). Positions are
// UTF-16 offsets (``TextPosition``), as `NSRange` counts them, and are kept within the text.

/// Positions and ranges within a text of a given UTF-16 length.
@MainActor
enum TextOffsets {
    static func position(from position: TextPosition, offset: Int, length: Int) -> TextPosition? {
        let target = position.offset + offset
        return (0...length).contains(target) ? TextPosition(offset: target) : nil
    }

    static func clamped(_ range: NSRange, length: Int) -> NSRange {
        let location = min(max(0, range.location), length)
        return NSRange(location: location, length: min(max(0, range.length), length - location))
    }
}

extension TextField {
    private var textLength: Int { (text ?? "").utf16.count }

    /// The selection, or the caret when it covers no text (UIKit's `selectedTextRange`,
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange): a
    /// caret after the last character unless set, kept within the text.
    public var selectedTextRange: TextRange? {
        get {
            let length = textLength
            let range = editing.selectedRange ?? NSRange(location: length, length: 0)
            return TextRange(TextOffsets.clamped(range, length: length))
        }
        set { editing.selectedRange = newValue.map { TextOffsets.clamped($0.nsRange, length: textLength) } }
    }

    /// The start of the text (UIKit's `beginningOfDocument`).
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// The end of the text (UIKit's `endOfDocument`).
    public var endOfDocument: TextPosition { TextPosition(offset: textLength) }

    /// The range between two positions (UIKit's `textRange(from:to:)`).
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` UTF-16 code units from `position`, or `nil` outside the text
    /// (UIKit's `position(from:offset:)`).
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        TextOffsets.position(from: position, offset: offset, length: textLength)
    }

    /// The UTF-16 code units from one position to another (UIKit's `offset(from:to:)`).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }
}

extension TextView {
    private var textLength: Int { (text ?? "").utf16.count }

    /// The selection, or the caret when it covers no text (UIKit's `selectedTextRange`,
    /// https://developer.apple.com/documentation/uikit/uitextinput/selectedtextrange):
    /// ``selectedRange`` as positions; setting it sets ``selectedRange`` (`nil` leaves it).
    public var selectedTextRange: TextRange? {
        get { TextRange(selectedRange) }
        set {
            guard let newValue else { return }
            selectedRange = TextOffsets.clamped(newValue.nsRange, length: textLength)
        }
    }

    /// The start of the text (UIKit's `beginningOfDocument`).
    public var beginningOfDocument: TextPosition { TextPosition(offset: 0) }
    /// The end of the text (UIKit's `endOfDocument`).
    public var endOfDocument: TextPosition { TextPosition(offset: textLength) }

    /// The range between two positions (UIKit's `textRange(from:to:)`).
    public func textRange(from fromPosition: TextPosition, to toPosition: TextPosition) -> TextRange? {
        TextRange(start: fromPosition, end: toPosition)
    }

    /// The position `offset` UTF-16 code units from `position`, or `nil` outside the text
    /// (UIKit's `position(from:offset:)`).
    public func position(from position: TextPosition, offset: Int) -> TextPosition? {
        TextOffsets.position(from: position, offset: offset, length: textLength)
    }

    /// The UTF-16 code units from one position to another (UIKit's `offset(from:to:)`).
    public func offset(from: TextPosition, to toPosition: TextPosition) -> Int { toPosition.offset - from.offset }
}
