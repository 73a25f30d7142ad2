/// Reading the two glyph-set tables of OpenType layout: Coverage and ClassDef.
extension GlyphMap {
    /// A Coverage table. Format 1 lists glyphs (the index is the position in the list);
    /// format 2 lists ranges of start, end and the coverage index of start.
    static func coverage(
        _ table: TableReader, numGlyphs: Int, budget: CompileBudget
    ) throws(FontFileError) -> GlyphMap {
        let format = try table.u16(0)
        let count = try table.u16(2)
        try budget.spend(count, in: table.tag)
        var runs: [Run] = []
        runs.reserveCapacity(count)
        switch format {
        case 1:
            try table.checkRange(4, count * 2)
            for index in 0..<count {
                let glyph = table.uncheckedU16(4 + index * 2)
                runs.append(Run(start: glyph, end: glyph, value: index, counts: false))
            }
        case 2:
            try table.checkRange(4, count * 6)
            for index in 0..<count {
                let at = 4 + index * 6
                runs.append(
                    Run(
                        start: table.uncheckedU16(at), end: table.uncheckedU16(at + 2),
                        value: table.uncheckedU16(at + 4), counts: true))
            }
        default:
            throw table.malformed("coverage format \(format)")
        }
        return GlyphMap(runs: runs, absent: 0xFFFF, numGlyphs: numGlyphs, budget: budget)
    }

    /// A ClassDef table, or all glyphs in class 0 when `table` is nil. Format 1 gives the
    /// classes of consecutive glyphs from a start glyph; format 2 gives ranges with a class.
    static func classes(
        _ table: TableReader?, numGlyphs: Int, budget: CompileBudget
    ) throws(FontFileError) -> GlyphMap {
        guard let table else { return GlyphMap(absent: 0) }
        let format = try table.u16(0)
        var runs: [Run] = []
        switch format {
        case 1:
            let start = try table.u16(2)
            let count = try table.u16(4)
            try budget.spend(count, in: table.tag)
            try table.checkRange(6, count * 2)
            runs = (0..<count).map {
                Run(start: start + $0, end: start + $0, value: table.uncheckedU16(6 + $0 * 2), counts: false)
            }
        case 2:
            let count = try table.u16(2)
            try budget.spend(count, in: table.tag)
            try table.checkRange(4, count * 6)
            runs = (0..<count).map {
                let at = 4 + $0 * 6
                return Run(
                    start: table.uncheckedU16(at), end: table.uncheckedU16(at + 2),
                    value: table.uncheckedU16(at + 4), counts: false)
            }
        default:
            throw table.malformed("class definition format \(format)")
        }
        return GlyphMap(runs: runs.filter { $0.value != 0 }, absent: 0, numGlyphs: numGlyphs, budget: budget)
    }
}
