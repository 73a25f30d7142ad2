/// Positioning a run by adding up pair kerning, a shortcut for the GPOS walk.
///
/// When every glyph of the run is one the plan's pair lookups all see (no marks, no glyphs a
/// lookup flag skips, no default ignorables), and no matched pair's adjustment passes over
/// its second glyph, each lookup adjusts every adjacent pair on its own: the walk reduces to
/// adding each pair's kerning, summed over the lookups, to its first glyph. Pairs of ASCII
/// glyphs read that sum from the plan's ASCII table; other pairs evaluate the lookups.
extension FontFace {
    /// Adds the plan's kerning to the run's advances by pairs and returns true, or returns
    /// false, with the advances as they were, when the shortcut does not hold.
    func positionByPairs(
        _ run: UnsafeMutableBufferPointer<GlyphSlot>, count: Int, plan: ShapingPlan, table: AsciiFastPath.Table
    ) -> Bool {
        for index in 0..<count where !seenByEveryLookup(run[index], plan) { return false }
        let glyphCount = asciiPath.glyphCount
        for index in 0..<max(count - 1, 0) {
            let (first, second) = (run[index].glyph, run[index + 1].glyph)
            let kerning: Int16
            if let a = asciiPath.column(of: first), let b = asciiPath.column(of: second) {
                kerning = table.kerning(column: a, b, glyphCount: glyphCount)
            } else {
                kerning = AsciiFastPath.kerning(first, second, plan, layout)
            }
            guard kerning != AsciiFastPath.Table.needsShaping else {
                for undo in 0..<index { run[undo].advance = characters.advance(run[undo].glyph) }
                return false
            }
            run[index].advance &+= Int32(kerning)
        }
        return true
    }

    /// Whether every pair lookup of `plan` (and legacy kerning, which skips marks) sees
    /// `slot` as a glyph of the sequence.
    private func seenByEveryLookup(_ slot: GlyphSlot, _ plan: ShapingPlan) -> Bool {
        if slot.isMark || slot.isIgnorable { return false }
        if plan.pairLookupsSeeAllButMarks { return true }
        for index in plan.positionings
        where !layout.positionings[index].flags.accepts(
            glyph: Int(slot.glyph), props: slot.props, classes: characters.classes)
        {
            return false
        }
        return true
    }
}
