/// A map from glyph to a 16-bit value, compiled from a Coverage table (glyph to coverage
/// index) or a ClassDef table (glyph to class).
///
/// Most maps become one flat array over the glyphs they mention, so the shaper's per-glyph
/// question is one array read; those the compile budget cannot afford keep sorted ranges and
/// answer by binary search.
struct GlyphMap: Sendable {
    /// `start...end` map to `value`, or to `value + (glyph - start)` when `counts` is true.
    struct Run: Sendable {
        let start: Int
        let end: Int
        let value: Int
        let counts: Bool

        func value(of glyph: Int) -> Int { counts ? value + glyph - start : value }
    }

    /// The value of a glyph the table does not mention: 0xFFFF (not covered) for coverage,
    /// 0 for a class definition.
    let absent: UInt16
    /// The flat form: `dense[g - first]` for `first <= g < first + dense.count`.
    let first: Int
    let dense: [UInt16]
    /// The searched form, sorted by start; empty when the map is flat.
    let runs: [Run]

    /// A map that mentions no glyph.
    init(absent: UInt16) {
        self.absent = absent
        first = 0
        dense = []
        runs = []
    }

    /// The map of `runs`, flat if the budget allows one entry per glyph of their span
    /// (clipped to the face's glyph ids), else searched.
    init(runs: [Run], absent: UInt16, numGlyphs: Int, budget: CompileBudget) {
        self.absent = absent
        let kept = runs.filter { $0.start <= $0.end && $0.start < numGlyphs }
        let low = kept.map(\.start).min() ?? 0
        let high = min(kept.map(\.end).max() ?? -1, numGlyphs - 1)
        if high < low || budget.takeDense(high - low + 1) {
            first = low
            self.runs = []
            dense = Self.flatten(kept, low: low, high: high, absent: absent)
        } else {
            first = 0
            dense = []
            self.runs = kept.sorted { $0.start < $1.start }
        }
    }

    /// One entry per glyph from `low` to `high`; values that do not fit 16 bits other than
    /// `absent` are left out.
    private static func flatten(_ runs: [Run], low: Int, high: Int, absent: UInt16) -> [UInt16] {
        guard high >= low else { return [] }
        var table = [UInt16](repeating: absent, count: high - low + 1)
        for run in runs {
            for glyph in run.start...min(run.end, high) {
                let value = run.value(of: glyph)
                if value >= 0, value < 0xFFFF { table[glyph - low] = UInt16(value) }
            }
        }
        return table
    }

    /// The value for `glyph`.
    @inline(__always) func value(_ glyph: Int) -> UInt16 {
        let index = glyph &- first
        if index >= 0, index < dense.count { return dense[index] }
        return runs.isEmpty ? absent : search(glyph)
    }

    /// The value for `glyph` from the sorted runs: the last run starting at or before it.
    private func search(_ glyph: Int) -> UInt16 {
        var low = 0
        var high = runs.count
        while low < high {
            let middle = (low + high) / 2
            if runs[middle].start <= glyph { low = middle + 1 } else { high = middle }
        }
        guard low > 0, glyph <= runs[low - 1].end else { return absent }
        let value = runs[low - 1].value(of: glyph)
        return value >= 0 && value < 0xFFFF ? UInt16(value) : absent
    }
}
