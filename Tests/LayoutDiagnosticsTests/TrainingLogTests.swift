import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

/// Real UIKit conflict logs kept outside the package, with what UIKit broke in each (an
/// `INDEX.md` table whose rows read `| 07 | source | listed | broken | ...`). Run with
/// `LAYOUT_TRAINING_LOGS=DIR swift test --filter TrainingLogTests`; without the variable the
/// package's own logs (LogTests, FormatVariantTests) are the only ones read.
@Suite(.enabled(if: ProcessInfo.processInfo.environment["LAYOUT_TRAINING_LOGS"] != nil))
struct TrainingLogTests {
    /// The iOS logs counted for the rule: one copy of each conflict (AppKit's engine asks
    /// its window, not a view, and is counted apart).
    static let iOS = (1...17).map { $0 } + [18, 20, 22]

    let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["LAYOUT_TRAINING_LOGS"] ?? ".")

    /// UIKit's choice in each log, by number: the first integer of the table's fourth column.
    func brokenByUIKit() throws -> [Int: Int] {
        let index = try String(contentsOf: directory.appendingPathComponent("INDEX.md"), encoding: .utf8)
        var broken: [Int: Int] = [:]
        for line in index.split(separator: "\n") where line.hasPrefix("| ") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            guard cells.count > 3, let number = Int(cells[0]),
                let choice = Int(cells[3].prefix { $0.isNumber })
            else { continue }
            broken[number] = choice
        }
        return broken
    }

    func analysis(_ number: Int) throws -> ConflictAnalysis {
        let name = String(format: "%02d.log", number)
        let text = try String(contentsOf: directory.appendingPathComponent(name), encoding: .utf8)
        let log = try #require(LogParser.parse(text).conflicts.first, "\(name) has no conflict")
        return ConflictAnalysis(listed: log.listed, broken: log.broken)
    }

    /// Every log is read, and its conflict found or explained by rounding.
    @Test func everyLogIsExplained() throws {
        let broken = try brokenByUIKit()
        #expect(broken.count == 25)
        for number in broken.keys.sorted() {
            let analysis = try analysis(number)
            #expect(
                !analysis.minimal.isEmpty || analysis.explanation.hasPrefix("As printed"),
                "log \(number): \(analysis.explanation)")
            #expect(analysis.brokenByUIKit == broken[number], "log \(number): UIKit's choice found in the list")
        }
    }

    /// The engine's choice (``BreakingKeys``) equals UIKit's in at least 16 of the 20 iOS logs.
    @Test func theEngineBreaksWhatUIKitBroke() throws {
        let broken = try brokenByUIKit()
        var agreeing: [Int] = []
        for number in Self.iOS where try analysis(number).engineWouldBreak == broken[number] { agreeing.append(number) }
        let missed = Self.iOS.filter { !agreeing.contains($0) }
        print("Engine's choice equals UIKit's in \(agreeing.count) of \(Self.iOS.count) iOS logs; missed: \(missed)")
        #expect(agreeing.count >= 16, "missed: \(missed)")
    }
}
