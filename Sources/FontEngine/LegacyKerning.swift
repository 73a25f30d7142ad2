/// The 'kern' table's pairs, for fonts whose GPOS has no kerning for the script.
///
/// Both the OpenType (version 0) and Apple (version 1.0) layouts are read. Only format 0
/// subtables (sorted glyph pairs) that kern horizontally along the line count: a
/// cross-stream subtable moves glyphs up or down, and an Apple variation subtable needs
/// coordinates. The values of every such subtable add up, so they are merged into one
/// sorted list of pairs.
struct LegacyKerning: Sendable {
    /// `first << 16 | second`, sorted.
    private let pairs: [UInt32]
    private let values: [Int32]

    var isEmpty: Bool { pairs.isEmpty }

    /// The pairs of `kern`.
    init(_ kern: TableReader, budget: CompileBudget) throws(FontFileError) {
        var sums: [UInt32: Int32] = [:]
        if try kern.u16(0) == 0 {
            try Self.readWindowsSubtables(kern, into: &sums, budget: budget)
        } else if try kern.u32(0) == 0x0001_0000 {
            try Self.readAppleSubtables(kern, into: &sums, budget: budget)
        }
        let sorted = sums.sorted { $0.key < $1.key }
        pairs = sorted.map(\.key)
        values = sorted.map(\.value)
    }

    /// Version 0: a subtable count at 2; each subtable has a version, a 16-bit length and
    /// coverage (format in the high byte; bit 0 horizontal, bit 2 cross-stream), then the
    /// format-0 body at 6.
    private static func readWindowsSubtables(
        _ kern: TableReader, into sums: inout [UInt32: Int32], budget: CompileBudget
    ) throws(FontFileError) {
        var offset = 4
        for _ in 0..<(try kern.u16(2)) {
            let length = try kern.u16(offset + 2)
            let coverage = try kern.u16(offset + 4)
            if coverage >> 8 == 0, coverage & 0x1 != 0, coverage & 0x4 == 0 {
                try readPairs(kern.window(at: offset + 6), into: &sums, budget: budget)
            }
            // The 16-bit length cannot describe a large last subtable, which is read to the
            // table's end; a length too short to step over a header ends the walk.
            guard length >= 6 else { break }
            offset += length
        }
    }

    /// Version 1.0: a 32-bit subtable count at 4; each subtable has a 32-bit length,
    /// coverage (0x8000 vertical, 0x4000 cross-stream, 0x2000 variation; format in the low
    /// byte) and a tuple index, then the format-0 body at 8.
    private static func readAppleSubtables(
        _ kern: TableReader, into sums: inout [UInt32: Int32], budget: CompileBudget
    ) throws(FontFileError) {
        var offset = 8
        let count = try kern.u32(4)
        try budget.spend(count, in: kern.tag)
        for _ in 0..<count {
            let length = try kern.u32(offset)
            let coverage = try kern.u16(offset + 4)
            if coverage & 0xE000 == 0, coverage & 0xFF == 0 {
                try readPairs(kern.window(at: offset + 8), into: &sums, budget: budget)
            }
            guard length >= 8 else { break }
            offset += length
        }
    }

    /// A format-0 body: a pair count, three search fields, then 6-byte pairs of left glyph,
    /// right glyph and value.
    private static func readPairs(
        _ body: TableReader, into sums: inout [UInt32: Int32], budget: CompileBudget
    ) throws(FontFileError) {
        let count = try body.u16(0)
        try body.checkRange(8, count * 6)
        try budget.spend(count, in: body.tag)
        for index in 0..<count {
            let at = 8 + index * 6
            let key = UInt32(body.uncheckedU16(at)) << 16 | UInt32(body.uncheckedU16(at + 2))
            sums[key, default: 0] &+= Int32(Int16(truncatingIfNeeded: body.uncheckedU16(at + 4)))
        }
    }

    /// The kerning between `first` and `second`, in font units.
    func value(_ first: Int, _ second: Int) -> Int {
        guard first <= 0xFFFF, second <= 0xFFFF else { return 0 }
        let key = UInt32(first) << 16 | UInt32(second)
        var low = 0
        var high = pairs.count
        while low < high {
            let middle = (low + high) / 2
            if pairs[middle] < key { low = middle + 1 } else { high = middle }
        }
        return low < pairs.count && pairs[low] == key ? Int(values[low]) : 0
    }
}
