/// The script, feature and lookup lists that GSUB and GPOS share, and the choices a shaper
/// makes through them: which language system, which features, which lookups.
struct LayoutHeader {
    /// A language system: its required feature (applied whatever the features asked for)
    /// and its other features, as indices into the feature list.
    struct LanguageSystem {
        let requiredFeature: Int?
        let features: [Int]
    }

    let table: TableReader
    private let scriptList: TableReader
    private let featureList: TableReader
    private let lookupList: TableReader
    /// Feature tables that FeatureVariations puts in place of the listed ones at the
    /// default instance, by feature index.
    private let substitutions: [Int: TableReader]
    /// How many lookups the lookup list holds.
    let lookupCount: Int

    /// The header: version at 0, list offsets at 4, 6 and 8, and from version 1.1 a 32-bit
    /// FeatureVariations offset at 10.
    init(_ table: TableReader) throws(FontFileError) {
        guard try table.u16(0) == 1 else { throw table.malformed("version \(try table.u16(0))") }
        self.table = table
        scriptList = try table.window(at: table.u16(4))
        featureList = try table.window(at: table.u16(6))
        lookupList = try table.window(at: table.u16(8))
        lookupCount = try lookupList.u16(0)
        try lookupList.checkRange(2, lookupCount * 2)
        let variations = try table.u16(2) >= 1 ? table.u32(10) : 0
        substitutions = variations == 0 ? [:] : try FeatureVariations.defaultSubstitutions(table.window(at: variations))
    }

    /// The default language system of the first script of `tags` the table has, else of
    /// 'DFLT', 'dflt' or 'latn', as HarfBuzz chooses. Nil when none is present, or when the
    /// chosen script has no default language system.
    func languageSystem(for tags: [Int]) throws(FontFileError) -> LanguageSystem? {
        let count = try scriptList.u16(0)
        try scriptList.checkRange(2, count * 6)
        for wanted in tags + Self.fallbackScripts {
            for index in 0..<count where try scriptList.u32(2 + index * 6) == wanted {
                let script = try scriptList.window(at: scriptList.u16(6 + index * 6))
                guard let langSys = try script.optionalWindow(offsetAt: 0) else { return nil }
                return try Self.languageSystem(langSys)
            }
        }
        return nil
    }

    /// The scripts HarfBuzz falls back to, in order: 'DFLT', 'dflt', 'latn'.
    private static let fallbackScripts = [TableReader.tag("DFLT"), TableReader.tag("dflt"), TableReader.tag("latn")]

    /// A LangSys table: required feature index at 2 (0xFFFF for none), then a count and
    /// the feature indices.
    private static func languageSystem(_ table: TableReader) throws(FontFileError) -> LanguageSystem {
        let required = try table.u16(2)
        let count = try table.u16(4)
        try table.checkRange(6, count * 2)
        let features = (0..<count).map { table.uncheckedU16(6 + $0 * 2) }
        return LanguageSystem(requiredFeature: required == 0xFFFF ? nil : required, features: features)
    }

    /// The tag of feature `index`, or nil when the list has no such feature.
    func featureTag(_ index: Int) throws(FontFileError) -> Int? {
        guard index < (try featureList.u16(0)) else { return nil }
        return try featureList.u32(2 + index * 6)
    }

    /// The first feature of `system` tagged `tag` (the first wins when a tag repeats).
    func feature(_ tag: Int, in system: LanguageSystem) throws(FontFileError) -> Int? {
        for index in system.features where try featureTag(index) == tag { return index }
        return nil
    }

    /// The lookup indices of feature `index` (its substitute at the default instance, if
    /// FeatureVariations names one), leaving out indices past the lookup list.
    func lookups(ofFeature index: Int) throws(FontFileError) -> [Int] {
        guard index < (try featureList.u16(0)) else { return [] }
        let listed = try featureList.window(at: featureList.u16(2 + index * 6 + 4))
        let feature = substitutions[index] ?? listed
        let count = try feature.u16(2)
        try feature.checkRange(4, count * 2)
        return (0..<count).map { feature.uncheckedU16(4 + $0 * 2) }.filter { $0 < lookupCount }
    }

    /// The Lookup table at `index`.
    func lookup(_ index: Int) throws(FontFileError) -> TableReader {
        try lookupList.window(at: lookupList.u16(2 + index * 2))
    }
}
