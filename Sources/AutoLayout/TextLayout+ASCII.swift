import Foundation

extension TextLayout {
    /// The lines of all-ASCII text in the default font model, found on the text's bytes:
    /// the same lines and widths as the general breaking (the same sums in the same order),
    /// without a substring per word. `nil` sends the text the general way: text that is not
    /// all ASCII or not stored contiguously, character wrapping, or a word wider than the
    /// line (which breaks between characters).
    ///
    /// - Complexity: O(n) in the bytes, with one substring per line.
    static func asciiLines(text: String, font: Font, width: CGFloat?, maximumLines: Int, mode: LineBreakMode)
        -> (lines: [Substring], widths: [CGFloat])?
    {
        guard mode != .byCharWrapping || width == nil else { return nil }
        let found = text.utf8.withContiguousStorageIfAvailable { bytes -> [(Range<Int>, CGFloat)]? in
            guard !bytes.contains(where: { $0 >= 0x80 }) else { return nil }
            var lines: [(Range<Int>, CGFloat)] = []
            var start = 0
            while start <= bytes.count {
                var end = start
                while end < bytes.count && bytes[end] != 0x0A { end += 1 }
                let next = end + 1
                if end > start && bytes[end - 1] == 0x0D { end -= 1 }
                guard wrap(bytes, start..<end, into: &lines, font: font, width: width) else { return nil }
                if maximumLines > 0, lines.count >= maximumLines { break }
                start = next
            }
            return lines
        }
        guard let found, var ranges = found else { return nil }
        if maximumLines > 0, ranges.count > maximumLines { ranges.removeLast(ranges.count - maximumLines) }
        let utf8 = text.utf8
        let lines = ranges.map { range, _ in
            text[
                utf8.index(
                    utf8.startIndex, offsetBy: range.lowerBound)..<utf8.index(
                        utf8.startIndex, offsetBy: range.upperBound)]
        }
        return (lines, ranges.map(\.1))
    }

    /// Greedy breaking of one paragraph at spaces, as ``TextLayout`` breaks any text;
    /// `false` when a word is wider than the line.
    private static func wrap(
        _ bytes: UnsafeBufferPointer<UInt8>, _ paragraph: Range<Int>, into lines: inout [(Range<Int>, CGFloat)],
        font: Font, width: CGFloat?
    ) -> Bool {
        func measure(_ range: Range<Int>) -> CGFloat {
            DefaultTextMeasurer.width(units: DefaultTextMeasurer.units(of: bytes[range]), font: font)
        }
        let whole = measure(paragraph)
        guard let width, whole > width else {
            lines.append((paragraph, whole))
            return true
        }
        let space = DefaultTextMeasurer().width(of: " ", font: font)
        let before = lines.count
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
                if let current = line { lines.append((current, lineWidth)) }
                guard wordWidth <= width else { return false }
                line = index..<end
                lineWidth = wordWidth
            }
            index = end
        }
        if let current = line { lines.append((current, lineWidth)) }
        if lines.count == before { lines.append((paragraph.lowerBound..<paragraph.lowerBound, 0)) }
        return true
    }
}
