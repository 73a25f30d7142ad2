import Foundation

/// How text is cut into lines and measured. Replace it on a label to match a platform's
/// fonts; the default is deterministic.
public protocol TextMeasuring: Sendable {
    /// The width of one line of text, without wrapping.
    func width(of text: Substring, font: Font) -> CGFloat
}

/// How a label breaks lines that do not fit (UIKit's `NSLineBreakMode`). A multi-line
/// label breaks between characters with ``byCharWrapping`` and between words with every
/// other mode (the truncating modes shorten only the last line); a one-line label never
/// wraps.
public enum LineBreakMode: Sendable, Hashable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The deterministic font model: each character advances by a fixed fraction of the point
/// size, by class, made wider by the weight.
///
/// | characters | advance (x size) |
/// |---|---|
/// | space and `i l j t f r . , ' ! \| : ;` | 0.28 |
/// | `m w` | 0.84 |
/// | `M W` | 0.9 |
/// | other capitals | 0.66 |
/// | digits | 0.56 |
/// | other ASCII | 0.52 |
/// | anything else (CJK, emoji) | 1.0 |
///
/// The weight widens every advance by `1 + 0.2 * weight` (bold, 0.4: 8% wider). A line is
/// 1.2 times the size high. Measured sizes are rounded up to whole points, as UIKit rounds
/// intrinsic sizes up to pixels.
public struct DefaultTextMeasurer: TextMeasuring {
    /// Creates the model.
    public init() {}

    /// The advance of one character at size 1 and regular weight.
    public static func advance(of character: Character) -> CGFloat {
        guard let ascii = character.asciiValue else { return 1 }
        return asciiAdvances[Int(ascii)]
    }

    /// The advances of the ASCII characters, by code.
    private static let asciiAdvances: [CGFloat] = (0..<128).map { code in
        let scalar = Unicode.Scalar(UInt8(code))
        if " iljtfr.,'!|:;".unicodeScalars.contains(scalar) { return 0.28 }
        if scalar == "m" || scalar == "w" { return 0.84 }
        if scalar == "M" || scalar == "W" { return 0.9 }
        if (65...90).contains(code) { return 0.66 }
        if (48...57).contains(code) { return 0.56 }
        return 0.52
    }

    /// The sum of the advances of the characters at the font's size and weight.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes, without allocating.
    public func width(of text: Substring, font: Font) -> CGFloat {
        let units = text.utf8.withContiguousStorageIfAvailable(Self.units(of:)) ?? Self.units(of: text.utf8)
        return Self.width(units: units, font: font)
    }

    /// Advances at size 1 and regular weight, scaled to a font.
    static func width(units: CGFloat, font: Font) -> CGFloat {
        units * font.pointSize * (1 + 0.2 * font.weight.rawValue)
    }

    /// The advances of UTF-8 text at size 1, decoded byte by byte: ASCII from the table,
    /// any other scalar 1 except combining marks, joiners and variation selectors, which
    /// add nothing to a character.
    static func units<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> CGFloat {
        var units: CGFloat = 0
        var scalar: UInt32 = 0
        var pending = 0
        for byte in bytes {
            if byte < 0x80 {
                units += asciiAdvances[Int(byte)]
            } else if byte >= 0xC0 {
                pending = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                scalar = UInt32(byte) & (0x3F >> UInt32(pending))
            } else if pending > 0 {
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                pending -= 1
                if pending == 0 && !addsNothing(scalar) { units += 1 }
            }
        }
        return units
    }

    private static func addsNothing(_ scalar: UInt32) -> Bool {
        (0x300...0x36F).contains(scalar) || scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar)
    }
}

/// Lines of text broken to fit a width.
struct TextLayout {
    var lines: [Substring]
    var widths: [CGFloat]

    /// Breaks `text` into lines no wider than `width` (when given): at spaces (a word longer
    /// than the line breaks between characters), or between any characters for
    /// ``LineBreakMode/byCharWrapping``; keeps at most `maximumLines` (0: no limit).
    ///
    /// - Complexity: each character is measured at most twice (the paragraph, then its
    ///   word); a line's width is the sum of its words and spaces.
    init(text: String, font: Font, width: CGFloat?, maximumLines: Int, mode: LineBreakMode, measurer: any TextMeasuring)
    {
        if measurer is DefaultTextMeasurer,
            let ascii = Self.asciiLines(text: text, font: font, width: width, maximumLines: maximumLines, mode: mode)
        {
            lines = ascii.lines
            widths = ascii.widths
            return
        }
        var broken = Lines()
        for paragraph in Substring(text).pieces(separatedBy: 0x0A, omittingEmpty: false) {
            Self.wrap(paragraph, into: &broken, font: font, width: width, mode: mode, measurer: measurer)
            if maximumLines > 0, broken.lines.count >= maximumLines { break }
        }
        if maximumLines > 0, broken.lines.count > maximumLines {
            broken.lines.removeLast(broken.lines.count - maximumLines)
            broken.widths.removeLast(broken.widths.count - maximumLines)
        }
        lines = broken.lines
        widths = broken.widths
    }

