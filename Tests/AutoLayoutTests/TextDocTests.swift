import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// The examples of docs/text.md, run as written.
@MainActor @Suite struct TextDocTests {
    @Test func systemFontExample() {
        // example: system-font
        let label = Label(text: "Hello World")
        let onPhone = label.intrinsicContentSize   // (88, 20.33): 87.92 and 20.29, rounded up to 3x pixels
        label.traitOverrides.displayScale = 2
        let onSE = label.intrinsicContentSize      // (88, 20.5)
        // end
        #expect(onPhone == CGSize(width: 88, height: 61.0 / 3))
        #expect(onSE == CGSize(width: 88, height: 20.5))
        label.traitOverrides.displayScale = 3
        #expect(label.intrinsicContentSize == CGSize(width: 88, height: 61.0 / 3))
    }

    @Test(.enabled(if: DebianFonts.installed, "Debian's open fonts are not installed"))
    func registeredFontExample() throws {
        _ = RegisteredFontTests.registered
        // example: register-font
        // try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/DejaVuSans.ttf"))
        let font = Font(name: "DejaVuSans", size: 17)!
        let size = "AVATAR office".size(withAttributes: [.font: font])   // (115.95, 19.79): kerned, "ffi" one glyph
        // end
        #expect(size == CGSize(width: 115.9453125, height: 2384.0 * 17 / 2048))
    }

    @Test func attributedExample() {
        // example: attributed
        let style = MutableParagraphStyle()
        style.lineSpacing = 4
        let text = NSAttributedString(
            string: "Two\nlines", attributes: [.font: Font.systemFont(ofSize: 17), .paragraphStyle: style])
        let rect = text.boundingRect(
            with: CGSize(width: 200, height: 1000), options: .usesLineFragmentOrigin, context: nil)
        // (0, 0, 34.65, 44.57): the wider line, and two lines of 20.29 with 4 between them
        // end
        #expect(rect.height == 2 * 20.287109375 + 4)
        #expect(abs(rect.width - DefaultTextMeasurer().width(of: "lines", font: .systemFont(ofSize: 17))) < 1e-9)
    }

    @Test func examplesMatchThePage() throws {
        let result = try DocSync.exampleMismatches(page: "docs/text.md", testSource: #filePath)
        #expect(result.checked == 3)
        #expect(result.problems.isEmpty, "\(result.problems)")
    }
}
