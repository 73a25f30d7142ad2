/// A GSUB lookup the shaper applies: ligature substitution, directly or by extension.
struct SubstitutionLookup: Sendable {
    let flags: LookupFlags
    /// The glyphs some subtable covers: only these can start a ligature.
    let firstGlyphs: GlyphSet
    let subtables: [LigatureSubstitution]

    init(flags: LookupFlags, subtables: [LigatureSubstitution], numGlyphs: Int, budget: CompileBudget) {
        self.flags = flags
        self.subtables = subtables
        firstGlyphs = GlyphSet(covering: subtables.map(\.coverage), numGlyphs: numGlyphs, budget: budget)
    }
}

/// A GPOS lookup the shaper applies: pair adjustment, directly or by extension.
///
/// The two formats are kept in arrays of their own, so the shaper reads a subtable in place
/// rather than copying it out of an enum.
struct PositioningLookup: Sendable {
    let flags: LookupFlags
    /// The glyphs some subtable covers: only these can start a pair.
    let firstGlyphs: GlyphSet
    let glyphPairs: [PairGlyphs]
    let classPairs: [PairClasses]
    /// The subtables in the font's order: i for `glyphPairs[i]`, ~i for `classPairs[i]`.
    let order: [Int]

    init(flags: LookupFlags, subtables: [PairAdjustment], numGlyphs: Int, budget: CompileBudget) {
        var glyphPairs: [PairGlyphs] = []
        var classPairs: [PairClasses] = []
        var order: [Int] = []
        var coverages: [GlyphMap] = []
        for subtable in subtables {
            switch subtable {
            case .glyphs(let table):
                order.append(glyphPairs.count)
                glyphPairs.append(table)
                coverages.append(table.coverage)
            case .classes(let table):
                order.append(~classPairs.count)
                classPairs.append(table)
                coverages.append(table.coverage)
            }
        }
        self.flags = flags
        self.glyphPairs = glyphPairs
        self.classPairs = classPairs
        self.order = order
        firstGlyphs = GlyphSet(covering: coverages, numGlyphs: numGlyphs, budget: budget)
    }
}

/// What to apply to a run of one script with one choice of features, in order.
struct ShapingPlan: Sendable {
    /// Indices into `LayoutTables.substitutions`.
    var substitutions: [Int] = []
    /// Indices into `LayoutTables.positionings`.
    var positionings: [Int] = []
    /// Whether to kern with the legacy 'kern' table (when GPOS has no 'kern' feature for
    /// the script).
    var legacyKerning = false
    /// Whether every lookup of `positionings` skips only marks, if anything: no
    /// IgnoreBaseGlyphs or IgnoreLigatures flag, so any glyph but a mark is seen.
    var pairLookupsSeeAllButMarks = true
}

/// A face's compiled GSUB and GPOS lookups and a plan for every script and feature choice,
/// all built when the face loads, so shaping only reads.
struct LayoutTables: Sendable {
    let substitutions: [SubstitutionLookup]
    let positionings: [PositioningLookup]
    let legacyKerning: LegacyKerning?
    /// Four plans a script class (features 0 to 3: bit 0 kerning, bit 1 ligatures).
    let plans: [ShapingPlan]

    /// The plan for a run of `script` with the features whose bits are `features`.
    @inline(__always) func plan(_ script: ScriptClass, features: Int) -> ShapingPlan {
        plans[script.rawValue * 4 + features & 3]
    }
}
