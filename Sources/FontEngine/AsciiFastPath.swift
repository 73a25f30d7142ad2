/// Widths of ASCII text from tables built at load, for the plans of Latin and Common runs.
///
/// For most ASCII glyphs and pairs, shaping reduces to a sum: no ligature can start, no
/// glyph is skipped or zeroed, and every adjacent pair is kerned on its own. For such text
/// the width is the sum of per-byte advances and per-pair kerning read from two tables,
/// with the same result as the full shaper. A byte or pair that needs more (a possible
/// ligature, a mark, a pair whose adjustment passes over the next glyph) is marked, and text
/// containing one is shaped in full.
struct AsciiFastPath: Sendable {
    /// One plan's tables.
    struct Table: Sendable {
        /// The advance of each byte's glyph, or -1 when the byte needs the full shaper.
        let advances: [Int32]
        /// The kerning of byte pair (a, b) at `a << 7 | b` (the sum over the plan's pair
        /// lookups and legacy kerning), or `needsShaping` when a lookup's adjustment of the
        /// pair passes over the next glyph.
        let kerning: [Int16]
        /// Bit `a << 7 | b` is set when a ligature may start with the pair (a, b).
        let ligatureStarts: [UInt64]

        static let needsShaping = Int16.min

        @inline(__always) func mayStartLigature(_ pair: Int) -> Bool {
            ligatureStarts[pair >> 6] >> UInt64(pair & 63) & 1 != 0
        }
    }

    /// The tables of Common (0...3) and Latin (4...7) runs with each feature choice; nil
    /// where a plan has too many lookups to tabulate.
    private let tables: [Table?]
    /// For each glyph, a byte (0-127) whose glyph it is, or -1.
    private let byteOfGlyph: [Int8]

    /// Tables for the Common and Latin plans of `layout`. Plans with the same pair lookups
    /// share one kerning array, and plans with the same ligature lookups one bit array.
    init(characters: CharacterGlyphs, layout: LayoutTables) {
        let glyphs = (0..<128).map { UInt32(characters.cmap.glyph(UInt32($0))) }
        var kernings: [String: [Int16]] = [:]
        var starts: [String: [UInt64]] = [:]
        var tables: [Table?] = []
        for script in [ScriptClass.common, .latin] {
            for features in 0..<4 {
                let plan = layout.plan(script, features: features)
                guard Self.isAffordable(plan, layout) else {
                    tables.append(nil)
                    continue
                }
                let kernKey = "\(plan.positionings) \(plan.legacyKerning)"
                let kerning = kernings[kernKey] ?? Self.kerningTable(glyphs, plan, layout)
                kernings[kernKey] = kerning
                let startKey = "\(plan.substitutions)"
                let ligatureStarts = starts[startKey] ?? Self.ligatureStarts(glyphs, plan, layout)
                starts[startKey] = ligatureStarts
                let advances = Self.advances(glyphs, plan, characters, layout)
                tables.append(Table(advances: advances, kerning: kerning, ligatureStarts: ligatureStarts))
            }
        }
        self.tables = tables
        var byteOfGlyph = [Int8](repeating: -1, count: characters.advances.count)
        for byte in (0..<128).reversed() { byteOfGlyph[Int(glyphs[byte])] = Int8(byte) }
        self.byteOfGlyph = byteOfGlyph
    }

    /// A byte whose glyph is `glyph`, or nil.
    @inline(__always) func byte(of glyph: UInt32) -> Int? {
        guard Int(glyph) < byteOfGlyph.count else { return nil }
        let byte = byteOfGlyph[Int(glyph)]
        return byte >= 0 ? Int(byte) : nil
    }

    /// The table of the plan for `script` with `features`, if it has one.
    @inline(__always) func table(_ script: ScriptClass, features: Int) -> Table? {
        guard script == .common || script == .latin else { return nil }
        return tables[(script == .latin ? 4 : 0) + features & 3]
    }

    /// The width of `bytes` in font units with `features`, or nil when the text needs the
    /// full shaper. Each byte is one glyph, so the glyph count is `bytes.count`.
    @inline(__always) func units(_ bytes: UnsafeBufferPointer<UInt8>, features: Int) -> Int? {
        var script = ScriptClass.common
        for byte in bytes where ScriptClass.ofASCII(byte) != nil {
            script = .latin
            break
        }
        guard let table = table(script, features: features) else { return nil }
        var sum = 0
        var previous = -1
        for byte in bytes {
            guard byte < 0x80 else { return nil }
            let advance = table.advances[Int(byte)]
            guard advance >= 0 else { return nil }
            sum += Int(advance)
            if previous >= 0 {
                let pair = previous << 7 | Int(byte)
                let kerning = table.kerning[pair]
                guard kerning != Table.needsShaping, !table.mayStartLigature(pair) else { return nil }
                sum += Int(kerning)
            }
            previous = Int(byte)
        }
        return sum
    }

    /// Whether `plan` has few enough subtables that tabulating it at load costs little.
    private static func isAffordable(_ plan: ShapingPlan, _ layout: LayoutTables) -> Bool {
        let substitutions = plan.substitutions.reduce(0) { $0 + layout.substitutions[$1].subtables.count }
        let positionings = plan.positionings.reduce(0) { $0 + layout.positionings[$1].order.count }
        return substitutions + positionings <= 64
    }

