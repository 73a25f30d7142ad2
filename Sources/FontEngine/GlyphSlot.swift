/// One glyph of a run being shaped.
struct GlyphSlot: Sendable {
    var glyph: UInt32
    /// The UTF-8 offset of the first byte of the text the glyph stands for.
    var cluster: Int32
    /// The advance in font units, kerning included once positioning has run.
    var advance: Int32
    /// The glyph's class bits, as `GlyphClasses` describes them.
    var props: UInt16
    /// `ignorable` and `blocksSubstitution`.
    var flags: UInt8

    /// A default-ignorable character: zero width, skipped over by lookups.
    static let ignorable: UInt8 = 0x1
    /// An ignorable that ligature matching must not skip (ZWNJ and the hidden ignorables).
    static let blocksSubstitution: UInt8 = 0x2

    var isIgnorable: Bool { flags & Self.ignorable != 0 }
    var isMark: Bool { props & GlyphClasses.mark != 0 }
}
