/// The hand-built fonts the tests measure. Every number here is chosen so that a width can
/// be worked out by hand: 1000 units per em, so at 10 points one unit is 0.01 point.
enum TestFonts {
    /// Glyph ids of `basic`.
    enum Glyph {
        static let space = 1, a = 2, v = 3, f = 4, i = 5, fi = 6, t = 7, o = 8, acute = 9, one = 10
    }

    /// Advances of `basic`'s glyphs: .notdef 500, space 250, A 600, V 650, f 300, i 280,
    /// fi 540, T 550, o 500, combining acute 120 (a mark, so it measures 0), 1 400.
    static let advances = [500, 250, 600, 650, 300, 280, 540, 550, 500, 120, 400]

    static let characters: [UInt32: Int] = [
        0x20: Glyph.space, 0x41: Glyph.a, 0x56: Glyph.v, 0x66: Glyph.f, 0x69: Glyph.i, 0x54: Glyph.t,
        0x6F: Glyph.o, 0x301: Glyph.acute, 0x31: Glyph.one,
    ]

    /// A font with GPOS kerning (A V -80 by glyph pair, T o -70 by class) and a GSUB 'fi'
    /// ligature, both under 'latn'; its 'DFLT' script kerns "11" by -30 and nothing else.
    /// `kernFlag` is the kerning lookup's LookupFlag; `extensions` wraps every lookup in an
    /// extension subtable.
    static func basic(kernFlag: Int = 0, extensions: Bool = false) -> TestFont {
        var font = TestFont()
        font.advances = advances
        font.characters = characters
        font.names = [1: "Test", 2: "Regular", 4: "Test Regular", 6: "Test-Regular", 16: "Test Family", 17: "Book"]
        font.tables["GPOS"] = positioning(kernFlag: kernFlag, extensions: extensions)
        font.tables["GSUB"] = substitution(extensions: extensions)
        font.tables["GDEF"] = LayoutBuilder.glyphClasses([
            Glyph.a: 1, Glyph.v: 1, Glyph.f: 1, Glyph.i: 1, Glyph.fi: 2, Glyph.t: 1, Glyph.o: 1, Glyph.acute: 3,
        ])
        return font
    }

    private static func positioning(kernFlag: Int, extensions: Bool) -> [UInt8] {
        let glyphPairs = LayoutBuilder.pairGlyphs([Glyph.a: [(Glyph.v, -80, 0)]])
        let classPairs = LayoutBuilder.pairClasses(
            covered: [Glyph.t], first: [Glyph.t: 1], second: [Glyph.o: 1], values: [[0, 0], [0, -70]])
        let digits = LayoutBuilder.pairGlyphs([Glyph.one: [(Glyph.one, -30, 0)]])
        let type = extensions ? 9 : 2
        func wrap(_ subtable: [UInt8]) -> [UInt8] {
            extensions ? LayoutBuilder.extensionSubtable(type: 2, subtable) : subtable
        }
        return LayoutBuilder.table(
            scripts: [.init(tag: "DFLT", features: [1]), .init(tag: "latn", features: [0])],
            features: [("kern", [0]), ("kern", [1])],
            lookups: [
                .init(type: type, flag: kernFlag, subtables: [wrap(glyphPairs), wrap(classPairs)]),
                .init(type: type, flag: kernFlag, subtables: [wrap(digits)]),
            ])
    }

    /// The GSUB table of `basic`, with `variations` as its FeatureVariations table.
    static func substitution(extensions: Bool, variations: [UInt8]? = nil) -> [UInt8] {
        let ligatures = LayoutBuilder.ligatures([Glyph.f: [([Glyph.i], Glyph.fi)]])
        return LayoutBuilder.table(
            scripts: [.init(tag: "DFLT", features: []), .init(tag: "latn", features: [0])],
            features: [("liga", [0])],
            lookups: [
                .init(
                    type: extensions ? 7 : 4,
                    subtables: [extensions ? LayoutBuilder.extensionSubtable(type: 4, ligatures) : ligatures])
            ], featureVariations: variations)
    }

    /// An 'fvar' table with a weight axis and two named instances, whose subfamily names
    /// are name IDs 256 ("Light") and 257 ("Heavy").
    static func variations() -> [UInt8] {
        var w = ByteWriter()
        w.u16s([1, 0, 16, 2, 1, 20, 2, 8])
        w.tag("wght")
        w.u32(100 << 16)
        w.u32(400 << 16)
        w.u32(900 << 16)
        w.u16s([0, 258])
        w.u16s([256, 0])
        w.u32(300 << 16)
        w.u16s([257, 0])
        w.u32(900 << 16)
        return w.bytes
    }

    /// `basic`'s glyphs with kerning only in a legacy 'kern' table: A V -50.
    static func legacyKerning() -> TestFont {
        var font = TestFont()
        font.advances = advances
        font.characters = characters
        var kern = ByteWriter()
        kern.u16s([0, 1])
        kern.u16s([0, 6 + 8 + 6, 0x0001])
        kern.u16s([1, 6, 0, 0])
        kern.u16s([Glyph.a, Glyph.v, -50 & 0xFFFF])
        font.tables["kern"] = kern.bytes
        return font
    }

    /// An AAT 'trak' table: the normal track is 50, 0 and -40 units at 9, 12 and 24 points;
    /// a loose track (1.0) lists other values that must not be used.
    static func tracking() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u16s([0, 12, 0, 0])
        // Track data at 12: 2 tracks, 3 sizes, size table at 12 + 8 + 16 = 36.
        w.u16s([2, 3])
        w.u32(36)
        w.u32(0x0001_0000)
        w.u16s([256, 48])
        w.u32(0)
        w.u16s([257, 54])
        for size in [9, 12, 24] { w.u32(size << 16) }
        w.u16s([100, 100, 100])
        w.u16s([50, 0, -40 & 0xFFFF])
        return w.bytes
    }
}
