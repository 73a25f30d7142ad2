import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The font files of Debian's open fonts the tests use.
enum DebianFonts {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"
    static var installed: Bool {
        [dejaVu, roboto, inter, interBold].allSatisfy { FileManager.default.fileExists(atPath: $0) }
    }
}

/// Fonts registered from files, as an app registers its bundled fonts, measured from the
/// files: the expected widths are HarfBuzz's for the same strings with kerning and standard
/// ligatures (Tests/FontOracle compares many more). Needs Debian's fonts-dejavu-core,
/// fonts-roboto-unhinted and fonts-inter, which CI installs.
@MainActor @Suite(.enabled(if: DebianFonts.installed, "Debian's open fonts are not installed"))
struct RegisteredFontTests {
    static let (dejaVu, roboto, inter, interBold) = (
        DebianFonts.dejaVu, DebianFonts.roboto, DebianFonts.inter, DebianFonts.interBold
    )

    /// Registers the test fonts once (a second registration of a face is refused).
    static let registered: Bool = {
        for path in [dejaVu, roboto, inter, interBold] {
            _ = try? FontRegistry.register(contentsOf: URL(fileURLWithPath: path))
        }
        return true
    }()

    init() { _ = Self.registered }

    @Test func aRegisteredFaceIsFoundByNameAndMeasuredFromItsFile() throws {
        let inter = try #require(Font(name: "Inter-Regular", size: 17))
        #expect(inter.fontName == "Inter-Regular")
        #expect(inter.familyName == "Inter")
        #expect(inter.weight == .regular)
        let measurer = DefaultTextMeasurer()
        #expect(abs(measurer.width(of: "Hello, World", font: inter) - 96.54261363636364) < 1e-9)
        let dejaVu = try #require(Font(name: "DejaVuSans", size: 17))
        // "AV" kerns and "ffi" is one ligature glyph in DejaVu Sans.
        #expect(abs(measurer.width(of: "AVATAR office", font: dejaVu) - 115.9453125) < 1e-9)
        #expect(abs(measurer.width(of: "office", font: dejaVu.withSize(20)) - 54.873046875) < 1e-9)
        let roboto = try #require(Font(name: "Roboto", size: 15))
        #expect(abs(measurer.width(of: "To fill a Wave", font: roboto) - 87.94921875) < 1e-9)
    }

    @Test func verticalMetricsComeFromTheFile() throws {
        // DejaVu Sans: 2048 units per em, hhea ascender 1901, descender -483, line gap 0.
        let font = try #require(Font(name: "DejaVuSans", size: 20))
        #expect(font.ascender == 1901.0 * 20 / 2048)
        #expect(font.descender == -483.0 * 20 / 2048)
        #expect(font.lineHeight == 2384.0 * 20 / 2048)
        let label = Label(text: "office")
        label.font = font
        #expect(
            label.intrinsicContentSize
                == CGSize(width: ceil(54.873046875 * 3) / 3, height: ceil(2384.0 * 60 / 2048) / 3))
    }

    @Test func familiesListTheirFaces() {
        #expect(Font.familyNames.contains("Inter"))
        #expect(Font.fontNames(forFamilyName: "Inter").contains("Inter-Bold"))
        #expect(Font.fontNames(forFamilyName: "No Such Family") == [])
    }

    @Test func anUnknownNameGivesNilAndOneMessage() {
        var errors: [LayoutError] = []
        LayoutErrors.withHandler({ errors.append($0) }) {
            #expect(Font(name: "Helvetica-NotRegistered", size: 12) == nil)
            #expect(Font(name: "Helvetica-NotRegistered", size: 14) == nil)
        }
        #expect(errors == [.unknownFont("Helvetica-NotRegistered")])
        #expect(errors.first?.description.hasPrefix("No font named \"Helvetica-NotRegistered\" is registered") == true)
    }

    @Test func aBadFileRegistersNothing() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("fonts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let bad = folder.appendingPathComponent("Broken.ttf")
        try Data([0, 1, 0, 0, 0, 9]).write(to: bad)
        let before = Font.familyNames
        #expect(throws: FontRegistrationError.self) { try FontRegistry.register(contentsOf: bad) }
        #expect(throws: FontRegistrationError.unreadable(path: folder.appendingPathComponent("missing.ttf").path)) {
            try FontRegistry.register(contentsOf: folder.appendingPathComponent("missing.ttf"))
        }
        #expect(throws: FontRegistrationError.alreadyRegistered("Inter-Regular")) {
            try FontRegistry.register(contentsOf: URL(fileURLWithPath: Self.inter))
        }
        #expect(Font.familyNames == before)
    }
}
