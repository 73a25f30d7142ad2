import Foundation
import LayoutCommands
import Testing

@MainActor @Suite struct SnapshotGalleryCommandTests {
    /// A package folder with two test files' snapshots, one without its picture, and a
    /// `.build` folder that must be skipped.
    static func package() throws -> URL {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("gallery-\(UUID().uuidString)")
        let files: [(String, String)] = [
            ("Tests/AppTests/__Snapshots__/ProfileTests/profile.iPhone15-portrait-L-ltr.txt",
             "# iPhone 15, portrait, text size large, left to right\nUIView (0, 0, 393, 852)\n"),
            ("Tests/AppTests/__Snapshots__/ProfileTests/profile.iPhone15-portrait-L-ltr.svg",
             "<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"393\" height=\"852\"><rect width=\"10\" height=\"10\"/></svg>\n"),
            ("Tests/AppTests/__Snapshots__/CardTests/card.txt", "# iPad (10th generation), landscape, text size small, left to right\nUIView (0, 0, 1, 1)\n"),
            (".build/checkouts/x/__Snapshots__/Other/other.txt", "# elsewhere\n"),
        ]
        for (path, text) in files {
            let url = root.appendingPathComponent(path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try text.write(to: url, atomically: true, encoding: .utf8)
        }
        return root
    }

    @Test func makesOnePageWithAFigurePerSnapshot() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        let result = SnapshotGalleryCommand.run([root.path], write: { _, _ in false })
        #expect(result.status == 0)
        #expect(result.errors == "2 snapshots in 2 test files\n")
        let page = result.output
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.components(separatedBy: "<figure ").count - 1 == 2)
        #expect(page.contains("<section><h2>CardTests</h2>"))
        #expect(page.contains("<p class=\"missing\">no picture</p>"))
        #expect(
            page.contains(
                """
                <figure id="ProfileTests/profile.iPhone15-portrait-L-ltr">
                <div class="picture"><svg xmlns="http://www.w3.org/2000/svg" width="393" height="852"><rect width="10" height="10"/></svg>
                </div>
                <figcaption><strong>profile.iPhone15-portrait-L-ltr</strong><br>iPhone 15, portrait, text size large, left to right</figcaption>
                """))
        #expect(!page.contains("elsewhere"))
        // CardTests sorts before ProfileTests.
        let card = try #require(page.range(of: "CardTests"))
        let profile = try #require(page.range(of: "ProfileTests"))
        #expect(card.lowerBound < profile.lowerBound)
    }

    @Test func writesThePageAndRefusesBadArguments() throws {
        let root = try Self.package()
        defer { try? FileManager.default.removeItem(at: root) }
        final class Box { var written: [String: String] = [:] }
        let box = Box()
        let result = SnapshotGalleryCommand.run([root.path, "--output", "out.html"]) { path, text in
            box.written[path] = text
            return true
        }
        #expect(result == .init(status: 0, output: "2 snapshots in 2 test files\n"))
        #expect(box.written["out.html"]?.contains("</html>") == true)
        #expect(SnapshotGalleryCommand.run([], write: { _, _ in true }).status == 2)
        #expect(
            SnapshotGalleryCommand.run(["/no/such/folder"], write: { _, _ in true })
                == .init(status: 2, errors: "layoutctl snapshot: no folder at /no/such/folder\n"))
        #expect(SnapshotGalleryCommand.run([root.path, "--bogus"], write: { _, _ in true }).status == 2)
    }
}
