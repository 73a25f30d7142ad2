/// A GPOS pair adjustment subtable (lookup type 2), compiled to the horizontal advance
/// changes it makes.
///
/// Only XAdvance changes a measured width: placements move glyphs without moving the pen,
/// and device tables apply only at a hinting size or a variation instance, neither of which
/// this module measures. The other fields are still counted to find each record's size.
enum PairAdjustment: Sendable {
    case glyphs(PairGlyphs)
    case classes(PairClasses)

    /// The subtable at `table`: format 1 (pairs of glyphs) or format 2 (pairs of classes).
    static func read(_ table: TableReader, numGlyphs: Int, budget: CompileBudget) throws(FontFileError)
        -> PairAdjustment
    {
        let coverage = try GlyphMap.coverage(table.window(at: table.u16(2)), numGlyphs: numGlyphs, budget: budget)
        let first = try ValueFormat(table.u16(4))
        let second = try ValueFormat(table.u16(6))
        switch try table.u16(0) {
        case 1:
            return .glyphs(try PairGlyphs(table, coverage: coverage, formats: (first, second), budget: budget))
        case 2:
            return .classes(
                try PairClasses(
                    table, coverage: coverage, formats: (first, second), numGlyphs: numGlyphs, budget: budget))
        case let format:
            throw table.malformed("pair adjustment format \(format)")
        }
    }
}

/// A ValueFormat: which of the eight 16-bit fields a ValueRecord holds.
struct ValueFormat: Sendable {
    /// The record's size in bytes: two for each bit set. HarfBuzz counts every bit, the
    /// reserved ones too, so this does as well.
    let size: Int
    /// Where XAdvance is in the record, or nil when the record has none.
    let advanceOffset: Int?

    init(_ format: Int) {
        size = 2 * format.nonzeroBitCount
        advanceOffset = format & 0x4 == 0 ? nil : 2 * (format & 0x3).nonzeroBitCount
    }

    /// The XAdvance of the record at `offset` in `table`, 0 when the format has none.
    func advance(in table: TableReader, at offset: Int) throws(FontFileError) -> Int16 {
        guard let advanceOffset else { return 0 }
        return Int16(try table.i16(offset + advanceOffset))
    }
}

/// Format 1: for each covered first glyph a set of (second glyph, value records), sorted
/// by second glyph.
struct PairGlyphs: Sendable {
    let coverage: GlyphMap
    /// The records of coverage index i are `setStarts[i]..<setStarts[i + 1]`.
    let setStarts: [Int32]
    let seconds: [UInt16]
    let firstAdvances: [Int16]
    let secondAdvances: [Int16]
    /// Whether a match moves on past the second glyph: true when the second value format
    /// is not empty, as the specification says.
    let skipsSecond: Bool

    /// A PairPosFormat1: set count at 8, 16-bit set offsets from 10. Each PairSet holds a
    /// count, then records of a second glyph and the two value records.
    init(
        _ table: TableReader, coverage: GlyphMap, formats: (ValueFormat, ValueFormat), budget: CompileBudget
    ) throws(FontFileError) {
        let count = try table.u16(8)
        try table.checkRange(10, count * 2)
        let recordSize = 2 + formats.0.size + formats.1.size
        var starts: [Int32] = [0]
        var seconds: [UInt16] = []
        var firsts: [Int16] = []
        var lasts: [Int16] = []
        for index in 0..<count {
            let set = try table.window(at: table.uncheckedU16(10 + index * 2))
            let pairs = try set.u16(0)
            try budget.spend(pairs + 1, in: table.tag)
            try set.checkRange(2, pairs * recordSize)
            for pair in 0..<pairs {
                let record = 2 + pair * recordSize
                seconds.append(UInt16(set.uncheckedU16(record)))
                firsts.append(try formats.0.advance(in: set, at: record + 2))
                lasts.append(try formats.1.advance(in: set, at: record + 2 + formats.0.size))
            }
            starts.append(Int32(seconds.count))
        }
        self.coverage = coverage
        setStarts = starts
        self.seconds = seconds
        firstAdvances = firsts
        secondAdvances = lasts
        skipsSecond = formats.1.size != 0
    }

    /// The record for the pair whose first glyph has coverage index `index`, by binary
    /// search of its set; nil when the set has no record for `second`.
    @inline(__always) func record(coverageIndex index: Int, second: Int) -> Int? {
        guard index + 1 < setStarts.count else { return nil }
        var low = Int(setStarts[index])
        var high = Int(setStarts[index + 1])
        while low < high {
            let middle = (low + high) / 2
            let glyph = Int(seconds[middle])
            if glyph == second { return middle }
            if glyph < second { low = middle + 1 } else { high = middle }
        }
        return nil
    }
}

/// Format 2: value records for every (class of first glyph, class of second glyph).
struct PairClasses: Sendable {
    let coverage: GlyphMap
    let firstClasses: GlyphMap
    let secondClasses: GlyphMap
    let class1Count: Int
    let class2Count: Int
    /// Two advances per cell, class-1-major; empty when neither format has XAdvance (then
    /// every pair adjusts by 0 but still matches).
    let advances: [Int16]
    let skipsSecond: Bool

    /// A PairPosFormat2: ClassDef offsets at 8 and 10, class counts at 12 and 14, then the
    /// matrix of value record pairs from 16.
    init(
        _ table: TableReader, coverage: GlyphMap, formats: (ValueFormat, ValueFormat), numGlyphs: Int,
        budget: CompileBudget
    ) throws(FontFileError) {
        firstClasses = try GlyphMap.classes(table.optionalWindow(offsetAt: 8), numGlyphs: numGlyphs, budget: budget)
        secondClasses = try GlyphMap.classes(table.optionalWindow(offsetAt: 10), numGlyphs: numGlyphs, budget: budget)
        class1Count = try table.u16(12)
        class2Count = try table.u16(14)
        let recordSize = formats.0.size + formats.1.size
        let cells = class1Count * class2Count
        try table.checkRange(16, cells * recordSize)
        var advances: [Int16] = []
        if formats.0.advanceOffset != nil || formats.1.advanceOffset != nil {
            try budget.spend(cells, in: table.tag)
            advances.reserveCapacity(cells * 2)
            for cell in 0..<cells {
                let record = 16 + cell * recordSize
                advances.append(try formats.0.advance(in: table, at: record))
                advances.append(try formats.1.advance(in: table, at: record + formats.0.size))
            }
        }
        self.coverage = coverage
        self.advances = advances
        skipsSecond = formats.1.size != 0
    }
}
