import LayoutCommands
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Runs every `constraints` block of the docs through `layoutctl solve` and compares what
/// it prints with the `output` (or `errors`) block that follows it.
@Suite("Documentation")
struct DocumentationTests {
    static let docs = ["docs/solver.md", "README.md"]

    /// The package root, from this file's path.
    static var root: String {
        var parts = #filePath.split(separator: "/", omittingEmptySubsequences: false)
        parts.removeLast(3)
        return parts.joined(separator: "/")
    }

    static func read(_ path: String) -> String? {
        guard let file = fopen(path, "r") else { return nil }
        defer { fclose(file) }
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = fread(&buffer, 1, buffer.count, file)
            if n <= 0 { break }
            bytes += buffer[0..<n]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// (constraints, expected text, whether it is the error output) of a Markdown text.
    static func examples(in text: String) -> [(String, String, errors: Bool)] {
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
        return zip(blocks, blocks.dropFirst()).compactMap { a, b in
            a.tag == "constraints" && ["output", "errors"].contains(b.tag) ? (a.body, b.body, b.tag == "errors") : nil
        }
    }

    @Test(arguments: docs)
    func constraintExamplesPrintWhatTheDocsSay(doc: String) throws {
        let text = try #require(Self.read(Self.root + "/" + doc), "cannot read \(doc)")
        let pairs = Self.examples(in: text)
        if doc == "docs/solver.md" { #expect(pairs.count >= 7 && pairs.contains { $0.errors }) }
        for (input, expected, errors) in pairs {
            let result = SolveCommand.solve(input, name: doc, json: false)
            #expect((errors ? result.errors : result.output) == expected, "\(doc):\n\(input)")
            #expect((errors ? result.output : result.errors).isEmpty)
        }
    }
}
