/// The first step of shaping: characters to glyphs, with the classes lookups test.
struct CharacterGlyphs: Sendable {
    let cmap: CharacterMap
    let classes: GlyphClasses
    /// Each glyph's advance in font units (hmtx).
    let advances: [UInt16]
    /// The slot (with cluster 0) of each scalar the cmap's flat table covers (ASCII and
    /// the Latin blocks), so the common characters cost a copy.
    private var flat: [GlyphSlot] = []

    /// The script of each scalar below `CharacterMap.flatCount`: a `ScriptClass` raw value,
    /// or 0xFF for Common. The same for every face, so computed once.
    private static let flatScript: [UInt8] = (0..<CharacterMap.flatCount).map { value in
        Unicode.Scalar(UInt32(value)).flatMap(ScriptClass.of).map { UInt8($0.rawValue) } ?? 0xFF
    }

    /// Whether each scalar below `CharacterMap.flatCount` is a non-spacing mark (General
    /// Category Mn), for faces without GDEF classes.
    private static let flatNonspacing: [Bool] = (0..<CharacterMap.flatCount).map { value in
        Unicode.Scalar(UInt32(value))?.properties.generalCategory == .nonspacingMark
    }

    init(cmap: CharacterMap, classes: GlyphClasses, advances: [UInt16]) {
        self.cmap = cmap
        self.classes = classes
        self.advances = advances
        flat = (0..<CharacterMap.flatCount).map { value in
            let glyph = cmap.flat[value]
            let flags = DefaultIgnorables.flags(of: UInt32(value))
            let props = self.props(glyph: Int(glyph), flags: flags, nonspacing: Self.flatNonspacing[value])
            return GlyphSlot(glyph: UInt32(glyph), cluster: 0, advance: advance(UInt32(glyph)), props: props, flags: flags)
        }
    }

    /// A glyph's class: its GDEF class, or for a face without GDEF classes, mark for a
    /// non-spacing mark that is not default-ignorable and base for anything else (as
    /// HarfBuzz derives classes).
    private func props(glyph: Int, flags: UInt8, nonspacing: Bool) -> UInt16 {
        if classes.hasClasses { return classes.props(of: glyph) }
        return flags == 0 && nonspacing ? GlyphClasses.mark : GlyphClasses.base
    }

    /// The advance of `glyph`, 0 for an id past the face's glyphs.
    @inline(__always) func advance(_ glyph: UInt32) -> Int32 {
        Int(glyph) < advances.count ? Int32(advances[Int(glyph)]) : 0
    }

    /// The slot of `scalar`: its cmap glyph and advance, the glyph's GDEF class or, for a
    /// face without GDEF classes, one derived from the character (non-spacing marks are
    /// marks, as HarfBuzz derives them), and its ignorable flags.
    func slot(for scalar: Unicode.Scalar, cluster: Int) -> GlyphSlot {
        let glyph = cmap.glyph(scalar.value)
        let flags = DefaultIgnorables.flags(of: scalar.value)
        let nonspacing = !classes.hasClasses && scalar.properties.generalCategory == .nonspacingMark
        let props = props(glyph: glyph, flags: flags, nonspacing: nonspacing)
        return GlyphSlot(
            glyph: UInt32(glyph), cluster: Int32(truncatingIfNeeded: cluster), advance: advance(UInt32(glyph)),
            props: props, flags: flags)
    }

    /// Fills `run` with the slots of `bytes` (UTF-8; `run` holds at least one slot a byte)
    /// and returns how many there are, the script of the text, and whether any slot is a
    /// mark or an ignorable (which end up with no advance).
    func fill(
        _ bytes: UnsafeBufferPointer<UInt8>, into run: UnsafeMutableBufferPointer<GlyphSlot>
    ) -> (count: Int, script: ScriptClass, hasZeroWidth: Bool) {
        var script: ScriptClass?
        var count = 0
        var offset = 0
        var zeroWidth = false
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte < 0x80 {
                var slot = flat[Int(byte)]
                slot.cluster = Int32(truncatingIfNeeded: offset)
                run[count] = slot
                zeroWidth = zeroWidth || slot.isMark
                if script == nil { script = ScriptClass.ofASCII(byte) }
                offset += 1
            } else {
                let (scalar, length) = UTF8Decoding.scalar(in: bytes, at: offset)
                var slot: GlyphSlot
                if scalar.value < CharacterMap.flatCount {
                    slot = flat[Int(scalar.value)]
                    slot.cluster = Int32(truncatingIfNeeded: offset)
                    if script == nil { script = ScriptClass(rawValue: Int(Self.flatScript[Int(scalar.value)])) }
                } else {
                    slot = self.slot(for: scalar, cluster: offset)
                    if script == nil { script = ScriptClass.of(scalar) }
                }
                run[count] = slot
                zeroWidth = zeroWidth || slot.isMark || slot.isIgnorable
                offset += length
            }
            count += 1
        }
        return (count, script ?? .common, zeroWidth)
    }
}
