import Foundation

/// Lines of text broken to fit a width, and their height.
///
/// Paragraphs and words are found on the text's UTF-8 bytes (a line feed and a space are
/// single bytes that no other character contains), so the text is never split into
/// characters except inside a word that must break between characters.
struct TextLayout {
    /// The text laid out.
    let text: String
    /// Each line's UTF-8 byte offsets into ``text``, its width, and its paragraph's number.
    let found: [FoundLine]
    /// Each line's height, with the paragraph style's spacing before it (none before the
    /// first).
    let lineHeights: [CGFloat]
    /// The lines' heights added up.
    var height: CGFloat {
        var total: CGFloat = 0
        for height in lineHeights { total += height }
        return total
    }

    /// The lines' text (made when asked for: a size needs only ``lineCount``, ``widest`` and
    /// ``height``).
    var lines: [Substring] { found.map { LineBreaker.substring(of: text, $0.bytes) } }
    /// How many lines there are.
    var lineCount: Int { found.count }
    /// The widest line's width (zero for no lines).
    var widest: CGFloat {
        var widest: CGFloat = 0
        for line in found { widest = max(widest, line.width) }
        return widest
    }

    /// Breaks plain text in one font; see ``init(styled:width:maximumLines:mode:measurer:)``.
    init(text: String, font: Font, width: CGFloat?, maximumLines: Int, mode: LineBreakMode, measurer: any TextMeasuring)
    {
        self.init(
            styled: StyledText(text, font: font), width: width, maximumLines: maximumLines, mode: mode,
            measurer: measurer)
    }

    /// Breaks `styled` into lines no wider than `width` (when given): at spaces (a word
    /// longer than the line breaks between characters), or between any characters for
    /// ``LineBreakMode/byCharWrapping``; keeps at most `maximumLines` (0: no limit). A line
    /// feed ends a paragraph, also after a carriage return.
    ///
    /// - Complexity: each byte is measured at most three times (its paragraph, its word,
    ///   its line).
    init(styled: StyledText, width: CGFloat?, maximumLines: Int, mode: LineBreakMode, measurer: any TextMeasuring) {
        var storage = styled.string
        let found = storage.withUTF8 { bytes in
            var breaker = LineBreaker(styled: styled, bytes: bytes, width: width, mode: mode, measurer: measurer)
            return breaker.lines(maximumLines: maximumLines)
        }
        text = styled.string
        self.found = found
        lineHeights = Self.heights(of: found, styled)
    }

    /// Each line as high as its tallest font (as the paragraph style adjusts it), plus the
    /// spacing between lines and between paragraphs.
    private static func heights(of lines: [FoundLine], _ styled: StyledText) -> [CGFloat] {
        let paragraph = styled.paragraph
        var heights: [CGFloat] = []
        heights.reserveCapacity(lines.count)
        for (index, line) in lines.enumerated() {
            var height = ParagraphStyle.lineHeight(natural: naturalHeight(of: line.bytes, styled.runs), paragraph)
            if index > 0 {
                height += paragraph.lineSpacing
                if line.paragraph != lines[index - 1].paragraph { height += paragraph.paragraphSpacing }
            }
            heights.append(height)
        }
        return heights
    }

    /// The tallest font's line height among the runs a line touches (the run it starts in,
    /// for an empty line).
    private static func naturalHeight(of bytes: Range<Int>, _ runs: [StyledText.Run]) -> CGFloat {
        if runs.count == 1 { return runs[0].font.lineHeight }
        var ascender: CGFloat = 0
        var descender: CGFloat = 0
        var leading: CGFloat = 0
        for run in runs where run.bytes.overlaps(bytes) || run.bytes.contains(bytes.lowerBound) {
            ascender = max(ascender, run.font.ascender)
            descender = min(descender, run.font.descender)
            leading = max(leading, run.font.leading)
        }
        if ascender == 0 && descender == 0, let last = runs.last { return last.font.lineHeight }
        return ascender - descender + leading
    }
}

/// One line of a ``TextLayout``.
struct FoundLine {
    /// UTF-8 byte offsets into the text.
    var bytes: Range<Int>
    var width: CGFloat
    /// The number of the paragraph the line belongs to.
    var paragraph: Int
}
