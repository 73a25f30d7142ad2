import AutoLayout
import Foundation
import LayoutCommands
import LayoutDiagnostics
import Testing

final class Files {
    var written: [String: String] = [:]
}

@MainActor @Suite struct DemoCommandTests {
    @Test func runsTheFiveStoriesAndWritesAPicturePerStory() {
        let files = Files()
        let result = DemoCommand.run(["--output", "pictures"]) { path, contents in
            files.written[path] = contents
            return true
        }
        #expect(result.status == 0)
        #expect(result.errors.isEmpty)
        let text = result.output
        for title in [
            "== 1. A self-sizing list at .estimated(1)", "== 1b. The same list, top and trailing at .high",
            "== 2. A table of photos with automaticDimension",
            "== 3. A table that grows to its content inside a scroll view",
            "== 4. A shopping home screen from a section provider",
            "== 5. A settings list from registrations, a diffable data source and list configurations",
        ] {
            #expect(text.contains(title + "\n"), "\(title)")
        }
        #expect(
            text.contains(
                "4 conflict reports (one per cell); the first:\n\nUnable to simultaneously satisfy constraints.\n"))
        #expect(text.contains("'UIView-Encapsulated-Layout-Height' LayoutStories.TitleCell:0x"))
        #expect(
            text.contains(
                "\ncell 1 \"A multi-line bold title that wraps onto a second line\"  0   44.333333333    375  56.666666667\n"
            )
        )
        #expect(text.contains("\nproduct Trail running shoes          188  318    187     350\n"))
        #expect(text.components(separatedBy: "No conflicts.").count == 6)
        #expect(text.contains("\nrow \"Dark Mode\"       16  270.833333333    361            44\n"))
        #expect(
            files.written.keys.sorted() == [
                "pictures/story-1-estimated.svg", "pictures/story-1b-fixed.svg", "pictures/story-2-photos.svg",
                "pictures/story-3-growing-table.svg", "pictures/story-4-shop-home.svg", "pictures/story-5-settings.svg",
            ])
        let shop = files.written["pictures/story-4-shop-home.svg"] ?? ""
        #expect(shop.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"1020\""))
        #expect(shop.contains(">Today's deals</text>"))
        #expect(shop.contains("<rect x=\"188\" y=\"318\" width=\"187\" height=\"350\""))
    }

    @Test func reportsFilesItCannotWrite() {
        let result = DemoCommand.run([]) { _, _ in false }
        #expect(result.status == 1)
        #expect(result.errors.contains("layoutctl demo: could not write demo-output/story-1-estimated.svg\n"))
    }

    @Test func runsOneStoryAloneByName() {
        let files = Files()
        let result = DemoCommand.run(["--story", "4-shop-home", "--output", "out"]) { path, contents in
            files.written[path] = contents
            return true
        }
        #expect(result.status == 0)
        #expect(result.output.hasPrefix("== 4. A shopping home screen from a section provider\n"))
        #expect(!result.output.contains("== 1. "))
        #expect(result.output.contains("\nproduct Trail running shoes          188  318    187     350\n"))
        #expect(files.written.keys.sorted() == ["out/story-4-shop-home.svg"])
    }

    @Test func refusesAStoryItDoesNotHave() {
        let result = DemoCommand.run(["--story", "6-nothing"]) { _, _ in true }
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("layoutctl demo: no story named '6-nothing'\n\nusage: layoutctl demo"))
        #expect(result.errors.contains("1-estimated, 1b-fixed, 2-photos, 3-growing-table, 4-shop-home, 5-settings"))
    }

    @Test func rejectsUnknownArguments() {
        let result = DemoCommand.run(["--bogus"]) { _, _ in true }
        #expect(result.status == 2)
        #expect(result.errors.hasPrefix("layoutctl demo: unknown argument '--bogus'"))
    }

    @Test func picturesDrawLabelsAtTheirMeasuredWidth() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        root.backgroundColor = .white
        let label = Label(text: "A < B")
        label.font = .systemFont(ofSize: 10)
        label.frame = CGRect(x: 5, y: 6, width: 40, height: 12)
        root.addSubview(label)
        let svg = ViewTreePicture.svg(root)
        // "A < B" at 10 points is 26.08 wide; its baseline one ascender (9.52) below the top.
        #expect(
            svg.contains(
                "<text x=\"5\" y=\"15.521484375\" font-size=\"10\" textLength=\"26.082954545\" "
                    + "lengthAdjust=\"spacingAndGlyphs\" "
                    + "fill=\"#000000\">A &lt; B</text>"))
        #expect(svg.hasSuffix("</svg>\n"))
    }
}
