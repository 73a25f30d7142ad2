import Foundation

/// How text is cut into lines and measured. Replace it on a label to match a platform's
/// fonts; the default is ``DefaultTextMeasurer``.
public protocol TextMeasuring: Sendable {
    /// The width of one line of text, without wrapping.
    func width(of text: Substring, font: Font) -> CGFloat
}

/// How a label breaks lines that do not fit (UIKit's `NSLineBreakMode`). A multi-line
/// label breaks between characters with ``byCharWrapping`` and between words with every
/// other mode (the truncating modes shorten only the last line); a one-line label never
/// wraps.
public enum LineBreakMode: Sendable, Hashable {
    /// Wrap between words or between characters; clip the last line, or truncate it with an
    /// ellipsis at its start, end or middle.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// Text measured as iOS measures it, deterministically: the same sizes on every machine.
///
/// The system font is measured with ``SystemFontWidths``: Inter's advances blended from
/// its text to its display design over 17 to 28 points, plus Apple's tracking for the size
/// (``SystemFontTracking``); docs/text.md gives its error against sizes iOS measured.
public struct DefaultTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The width of a line of text in `font`.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes, without allocating.
    public func width(of text: Substring, font: Font) -> CGFloat {
        TextMeasureMethod.model(SystemFontWidths.Scale(font: font)).width(of: text)
    }
}

/// How a stretch of text in one font is measured, decided once for a layout: the system
/// font's widths straight from the UTF-8 bytes, or another ``TextMeasuring`` on substrings.
enum TextMeasureMethod {
    case model(SystemFontWidths.Scale)
    case custom(any TextMeasuring, Font)

    init(font: Font, measurer: any TextMeasuring) {
        self = measurer is DefaultTextMeasurer ? .model(SystemFontWidths.Scale(font: font)) : .custom(measurer, font)
    }

    /// The width of the bytes `range` of `text` (whose UTF-8 is `bytes`).
    func width(of range: Range<Int>, in text: String, bytes: UnsafeBufferPointer<UInt8>) -> CGFloat {
        switch self {
        case .model(let scale): SystemFontWidths.width(of: bytes[range], scale: scale)
        case .custom(let measurer, let font): measurer.width(of: LineBreaker.substring(of: text, range), font: font)
        }
    }

    /// The width of a substring.
    func width(of text: Substring) -> CGFloat {
        switch self {
        case .model(let scale):
            text.utf8.withContiguousStorageIfAvailable { SystemFontWidths.width(of: $0, scale: scale) }
                ?? SystemFontWidths.width(of: text.utf8, scale: scale)
        case .custom(let measurer, let font): measurer.width(of: text, font: font)
        }
    }
}
