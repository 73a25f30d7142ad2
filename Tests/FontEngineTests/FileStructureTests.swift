import FontEngine
import Foundation
import Testing

/// Files and collections, and what the reader says about files it cannot read.
@Suite("File structure and errors")
struct FileStructureTests {
    @Test func collectionOfTwoFaces() throws {
        var second = TestFonts.basic()
        second.unitsPerEm = 2048
        second.names = [1: "Other", 2: "Bold", 4: "Other Bold", 6: "Other-Bold"]
        second.os2 = (4, 700, 0x20, 1000, 1400)
        let bytes = TestFont.collection([TestFonts.basic().allTables(), second.allTables()])
        let faces = try FontFace.faces(in: bytes)
        #expect(faces.map(\.postScriptName) == ["Test-Regular", "Other-Bold"])
        #expect(faces.map(\.unitsPerEm) == [1000, 2048])
        #expect(faces[1].isBold && faces[1].weightClass == 700)
        // 1170 units at 2048 per em, 10 points.
        #expect(abs(faces[1].width(of: "AV", size: 10) - 11700 / 2048.0) < 1e-9)
    }

    @Test func openTypeVersionTags() throws {
        for version in [0x4F54_544F, 0x7472_7565] {  // 'OTTO', 'true'
            let bytes = TestFont.sfnt(TestFonts.basic().allTables(), version: version)
            #expect(try FontFace.faces(in: bytes).count == 1)
        }
    }

    @Test func garbageIsNotAFont() {
        #expect(throws: FontFileError.notAFont) { try FontFace.faces(in: Array("Hello, this is not a font".utf8)) }
        #expect(throws: FontFileError.notAFont) { try FontFace.faces(in: []) }
        #expect(throws: FontFileError.notAFont) { try FontFace.faces(in: [0x00, 0x01]) }
    }

    @Test func unreadableFile() {
        let url = URL(fileURLWithPath: "/nonexistent/font.ttf")
        #expect(throws: FontFileError.unreadable(path: "/nonexistent/font.ttf")) {
            try FontFace.load(contentsOf: url)
        }
    }

    @Test func missingRequiredTable() {
        var tables = TestFonts.basic().allTables()
        tables["hmtx"] = nil
        #expect(throws: FontFileError.missingTable("hmtx")) { try FontFace.faces(in: TestFont.sfnt(tables)) }
    }

    @Test func unitsPerEmOutOfRange() {
        var font = TestFonts.basic()
        font.unitsPerEm = 8
        #expect(throws: FontFileError.malformed(table: "head", detail: "unitsPerEm 8 outside 16...16384")) {
            try FontFace.faces(in: font.bytes)
        }
    }

    /// Every proper prefix of a valid font is refused with an error: the last table ends the
    /// file, so each cuts a table or the directory.
    @Test func everyTruncationIsAnError() {
        let bytes = TestFonts.basic().bytes
        var truncations = 0
        for length in 0..<bytes.count {
            do {
                _ = try FontFace.faces(in: Array(bytes[0..<length]))
                Issue.record("a prefix of \(length) bytes was read as a font")
            } catch .truncated {
                truncations += 1
            } catch {
                #expect(length < 4, "prefix \(length): \(error)")
            }
        }
        #expect(truncations == bytes.count - 4)
    }

    /// Every single-byte change of a valid font is read or refused, never a trap, and what
    /// is read can be measured.
    @Test func everyByteCorruptionIsSafe() {
        let bytes = TestFonts.basic(extensions: true).bytes
        for position in bytes.indices {
            for value: UInt8 in [0xFF, bytes[position] ^ 0x01] {
                var corrupt = bytes
                corrupt[position] = value
                if let faces = try? FontFace.faces(in: corrupt) {
                    for face in faces {
                        _ = face.width(of: "AVfi To \u{301}\u{AD}é", size: 12)
                        _ = face.shape("fi fi AV")
                    }
                }
            }
        }
    }

    @Test func errorDescriptionsNameTheTable() {
        #expect(FontFileError.truncated(table: "GPOS").description == "the GPOS table runs past the end of the data")
        #expect(FontFileError.missingTable("cmap").description == "the required cmap table is missing")
    }
}
