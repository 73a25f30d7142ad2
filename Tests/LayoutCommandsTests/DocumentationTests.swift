import LayoutCommands
import LayoutTestSupport
import Testing

/// Runs every `constraints` block of the docs through `layoutctl solve` and compares what
/// it prints with the `output` (or `errors`) block that follows it.
@Suite("Documentation")
struct DocumentationTests {
    static let docs = ["docs/solver.md", "README.md"]

    /// (constraints, expected text, whether it is the error output) of a Markdown text.
    static func examples(in text: String) -> [(String, String, errors: Bool)] {
        let blocks = DocSync.fencedBlocks(in: text)
        return zip(blocks, blocks.dropFirst()).compactMap { a, b in
            a.tag == "constraints" && ["output", "errors"].contains(b.tag) ? (a.body, b.body, b.tag == "errors") : nil
        }
    }

    @Test(arguments: docs)
    func constraintExamplesPrintWhatTheDocsSay(doc: String) throws {
        let text = try DocSync.read(doc)
        let pairs = Self.examples(in: text)
        if doc == "docs/solver.md" { #expect(pairs.count >= 7 && pairs.contains { $0.errors }) }
        for (input, expected, errors) in pairs {
            let result = SolveCommand.solve(input, name: doc, json: false)
            #expect((errors ? result.errors : result.output) == expected, "\(doc):\n\(input)")
            #expect((errors ? result.output : result.errors).isEmpty)
        }
    }
}
