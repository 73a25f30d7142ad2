/// Applying a pair adjustment lookup, and legacy 'kern' pairs, to a run's advances.
///
/// The lookup walks the run once. At each glyph the lookup does not skip, its subtables are
/// tried in order with the next glyph it does not skip (default ignorables are passed over
/// too); the first that has a value for the pair applies it. The walk then resumes at the
/// second glyph, or after it when the subtable's second value format is not empty, so that
/// glyph is not also the first of a pair (OpenType's rule). A format-2 pair whose second
/// glyph is in class 0 does not match, as in HarfBuzz.
extension PositioningLookup {
    /// What a matched pair adds to the advances of its two glyphs, and whether the walk
    /// passes over the second glyph.
    struct PairResult {
        let first: Int32
        let second: Int32
        let skipsSecond: Bool
    }

    /// Adds the lookup's advance adjustments to the first `count` slots of `run`.
    func apply(to run: UnsafeMutableBufferPointer<GlyphSlot>, count: Int, classes: GlyphClasses) {
        var first = 0
        while first < count {
            let slot = run[first]
            var resume = first + 1
            if firstGlyphs.mayContain(slot.glyph),
                flags.accepts(glyph: Int(slot.glyph), props: slot.props, classes: classes),
                let second = Self.next(after: first, run, count, flags, classes),
                let result = evaluate(slot.glyph, run[second].glyph)
            {
                run[first].advance &+= result.first
                run[second].advance &+= result.second
                resume = result.skipsSecond ? second + 1 : second
            }
            first = resume
        }
    }

    /// The result of the first subtable with a value for the pair (`first`, `second`), or
    /// nil when none has.
    @inline(__always) func evaluate(_ first: UInt32, _ second: UInt32) -> PairResult? {
        for entry in order {
            let result =
                entry >= 0 ? glyphPairs[entry].evaluate(first, second) : classPairs[~entry].evaluate(first, second)
            if result != nil { return result }
        }
        return nil
    }

    /// The next glyph after `position` that `flags` does not skip and that is not a default
    /// ignorable, or nil at the end of the run.
    @inline(__always) static func next(
        after position: Int, _ run: UnsafeMutableBufferPointer<GlyphSlot>, _ count: Int, _ flags: LookupFlags,
        _ classes: GlyphClasses
    ) -> Int? {
        var candidate = position + 1
        while candidate < count {
            let slot = run[candidate]
            if !slot.isIgnorable, flags.accepts(glyph: Int(slot.glyph), props: slot.props, classes: classes) {
                return candidate
            }
            candidate += 1
        }
        return nil
    }
}

extension PairGlyphs {
    /// The record for the pair, if the first glyph is covered and its set lists the second.
    @inline(__always) func evaluate(_ first: UInt32, _ second: UInt32) -> PositioningLookup.PairResult? {
        let index = coverage.value(Int(first))
        guard index != 0xFFFF, let record = record(coverageIndex: Int(index), second: Int(second)) else { return nil }
        return .init(
            first: Int32(firstAdvances[record]), second: Int32(secondAdvances[record]), skipsSecond: skipsSecond)
    }
}

extension PairClasses {
    /// The matrix cell for the pair, if the first glyph is covered, the second glyph's
    /// class is not 0 and both classes are inside the matrix.
    @inline(__always) func evaluate(_ first: UInt32, _ second: UInt32) -> PositioningLookup.PairResult? {
        guard coverage.value(Int(first)) != 0xFFFF else { return nil }
        let class2 = Int(secondClasses.value(Int(second)))
        let class1 = Int(firstClasses.value(Int(first)))
        guard class2 != 0, class1 < class1Count, class2 < class2Count else { return nil }
        guard !advances.isEmpty else { return .init(first: 0, second: 0, skipsSecond: skipsSecond) }
        let cell = (class1 * class2Count + class2) * 2
        return .init(first: Int32(advances[cell]), second: Int32(advances[cell + 1]), skipsSecond: skipsSecond)
    }
}

extension LegacyKerning {
    /// Adds the table's kerning to the first `count` slots of `run`: each glyph with the
    /// next one that is not a mark or a default ignorable. The first glyph of a pair is not
    /// tested, as HarfBuzz does not.
    func apply(to run: UnsafeMutableBufferPointer<GlyphSlot>, count: Int, classes: GlyphClasses) {
        var first = 0
        while first < count,
            let second = PositioningLookup.next(after: first, run, count, .ignoringMarks, classes)
        {
            run[first].advance &+= Int32(truncatingIfNeeded: value(Int(run[first].glyph), Int(run[second].glyph)))
            first = second
        }
    }
}
