import Foundation
import LayoutDiagnostics

/// `layoutctl diagnose [FILE|-] [--json]`: explains the conflicts of a pasted UIKit or
/// AppKit console log.
public enum DiagnoseCommand {
    /// The help text.
    public static let help = """
        usage: layoutctl diagnose [FILE|-] [--json]

        Reads a UIKit or AppKit console log (FILE, or standard input) and explains each
        "Unable to simultaneously satisfy constraints" in it: the minimal set of the listed
        constraints that cannot hold together, the one UIKit broke and the one this engine
        would break, why the set cannot hold in numbers, what the system constraints are,
        and fixes, each checked by solving again. Views become unknown frames whose widths
        and heights are never negative.

        Options:
            --json    print {"conflicts": [{"listed": [...], "minimal": [...],
                      "brokenByUIKit": i, "engineWouldBreak": i, "explanation": "...",
                      "suggestions": [...]}], "unparsed": [{"line": n, "column": n,
                      "message": "..."}]}

        Exit status: 0 when the log was read (lines that could not be read are listed and
        skipped), 2 for a usage error or a file that cannot be read.
        """

    /// Runs the command; `read` reads a file's text (`-` is standard input).
    public static func run(_ arguments: [String], read: (String) -> String?) -> CommandResult {
        let parsed: FileArguments
        switch FileArguments.parse(arguments, command: "diagnose", help: help) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.result
        }
        let (json, files) = (parsed.json, parsed.files)
        guard files.count <= 1 else {
            return CommandResult(status: 2, errors: "layoutctl diagnose: one FILE at most\n")
        }
        let file = files.first ?? "-"
        guard let text = read(file) else { return CommandResult(status: 2, errors: "layoutctl: cannot read \(file)\n") }
        return diagnose(text, json: json)
    }

    /// Explains the conflicts of a log's text.
    public static func diagnose(_ text: String, json: Bool) -> CommandResult {
        let (logs, unparsed) = LogParser.parse(text)
        let analyses = logs.map { ConflictAnalysis(listed: $0.listed, broken: $0.broken) }
        if json { return CommandResult(status: 0, output: jsonText(analyses, unparsed) + "\n") }
        var out = ""
        if analyses.isEmpty { out += "No \"Unable to simultaneously satisfy constraints\" found.\n" }
        for (index, (log, analysis)) in zip(logs, analyses).enumerated() {
            out += describe(analysis, log: log, number: index + 1)
        }
        if !unparsed.isEmpty {
            out += "Lines that could not be read:\n"
            for line in unparsed { out += "  line \(line.line), column \(line.column): \(line.message)\n" }
        }
        return CommandResult(status: 0, output: out)
    }

    private static func describe(_ analysis: ConflictAnalysis, log: ConflictLog, number: Int) -> String {
        var out = "== Conflict \(number): \(analysis.listed.count) constraints listed"
        out += analysis.minimal.isEmpty ? "\n" : ", \(analysis.minimal.count) of them cannot hold together:\n"
        for index in analysis.minimal {
            let statement = analysis.listed[index]
            let marks = [
                index == analysis.brokenByUIKit ? "broken by UIKit" : nil,
                index == analysis.engineWouldBreak ? "this engine would break it" : nil,
            ].compactMap { $0 }
            let note = marks.isEmpty ? "" : "   <- " + marks.joined(separator: "; ")
            out += "  [\(index)] line \(log.lines[index]): \(statement.name)\(note)\n"
        }
        out += "Why: \(analysis.explanation)\n"
        if let index = analysis.engineWouldBreak {
            out += "This engine would break [\(index)]: \(analysis.engineReason).\n"
        }
        if !analysis.origins.isEmpty {
            out += "System constraints:\n" + analysis.origins.map { "  \($0)\n" }.joined()
        }
        if !analysis.suggestions.isEmpty {
            out += "Fixes (each checked by solving again):\n"
            for (i, suggestion) in analysis.suggestions.enumerated() { out += "  \(i + 1). \(suggestion.text)\n" }
        }
        return out + "\n"
    }

    private static func jsonText(_ analyses: [ConflictAnalysis], _ unparsed: [UnparsedLine]) -> String {
        func index(_ i: Int?) -> String { i.map(String.init) ?? "null" }
        let conflicts = analyses.map { a in
            "{\"listed\": [\(a.listed.map { jsonString($0.text) }.joined(separator: ", "))], "
                + "\"minimal\": [\(a.minimal.map(String.init).joined(separator: ", "))], "
                + "\"brokenByUIKit\": \(index(a.brokenByUIKit)), \"engineWouldBreak\": \(index(a.engineWouldBreak)), "
                + "\"explanation\": \(jsonString(a.explanation)), "
                + "\"suggestions\": [\(a.suggestions.map { jsonString($0.text) }.joined(separator: ", "))]}"
        }
        let lines = unparsed.map {
            "{\"line\": \($0.line), \"column\": \($0.column), \"message\": \(jsonString($0.message))}"
        }
        return
            "{\"conflicts\": [\(conflicts.joined(separator: ", "))], \"unparsed\": [\(lines.joined(separator: ", "))]}"
    }
}
