/// A set of glyph ids as a bit array: the glyphs some subtable of a lookup covers, so the
/// shaper passes over every other glyph with one test instead of a search per subtable.
struct GlyphSet: Sendable {
    /// One bit a glyph; empty means "may hold any glyph" (no filter was affordable).
    private let words: [UInt64]

    /// The glyphs `maps` give a value other than their absent one, or the set of every
    /// glyph when the budget cannot afford the bits.
    init(covering maps: [GlyphMap], numGlyphs: Int, budget: CompileBudget) {
        let count = (numGlyphs + 63) / 64
        guard budget.takeDense(count) else {
            words = []
            return
        }
        var words = [UInt64](repeating: 0, count: count)
        for map in maps {
            map.forEachMapped(below: numGlyphs) { low, high in Self.insert(low...high, into: &words) }
        }
        self.words = words
    }

    /// Sets the bits of `glyphs`, a word at a time.
    private static func insert(_ glyphs: ClosedRange<Int>, into words: inout [UInt64]) {
        var glyph = glyphs.lowerBound
        while glyph <= glyphs.upperBound {
            let bit = glyph & 63
            let span = min(64 - bit, glyphs.upperBound - glyph + 1)
            let mask: UInt64 = span == 64 ? ~0 : ((1 << UInt64(span)) - 1) << UInt64(bit)
            words[glyph >> 6] |= mask
            glyph += span
        }
    }

    /// Whether `glyph` may be in the set.
    @inline(__always) func mayContain(_ glyph: UInt32) -> Bool {
        let word = Int(glyph >> 6)
        guard word < words.count else { return words.isEmpty }
        return words[word] >> UInt64(glyph & 63) & 1 != 0
    }
}

extension GlyphMap {
    /// Calls `body` with each range of glyphs below `limit` that the map gives a value
    /// other than `absent`, costing one step a flat entry or a searched run's glyph.
    func forEachMapped(below limit: Int, _ body: (Int, Int) -> Void) {
        for (index, value) in dense.enumerated() where value != absent {
            body(first + index, first + index)
        }
        for run in runs where run.start < limit {
            body(run.start, min(run.end, limit - 1))
        }
    }
}
