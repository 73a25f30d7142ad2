import Foundation

/// The greedy line breaking of ``TextLayout``, on byte offsets into the text's UTF-8.
struct LineBreaker {
    let text: String
    let bytes: UnsafeBufferPointer<UInt8>
    let styled: StyledText
    /// How the first run is measured, and the others, decided once per layout (plain text
    /// has one run, and allocates no list).
    let firstMethod: TextMeasureMethod
    let restMethods: [TextMeasureMethod]
    let width: CGFloat?
    let mode: LineBreakMode
    var found: [FoundLine] = []
    private var paragraph = 0

    init(
        styled: StyledText, bytes: UnsafeBufferPointer<UInt8>, width: CGFloat?, mode: LineBreakMode,
        measurer: any TextMeasuring
    ) {
        text = styled.string
        self.bytes = bytes
        self.styled = styled
        firstMethod = TextMeasureMethod(font: styled.first.font, measurer: measurer)
        var methods: [TextMeasureMethod] = []
        methods.reserveCapacity(styled.rest.count)
        for run in styled.rest { methods.append(TextMeasureMethod(font: run.font, measurer: measurer)) }
        restMethods = methods
        self.width = width
        self.mode = mode
    }

    /// The text between two byte offsets (at scalar boundaries).
    static func substring(of text: String, _ range: Range<Int>) -> Substring {
        let utf8 = text.utf8
        let lower = utf8.index(utf8.startIndex, offsetBy: range.lowerBound)
        let upper = utf8.index(utf8.startIndex, offsetBy: range.upperBound)
        return Substring(text.unicodeScalars[lower..<upper])
    }

    /// The width of a byte range: each run's part measured in its font, plus its kern after
    /// each character.
    func measure(_ range: Range<Int>) -> CGFloat {
        if styled.rest.isEmpty { return measure(range, run: 0) }
        var total: CGFloat = 0
        for index in 0..<styled.runCount {
            let part = styled.run(index).bytes.clamped(to: range)
            if !part.isEmpty { total += measure(part, run: index) }
        }
        return total
    }

    private func measure(_ range: Range<Int>, run: Int) -> CGFloat {
        let method = run == 0 ? firstMethod : restMethods[run - 1]
        let width = method.width(of: range, in: text, bytes: bytes)
        let kern = styled.run(run).kern
        guard kern != 0 else { return width }
        var characters = 0
        for byte in bytes[range] where byte & 0xC0 != 0x80 { characters += 1 }
        return width + kern * CGFloat(characters)
    }

    /// Every paragraph's lines, up to `maximumLines` (0: no limit).
    mutating func lines(maximumLines: Int) -> [FoundLine] {
        var start = 0
        while start <= bytes.count {
            var end = start
            while end < bytes.count && bytes[end] != 0x0A { end += 1 }
            let next = end + 1
            if end > start && bytes[end - 1] == 0x0D { end -= 1 }
            wrap(start..<end)
            paragraph += 1
            if maximumLines > 0, found.count >= maximumLines { break }
            start = next
        }
        if maximumLines > 0, found.count > maximumLines { found.removeLast(found.count - maximumLines) }
        return found
    }

    private mutating func append(_ bytes: Range<Int>, width: CGFloat) {
        found.append(FoundLine(bytes: bytes, width: width, paragraph: paragraph))
    }

    /// Greedy breaking of one paragraph: pieces fill a line while they fit. A piece is a
    /// word (a run between spaces) or, inside a word, a stretch up to a break opportunity
    /// (after a hyphen, around each CJK character: ``BreakOpportunities``). A piece wider
    /// than the line, or any text with character wrapping, breaks between characters. A
    /// finished line of several pieces is measured again as a whole, so that kerning
    /// across its spaces counts.
    private mutating func wrap(_ paragraph: Range<Int>) {
        let whole = measure(paragraph)
        guard let width, whole > width else { return append(paragraph, width: whole) }
        if mode == .byCharWrapping { return breakCharacters(paragraph, width: width) }
        let before = found.count
        var line: (bytes: Range<Int>, width: CGFloat)?
        var index = paragraph.lowerBound
        while index < paragraph.upperBound {
            var end = index
            while end < paragraph.upperBound && bytes[end] == 0x20 { end += 1 }
            var gap = index..<end
            index = end
            while end < paragraph.upperBound && bytes[end] != 0x20 { end += 1 }
            guard end > index else { break }
            var piece = index
            while piece < end {
                let pieceEnd = BreakOpportunities.next(in: bytes, from: piece, to: end)
                place(piece..<pieceEnd, after: gap, on: &line, width: width)
                gap = pieceEnd..<pieceEnd
                piece = pieceEnd
            }
            index = end
        }
        if let current = line { append(current.bytes, width: measure(current.bytes)) }
        if found.count == before { append(paragraph.lowerBound..<paragraph.lowerBound, width: 0) }
    }

    /// Adds a piece to the current line when it fits after `gap`, or starts a new line
    /// with it (breaking it between characters when it is wider than a line).
    private mutating func place(
        _ piece: Range<Int>, after gap: Range<Int>, on line: inout (bytes: Range<Int>, width: CGFloat)?, width: CGFloat
    ) {
        let pieceWidth = measure(piece)
        if let current = line {
            let gapWidth = gap.isEmpty ? 0 : measure(gap)
            if current.width + gapWidth + pieceWidth <= width {
                line = (current.bytes.lowerBound..<piece.upperBound, current.width + gapWidth + pieceWidth)
                return
            }
            append(current.bytes, width: measure(current.bytes))
        }
        guard pieceWidth > width else {
            line = (piece, pieceWidth)
            return
        }
        breakCharacters(piece, width: width)
        let last = found.removeLast()
        line = (last.bytes, last.width)
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
                append(start..<at, width: lineWidth)
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
        if start < range.upperBound { append(start..<range.upperBound, width: lineWidth) }
    }
}
