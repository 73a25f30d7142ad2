import Foundation
import LayoutCommands
import LayoutTestSupport
import Testing

@MainActor @Suite struct RenderCommandTests {
    private func read(_ path: String) -> String? { try? DocSync.read(path) }

    @Test func drawsADiagnosedLogAsThePictureInTheDocs() throws {
        let result = RenderCommand.run(["--log", "Examples/cell-conflict.log"], read: read) { _, _ in false }
        #expect(result.status == 0)
        #expect(result.output == read("docs/images/cell-conflict.svg"))
        // The conflicting set in red, the broken constraint (UIKit broke the bottom) dashed.
        #expect(result.output.contains("stroke=\"#ff3b30\" stroke-width=\"1.5\" stroke-dasharray=\"5,3\"/>"))
        #expect(result.output.contains(">A = UILabel:0x7fd1a0c0b2f0'Title': 100 x 0</text>"))
        #expect(result.output.contains(">B = UITableViewCellContentView:0x7fd1a0c0a9e0: 100 x 1</text>"))
    }

    @Test func drawsTheSettingsStoryAsThePictureInTheDocs() {
        let result = RenderCommand.run(["--story", "5"], read: read) { _, _ in false }
        #expect(result.status == 0)
        #expect(result.output == read("docs/images/story-5-settings.svg"))
        #expect(result.output.contains(">CONNECTIONS</text>"))
        #expect(
            RenderCommand.run(["--story", "6"], read: read) { _, _ in false }.errors.contains(
                "no story '6' (1, 1b, 2, 3, 4 or 5)"))
    }

    @Test func drawsASceneFile() {
        let scene = """
            {"width": 200, "height": 100, "views": [
              {"name": "card", "frame": [10, 10, 180, 80], "color": "#ff0000",
               "children": [{"name": "title", "frame": [5, 5, 100, 20], "text": "Hi", "fontSize": 10}]}
            ]}
            """
        let result = RenderCommand.run(["scene.json"], read: { $0 == "scene.json" ? scene : nil }) { _, _ in false }
        #expect(result.status == 0)
        #expect(result.output.contains("<rect x=\"10\" y=\"10\" width=\"180\" height=\"80\" fill=\"#ff0000\""))
        // "Hi" at 10 points: 10.01 wide, its baseline one ascender (9.52) below the top.
        #expect(
            result.output.contains("<text x=\"15\" y=\"24.521484375\" font-size=\"10\" textLength=\"10.012727273\""))
    }

    /// Text that XML does not allow as it is (markup characters, a NUL, a terminal's
    /// escape) is written so that the picture still opens.
    @Test func escapesWhatXMLDoesNotAllow() {
        let scene = #"""
            {"width": 200, "height": 100, "views": [
              {"name": "t", "frame": [0, 0, 200, 100], "text": "a<b & \"c\" \u0000\u001b[0m"}
            ]}
            """#
        let result = RenderCommand.run(["scene.json"], read: { $0 == "scene.json" ? scene : nil }) { _, _ in false }
        #expect(result.status == 0)
        #expect(result.output.contains(">a&lt;b &amp; &quot;c&quot; \u{FFFD}\u{FFFD}[0m</text>"))
        #expect(!result.output.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" })
    }

    @Test func drawsAStoryAndRefusesBadInput() {
        let files = Files()
        let result = RenderCommand.run(["--story", "4", "--output", "shop.svg"], read: read) { path, text in
            files.written[path] = text
            return true
        }
        #expect(result.output == "wrote shop.svg\n")
        #expect(
            files.written["shop.svg"]?.contains("<title>4. A shopping home screen from a section provider</title>")
                == true)
        #expect(RenderCommand.run(["--story", "9"], read: read) { _, _ in true }.status == 2)
        #expect(
            RenderCommand.run(["bad.json"], read: { _ in "[1]" }) { _, _ in true }.errors
                == "layoutctl render: bad.json: not a JSON object\n")
        #expect(
            RenderCommand.run(["bad.json"], read: { _ in #"{"width": 1e400}"# }) { _, _ in true }.errors
                == "layoutctl render: bad.json: not valid JSON\n")
        #expect(RenderCommand.run([], read: read) { _, _ in true }.status == 2)
    }

    @Test(arguments: [
        ("se", false, false), ("se", true, false), ("se", false, true), ("se", true, true),
        ("15-pro-max", false, false), ("15-pro-max", true, false), ("15-pro-max", false, true),
        ("15-pro-max", true, true),
    ])
    func drawsTheFormOnEachDeviceAsThePicturesInTheDocs(device: String, landscape: Bool, largest: Bool) {
        var arguments = ["--form", device]
        if landscape { arguments.append("--landscape") }
        if largest { arguments.append("--largest-text") }
        let result = RenderCommand.run(arguments, read: read) { _, _ in false }
        #expect(result.status == 0)
        let name =
            "docs/images/form-\(device)-\(landscape ? "landscape" : "portrait")-\(largest ? "largest" : "default").svg"
        #expect(result.output == read(name))
    }

    @Test func anUnknownDeviceIsRefused() {
        let result = RenderCommand.run(["--form", "iphone-3g"], read: read) { _, _ in false }
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("layoutctl render: no device 'iphone-3g' (se, 15, 15-pro-max or ipad)\n"))
    }
}
