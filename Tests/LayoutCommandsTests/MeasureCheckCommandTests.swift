import Foundation
import LayoutCommands
import Testing

/// `layoutctl measure-check` reads oracle lines and reports each disagreement.
@Suite struct MeasureCheckCommandTests {
    static let dejaVu = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"

    func run(_ lines: [String]) -> CommandResult {
        var remaining = lines[...]
        return MeasureCheckCommand.run([]) { remaining.popFirst() }
    }

    @Test(.enabled(if: FileManager.default.fileExists(atPath: MeasureCheckCommandTests.dejaVu)))
    func agreementsAndDisagreementsAreCounted() {
        // HarfBuzz: "AVATAR office" in DejaVu Sans at 17 points is 115.9453125 wide.
        let good = "\(Self.dejaVu)\t17\t\"AVATAR office\"\t115.9453125"
        let bad = "\(Self.dejaVu)\t17\t\"AVATAR office\"\t116"
        let result = run([good, "", bad, "not a line"])
        #expect(result.status == 1)
        #expect(
            result.output == """
                \(Self.dejaVu) 17.0 "AVATAR office": oracle 116.0, here 115.9453125
                unreadable line: not a line
                1 agreed, 2 disagreed

                """)
        #expect(run([good]).output == "1 agreed, 0 disagreed\n")
        #expect(run([good]).status == 0)
    }

    @Test func aMissingFontAndNoLinesFail() {
        let missing = run(["/no/such/font.ttf\t12\t\"x\"\t5"])
        #expect(missing.status == 1)
        #expect(missing.output.hasPrefix("/no/such/font.ttf: "))
        #expect(run([]).status == 1)
        #expect(MeasureCheckCommand.run(["--bogus"]) { nil }.status == 2)
    }
}
