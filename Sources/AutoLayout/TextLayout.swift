import Foundation

/// Lines of text broken to fit a width, and their height.
///
/// Paragraphs and words are found on the text's UTF-8 bytes (a line feed and a space are
/// single bytes that no other character contains), so the text is never split into
/// characters except inside a word that must break between characters.
struct TextLayout {
    /// The text laid out, with its fonts.
    let styled: StyledText
    /// The text laid out.
    var text: String { styled.string }
    /// Each line's UTF-8 byte offsets into ``text``, its width, and its paragraph's number.
    let found: [FoundLine]
    /// The lines' heights added up, with the paragraph style's spacing between them.
    let height: CGFloat

    /// Each line's height, with the paragraph style's spacing before it (none before the
    /// first).
    var lineHeights: [CGFloat] {
        var heights: [CGFloat] = []
        heights.reserveCapacity(found.count)
        for index in found.indices { heights.append(Self.height(ofLine: index, found, styled)) }
        return heights
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
        self.styled = styled
        self.found = found
        var height: CGFloat = 0
        for index in found.indices { height += Self.height(ofLine: index, found, styled) }
        self.height = height
    }

    /// A line as high as its tallest font (as the paragraph style adjusts it), plus the
    /// spacing before it: between lines, and between paragraphs.
    private static func height(ofLine index: Int, _ lines: [FoundLine], _ styled: StyledText) -> CGFloat {
        let paragraph = styled.paragraph
        let line = lines[index]
        var height = ParagraphStyle.lineHeight(natural: naturalHeight(of: line.bytes, styled), paragraph)
        if index > 0 {
            height += paragraph.lineSpacing
            if line.paragraph != lines[index - 1].paragraph { height += paragraph.paragraphSpacing }
        }
        return height
    }

    /// The tallest font's line height among the runs a line touches (the run it starts in,
    /// for an empty line).
    private static func naturalHeight(of bytes: Range<Int>, _ styled: StyledText) -> CGFloat {
        if styled.rest.isEmpty { return styled.first.font.lineHeight }
        var ascender: CGFloat = 0
        var descender: CGFloat = 0
        var leading: CGFloat = 0
        for index in 0..<styled.runCount {
            let run = styled.run(index)
            guard run.bytes.overlaps(bytes) || run.bytes.contains(bytes.lowerBound) else { continue }
            ascender = max(ascender, run.font.ascender)
            descender = min(descender, run.font.descender)
            leading = max(leading, run.font.leading)
        }
        if ascender == 0 && descender == 0 { return styled.run(styled.runCount - 1).font.lineHeight }
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
