import Foundation
import LayoutTestSupport
import Testing

/// docs/uikit-compat.md's coverage table, Tests/UIKitConformanceTests/UsageProbes.swift and
/// docs/uikit-usage.tsv agree: the table lists the list's 500 highest ranks in order, every
/// member it calls here has a probe that the test build compiles, and its summary counts
/// its rows.
@Suite struct UsageCoverageTests {
    struct Entry: Equatable {
        let rank: Int
        let member: String
        let uses: Int
    }

    static func ranked() throws -> [Entry] {
        try DocSync.read("docs/uikit-usage.tsv").split(separator: "\n").compactMap { line in
            guard !line.hasPrefix("#"), !line.hasPrefix("rank\t") else { return nil }
            let f = line.components(separatedBy: "\t")
            guard let rank = Int(f[0]), rank <= 500, let uses = Int(f[3]) else { return nil }
            return Entry(rank: rank, member: f[1], uses: uses)
        }
    }

    /// The table's rows: each entry and its state.
    static func table() throws -> (summary: String, rows: [(Entry, String)]) {
        let text = try DocSync.read("docs/uikit-compat.md")
        let body = text.components(separatedBy: "<!-- coverage begin -->")[1]
            .components(separatedBy: "<!-- coverage end -->")[0]
        let lines = body.split(separator: "\n").map(String.init)
        let rows = lines.filter { $0.hasPrefix("| ") && !$0.hasPrefix("| Rank") && !$0.hasPrefix("| ---") }.map { line in
            let f = line.dropFirst(2).dropLast(2).components(separatedBy: " | ")
            let member = String(f[1].dropFirst().dropLast())
            return (Entry(rank: Int(f[0]) ?? -1, member: member, uses: Int(f[2]) ?? -1), f[3...].joined(separator: " | "))
        }
        return (lines.first ?? "", rows)
    }

    @Test func theTableListsTheHighestRanksInOrder() throws {
        let (_, rows) = try Self.table()
        #expect(rows.map(\.0) == (try Self.ranked()))
        let states = Set(rows.map { $0.1.hasPrefix("not possible on Linux: ") ? "not possible" : $0.1 })
        #expect(states.isSubset(of: ["as UIKit", "stored only", "not possible", "missing"]))
    }

    @Test func everyMemberHereHasACompiledProbe() throws {
        let probes = try DocSync.read("Tests/UIKitConformanceTests/UsageProbes.swift").split(separator: "\n")
            .compactMap { line -> String? in
                guard let range = line.range(of: "  // ") else { return nil }
                return String(line[range.upperBound...])
            }
        let here = try Self.table().rows.filter { ["as UIKit", "stored only"].contains($0.1) }
            .map { "\($0.0.rank): \($0.0.member)" }
        #expect(probes.sorted() == here.sorted())
        #expect(probes.count == Set(probes).count)
    }

    @Test func theSummaryCountsTheRows() throws {
        let (summary, rows) = try Self.table()
        let here = rows.filter { ["as UIKit", "stored only"].contains($0.1) }.count
        let impossible = rows.filter { $0.1.hasPrefix("not possible on Linux: ") }.count
        let missing = rows.filter { $0.1 == "missing" }.count
        #expect(
            summary
                == "Of the \(rows.count) members ranked 1 to 500, \(here) are here (\(100 * here / rows.count)%), "
                + "\(impossible) cannot be on Linux, and \(missing) are missing.")
    }
}