    /// Lines and their widths, as they are made.
    private struct Lines {
        var lines: [Substring] = []
        var widths: [CGFloat] = []
        mutating func append(_ line: Substring, _ width: CGFloat) {
            lines.append(line)
            widths.append(width)
        }
    }

    /// Greedy line breaking: words (runs between spaces) fill a line while they fit; a
    /// word wider than the line, or any text with character wrapping, breaks between
    /// characters.
    private static func wrap(
        _ paragraph: Substring, into broken: inout Lines, font: Font, width: CGFloat?, mode: LineBreakMode,
        measurer: any TextMeasuring
    ) {
        let whole = measurer.width(of: paragraph, font: font)
        guard let width, whole > width else { return broken.append(paragraph, whole) }
        if mode == .byCharWrapping {
            return breakCharacters(paragraph, into: &broken, font: font, width: width, measurer: measurer)
        }
        let space = measurer.width(of: " ", font: font)
        let before = broken.lines.count
        var lineStart: Substring.Index?
        var lineEnd = paragraph.startIndex
        var lineWidth: CGFloat = 0
        for word in paragraph.pieces(separatedBy: 0x20, omittingEmpty: true) {
            let wordWidth = measurer.width(of: word, font: font)
            if lineStart != nil, lineWidth + space + wordWidth <= width {
                lineEnd = word.endIndex
                lineWidth += space + wordWidth
                continue
            }
            if let start = lineStart { broken.append(paragraph[start..<lineEnd], lineWidth) }
            if wordWidth > width {
                breakCharacters(word, into: &broken, font: font, width: width, measurer: measurer)
                let last = broken.lines.removeLast()
                lineStart = last.startIndex
                lineEnd = last.endIndex
                lineWidth = broken.widths.removeLast()
            } else {
                lineStart = word.startIndex
                lineEnd = word.endIndex
                lineWidth = wordWidth
            }
        }
        if let start = lineStart { broken.append(paragraph[start..<lineEnd], lineWidth) }
        if broken.lines.count == before { broken.append("", 0) }
    }

    /// Breaks text between characters so that no line is wider than `width` (a line holds
    /// at least one character).
    private static func breakCharacters(
        _ text: Substring, into broken: inout Lines, font: Font, width: CGFloat, measurer: any TextMeasuring
    ) {
        var start = text.startIndex
        var lineWidth: CGFloat = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let advance = measurer.width(of: text[index..<next], font: font)
            if lineWidth + advance > width, index > start {
                broken.append(text[start..<index], lineWidth)
                start = index
                lineWidth = 0
                if text[index] == " " {
                    start = next
                    index = next
                    continue
                }
            }
            lineWidth += advance
            index = next
        }
        if start < text.endIndex { broken.append(text[start..<text.endIndex], lineWidth) }
    }
}

extension Substring {
    /// The pieces between occurrences of an ASCII byte (a line feed ends a line also after
    /// a carriage return), found in the UTF-8 bytes without breaking the text into
    /// characters.
    ///
    /// - Complexity: O(n) in the UTF-8 bytes.
    func pieces(separatedBy separator: UInt8, omittingEmpty: Bool) -> [Substring] {
        var pieces: [Substring] = []
        let bytes = utf8
        var start = bytes.startIndex
        var index = start
        func cut(_ end: String.Index) {
            var end = end
            if separator == 0x0A, end > start, bytes[bytes.index(before: end)] == 0x0D {
                end = bytes.index(before: end)
            }
            if !omittingEmpty || end > start { pieces.append(Substring(unicodeScalars[start..<end])) }
        }
        while index < bytes.endIndex {
            if bytes[index] == separator {
                cut(index)
                start = bytes.index(after: index)
            }
            bytes.formIndex(after: &index)
        }
        cut(bytes.endIndex)
        return pieces
    }
}
