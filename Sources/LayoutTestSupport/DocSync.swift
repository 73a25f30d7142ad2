import Foundation

/// Keeps the docs and the tests in step: the code blocks of a page are checked against the
/// code the tests run, so an example that drifts from what runs fails a test.
///
/// A page marks its blocks in one of two ways:
/// - `<!-- example: name -->` before a fenced block: the block is, line for line, the code
///   between `// example: name` and `// end` in a test source (indentation aside);
/// - `<!-- source: path -->` before a fenced block: the block is a run of consecutive lines
///   of that file of the package (indentation ignored).
public enum DocSync {
    /// The package's root directory.
    public static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The text of a file of the package, by its path from the root (`docs/dsl.md`).
    /// - Throws: Foundation's error when the file cannot be read.
    public static func read(_ path: String) throws -> String {
        try String(contentsOf: packageRoot.appendingPathComponent(path), encoding: .utf8)
    }

    /// The page's `example` blocks that differ from the test code they name, and how many
    /// blocks were compared.
    /// - Parameters:
    ///   - page: the page's path from the package root.
    ///   - testSource: the path of the test file (pass `#filePath`).
    /// - Throws: when either file cannot be read.
    public static func exampleMismatches(page: String, testSource: String) throws -> (checked: Int, problems: [String]) {
        let text = try read(page).components(separatedBy: "\n")
        let source = try String(contentsOf: URL(fileURLWithPath: testSource), encoding: .utf8)
            .components(separatedBy: "\n")
        var problems: [String] = []
        let marked = markedBlocks(in: text, marker: "example")
        for (name, block) in marked {
            guard let code = testBlock(named: name, in: source) else {
                problems.append("\(page): no test for example \(name)")
                continue
            }
            if block != code { problems.append("\(page): example \(name) differs from its test") }
        }
        return (marked.count, problems)
    }

    /// The page's `source` blocks that are not in the file they name, and how many blocks
    /// were compared.
    /// - Throws: when the page or a named file cannot be read.
    public static func excerptMismatches(page: String) throws -> (checked: Int, problems: [String]) {
        let text = try read(page).components(separatedBy: "\n")
        var problems: [String] = []
        let marked = markedBlocks(in: text, marker: "source")
        for (path, block) in marked {
            let source = try read(path).components(separatedBy: "\n").map(trimmed)
            let lines = block.map(trimmed)
            let found =
                !lines.isEmpty
                && source.indices.contains { start in
                    start + lines.count <= source.count && Array(source[start..<(start + lines.count)]) == lines
                }
            if !found { problems.append("\(page): a block is not in \(path)") }
        }
        return (marked.count, problems)
    }

    /// The fenced blocks of a Markdown text, in order: the tag after the opening fence
    /// (` ```swift ` gives `swift`) and the body, ending in a newline.
    public static func fencedBlocks(in text: String) -> [(tag: String, body: String)] {
        var blocks: [(tag: String, body: String)] = []
        var current: (tag: String, lines: [Substring])?
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("```") {
                if let open = current {
                    blocks.append((open.tag, open.lines.joined(separator: "\n") + "\n"))
                    current = nil
                } else {
                    current = (String(line.dropFirst(3)), [])
                }
            } else {
                current?.lines.append(line)
            }
        }
        return blocks
    }

    /// `(name, lines)` of each block marked `<!-- marker: name -->`, the fence after it skipped.
    private static func markedBlocks(in lines: [String], marker: String) -> [(String, [String])] {
        let prefix = "<!-- \(marker): "
        return lines.indices.filter { lines[$0].hasPrefix(prefix) }.map { index in
            let name = String(lines[index].dropFirst(prefix.count).dropLast(" -->".count))
            return (name, Array(lines[(index + 2)...].prefix { !$0.hasPrefix("```") }))
        }
    }

    /// The lines between `// example: name` and `// end`, less the marker's indentation.
    private static func testBlock(named name: String, in lines: [String]) -> [String]? {
        guard let start = lines.firstIndex(where: { trimmed($0) == "// example: \(name)" }) else { return nil }
        let indent = lines[start].prefix { $0 == " " }.count
        let body = lines[(start + 1)...].prefix { trimmed($0) != "// end" }
        return body.map { String($0.dropFirst(min(indent, $0.prefix { $0 == " " }.count))) }
    }

    private static func trimmed(_ line: String) -> String { line.trimmingCharacters(in: .whitespaces) }
}
