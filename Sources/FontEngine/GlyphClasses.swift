/// The GDEF table's glyph classes, as the bits lookups test with their LookupFlag.
///
/// A glyph's properties use the LookupFlag bit of its class: 0x02 base, 0x04 ligature,
/// 0x08 mark; a mark also carries its mark attachment class in the high byte, where
/// LookupFlag keeps its MarkAttachmentType.
struct GlyphClasses: Sendable {
    static let base: UInt16 = 0x02
    static let ligature: UInt16 = 0x04
    static let mark: UInt16 = 0x08

    /// Whether the face has a GDEF glyph class table; without one, the shaper derives
    /// classes from the characters.
    let hasClasses: Bool
    private let glyphClass: GlyphMap
    private let markAttachment: GlyphMap
    /// GDEF's mark glyph sets (version 1.2), for lookups with UseMarkFilteringSet.
    let markSets: [GlyphMap]

    /// No GDEF table.
    init() {
        hasClasses = false
        glyphClass = GlyphMap(absent: 0)
        markAttachment = GlyphMap(absent: 0)
        markSets = []
    }

    /// GDEF: glyph class table offset at 4, mark attachment class table at 10, and from
    /// version 1.2 the mark glyph sets table at 12.
    init(_ gdef: TableReader, numGlyphs: Int, budget: CompileBudget) throws(FontFileError) {
        let minor = try gdef.u16(2)
        markAttachment = try GlyphMap.classes(gdef.optionalWindow(offsetAt: 10), numGlyphs: numGlyphs, budget: budget)
        let classTable = try gdef.optionalWindow(offsetAt: 4)
        hasClasses = classTable != nil
        glyphClass = try GlyphMap.classes(classTable, numGlyphs: numGlyphs, budget: budget)
        if minor >= 2, let sets = try gdef.optionalWindow(offsetAt: 12) {
            markSets = try Self.markGlyphSets(sets, numGlyphs: numGlyphs, budget: budget)
        } else {
            markSets = []
        }
    }

    /// The properties of `glyph` by its GDEF class (1 base, 2 ligature, 3 mark, 4 component,
    /// which no flag names); a mark also carries its attachment class.
    func props(of glyph: Int) -> UInt16 {
        switch glyphClass.value(glyph) {
        case 1: Self.base
        case 2: Self.ligature
        case 3: Self.mark | (markAttachment.value(glyph) & 0xFF) << 8
        default: 0
        }
    }

    /// MarkGlyphSets: format 1, a count, then 32-bit offsets to Coverage tables.
    private static func markGlyphSets(
        _ table: TableReader, numGlyphs: Int, budget: CompileBudget
    ) throws(FontFileError) -> [GlyphMap] {
        let count = try table.u16(2)
        try table.checkRange(4, count * 4)
        var sets: [GlyphMap] = []
        for index in 0..<count {
            let coverage = try table.window(at: table.u32(4 + index * 4))
            sets.append(try GlyphMap.coverage(coverage, numGlyphs: numGlyphs, budget: budget))
        }
        return sets
    }

    /// Whether mark glyph set `set` holds `glyph`; false for a set the table lacks.
    func markSet(_ set: Int, contains glyph: Int) -> Bool {
        set < markSets.count && markSets[set].value(glyph) != 0xFFFF
    }
}
