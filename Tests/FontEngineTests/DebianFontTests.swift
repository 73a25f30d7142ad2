import FontEngine
import Testing

/// Known answers on the Debian fonts. Names and metrics are the tables' values (as fontTools
/// reads them); glyph counts and widths are HarfBuzz's (uharfbuzz 0.57, HarfBuzz 15.0) with
/// 'kern', 'liga' and 'rlig' on and every other feature off, as Tests/FontOracle runs it:
/// the sum of x advances, times 17 / unitsPerEm.
@Suite(
    "Debian fonts",
    .enabled(
        if: SystemFonts.available,
        "the Debian fonts (fonts-dejavu-core, fonts-roboto-unhinted, fonts-inter) are not installed"))
struct DebianFontTests {
    struct Expected: Sendable, CustomTestStringConvertible {
        let path: String
        let names: [String]  // PostScript, family, style, full
        let metrics: [Int]  // unitsPerEm, ascender, descender, lineGap, capHeight, xHeight, weight
        let glyphs: [Int]  // A, V, T, o, f, i
        let advanceOfA: Int
        let isBold: Bool

        var testDescription: String { names[0] }
    }

    static let expected: [Expected] = [
        .init(
            path: SystemFonts.dejaVuSans, names: ["DejaVuSans", "DejaVu Sans", "Book", "DejaVu Sans"],
            metrics: [2048, 1901, -483, 0, 1493, 1120, 400], glyphs: [36, 57, 55, 82, 73, 76], advanceOfA: 1401,
            isBold: false),
        .init(
            path: SystemFonts.dejaVuSansBold, names: ["DejaVuSans-Bold", "DejaVu Sans", "Bold", "DejaVu Sans Bold"],
            metrics: [2048, 1901, -483, 0, 1493, 1120, 700], glyphs: [36, 57, 55, 82, 73, 76], advanceOfA: 1585,
            isBold: true),
        .init(
            path: SystemFonts.roboto, names: ["Roboto-Regular", "Roboto", "Regular", "Roboto"],
            metrics: [2048, 1900, -500, 0, 1456, 1082, 400], glyphs: [38, 59, 57, 84, 75, 78], advanceOfA: 1336,
            isBold: false),
        .init(
            path: SystemFonts.robotoBold, names: ["Roboto-Bold", "Roboto", "Bold", "Roboto Bold"],
            metrics: [2048, 1900, -500, 0, 1456, 1082, 700], glyphs: [38, 59, 57, 84, 75, 78], advanceOfA: 1379,
            isBold: true),
        .init(
            path: SystemFonts.inter, names: ["Inter-Regular", "Inter", "Regular", "Inter Regular"],
            metrics: [2816, 2728, -680, 0, 2048, 1536, 400], glyphs: [2, 453, 409, 775, 645, 679], advanceOfA: 1904,
            isBold: false),
        .init(
            path: SystemFonts.interBold, names: ["Inter-Bold", "Inter", "Bold", "Inter Bold"],
            metrics: [2816, 2728, -680, 0, 2048, 1536, 700], glyphs: [2, 453, 409, 775, 645, 679], advanceOfA: 2106,
            isBold: true),
    ]

    @Test(arguments: expected)
    func namesMetricsAndGlyphs(_ expected: Expected) throws {
        let face = try SystemFonts.face(expected.path)
        #expect([face.postScriptName, face.familyName, face.styleName, face.fullName] == expected.names)
        #expect(
            [
                face.unitsPerEm, face.ascender, face.descender, face.lineGap, face.capHeight, face.xHeight,
                face.weightClass,
            ] == expected.metrics)
        #expect("AVTofi".unicodeScalars.map(face.glyph(for:)) == expected.glyphs)
        #expect(face.advance(ofGlyph: face.glyph(for: "A")) == expected.advanceOfA)
        #expect(face.isBold == expected.isBold && !face.isItalic && !face.isFixedPitch)
    }

    /// HarfBuzz's widths at 17 points, and its glyph counts, for a few strings.
    static let widths: [(String, String, Int, Double)] = [
        (SystemFonts.dejaVuSans, "AV", 2, 22.17138671875),
        (SystemFonts.dejaVuSans, "To", 2, 17.896484375),
        (SystemFonts.dejaVuSans, "fi", 1, 10.7080078125),
        (SystemFonts.dejaVuSans, "office", 4, 46.64208984375),
        (SystemFonts.dejaVuSans, "Hello, World!", 13, 109.42919921875),
        (SystemFonts.dejaVuSans, "Ça coûte 12,50 €", 16, 145.62890625),
        (SystemFonts.dejaVuSansBold, "office", 4, 52.2451171875),
        (SystemFonts.dejaVuSansBold, "Ça coûte 12,50 €", 16, 160.8193359375),
        (SystemFonts.roboto, "AV", 2, 21.19189453125),
        (SystemFonts.roboto, "To", 2, 19.01708984375),
        (SystemFonts.roboto, "fi", 1, 9.42138671875),
        (SystemFonts.roboto, "office", 4, 42.1181640625),
        (SystemFonts.roboto, "Hello, World!", 13, 95.05224609375),
        (SystemFonts.roboto, "Ça coûte 12,50 €", 16, 126.6201171875),
        (SystemFonts.robotoBold, "Hello, World!", 13, 97.384765625),
        (SystemFonts.robotoBold, "1234567890", 10, 97.5341796875),
        (SystemFonts.inter, "AV", 2, 21.829545454545453),
        (SystemFonts.inter, "To", 2, 19.704545454545453),
        (SystemFonts.inter, "fi", 2, 10.166193181818182),
        (SystemFonts.inter, "office", 6, 45.83238636363637),
        (SystemFonts.inter, "Ça coûte 12,50 €", 16, 136.74857954545453),
        (SystemFonts.interBold, "Hello, World!", 13, 105.96626420454545),
        (SystemFonts.interBold, "1234567890", 10, 107.97052556818181),
    ]

    @Test(arguments: widths)
    func harfBuzzWidths(_ path: String, _ text: String, _ glyphs: Int, _ width: Double) throws {
        let face = try SystemFonts.face(path)
        #expect(face.shape(text[...]).count == glyphs)
        #expect(abs(face.width(of: text[...], size: 17) - width) < 1e-9)
    }

    /// Kerning moves "AV" closer than its advances; the 'fi' ligature is one glyph where
    /// the font has one (DejaVu, Roboto) and two where it has none (Inter).
    @Test func kerningPairsAndLigatures() throws {
        for path in SystemFonts.paths {
            let face = try SystemFonts.face(path)
            let unkerned = face.width(of: "AV", size: 17, features: [])
            #expect(face.width(of: "AV", size: 17) < unkerned, "\(path)")
            #expect(face.shape("fi").count == (path.contains("Inter") ? 2 : 1), "\(path)")
            #expect(face.shape("fi", features: .kerning).count == 2, "\(path)")
        }
    }
}
