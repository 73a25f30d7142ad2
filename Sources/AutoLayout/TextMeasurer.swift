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
    public func width(of text: Substring, font: Font) -> CGFloat {
        var units: CGFloat = 0
        for scalar in text.unicodeScalars {
            if scalar.isASCII {
                units += Self.asciiAdvances[Int(scalar.value)]
            } else if !(0x300...0x36F).contains(scalar.value) && scalar.value != 0x200D
                && !(0xFE00...0xFE0F).contains(scalar.value)
            {
                // Combining marks, joiners and variation selectors add nothing to a character.
                units += 1
            }
        }
        return units * font.pointSize * (1 + 0.2 * font.weight.rawValue)
    }
}

/// Lines of text broken to fit a width.
struct TextLayout {
    var lines: [Substring]
    var widths: [CGFloat]

    /// Breaks `text` into lines no wider than `width` (when given): at spaces (a word longer
    /// than the line breaks between characters), or between any characters for
    /// ``LineBreakMode/byCharWrapping``; keeps at most `maximumLines` (0: no limit).
    init(text: String, font: Font, width: CGFloat?, maximumLines: Int, mode: LineBreakMode, measurer: any TextMeasuring)
    {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += Self.wrap(paragraph, font: font, width: width, mode: mode, measurer: measurer)
        }
        if maximumLines > 0, lines.count > maximumLines { lines = Array(lines.prefix(maximumLines)) }
        self.lines = lines
        widths = lines.map { measurer.width(of: $0, font: font) }
    }

    /// Greedy line breaking: words (runs between spaces) fill a line while they fit; a
    /// word wider than the line, or any text with character wrapping, breaks between
    /// characters.
    private static func wrap(
        _ paragraph: Substring, font: Font, width: CGFloat?, mode: LineBreakMode, measurer: any TextMeasuring
    ) -> [Substring] {
        guard let width, measurer.width(of: paragraph, font: font) > width else { return [paragraph] }
        if mode == .byCharWrapping { return breakCharacters(paragraph, font: font, width: width, measurer: measurer) }
        let space = measurer.width(of: " ", font: font)
        var lines: [Substring] = []
        var lineStart: Substring.Index?
        var lineEnd = paragraph.startIndex
        var lineWidth: CGFloat = 0
        for word in paragraph.split(separator: " ") {
            let wordWidth = measurer.width(of: word, font: font)
            if let start = lineStart, lineWidth + space + wordWidth <= width {
                lineEnd = word.endIndex
                lineWidth += space + wordWidth
                _ = start
                continue
            }
            if let start = lineStart { lines.append(paragraph[start..<lineEnd]) }
            if wordWidth > width {
                var pieces = breakCharacters(word, font: font, width: width, measurer: measurer)
                let last = pieces.removeLast()
                lines += pieces
                lineStart = last.startIndex
                lineEnd = last.endIndex
                lineWidth = measurer.width(of: last, font: font)
            } else {
                lineStart = word.startIndex
                lineEnd = word.endIndex
                lineWidth = wordWidth
            }
        }
        if let start = lineStart { lines.append(paragraph[start..<lineEnd]) }
        return lines.isEmpty ? [""] : lines
    }

    /// Breaks text between characters so that no line is wider than `width` (a line holds
    /// at least one character).
    private static func breakCharacters(
        _ text: Substring, font: Font, width: CGFloat, measurer: any TextMeasuring
    ) -> [Substring] {
        var lines: [Substring] = []
        var start = text.startIndex
        var lineWidth: CGFloat = 0
        var index = text.startIndex
        while index < text.endIndex {
            let next = text.index(after: index)
            let advance = measurer.width(of: text[index..<next], font: font)
            if lineWidth + advance > width, index > start {
                lines.append(text[start..<index])
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
        if start < text.endIndex { lines.append(text[start..<text.endIndex]) }
        return lines
    }
}
