/// Default-ignorable characters: format controls, variation selectors and the like, which
/// take no width and do not interrupt ligatures or kerning pairs.
///
/// The set is Unicode's Default_Ignorable_Code_Point less the Hangul fillers (U+115F,
/// U+1160, U+3164, U+FFA0) and the shorthand format controls (U+1BCA0-U+1BCA3), which fonts
/// draw as ordinary spacing glyphs; HarfBuzz makes the same exceptions.
enum DefaultIgnorables {
    /// The run flags of a default-ignorable character (0 for any other): it may be
    /// skipped while matching, except that in substitution a zero width non-joiner and the
    /// "hidden" ignorables (grapheme joiner, Mongolian variation selectors, tags) are not.
    static func flags(of value: UInt32) -> UInt8 {
        guard isDefaultIgnorable(value) else { return 0 }
        var flags = GlyphSlot.ignorable
        if value == 0x200C { flags |= GlyphSlot.blocksSubstitution }
        if value == 0x034F || (0x180B...0x180D).contains(value) || (0xE0020...0xE007F).contains(value) {
            flags |= GlyphSlot.blocksSubstitution
        }
        return flags
    }

    /// Whether `value` is default-ignorable.
    static func isDefaultIgnorable(_ value: UInt32) -> Bool {
        switch value >> 8 {
        case 0x00: value == 0xAD
        case 0x03: value == 0x34F
        case 0x06: value == 0x61C
        case 0x17: (0x17B4...0x17B5).contains(value)
        case 0x18: (0x180B...0x180E).contains(value)
        case 0x20:
            (0x200B...0x200F).contains(value) || (0x202A...0x202E).contains(value) || value >= 0x2060 && value <= 0x206F
        case 0xFE: (0xFE00...0xFE0F).contains(value) || value == 0xFEFF
        case 0xFF: (0xFFF0...0xFFF8).contains(value)
        case 0x1D1: (0x1D173...0x1D17A).contains(value)
        case 0xE00...0xE0F: true
        default: false
        }
    }
}
