/// Builds a face's `LayoutTables`: chooses the lookups as HarfBuzz does when shaping with
/// 'kern' and 'liga' (and 'rlig') on and every other optional feature off, and compiles each
/// lookup once.
///
/// For each script, the default language system of the script's table (else 'DFLT') gives
/// the features; a feature tag listed twice counts once, the first. GSUB lookups run in two
/// stages, each in lookup-list order: the language system's required feature, then the
/// ligature features (the required feature joins them when it is one of them). GPOS lookups
/// run in one stage: the required feature's and the 'kern' feature's, in lookup-list order.
struct LayoutCompiler {
    private let gsub: LayoutHeader?
    private let gpos: LayoutHeader?
    private let kern: LegacyKerning?
    private let numGlyphs: Int
    private let budget: CompileBudget
    /// Compiled lookups by lookup-list index, with nil for lookups of a type not applied.
    private var substitutionIndex: [Int: Int?] = [:]
    private var positioningIndex: [Int: Int?] = [:]
    private var substitutions: [SubstitutionLookup] = []
    private var positionings: [PositioningLookup] = []

    init(directory: TableDirectory, numGlyphs: Int, budget: CompileBudget) throws(FontFileError) {
        gsub = try directory.table("GSUB").map { table throws(FontFileError) in try LayoutHeader(table) }
        gpos = try directory.table("GPOS").map { table throws(FontFileError) in try LayoutHeader(table) }
        kern = try directory.table("kern").map { table throws(FontFileError) in try LegacyKerning(table, budget: budget)
        }
        self.numGlyphs = numGlyphs
        self.budget = budget
    }

    /// The plans of every script and feature choice, and the lookups they use.
    mutating func compile() throws(FontFileError) -> LayoutTables {
        var plans: [ShapingPlan] = []
        for script in ScriptClass.allCases {
            for features in 0..<4 {
                plans.append(try plan(script, kerning: features & 1 != 0, ligatures: features & 2 != 0))
            }
        }
        return LayoutTables(
            substitutions: substitutions, positionings: positionings,
            legacyKerning: kern?.isEmpty == false ? kern : nil, plans: plans)
    }

    /// The plan of one script with kerning and ligatures on or off.
    private mutating func plan(_ script: ScriptClass, kerning: Bool, ligatures: Bool) throws(FontFileError)
        -> ShapingPlan
    {
        var plan = ShapingPlan()
        if let gsub, let system = try gsub.languageSystem(for: script.tags) {
            for stage in try substitutionStages(gsub, system, ligatures: ligatures) {
                for index in stage {
                    if let compiled = try substitution(index, in: gsub) { plan.substitutions.append(compiled) }
                }
            }
        }
        var kernFeature: Int?
        if let gpos, let system = try gpos.languageSystem(for: script.tags) {
            kernFeature = try gpos.feature(TableReader.tag("kern"), in: system)
            var lookups: [Int] = []
            if let required = system.requiredFeature { lookups += try gpos.lookups(ofFeature: required) }
            if kerning, let kernFeature { lookups += try gpos.lookups(ofFeature: kernFeature) }
            for index in Set(lookups).sorted() {
                if let compiled = try positioning(index, in: gpos) { plan.positionings.append(compiled) }
            }
            plan.pairLookupsSeeAllButMarks = plan.positionings.allSatisfy {
                positionings[$0].flags.ignored & ~GlyphClasses.mark == 0
            }
        }
        plan.legacyKerning = kerning && kernFeature == nil && kern?.isEmpty == false
        return plan
    }

    /// The GSUB lookup indices of the two stages, each sorted without repeats.
    private func substitutionStages(
        _ gsub: LayoutHeader, _ system: LayoutHeader.LanguageSystem, ligatures: Bool
    ) throws(FontFileError) -> [[Int]] {
        let ligatureTags = ligatures ? [TableReader.tag("liga"), TableReader.tag("rlig")] : []
        var required: [Int] = []
        var main: [Int] = []
        if let index = system.requiredFeature {
            let joinsMain = try gsub.featureTag(index).map(ligatureTags.contains) ?? false
            if joinsMain {
                main += try gsub.lookups(ofFeature: index)
            } else {
                required = try gsub.lookups(ofFeature: index)
            }
        }
        for tag in ligatureTags {
            if let feature = try gsub.feature(tag, in: system) { main += try gsub.lookups(ofFeature: feature) }
        }
        return [Set(required).sorted(), Set(main).sorted()]
    }

    /// The compiled ligature lookup for GSUB lookup `index` (type 4, or 7 wrapping 4), or
    /// nil for another type.
    private mutating func substitution(_ index: Int, in gsub: LayoutHeader) throws(FontFileError) -> Int? {
        if let known = substitutionIndex[index] { return known }
        var compiled: Int?
        if let (flags, tables) = try LookupReader.subtables(of: gsub.lookup(index), type: 4, extensionType: 7) {
            var subtables: [LigatureSubstitution] = []
            for table in tables {
                subtables.append(try LigatureSubstitution(table, numGlyphs: numGlyphs, budget: budget))
            }
            substitutions.append(
                SubstitutionLookup(flags: flags, subtables: subtables, numGlyphs: numGlyphs, budget: budget))
            compiled = substitutions.count - 1
        }
        substitutionIndex[index] = compiled
        return compiled
    }

    /// The compiled pair lookup for GPOS lookup `index` (type 2, or 9 wrapping 2), or nil
    /// for another type.
    private mutating func positioning(_ index: Int, in gpos: LayoutHeader) throws(FontFileError) -> Int? {
        if let known = positioningIndex[index] { return known }
        var compiled: Int?
        if let (flags, tables) = try LookupReader.subtables(of: gpos.lookup(index), type: 2, extensionType: 9) {
            var subtables: [PairAdjustment] = []
            for table in tables {
                subtables.append(try PairAdjustment.read(table, numGlyphs: numGlyphs, budget: budget))
            }
            positionings.append(
                PositioningLookup(flags: flags, subtables: subtables, numGlyphs: numGlyphs, budget: budget))
            compiled = positionings.count - 1
        }
        positioningIndex[index] = compiled
        return compiled
    }
}
