/// Applying a ligature lookup to a run, as the OpenType specification describes and
/// HarfBuzz does.
///
/// The lookup walks the run once. At each glyph the lookup does not skip, its subtables are
/// tried in order; in the first whose coverage holds the glyph, the first ligature whose
/// components follow (passing over glyphs the lookup flag skips, and default ignorables)
/// replaces the matched glyphs, and the walk resumes after the last of them. Skipped glyphs
/// between components stay, after the ligature. The run only shrinks, so it is rewritten in
/// place: the write position never passes the read position.
extension SubstitutionLookup {
    /// How a glyph takes part in matching components.
    private enum Skip {
        /// It must match the next component.
        case no
        /// It is passed over unless it matches (a default ignorable).
        case maybe
        /// The lookup flag skips it.
        case yes
    }

    /// Applies the lookup to the first `count` slots of `run` and returns the new count;
    /// sets `substituted` when a ligature formed.
    func apply(
        to run: UnsafeMutableBufferPointer<GlyphSlot>, count: Int, classes: GlyphClasses, substituted: inout Bool
    ) -> Int {
        var read = 0
        var write = 0
        while read < count {
            // Glyphs no subtable covers are passed by one bit test; until a ligature forms,
            // nothing moves.
            while read < count, !firstGlyphs.mayContain(run[read].glyph) {
                if write != read { run[write] = run[read] }
                read += 1
                write += 1
            }
            guard read < count else { break }
            let slot = run[read]
            if skip(slot, classes) != .yes, let (ligature, subtable, last) = match(at: read, run, count, classes) {
                write = ligate(ligature, of: subtable, from: read, through: last, run, write: write, classes)
                read = last + 1
                substituted = true
            } else {
                run[write] = slot
                write += 1
                read += 1
            }
        }
        return write
    }

    private func skip(_ slot: GlyphSlot, _ classes: GlyphClasses) -> Skip {
        if !flags.accepts(glyph: Int(slot.glyph), props: slot.props, classes: classes) { return .yes }
        return slot.flags == GlyphSlot.ignorable ? .maybe : .no
    }

    /// The ligature that applies at `start`, its subtable and the position of its last
    /// component, if any does.
    private func match(
        at start: Int, _ run: UnsafeMutableBufferPointer<GlyphSlot>, _ count: Int, _ classes: GlyphClasses
    ) -> (Int, Int, Int)? {
        let glyph = Int(run[start].glyph)
        for number in subtables.indices {
            let index = subtables[number].coverage.value(glyph)
            if index == 0xFFFF { continue }
            for ligature in subtables[number].ligatures(coverageIndex: Int(index)) {
                if let last = lastComponent(subtables[number], ligature, from: start, run, count, classes) {
                    return (ligature, number, last)
                }
            }
        }
        return nil
    }

    /// Where the last component of `ligature` is when all follow `start` in order, or nil.
    private func lastComponent(
        _ subtable: LigatureSubstitution, _ ligature: Int, from start: Int,
        _ run: UnsafeMutableBufferPointer<GlyphSlot>, _ count: Int, _ classes: GlyphClasses
    ) -> Int? {
        let entry = subtable.ligatures[ligature]
        var position = start
        for component in 0..<Int(entry.componentCount) {
            let wanted = UInt32(subtable.components[Int(entry.componentStart) + component])
            var found = false
            while !found, position + 1 < count {
                position += 1
                let kind = skip(run[position], classes)
                if kind == .yes { continue }
                if run[position].glyph == wanted {
                    found = true
                } else if kind == .no {
                    return nil
                }
            }
            if !found { return nil }
        }
        return position
    }

    /// Writes the ligature glyph at `write`, then the glyphs between `start` and `last` that
    /// were passed over (given the ligature's cluster, as the text they sit in), and returns
    /// the next write position. The walk over the components repeats the match's decisions.
    private func ligate(
        _ ligature: Int, of subtable: Int, from start: Int, through last: Int,
        _ run: UnsafeMutableBufferPointer<GlyphSlot>, write: Int, _ classes: GlyphClasses
    ) -> Int {
        let table = subtables[subtable]
        let entry = table.ligatures[ligature]
        var allMarks = run[start].isMark
        var output = run[start]
        output.glyph = UInt32(entry.glyph)
        var next = write + 1
        var component = 0
        for position in (start + 1)..<(last + 1) {
            var slot = run[position]
            let isComponent =
                component < Int(entry.componentCount) && skip(slot, classes) != .yes
                && slot.glyph == UInt32(table.components[Int(entry.componentStart) + component])
            if isComponent {
                component += 1
                allMarks = allMarks && slot.isMark
            } else {
                slot.cluster = output.cluster
                run[next] = slot  // next <= position: only slots already read are overwritten
                next += 1
            }
        }
        output.props = ligatureProps(Int(entry.glyph), firstProps: output.props, allMarks: allMarks, classes)
        run[write] = output
        return next
    }

    /// The ligature glyph's class: its GDEF class, or for a face without GDEF classes a
    /// ligature, unless every component was a mark (then it stays a mark, as HarfBuzz has it).
    private func ligatureProps(_ glyph: Int, firstProps: UInt16, allMarks: Bool, _ classes: GlyphClasses) -> UInt16 {
        if classes.hasClasses { return classes.props(of: glyph) }
        return allMarks ? firstProps : GlyphClasses.ligature
    }
}
