import AutoLayout
import Foundation

/// A place in a text input's text (UIKit's `UITextPosition`,
/// https://developer.apple.com/documentation/uikit/uitextposition): here, a UTF-16 offset
/// from the start of the text, as text fields and text views make them.
@MainActor
open class TextPosition {
    /// The UTF-16 offset from the start of the text.
    package let offset: Int

    /// A position at the start of the text (subclasses of UIKit's class start here).
    public init() { offset = 0 }

    /// A position `offset` UTF-16 code units into the text.
    package init(offset: Int) { self.offset = offset }
}

/// A range of a text input's text (UIKit's `UITextRange`,
/// https://developer.apple.com/documentation/uikit/uitextrange): from ``start`` to ``end``.
@MainActor
open class TextRange {
    private let startPosition: TextPosition
    private let endPosition: TextPosition

    /// An empty range at the start of the text.
    public init() {
        startPosition = TextPosition()
        endPosition = startPosition
    }

    /// The range between two positions, the earlier first.
    package init(start: TextPosition, end: TextPosition) {
        let ordered = start.offset <= end.offset
        startPosition = ordered ? start : end
        endPosition = ordered ? end : start
    }

    /// The range of UTF-16 offsets `range` covers.
    package convenience init(_ range: NSRange) {
        self.init(
            start: TextPosition(offset: range.location), end: TextPosition(offset: range.location + range.length))
    }

    /// Where the range starts (UIKit's `start`).
    open var start: TextPosition { startPosition }
    /// Where the range ends (UIKit's `end`).
    open var end: TextPosition { endPosition }
    /// Whether the range covers no text: a caret (UIKit's `isEmpty`).
    open var isEmpty: Bool { start.offset == end.offset }

    /// The range as UTF-16 offsets.
    package var nsRange: NSRange { NSRange(location: start.offset, length: end.offset - start.offset) }
}
