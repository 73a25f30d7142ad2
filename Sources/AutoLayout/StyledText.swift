import Foundation

/// Text with the attributes its size depends on: runs of UTF-8 bytes with one font and one
/// kern each, and the paragraph style of its first character.
struct StyledText: Sendable {
    /// A stretch of the text in one font and kern.
    struct Run: Sendable {
        /// UTF-8 byte offsets into ``StyledText/string``.
        var bytes: Range<Int>
        var font: Font
        /// Points added after each character.
        var kern: CGFloat
    }

    let string: String
    /// The first run; plain text has no other, and so allocates no list of runs.
    let first: Run
    /// The runs after the first, in order; with it they cover the whole text.
    let rest: [Run]
    let paragraph: ParagraphMetrics

    /// How many runs there are.
    var runCount: Int { 1 + rest.count }
    /// The run at a position (0 is ``first``).
    func run(_ index: Int) -> Run { index == 0 ? first : rest[index - 1] }

    /// Plain text in one font.
    init(_ string: String, font: Font, paragraph: ParagraphMetrics = ParagraphMetrics()) {
        self.string = string
        first = Run(bytes: 0..<string.utf8.count, font: font, kern: 0)
        rest = []
        self.paragraph = paragraph
    }

    /// The attributes of an attributed string; a stretch without a font takes
    /// `defaultFont`.
    init(_ attributed: NSAttributedString, defaultFont: Font) {
        let string = attributed.string
        self.string = string
        var runs: [Run] = []
        var paragraph: ParagraphMetrics?
        let utf16 = string.utf16
        attributed.enumerateAttributes(in: NSRange(location: 0, length: attributed.length)) { attributes, range, _ in
            let lower = utf16.index(utf16.startIndex, offsetBy: range.location)
            let upper = utf16.index(lower, offsetBy: range.length)
            let bytes = Self.utf8Offset(lower, in: string)..<Self.utf8Offset(upper, in: string)
            let font = attributes[.font] as? Font ?? defaultFont
            let kern = attributeNumber(attributes[.kern]) ?? 0
            if paragraph == nil { paragraph = (attributes[.paragraphStyle] as? ParagraphStyle)?.metrics }
            if let last = runs.last, last.font == font, last.kern == kern, last.bytes.upperBound == bytes.lowerBound {
                runs[runs.count - 1].bytes = last.bytes.lowerBound..<bytes.upperBound
            } else {
                runs.append(Run(bytes: bytes, font: font, kern: kern))
            }
        }
        first = runs.first ?? Run(bytes: 0..<0, font: defaultFont, kern: 0)
        rest = Array(runs.dropFirst())
        self.paragraph = paragraph ?? ParagraphMetrics()
    }

    private static func utf8Offset(_ index: String.Index, in string: String) -> Int {
        string.utf8.distance(from: string.utf8.startIndex, to: index)
    }
}

extension StyledText {
    /// Text in one set of attributes (string drawing's dictionary form).
    init(_ string: String, attributes: [NSAttributedString.Key: Any]) {
        let font = attributes[.font] as? Font ?? StringMeasurement.defaultFont
        let kern = attributeNumber(attributes[.kern]) ?? 0
        self.string = string
        first = Run(bytes: 0..<string.utf8.count, font: font, kern: kern)
        rest = []
        paragraph = (attributes[.paragraphStyle] as? ParagraphStyle)?.metrics ?? ParagraphMetrics()
    }
}
