/// Reading the cmap table: choosing a subtable and decoding format 4 or 12.
extension CharacterMap {
    /// The (platform, encoding) pairs in the order the reader prefers them: full-repertoire
    /// Unicode subtables first, then BMP-only ones, then a symbol subtable.
    static let preference: [(platform: Int, encoding: Int)] = [
        (3, 10), (0, 6), (0, 4), (3, 1), (0, 3), (0, 2), (0, 1), (0, 0), (3, 0),
    ]

    /// The map of `cmap`: the first subtable, in `preference` order, of format 4 or 12. A
    /// table with none of those maps every scalar to glyph 0.
    static func read(_ cmap: TableReader, numGlyphs: Int) throws(FontFileError) -> CharacterMap {
        let count = try cmap.u16(2)
        try cmap.checkRange(4, count * 8)
        for wanted in preference {
            for index in 0..<count {
                let record = 4 + index * 8
                guard try cmap.u16(record) == wanted.platform, try cmap.u16(record + 2) == wanted.encoding else {
                    continue
                }
                let subtable = try cmap.window(at: cmap.u32(record + 4))
                let symbol = wanted.platform == 3 && wanted.encoding == 0
                switch try subtable.u16(0) {
                case 4: return try readSegments(subtable, isSymbol: symbol, numGlyphs: numGlyphs)
                case 12: return try readGroups(subtable, isSymbol: symbol, numGlyphs: numGlyphs)
                default: continue
                }
            }
        }
        return CharacterMap(numGlyphs: numGlyphs)
    }

    /// Format 4: segCountX2 at 6, then the arrays endCode (from 14), startCode (after a pad),
    /// idDelta and idRangeOffset, then the glyph array to the subtable's end.
    private static func readSegments(
        _ table: TableReader, isSymbol: Bool, numGlyphs: Int
    ) throws(FontFileError) -> CharacterMap {
        let segCount = try table.u16(6) / 2
        let arrays = 16 + segCount * 8
        try table.checkRange(0, arrays)
        let end = min(try table.u16(2), table.length)
        let glyphArrayCount = max(0, (end - arrays) / 2)
        var segments: [Segment] = []
        segments.reserveCapacity(segCount)
        for index in 0..<segCount {
            let rangeOffset = table.uncheckedU16(16 + segCount * 6 + index * 2)
            // idRangeOffset counts bytes from its own slot; turned into an index into the
            // glyph array, which starts segCount - index slots later.
            let base = rangeOffset == 0 ? nil : rangeOffset / 2 - (segCount - index)
            segments.append(
                Segment(
                    start: table.uncheckedU16(16 + segCount * 2 + index * 2),
                    end: table.uncheckedU16(14 + index * 2),
                    delta: table.uncheckedU16(16 + segCount * 4 + index * 2),
                    arrayBase: base))
        }
        let glyphArray = (0..<glyphArrayCount).map { UInt16(table.uncheckedU16(arrays + $0 * 2)) }
        return CharacterMap(
            segments: segments, glyphArray: glyphArray, groups: [], isSymbol: isSymbol, numGlyphs: numGlyphs)
    }

    /// Format 12: numGroups at 12, then 12-byte groups of start, end and first glyph.
    private static func readGroups(
        _ table: TableReader, isSymbol: Bool, numGlyphs: Int
    ) throws(FontFileError) -> CharacterMap {
        let count = try table.u32(12)
        try table.checkRange(16, count * 12)
        var groups: [Group] = []
        groups.reserveCapacity(count)
        for index in 0..<count {
            let at = 16 + index * 12
            let group = Group(start: try table.u32(at), end: try table.u32(at + 4), startGlyph: try table.u32(at + 8))
            if group.start <= group.end { groups.append(group) }
        }
        return CharacterMap(segments: [], glyphArray: [], groups: groups, isSymbol: isSymbol, numGlyphs: numGlyphs)
    }
}
