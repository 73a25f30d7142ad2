import Foundation

/// Lines of text broken to fit a width.
///
/// Paragraphs and words are found on the text's UTF-8 bytes (a line feed and a space are
/// single bytes that no other character contains), so the text is never split into
/// characters except inside a word that must break between characters. The default font
/// model measures byte ranges directly; any other ``TextMeasuring`` gets substrings.
struct TextLayout {
    /// The text laid out.
    let text: String
    /// Each line's UTF-8 byte offsets into ``text``, and its width.
    let found: [(bytes: Range<Int>, width: CGFloat)]

    /// The lines' text (made when asked for: a size needs only ``lineCount`` and
    /// ``widest``).
    var lines: [Substring] { found.map { LineBreaker.substring(of: text, $0.bytes) } }
    /// How many lines there are.
    var lineCount: Int { found.count }
    /// The widest line's width (zero for no lines).
    var widest: CGFloat { found.reduce(0) { max($0, $1.width) } }

    /// Breaks `text` into lines no wider than `width` (when given): at spaces (a word longer
    /// than the line breaks between characters), or between any characters for
    /// ``LineBreakMode/byCharWrapping``; keeps at most `maximumLines` (0: no limit). A line
    /// feed ends a paragraph, also after a carriage return.
    ///
    /// - Complexity: each byte is measured at most twice (its paragraph, then its word); a
    ///   line's width is the sum of its words and spaces.
    init(text: String, font: Font, width: CGFloat?, maximumLines: Int, mode: LineBreakMode, measurer: any TextMeasuring)
    {
        var storage = text
        let found = storage.withUTF8 { bytes in
            var breaker = LineBreaker(
                text: text, bytes: bytes, font: font, width: width, mode: mode, measurer: measurer)
            return breaker.lines(maximumLines: maximumLines)
        }
        self.text = text
        self.found = found
    }
}

/// The greedy line breaking of ``TextLayout``, on byte offsets into the text's UTF-8.
private struct LineBreaker {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let font: Font
    let width: CGFloat?
    let mode: LineBreakMode
    let measurer: any TextMeasuring
    /// Whether the default font model measures, straight from the bytes.
    let measuresBytes: Bool
    var found: [(bytes: Range<Int>, width: CGFloat)] = []

    init(
        text: String, bytes: UnsafeBufferPointer<UInt8>, font: Font, width: CGFloat?, mode: LineBreakMode,
        measurer: any TextMeasuring
    ) {
        self.text = text
        self.bytes = bytes
        self.font = font
        self.width = width
        self.mode = mode
        self.measurer = measurer
        measuresBytes = measurer is DefaultTextMeasurer
    }

    /// The text between two byte offsets (at scalar boundaries).
    static func substring(of text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return Substring(text.unicodeScalars[lower..<upper])
    }

    func measure(_ range: Range<Int>) -> CGFloat {
        guard measuresBytes else { return measurer.width(of: Self.substring(of: text, range), font: font) }
        return DefaultTextMeasurer.width(units: DefaultTextMeasurer.units(of: bytes[range]), font: font)
    }

    /// Every paragraph's lines, up to `maximumLines` (0: no limit).
    mutating func lines(maximumLines: Int) -> [(bytes: Range<Int>, width: CGFloat)] {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            wrap(start..<end)
            if maximumLines > 0, found.count >= maximumLines { break }
            start = next
        }
        if maximumLines > 0, found.count > maximumLines { found.removeLast(found.count - maximumLines) }
        return found
    }

    /// Greedy breaking of one paragraph: words (runs between spaces) fill a line while they
    /// fit; a word wider than the line, or any text with character wrapping, breaks between
    /// characters.
    private mutating func wrap(_ paragraph: Range<Int>) {
        let whole = measure(paragraph)
        guard let width, whole > width else { return found.append((paragraph, whole)) }
        if mode == .byCharWrapping { return breakCharacters(paragraph, width: width) }
        let space = measurer.width(of: " ", font: font)
        let before = found.count
        var line: Range<Int>?
        var lineWidth: CGFloat = 0
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            guard bytes[index] != 0x20 else {
                index += 1
                continue
            }
            var end = index
            while end < paragraph.upperBound && bytes[end] != 0x20 { end += 1 }
            let wordWidth = measure(index..<end)
            if let current = line, lineWidth + space + wordWidth <= width {
                line = current.lowerBound..<end
                lineWidth += space + wordWidth
            } else {
                if let current = line { found.append((current, lineWidth)) }
                if wordWidth > width {
                    breakCharacters(index..<end, width: width)
                    let last = found.removeLast()
                    line = last.bytes
                    lineWidth = last.width
                } else {
                    line = index..<end
                    lineWidth = wordWidth
                }
            }
            index = end
        }
        if let current = line { found.append((current, lineWidth)) }
        if found.count == before { found.append((paragraph.lowerBound..<paragraph.lowerBound, 0)) }
    }

    /// Breaks a range between characters so that no line is wider than `width` (a line
    /// holds at least one character; a space that starts a line is dropped).
    private mutating func breakCharacters(_ range: Range<Int>, width: CGFloat) {
        let piece = Self.substring(of: text, range)
        let utf8 = text.utf8
        func offset(_ index: String.Index) -> Int { utf8.distance(from: utf8.startIndex, to: index) }
        var start = range.lowerBound
        var lineWidth: CGFloat = 0
        var index = piece.startIndex
        while index < piece.endIndex {
            let next = piece.index(after: index)
            let (at, after) = (offset(index), offset(next))
            let advance = measure(at..<after)
            if lineWidth + advance > width, at > start {
                found.append((start..<at, lineWidth))
                start = at
                lineWidth = 0
                if piece[index] == " " {
                    start = after
                    index = next
                    continue
                }
            }
            lineWidth += advance
            index = next
        }
        if start < range.upperBound { found.append((start..<range.upperBound, lineWidth)) }
    }
}
