/// Widths of ASCII text from tables built at load, for the plans of Latin and Common runs.
///
/// For most ASCII glyphs and pairs, shaping reduces to a sum: no ligature can start, no
/// glyph is skipped or zeroed, and every adjacent pair is kerned on its own. For such text
/// the width is the sum of per-byte advances and per-pair kerning read from two tables,
/// with the same result as the full shaper. A byte or pair that needs more (a possible
/// ligature, a mark, a pair whose adjustment passes over the next glyph) is marked, and text
/// containing one is shaped in full.
struct AsciiFastPath: Sendable {
    /// One plan's tables. A class, so that measuring reads them in place.
    final class Table: Sendable {
        /// The advance of each byte's glyph, or -1 when the byte needs the full shaper
        /// (bytes 0x80 and up always do).
        let advances: [Int32]
        /// Each byte's index among the distinct glyphs of the ASCII bytes (many bytes share
        /// .notdef), the column of its glyph in the matrices below.
        let columns: [Int]
        /// Each byte's row start in the matrices: its column times the number of glyphs.
        let rows: [Int]
        /// The kerning of each pair of distinct glyphs (the sum over the plan's pair lookups
        /// and legacy kerning), or `needsShaping` when a lookup's adjustment of the pair
        /// passes over the next glyph.
        let kerning: [Int16]
        /// `kerning`, with `needsShaping` also where a ligature of the plan may start.
        let measuring: [Int16]

        static let needsShaping = Int16.min

        /// `advances` and `columns` of the 128 ASCII bytes; matrices of `glyphCount` rows.
        init(advances: [Int32], columns: [Int], glyphCount: Int, kerning: [Int16], measuring: [Int16]) {
            self.advances = advances + [Int32](repeating: -1, count: 128)
            self.columns = columns + [Int](repeating: 0, count: 128)
            rows = self.columns.map { $0 * glyphCount }
            self.kerning = kerning
            self.measuring = measuring
        }

        /// The kerning of the glyphs of columns `a` and `b`.
        @inline(__always) func kerning(column a: Int, _ b: Int, glyphCount: Int) -> Int16 {
            kerning[a &* glyphCount &+ b]
        }

        /// The width of `bytes` in font units, or nil when they need the full shaper.
        @inline(__always) func units(_ bytes: UnsafeBufferPointer<UInt8>) -> Int? {
            var sum = 0
            var row = -1
            for byte in bytes {
                let advance = advances[Int(byte)]
                guard advance >= 0 else { return nil }
                if row >= 0 {
                    let kerning = measuring[row &+ columns[Int(byte)]]
                    guard kerning != Self.needsShaping else { return nil }
                    sum &+= Int(kerning)
                }
                sum &+= Int(advance)
                row = rows[Int(byte)]
            }
            return sum
        }
    }

    /// The tables of Common (0...3) and Latin (4...7) runs with each feature choice; nil
    /// where a plan has too many lookups to tabulate.
    private let tables: [Table?]
    /// For each glyph, its column in the tables' matrices when an ASCII byte maps to it,
    /// else -1.
    private let columnOfGlyph: [Int16]
    /// The matrices' row length: how many distinct glyphs the ASCII bytes map to.
    let glyphCount: Int

    /// Tables for the Common and Latin plans of `layout`. Plans with the same lookups share
    /// their matrices.
    init(characters: CharacterGlyphs, layout: LayoutTables) {
        let glyphs = (0..<128).map { UInt32(characters.cmap.glyph(UInt32($0))) }
        let distinct = Array(Set(glyphs)).sorted()
        let index = Dictionary(uniqueKeysWithValues: distinct.enumerated().map { ($1, $0) })
        let columns = glyphs.map { index[$0]! }
        var kernings: [String: [Int16]] = [:]
        var measurings: [String: [Int16]] = [:]
        var tables: [Table?] = []
        for script in [ScriptClass.common, .latin] {
            for features in 0..<4 {
                let plan = layout.plan(script, features: features)
                guard Self.isAffordable(plan, layout) else {
                    tables.append(nil)
                    continue
                }
                let kernKey = "\(plan.positionings) \(plan.legacyKerning)"
                let kerning = kernings[kernKey] ?? Self.kerningTable(distinct, plan, layout)
                kernings[kernKey] = kerning
                let key = "\(kernKey) \(plan.substitutions)"
                let measuring = measurings[key] ?? Self.stoppingAtLigatures(kerning, distinct, plan, layout)
                measurings[key] = measuring
                let advances = Self.advances(glyphs, plan, characters, layout)
                tables.append(
                    Table(
                        advances: advances, columns: columns, glyphCount: distinct.count, kerning: kerning,
                        measuring: measuring))
            }
        }
        self.tables = tables
        var columnOfGlyph = [Int16](repeating: -1, count: characters.advances.count)
        for (column, glyph) in distinct.enumerated() { columnOfGlyph[Int(glyph)] = Int16(column) }
        self.columnOfGlyph = columnOfGlyph
        glyphCount = distinct.count
    }

    /// The matrices' column of `glyph`, or nil when no ASCII byte maps to it.
    @inline(__always) func column(of glyph: UInt32) -> Int? {
        guard Int(glyph) < columnOfGlyph.count else { return nil }
        let column = columnOfGlyph[Int(glyph)]
        return column >= 0 ? Int(column) : nil
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
        return table(script, features: features)?.units(bytes)
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

    /// The kerning under `plan` of every pair of `glyphs`, row by row.
    private static func kerningTable(_ glyphs: [UInt32], _ plan: ShapingPlan, _ layout: LayoutTables) -> [Int16] {
        var values = [Int16](repeating: 0, count: glyphs.count * glyphs.count)
        for (row, glyph) in glyphs.enumerated() where mayKern(glyph, plan, layout) {
            for (column, second) in glyphs.enumerated() {
                values[row * glyphs.count + column] = Self.kerning(glyph, second, plan, layout)
            }
        }
        return values
    }

    /// Whether `glyph` may start a kerning pair under `plan`.
    private static func mayKern(_ glyph: UInt32, _ plan: ShapingPlan, _ layout: LayoutTables) -> Bool {
        plan.legacyKerning || plan.positionings.contains { layout.positionings[$0].firstGlyphs.mayContain(glyph) }
    }

    /// `kerning` over `glyphs` with `needsShaping` where a ligature of `plan` may start:
    /// where the second glyph is the next component of a ligature of the first.
    private static func stoppingAtLigatures(
        _ kerning: [Int16], _ glyphs: [UInt32], _ plan: ShapingPlan, _ layout: LayoutTables
    ) -> [Int16] {
        var measuring = kerning
        for (row, glyph) in glyphs.enumerated() {
            let next = Set(plan.substitutions.flatMap { layout.substitutions[$0].nextComponents(after: glyph) })
            for (column, second) in glyphs.enumerated() where next.contains(second) {
                measuring[row * glyphs.count + column] = Table.needsShaping
            }
        }
        return measuring
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
            for ligature in subtable.ligatures(coverageIndex: Int(index)) {
                body(subtable, subtable.ligatures[ligature])
            }
        }
    }
}
