import Foundation
import Testing

/// The Swift blocks of docs/lists.md and docs/uikit-compat.md that name a source file are
/// that file's code, line for line (indentation aside), so the pages show what the tests
/// run.
@Suite struct DocExcerptTests {
    @Test(arguments: ["docs/lists.md", "docs/uikit-compat.md"])
    func excerptsAreTheStoriesCode(page: String) throws {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let lines = try String(contentsOf: root.appendingPathComponent(page), encoding: .utf8)
            .components(separatedBy: "\n")
        var checked = 0
        for (index, line) in lines.enumerated() where line.hasPrefix("<!-- source: ") {
            let path = String(line.dropFirst("<!-- source: ".count).dropLast(" -->".count))
            let source = try String(contentsOf: root.appendingPathComponent(path), encoding: .utf8)
                .components(separatedBy: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            let block = lines[(index + 2)...].prefix { $0 != "```" }.map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(!block.isEmpty)
            let found = source.indices.contains { start in
                start + block.count <= source.count && Array(source[start..<(start + block.count)]) == block
            }
            #expect(found, "a block of \(page) is not in \(path)")
            checked += 1
        }
        #expect(checked >= 1)
    }
}
