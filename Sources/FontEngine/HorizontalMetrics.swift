/// Reading hmtx: the advance width of every glyph.
enum HorizontalMetrics {
    /// One advance per glyph, in font units. hmtx starts with `numberOfHMetrics` 4-byte
    /// records (advance, left side bearing); glyphs after them share the last record's
    /// advance. A count above numGlyphs is cut to it.
    static func advances(_ hmtx: TableReader, metrics: FaceMetrics) throws(FontFileError) -> [UInt16] {
        let records = min(metrics.numberOfHMetrics, metrics.numGlyphs)
        try hmtx.checkRange(0, records * 4)
        var advances = [UInt16](repeating: 0, count: metrics.numGlyphs)
        for glyph in 0..<records {
            advances[glyph] = UInt16(hmtx.uncheckedU16(glyph * 4))
        }
        let last = advances[records - 1]
        for glyph in records..<metrics.numGlyphs {
            advances[glyph] = last
        }
        return advances
    }
}
