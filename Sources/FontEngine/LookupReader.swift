/// A lookup's LookupFlag, in the form the shaper tests glyphs against.
struct LookupFlags: Sendable {
    /// The IgnoreBaseGlyphs (0x02), IgnoreLigatures (0x04) and IgnoreMarks (0x08) bits.
    let ignored: UInt16
    /// MarkAttachmentType (the high byte): when not 0, marks of another attachment class
    /// are skipped.
    let markAttachmentType: UInt16
    /// UseMarkFilteringSet (0x10): marks outside this GDEF mark glyph set are skipped.
    let markFilteringSet: Int?

    /// The flags the legacy 'kern' table is applied with: skip marks.
    static let ignoringMarks = LookupFlags(ignored: GlyphClasses.mark, markAttachmentType: 0, markFilteringSet: nil)

    /// Whether a glyph with `props` is one the lookup sees (false: skip it), as the
    /// OpenType LookupFlag definitions say.
    @inline(__always) func accepts(glyph: Int, props: UInt16, classes: GlyphClasses) -> Bool {
        if props & ignored != 0 { return false }
        guard props & GlyphClasses.mark != 0 else { return true }
        if let set = markFilteringSet { return classes.markSet(set, contains: glyph) }
        return markAttachmentType == 0 || props & 0xFF00 == markAttachmentType
    }
}

/// Reading a Lookup table: its flag and the subtables of one type, whether listed directly
/// or wrapped in extension subtables.
enum LookupReader {
    /// The flag and subtables of `lookup` when its type is `type`, or `extensionType` with
    /// subtables wrapping `type`; nil for any other type. A Lookup holds its type at 0, flag
    /// at 2, a subtable count and 16-bit offsets from 4, then (with flag bit 0x10) a mark
    /// filtering set. An extension subtable holds format 1, the wrapped type at 2 and a
    /// 32-bit offset at 4.
    static func subtables(
        of lookup: TableReader, type: Int, extensionType: Int
    ) throws(FontFileError) -> (flags: LookupFlags, subtables: [TableReader])? {
        let lookupType = try lookup.u16(0)
        guard lookupType == type || lookupType == extensionType else { return nil }
        let flag = try lookup.u16(2)
        let count = try lookup.u16(4)
        try lookup.checkRange(6, count * 2)
        let filteringSet = flag & 0x10 != 0 ? try lookup.u16(6 + count * 2) : nil
        let flags = LookupFlags(
            ignored: UInt16(flag & 0x0E), markAttachmentType: UInt16(flag & 0xFF00), markFilteringSet: filteringSet)
        var subtables: [TableReader] = []
        for index in 0..<count {
            let subtable = try lookup.window(at: lookup.uncheckedU16(6 + index * 2))
            if lookupType == type {
                subtables.append(subtable)
            } else if try subtable.u16(0) == 1, try subtable.u16(2) == type {
                subtables.append(try subtable.window(at: subtable.u32(4)))
            }
        }
        return (flags, subtables)
    }
}
