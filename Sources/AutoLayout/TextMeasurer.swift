import FontEngine
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

/// Text measured as iOS measures it.
///
/// A registered face (``FontRegistry``) is measured from its file as CoreText measures a
/// label: advances, pair kerning, standard ligatures and the file's tracking. The system
/// font is measured from Apple's SF Pro files when they are registered, with Apple's
/// tracking; without them, deterministically with ``SystemFontWidths``: Inter's advances
/// blended from its text to its display design over 17 to 28 points, plus Apple's tracking
/// for the size (``SystemFontTracking``). docs/text.md gives that default's error against
/// sizes iOS measured.
public struct DefaultTextMeasurer: TextMeasuring {
    /// Creates the measurer.
    public init() {}

    /// The width of a line of text in `font`.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes, without allocating.
    public func width(of text: Substring, font: Font) -> CGFloat {
        TextMeasureMethod(font: font, measurer: self).width(of: text)
    }
}

/// How a stretch of text in one font is measured, decided once for a layout: a font file's
/// face, the system font's default widths straight from the UTF-8 bytes, or another
/// ``TextMeasuring`` on substrings.
enum TextMeasureMethod {
    case face(FontFace, size: Double, tracking: Double)
    case model(SystemFontWidths.Scale)
    case custom(any TextMeasuring, Font)

    init(font: Font, measurer: any TextMeasuring) {
        // A metatype comparison: `is` would be a dynamic cast on every layout.
        guard type(of: measurer) == DefaultTextMeasurer.self else {
            self = .custom(measurer, font)
            return
        }
        let size = Double(font.pointSize)
        if let face = font.face {
            self = .face(face, size: size, tracking: face.tracking(atSize: size))
        } else if let system = SystemFontFaces.face(weight: font.weight, italic: false, size: font.pointSize) {
            self = .face(system, size: size, tracking: SystemFontFaces.tracking(of: system, size: font.pointSize))
        } else {
            self = .model(SystemFontWidths.Scale(font: font))
        }
    }

    /// The width of the bytes `range` of `text` (whose UTF-8 is `bytes`).
    func width(of range: Range<Int>, in text: String, bytes: UnsafeBufferPointer<UInt8>) -> CGFloat {
        switch self {
        case .face(let face, let size, let tracking):
            CGFloat(face.width(of: LineBreaker.substring(of: text, range), size: size, tracking: tracking))
        case .model(let scale): SystemFontWidths.width(of: bytes[range], scale: scale)
        case .custom(let measurer, let font): measurer.width(of: LineBreaker.substring(of: text, range), font: font)
        }
    }

    /// The width of a substring.
    func width(of text: Substring) -> CGFloat {
        switch self {
        case .face(let face, let size, let tracking): CGFloat(face.width(of: text, size: size, tracking: tracking))
        case .model(let scale):
            text.utf8.withContiguousStorageIfAvailable { SystemFontWidths.width(of: $0, scale: scale) }
                ?? SystemFontWidths.width(of: text.utf8, scale: scale)
        case .custom(let measurer, let font): measurer.width(of: text, font: font)
        }
    }
}
