import Foundation
import Testing

/// Writes the fuzz target's seed fonts (Tests/Fuzz/corpus/font-reader) when FONT_FUZZ_SEEDS names a
/// directory: `FONT_FUZZ_SEEDS=Tests/Fuzz/corpus/font-reader swift test --filter FuzzSeedWriter`.
/// Each seed is a hand-built font of the tests, under 4 KB.
@Suite("Fuzz seeds")
struct FuzzSeedWriter {
    static let directory = ProcessInfo.processInfo.environment["FONT_FUZZ_SEEDS"]

    static var seeds: [String: [UInt8]] {
        var tracked = TestFonts.basic()
        tracked.tables["trak"] = TestFonts.tracking()
        var wide = TestFonts.basic(kernFlag: 8)
        wide.cmapFormat12 = true
        wide.characters[0x1F600] = TestFonts.Glyph.o
        var plain = TestFonts.basic()
        plain.tables = [:]
        plain.os2 = nil
        return [
            "basic.ttf": TestFonts.basic().bytes,
            "extensions.ttf": TestFonts.basic(extensions: true).bytes,
            "legacy-kern.ttf": TestFonts.legacyKerning().bytes,
            "trak.ttf": tracked.bytes,
            "cmap12-ignore-marks.ttf": wide.bytes,
            "required-only.ttf": plain.bytes,
            "collection.ttc": TestFont.collection([
                TestFonts.basic().allTables(), TestFonts.legacyKerning().allTables(),
            ]),
        ]
    }

    @Test func seedsAreSmall() {
        for (name, bytes) in Self.seeds { #expect(bytes.count < 4096, "\(name)") }
    }

    @Test(.enabled(if: directory != nil, "FONT_FUZZ_SEEDS is not set")) func writeSeeds() throws {
        let directory = URL(fileURLWithPath: Self.directory!)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        for (name, bytes) in Self.seeds {
            try Data(bytes).write(to: directory.appendingPathComponent(name))
        }
    }
}
