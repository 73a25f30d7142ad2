import FontEngine
import Testing

/// Reading and measuring fonts built in the test, whose every width is known by hand.
@Suite("Hand-built fonts")
struct SyntheticFontTests {
    typealias Glyph = TestFonts.Glyph

    private func face(_ font: TestFont) throws -> FontFace {
        let faces = try FontFace.faces(in: font.bytes)
        try #require(faces.count == 1)
        return faces[0]
    }

    @Test func namesAndMetrics() throws {
        let face = try face(TestFonts.basic())
        #expect(face.postScriptName == "Test-Regular")
        #expect(face.familyName == "Test Family")
        #expect(face.styleName == "Book")
        #expect(face.fullName == "Test Regular")
        #expect(face.unitsPerEm == 1000)
        #expect(face.ascender == 800 && face.descender == -200 && face.lineGap == 90)
        #expect(face.capHeight == 700 && face.xHeight == 500)
        #expect(face.weightClass == 400 && !face.isBold && !face.isItalic)
        #expect(face.italicAngle == 0 && !face.isFixedPitch)
        #expect(face.namedInstances.isEmpty)
    }

    @Test func characterMapAndAdvances() throws {
        let face = try face(TestFonts.basic())
        #expect(face.glyph(for: "A") == Glyph.a)
        #expect(face.glyph(for: "\u{301}") == Glyph.acute)
        #expect(face.glyph(for: "Z") == 0)
        #expect(face.glyph(for: "\u{1F600}") == 0)
        #expect(face.advance(ofGlyph: Glyph.a) == 600)
        #expect(face.advance(ofGlyph: 999) == 0 && face.advance(ofGlyph: -1) == 0)
    }

    /// Kerning by glyph pair and by class, the ligature, and plain advances, at 10 points.
    @Test(arguments: [
        ("AV", 11.7), ("VA", 12.5), ("To", 9.8), ("oT", 10.5), ("fi", 5.4), ("f i", 8.3), ("AVfi", 17.1),
        ("", 0.0), ("Z", 5.0),
    ])
    func widths(text: String, points: Double) throws {
        let face = try face(TestFonts.basic())
        #expect(abs(face.width(of: text[...], size: 10) - points) < 1e-9)
    }

    @Test func featuresTurnOff() throws {
        let face = try face(TestFonts.basic())
        #expect(abs(face.width(of: "AVfi", size: 10, features: []) - 18.3) < 1e-9)
        #expect(abs(face.width(of: "AVfi", size: 10, features: .kerning) - 17.5) < 1e-9)
        #expect(abs(face.width(of: "AVfi", size: 10, features: .ligatures) - 17.9) < 1e-9)
    }

    @Test func trackingAddsPerGlyph() throws {
        let face = try face(TestFonts.basic())
        // "AVfi" is three glyphs after the ligature: 17.1 + 3 * 0.5.
        #expect(abs(face.width(of: "AVfi", size: 10, tracking: 0.5) - 18.6) < 1e-9)
    }