    /// The advance of each byte's glyph, or -1 for a glyph that is a mark, that a lookup of
    /// `plan` skips, or that a ligature of one component replaces.
    private static func advances(
        _ glyphs: [UInt32], _ plan: ShapingPlan, _ characters: CharacterGlyphs, _ layout: LayoutTables
    ) -> [Int32] {
        let classes = characters.classes
        return glyphs.map { glyph in
            let props = classes.hasClasses ? classes.props(of: Int(glyph)) : GlyphClasses.base
            let plain =
                props & GlyphClasses.mark == 0
                && plan.substitutions.allSatisfy {
                    layout.substitutions[$0].leavesAlone(glyph, props: props, classes: classes)
                }
                && plan.positionings.allSatisfy {
                    layout.positionings[$0].flags.accepts(glyph: Int(glyph), props: props, classes: classes)
                }
            return plain ? characters.advance(glyph) : -1
        }
    }

    /// The kerning of every byte pair under `plan`, evaluated once for each pair of distinct
    /// glyphs (bytes a font leaves unmapped all share .notdef).
    private static func kerningTable(_ glyphs: [UInt32], _ plan: ShapingPlan, _ layout: LayoutTables) -> [Int16] {
        let distinct = Array(Set(glyphs))
        let index = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
        var values = [Int16](repeating: 0, count: distinct.count * distinct.count)
        for (row, glyph) in distinct.enumerated()
        where plan.legacyKerning || plan.positionings.contains { layout.positionings[$0].firstGlyphs.mayContain(glyph) } {
            for (column, second) in distinct.enumerated() {
                values[row * distinct.count + column] = Self.kerning(glyph, second, plan, layout)
            }
        }
        let slots = glyphs.map { index[$0]! }
        var kerning = [Int16](repeating: 0, count: 128 * 128)
        for first in 0..<128 {
            for second in 0..<128 { kerning[first << 7 | second] = values[slots[first] * distinct.count + slots[second]] }
        }
        return kerning
    }

    /// The bits of the byte pairs with which a ligature of `plan` may start.
    private static func ligatureStarts(_ glyphs: [UInt32], _ plan: ShapingPlan, _ layout: LayoutTables) -> [UInt64] {
        var bits = [UInt64](repeating: 0, count: 128 * 128 / 64)
        for first in 0..<128 {
            let next = Set(plan.substitutions.flatMap { layout.substitutions[$0].nextComponents(after: glyphs[first]) })
            if next.isEmpty { continue }
            for second in 0..<128 where next.contains(glyphs[second]) {
                let pair = first << 7 | second
                bits[pair >> 6] |= 1 << UInt64(pair & 63)
            }
        }
        return bits
    }

    /// The kerning of a pair under `plan` when each lookup's adjustment is independent of
    /// the pairs around it, else `needsShaping`.
    static func kerning(_ first: UInt32, _ second: UInt32, _ plan: ShapingPlan, _ layout: LayoutTables) -> Int16 {
        var sum = plan.legacyKerning ? layout.legacyKerning?.value(Int(first), Int(second)) ?? 0 : 0
        for index in plan.positionings where layout.positionings[index].firstGlyphs.mayContain(first) {
            guard let result = layout.positionings[index].evaluate(first, second) else { continue }
            if result.skipsSecond || result.second != 0 { return Table.needsShaping }
            sum += Int(result.first)
        }
        guard let value = Int16(exactly: sum), value != Table.needsShaping else { return Table.needsShaping }
        return value
    }
}

extension SubstitutionLookup {
    /// Whether the lookup neither skips `glyph` (which would let a ligature match across
    /// it) nor replaces it on its own (a ligature of one component).
    func leavesAlone(_ glyph: UInt32, props: UInt16, classes: GlyphClasses) -> Bool {
        guard flags.accepts(glyph: Int(glyph), props: props, classes: classes) else { return false }
        var alone = false
        forEachLigature(startingWith: glyph) { _, ligature in alone = alone || ligature.componentCount == 0 }
        return !alone
    }

    /// The glyphs that follow `glyph` as the second component of one of the lookup's
    /// ligatures.
    func nextComponents(after glyph: UInt32) -> [UInt32] {
        var next: [UInt32] = []
        forEachLigature(startingWith: glyph) { subtable, ligature in
            if ligature.componentCount > 0 { next.append(UInt32(subtable.components[Int(ligature.componentStart)])) }
        }
        return next
    }

    /// Calls `body` with every ligature of every subtable that starts with `glyph`.
    private func forEachLigature(
        startingWith glyph: UInt32, _ body: (LigatureSubstitution, LigatureSubstitution.Ligature) -> Void
    ) {
        guard firstGlyphs.mayContain(glyph) else { return }
        for subtable in subtables {
            let index = subtable.coverage.value(Int(glyph))
            if index == 0xFFFF { continue }
            for ligature in subtable.ligatures(coverageIndex: Int(index)) { body(subtable, subtable.ligatures[ligature]) }
        }
    }
}
