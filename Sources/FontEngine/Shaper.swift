/// The shaping pipeline, in HarfBuzz's order: characters to glyphs, GSUB, advances, GPOS
/// (and legacy kerning), then marks and default ignorables set to zero width.
///
/// A run lives in stack memory for the length of one call (`withUnsafeTemporaryAllocation`,
/// one slot per UTF-8 byte, which bounds the glyph count since ligatures only shrink a
/// run), so measuring allocates nothing on the heap for ordinary text.
extension FontFace {
    /// Shapes `text` and passes the shaped run to `body`. `shortcuts: false` applies every
    /// lookup in turn, without pair-sum positioning (tests compare the two).
    func withShapedRun<Result>(
        _ text: Substring, _ features: Features, shortcuts: Bool = true,
        _ body: (UnsafeMutableBufferPointer<GlyphSlot>) -> Result
    ) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable({ shapeBytes($0, features, shortcuts, body) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { shapeBytes($0, features, shortcuts, body) }
    }

    /// Shapes UTF-8 `bytes` in a temporary run.
    func shapeBytes<Result>(
        _ bytes: UnsafeBufferPointer<UInt8>, _ features: Features, _ shortcuts: Bool = true,
        _ body: (UnsafeMutableBufferPointer<GlyphSlot>) -> Result
    ) -> Result {
        withUnsafeTemporaryAllocation(of: GlyphSlot.self, capacity: max(bytes.count, 1)) { run in
            let count = shape(bytes, features, shortcuts, into: run)
            return body(UnsafeMutableBufferPointer(rebasing: run[0..<count]))
        }
    }

    /// Fills `run` with the shaped glyphs of `bytes` and returns their count.
    private func shape(
        _ bytes: UnsafeBufferPointer<UInt8>, _ features: Features, _ shortcuts: Bool,
        into run: UnsafeMutableBufferPointer<GlyphSlot>
    ) -> Int {
        let classes = characters.classes
        var (count, script, zeroWidth) = characters.fill(bytes, into: run)
        let plan = layout.plan(script, features: features.rawValue)
        var substituted = false
        for index in plan.substitutions {
            count = layout.substitutions[index].apply(
                to: run, count: count, classes: classes, substituted: &substituted)
        }
        if substituted {
            // Ligature glyphs have advances of their own, and may be marks.
            for index in 0..<count { run[index].advance = characters.advance(run[index].glyph) }
            zeroWidth = true
        }
        if shortcuts, let table = asciiPath.table(script, features: features.rawValue),
            positionByPairs(run, count: count, plan: plan, table: table)
        {
            // Done: the shortcut applied every pair lookup and the legacy kerning.
        } else {
            for index in plan.positionings {
                layout.positionings[index].apply(to: run, count: count, classes: classes)
            }
            if plan.legacyKerning, let kerning = layout.legacyKerning {
                kerning.apply(to: run, count: count, classes: classes)
            }
        }
        if zeroWidth {
            for index in 0..<count where run[index].isMark || run[index].isIgnorable { run[index].advance = 0 }
        }
        return count
    }
}

extension FontFace {
    /// The width of `text` in font units and its glyph count: from the ASCII tables when
    /// they cover the text, else by shaping it.
    func measure(_ text: Substring, _ features: Features) -> (units: Int, glyphs: Int) {
        if let result = text.utf8.withContiguousStorageIfAvailable({ measureBytes($0, features) }) {
            return result
        }
        return Array(text.utf8).withUnsafeBufferPointer { measureBytes($0, features) }
    }

    private func measureBytes(_ bytes: UnsafeBufferPointer<UInt8>, _ features: Features) -> (units: Int, glyphs: Int) {
        if let units = asciiPath.units(bytes, features: features.rawValue) { return (units, bytes.count) }
        return shapedWidth(bytes, features)
    }

    /// The width of `bytes` by shaping, in font units, and the glyph count: default
    /// ignorables count as glyphs unless the face has no space glyph to show them with.
    func shapedWidth(_ bytes: UnsafeBufferPointer<UInt8>, _ features: Features) -> (units: Int, glyphs: Int) {
        shapeBytes(bytes, features) { run in
            var units = 0
            var hidden = 0
            for slot in run {
                units &+= Int(slot.advance)
                if slot.isIgnorable, spaceGlyph == nil { hidden += 1 }
            }
            return (units, run.count - hidden)
        }
    }
}
