/// A GSUB ligature substitution subtable (lookup type 4), compiled to flat arrays.
///
/// For each covered first glyph, the ligatures that start with it, in the order the font
/// lists them (the first that matches wins): the ligature glyph and the glyphs of the
/// components after the first.
struct LigatureSubstitution: Sendable {
    /// One ligature: `components[componentStart..<componentStart + componentCount]` follow
    /// the first glyph.
    struct Ligature: Sendable {
        let glyph: UInt16
        let componentStart: Int32
        let componentCount: Int32
    }

    let coverage: GlyphMap
    /// The ligatures of coverage index i are `setStarts[i]..<setStarts[i + 1]`.
    let setStarts: [Int32]
    let ligatures: [Ligature]
    let components: [UInt16]

    /// A LigatureSubstFormat1: coverage offset at 2, set count at 4, 16-bit set offsets
    /// from 6. A LigatureSet holds a count and 16-bit Ligature offsets; a Ligature holds its
    /// glyph, the component count (the first included), then the other components.
    init(_ table: TableReader, numGlyphs: Int, budget: CompileBudget) throws(FontFileError) {
        guard try table.u16(0) == 1 else { throw table.malformed("ligature substitution format \(try table.u16(0))") }
        coverage = try GlyphMap.coverage(table.window(at: table.u16(2)), numGlyphs: numGlyphs, budget: budget)
        let count = try table.u16(4)
        try table.checkRange(6, count * 2)
        var starts: [Int32] = [0]
        var ligatures: [Ligature] = []
        var components: [UInt16] = []
        for index in 0..<count {
            let set = try table.window(at: table.uncheckedU16(6 + index * 2))
            let ligatureCount = try set.u16(0)
            try set.checkRange(2, ligatureCount * 2)
            try budget.spend(ligatureCount + 1, in: table.tag)
            for entry in 0..<ligatureCount {
                let ligature = try set.window(at: set.uncheckedU16(2 + entry * 2))
                let componentCount = try ligature.u16(2)
                // A ligature of no components cannot match (HarfBuzz skips it too).
                guard componentCount > 0 else { continue }
                try ligature.checkRange(4, (componentCount - 1) * 2)
                try budget.spend(componentCount, in: table.tag)
                ligatures.append(
                    Ligature(
                        glyph: UInt16(try ligature.u16(0)), componentStart: Int32(components.count),
                        componentCount: Int32(componentCount - 1)))
                for component in 1..<componentCount {
                    components.append(UInt16(ligature.uncheckedU16(4 + (component - 1) * 2)))
                }
            }
            starts.append(Int32(ligatures.count))
        }
        setStarts = starts
        self.ligatures = ligatures
        self.components = components
    }

    /// The range of `ligatures` starting with the glyph of coverage index `index`.
    @inline(__always) func ligatures(coverageIndex index: Int) -> Range<Int> {
        guard index + 1 < setStarts.count else { return 0..<0 }
        return Int(setStarts[index])..<Int(setStarts[index + 1])
    }
}
