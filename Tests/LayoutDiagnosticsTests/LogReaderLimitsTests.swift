import LayoutDiagnostics
import LayoutTestSupport
import Testing

/// A log of any size is read within the reader's limits: what goes beyond is counted and
/// said, and what is kept is read exactly as without limits.
@MainActor @Suite struct LogReaderLimitsTests {
    func read(_ text: String, _ limits: LogReader.Limits) -> LogReader.Result {
        var reader = LogReader(limits: limits)
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { reader.read(line) }
        return reader.finish()
    }

    @Test func conflictsBeyondTheLimitAreCountedNotKept() {
        let log = Array(repeating: modernLog, count: 5).joined(separator: "\nnoise\n")
        let limits = LogReader.Limits(conflicts: 2, constraintsPerConflict: 10, unparsedLines: 10, lineLength: 1000)
        let result = read(log, limits)
        #expect(result.conflicts.count == 2)
        #expect(result.conflicts.map(\.listed.count) == [3, 3])
        #expect(result.conflicts[1].lines == [24, 25, 26])
        #expect(result.conflicts.allSatisfy { $0.broken?.text.contains("0x600002170c30") == true })
        #expect(result.notes == ["3 more conflicts were not read: only the first 2 are kept."])
        // Without limits the same log gives five conflicts and no notes.
        let all = read(log, .none)
        #expect(all.conflicts.count == 5 && all.notes.isEmpty)
        #expect(all.conflicts[1].lines == result.conflicts[1].lines)
    }

    @Test func constraintsAndUnreadableLinesBeyondTheirLimits() {
        let listed = (1...4).map { "\"<NSLayoutConstraint:0x\($0) UIView:0xa.width == \($0 * 10)   (active)>\"," }
        let bad = (1...3).map { "\"<NSLayoutConstraint:0xb\($0) UIView:0xa.width ~ 1>\"" }
        let log = (["Unable to simultaneously satisfy constraints."] + listed + bad).joined(separator: "\n")
        let limits = LogReader.Limits(conflicts: 9, constraintsPerConflict: 3, unparsedLines: 2, lineLength: 1000)
        let result = read(log, limits)
        #expect(result.conflicts.map(\.listed.count) == [3])
        #expect(result.conflicts[0].listed.map(\.text).last == "<NSLayoutConstraint:0x3 UIView:0xa.width == 30   (active)>")
        #expect(result.unparsed.map(\.line) == [6, 7])
        #expect(
            result.notes == [
                "1 constraint was left out of conflicts listing more than 3.",
                "1 more unreadable line is not listed: only the first 2 are.",
            ])
    }

    @Test func aLineLongerThanTheLimitIsNotRead() {
        let long = "\"<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>\"" + String(repeating: " ", count: 200)
        let log = "Unable to simultaneously satisfy constraints.\n" + long
        let limits = LogReader.Limits(conflicts: 9, constraintsPerConflict: 9, unparsedLines: 9, lineLength: 100)
        let result = read(log, limits)
        #expect(result.conflicts.isEmpty)
        #expect(
            result.unparsed
                == [UnparsedLine(line: 2, column: 1, message: "the line is longer than 100 characters and was not read")])
        #expect(read(log, .bounded).conflicts.map(\.listed.count) == [1])
    }

    @Test func theBoundedLimitsAreTheDocumentedOnes() {
        #expect(
            LogReader.Limits.bounded
                == LogReader.Limits(conflicts: 1000, constraintsPerConflict: 500, unparsedLines: 1000, lineLength: 65_536))
    }

    @Test func theDiagnosticsPageReadsALogLikeThis() throws {
        let text = modernLog
        // example: log-reader
        var reader = LogReader()  // LogReader.Limits.bounded
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) { reader.read(line) }
        let log = reader.finish()
        #expect(log.conflicts.count == 1 && log.conflicts[0].listed.count == 3)
        #expect(log.unparsed.isEmpty && log.notes.isEmpty)
        // end
        let result = try DocSync.exampleMismatches(page: "docs/diagnostics.md", testSource: #filePath)
        #expect(result.checked == 1)
        #expect(result.problems.isEmpty, "\(result.problems)")
    }
}
