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
        if character == " " || "iljtfr.,'!|:;".contains(character) { return 0.28 }
        if character == "m" || character == "w" { return 0.84 }
        if character == "M" || character == "W" { return 0.9 }
        guard character.isASCII else { return 1 }
        if character.isUppercase { return 0.66 }
        if character.isNumber { return 0.56 }
        return 0.52
    }

    /// The sum of the advances of the characters at the font's size and weight.
    public func width(of text: Substring, font: Font) -> CGFloat {
        let units = text.reduce(CGFloat(0)) { $0 + Self.advance(of: $1) }
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

    private static func wrap(
        _ paragraph: Substring, font: Font, width: CGFloat?, mode: LineBreakMode, measurer: any TextMeasuring
    ) -> [Substring] {
        guard let width, measurer.width(of: paragraph, font: font) > width
        else { return [paragraph] }
        var lines: [Substring] = []
        var start = paragraph.startIndex
        while start < paragraph.endIndex {
            var end = start
            var lastSpace: Substring.Index?
            var index = start
            while index < paragraph.endIndex {
                let next = paragraph.index(after: index)
                if measurer.width(of: paragraph[start..<next], font: font) > width, index > start { break }
                if paragraph[index] == " " { lastSpace = index }
                index = next
                end = index
            }
            if end < paragraph.endIndex, mode != .byCharWrapping, let space = lastSpace, space > start {
                end = space
            }
            lines.append(paragraph[start..<end])
            start = end
            while start < paragraph.endIndex, paragraph[start] == " " { start = paragraph.index(after: start) }
        }
        return lines.isEmpty ? [""] : lines
    }
}
