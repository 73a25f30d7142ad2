import Foundation
@testable import LayoutTesting
import Testing

@MainActor @Suite struct SnapshotDiffTests {
    static let recorded = """
        # iPhone 15, portrait, text size large, left to right
        UIView (0, 0, 393, 852)
          UIScrollView (0, 0, 393, 852) scrolled (0, 120)
            UILabel "A \\"quoted\\" (1, 2, 3, 4) title" (16, 8, 361, 20.33) truncated
            UIView #card (16, 40, 361, 200)
              UIImageView (0, 0, 361, 150)
            UIView #footer (16, 248, 361, 44) hidden

        """

    @Test func aSnapshotReadsBackToTheSameText() {
        let snapshot = LayoutSnapshot(parsing: Self.recorded)
        #expect(snapshot.text == Self.recorded)
        #expect(snapshot.header == "iPhone 15, portrait, text size large, left to right")
        #expect(snapshot.lines[1].scrolled == CGPoint(x: 0, y: 120))
        #expect(snapshot.lines[2].name == "UILabel \"A \\\"quoted\\\" (1, 2, 3, 4) title\"")
        #expect(snapshot.lines[2].frame == CGRect(x: 16, y: 8, width: 361, height: 20.33))
        #expect(snapshot.lines[2].flags == ["truncated"])
        #expect(snapshot.lines.map(\.depth) == [0, 1, 2, 2, 3, 2])
    }

    @Test func theDiffShowsTheChangedLinesWithContextAndEachMove() {
        let new = Self.recorded.replacingOccurrences(of: "#card (16, 40, 361, 200)", with: "#card (16, 48, 361, 180.67)")
            .replacingOccurrences(of: "(16, 248, 361, 44) hidden", with: "(16, 248, 361, 44)")
        let diff = SnapshotDiff(recorded: LayoutSnapshot(parsing: Self.recorded), new: LayoutSnapshot(parsing: new))
        #expect(
            diff.text == """
                @@ -3,5 +3,5 @@
                   UIScrollView (0, 0, 393, 852) scrolled (0, 120)
                     UILabel "A \\"quoted\\" (1, 2, 3, 4) title" (16, 8, 361, 20.33) truncated
                -    UIView #card (16, 40, 361, 200)
                +    UIView #card (16, 48, 361, 180.67)
                       UIImageView (0, 0, 361, 150)
                -    UIView #footer (16, 248, 361, 44) hidden
                +    UIView #footer (16, 248, 361, 44)
                Moved:
                  line 5, UIView #card: y 40 → 48 (+8), height 200 → 180.67 (-19.33)
                  line 7, UIView #footer: no longer hidden
                """)
    }

    @Test func addedAndRemovedViewsAreLinesWithoutAMove() {
        let old = LayoutSnapshot(parsing: "# d\nUIView (0, 0, 10, 10)\n  UIView (0, 0, 1, 1)\n")
        let new = LayoutSnapshot(parsing: "# d\nUIView (0, 0, 10, 10)\n  UILabel \"x\" (0, 0, 5, 5)\n  UIView (0, 0, 1, 1)\n")
        let diff = SnapshotDiff(recorded: old, new: new)
        #expect(diff.hunks == ["@@ -2,2 +2,3 @@", " UIView (0, 0, 10, 10)", "+  UILabel \"x\" (0, 0, 5, 5)", "   UIView (0, 0, 1, 1)"])
        #expect(diff.moves.isEmpty)
        #expect(SnapshotDiff(recorded: old, new: old).isEmpty)
    }

    @Test func numbersHaveAtMostTwoDecimalsOnThePixelGrid() {
        #expect(snapshotNumber(pixel(20.3333333, 3)) == "20.33")
        #expect(snapshotNumber(pixel(6.6666, 3)) == "6.67")
        #expect(snapshotNumber(pixel(6.6, 2)) == "6.5")
        #expect(snapshotNumber(pixel(-0.1, 2)) == "0")
        #expect(snapshotNumber(-19.33) == "-19.33")
        #expect(snapshotNumber(0.05) == "0.05")
    }

    @Test func privateClassNamesLoseTheirAddresses() {
        #expect(LayoutSnapshot.stableClassName("App.(unknown context at $10a3f2c).Cell") == "App.Cell")
        #expect(LayoutSnapshot.stableClassName("UILabel") == "UILabel")
        #expect(LayoutSnapshot.quoted("line one\nline two") == "\"line one\\nline two\"")
        #expect(LayoutSnapshot.quoted(String(repeating: "a", count: 45)) == "\"" + String(repeating: "a", count: 40) + "…\"")
    }

    @Test func fileNamesComeFromTheTestAndTheSnapshotName() {
        #expect(snapshotFileName(function: "formOnDevices()", name: nil) == "formOnDevices")
        #expect(snapshotFileName(function: "testForm", name: "dark mode/iPad") == "testForm.dark-mode-iPad")
    }
}