    @Test func shapedGlyphs() throws {
        let face = try face(TestFonts.basic())
        #expect(
            face.shape("AV fi") == [
                .init(glyph: Glyph.a, advance: 520, cluster: 0), .init(glyph: Glyph.v, advance: 650, cluster: 1),
                .init(glyph: Glyph.space, advance: 250, cluster: 2), .init(glyph: Glyph.fi, advance: 540, cluster: 3),
            ])
        // Clusters count UTF-8 bytes: "é" is two.
        #expect(face.shape("\u{E9}A").map(\.cluster) == [0, 2])
    }

    /// A Latin run uses the 'latn' features; text of digits alone is a Common run, shaped
    /// with 'DFLT', as HarfBuzz chooses.
    @Test func scriptChoosesLanguageSystem() throws {
        let face = try face(TestFonts.basic())
        #expect(abs(face.width(of: "11", size: 10) - 7.7) < 1e-9)
        #expect(abs(face.width(of: "11A", size: 10) - 14.0) < 1e-9)
        #expect(abs(face.width(of: "AV11", size: 10) - 19.7) < 1e-9)
    }

    /// Marks measure 0; a kerning lookup with IgnoreMarks kerns across them, one without
    /// does not.
    @Test func marksAndIgnoreMarks() throws {
        let plain = try face(TestFonts.basic())
        #expect(abs(plain.width(of: "A\u{301}V", size: 10) - 12.5) < 1e-9)
        let ignoring = try face(TestFonts.basic(kernFlag: 8))
        #expect(abs(ignoring.width(of: "A\u{301}V", size: 10) - 11.7) < 1e-9)
    }

    /// A soft hyphen takes no width, shows as a space glyph, and does not break a pair.
    @Test func defaultIgnorables() throws {
        let face = try face(TestFonts.basic())
        #expect(abs(face.width(of: "A\u{AD}V", size: 10) - 11.7) < 1e-9)
        #expect(face.shape("A\u{AD}V").map(\.glyph) == [Glyph.a, Glyph.space, Glyph.v])
        #expect(face.shape("A\u{AD}V").map(\.advance) == [520, 0, 650])
    }

    @Test func extensionLookups() throws {
        let face = try face(TestFonts.basic(extensions: true))
        #expect(abs(face.width(of: "AVfi To", size: 10) - 29.4) < 1e-9)
    }

    @Test func legacyKerningTable() throws {
        let face = try face(TestFonts.legacyKerning())
        #expect(abs(face.width(of: "AV", size: 10) - 12.0) < 1e-9)
        #expect(abs(face.width(of: "AV", size: 10, features: []) - 12.5) < 1e-9)
    }

    @Test func trakInterpolation() throws {
        var font = TestFonts.basic()
        font.tables["trak"] = TestFonts.tracking()
        let face = try face(font)
        // 50 units at 9 pt and below, 0 at 12, -40 at 24 and above: linear between.
        #expect(abs(face.tracking(atSize: 6) - 50 * 6 / 1000.0) < 1e-12)
        #expect(abs(face.tracking(atSize: 9) - 50 * 9 / 1000.0) < 1e-12)
        #expect(abs(face.tracking(atSize: 10.5) - 25 * 10.5 / 1000.0) < 1e-12)
        #expect(face.tracking(atSize: 12) == 0)
        #expect(abs(face.tracking(atSize: 18) - -20 * 18 / 1000.0) < 1e-12)
        #expect(abs(face.tracking(atSize: 30) - -40 * 30 / 1000.0) < 1e-12)
        #expect(try self.face(TestFonts.basic()).tracking(atSize: 17) == 0)
    }

    @Test func cmapFormat12() throws {
        var font = TestFonts.basic()
        font.cmapFormat12 = true
        font.characters[0x1F600] = Glyph.o
        let face = try face(font)
        #expect(face.glyph(for: "\u{1F600}") == Glyph.o)
        #expect(abs(face.width(of: "AV", size: 10) - 11.7) < 1e-9)
    }

    @Test func styleBitsAndFallbackHeights() throws {
        var font = TestFonts.basic()
        font.os2 = nil
        font.macStyle = 0x3
        font.italicAngle = -12.5
        font.isFixedPitch = true
        let face = try face(font)
        #expect(face.isBold && face.isItalic && face.weightClass == 400)
        #expect(face.italicAngle == -12.5 && face.isFixedPitch)
        #expect(face.capHeight == 700 && face.xHeight == 500)  // 0.7 and 0.5 em
    }

    @Test func macintoshNames() throws {
        var font = TestFonts.basic()
        font.names = [:]
        font.macNames = [1: Array("Caf".utf8) + [0x8E], 6: Array("Cafe-Bold".utf8)]
        let face = try face(font)
        #expect(face.familyName == "Caf\u{E9}")
        #expect(face.postScriptName == "Cafe-Bold")
        #expect(face.styleName == "")
    }

    @Test func namedInstances() throws {
        var font = TestFonts.basic()
        font.tables["fvar"] = TestFonts.variations()
        font.names[256] = "Light"
        font.names[257] = "Heavy"
        #expect(try face(font).namedInstances == ["Light", "Heavy"])
    }

    /// FeatureVariations apply as at the default instance: a record whose axis range holds
    /// 0 replaces 'liga' (here by a feature with no lookups); one whose range does not, not.
    @Test func featureVariationsAtTheDefaultInstance() throws {
        var holding = TestFonts.basic()
        holding.tables["GSUB"] = TestFonts.substitution(
            extensions: false, variations: LayoutBuilder.featureVariations(range: -16384...16384, feature: 0))
        #expect(try face(holding).shape("fi").count == 2)
        var elsewhere = TestFonts.basic()
        elsewhere.tables["GSUB"] = TestFonts.substitution(
            extensions: false, variations: LayoutBuilder.featureVariations(range: 8192...16384, feature: 0))
        #expect(try face(elsewhere).shape("fi").count == 1)
    }

    @Test func identityEquality() throws {
        let bytes = TestFonts.basic().bytes
        let first = try FontFace.faces(in: bytes)[0]
        let second = try FontFace.faces(in: bytes)[0]
        #expect(first == first && first != second)
        #expect(Set([first, first, second]).count == 2)
    }
}
