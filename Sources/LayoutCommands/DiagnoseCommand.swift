import Foundation
import LayoutDiagnostics

/// `layoutctl diagnose [FILE|-] [--json]`: explains the conflicts of a pasted UIKit or
/// AppKit console log.
public enum DiagnoseCommand {
    /// The help text.
    public static let help = """
        usage: layoutctl diagnose [FILE|-] [--json | --html] [--all-fixes]

        Reads a UIKit or AppKit console log (FILE, or standard input) and explains each
        "Unable to simultaneously satisfy constraints" in it: the minimal set of the listed
        constraints that cannot hold together, the one UIKit broke and the one this engine
        would break, why the set cannot hold in numbers, what the system constraints are,
        and fixes, each checked by solving again. Views become unknown frames whose widths
        and heights are never negative.

        Fixes come most likely first, each with the reason for its place; five are shown
        unless --all-fixes.

        Options:
            --json       print {"conflicts": [{"listed": [...], "minimal": [...],
                         "brokenByUIKit": i, "engineWouldBreak": i, "explanation": "...",
                         "suggestions": [...]}], "unparsed": [{"line": n, "column": n,
                         "message": "..."}], "notes": ["..."]}
            --html       print one self-contained HTML page: for each conflict the
                         explanation, its picture and the ranked fixes
            --all-fixes  show every fix, not only the first five

        A log of any size is read in bounded memory: the first 1,000 conflicts (up to 500
        constraints each) and the first 1,000 unreadable lines are kept; lines longer than
        65,536 characters are not read. What goes beyond is counted under "Not read".

        Exit status: 0 when the log was read (lines that could not be read are listed and
        skipped), 2 for a usage error or a file that cannot be read.
        """

    /// Runs the command; `read` reads a file's text (`-` is standard input).
    public static func run(_ arguments: [String], read: (String) -> String?) -> CommandResult {
        run(arguments) { file, line in
            guard let text = read(file) else { return false }
            LogReader.forEachLine(of: text, line)
            return true
        }
    }

    /// Runs the command; `readLines` hands a file's lines to its second argument one at a
    /// time (`-` is standard input) and returns false when the file cannot be read. The log
    /// is kept within ``LogReader/Limits/bounded``, so a log of any size is read in bounded
    /// memory.
    public static func run(_ arguments: [String], readLines: (String, (Substring) -> Void) -> Bool) -> CommandResult {
        let html = arguments.contains("--html")
        let allFixes = arguments.contains("--all-fixes")
        let parsed: FileArguments
        switch FileArguments.parse(
            arguments.filter { $0 != "--html" && $0 != "--all-fixes" }, command: "diagnose", help: help)
        {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.result
        }
        let (json, files) = (parsed.json, parsed.files)
        guard !(json && html) else {
            return CommandResult(status: 2, errors: "layoutctl diagnose: --json or --html, not both\n")
        }
        guard files.count <= 1 else {
            return CommandResult(status: 2, errors: "layoutctl diagnose: one FILE at most\n")
        }
        let file = files.first ?? "-"
        var reader = LogReader()
        guard readLines(file, { reader.read($0) }) else {
            return CommandResult(status: 2, errors: "layoutctl: cannot read \(file)\n")
        }
        let log = reader.finish()
        if html {
            let title = file == "-" ? "Conflicts" : "Conflicts in \((file as NSString).lastPathComponent)"
            return CommandResult(status: 0, output: DiagnoseReport.html(log, title: title, allFixes: allFixes))
        }
        return diagnose(log, json: json, allFixes: allFixes)
    }

    /// Explains the conflicts of a log's text (the first five fixes of each unless
    /// `allFixes`).
    public static func diagnose(_ text: String, json: Bool, allFixes: Bool = false) -> CommandResult {
        var reader = LogReader()
        reader.read(text: text)
        return diagnose(reader.finish(), json: json, allFixes: allFixes)
    }

    /// Explains the conflicts a ``LogReader`` kept.
    static func diagnose(_ log: LogReader.Result, json: Bool, allFixes: Bool) -> CommandResult {
        let analyses = log.conflicts.map { ConflictAnalysis(listed: $0.listed, broken: $0.broken) }
        if json { return CommandResult(status: 0, output: jsonText(analyses, log) + "\n") }
        var out = ""
        if analyses.isEmpty { out += "No \"Unable to simultaneously satisfy constraints\" found.\n" }
        for (index, (conflict, analysis)) in zip(log.conflicts, analyses).enumerated() {
            out += describe(analysis, log: conflict, number: index + 1, allFixes: allFixes)
        }
        if !log.unparsed.isEmpty {
            out += "Lines that could not be read:\n"
            for line in log.unparsed { out += "  line \(line.line), column \(line.column): \(line.message)\n" }
        }
        for note in log.notes { out += "Not read: \(note)\n" }
        return CommandResult(status: 0, output: out)
    }

    private static func describe(_ analysis: ConflictAnalysis, log: ConflictLog, number: Int, allFixes: Bool) -> String {
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
            out += "Fixes, most likely first (each checked by solving again):\n"
            let shown = allFixes ? analysis.suggestions : Array(analysis.suggestions.prefix(shownFixes))
            for (i, suggestion) in shown.enumerated() {
                out += "  \(i + 1). \(suggestion.text)\n     Why here: \(suggestion.reason).\n"
            }
            let hidden = analysis.suggestions.count - shown.count
            if hidden > 0 { out += "  (\(hidden) more with --all-fixes)\n" }
        }
        return out + "\n"
    }

    /// How many fixes are shown unless every one is asked for.
    static let shownFixes = 5

    private static func jsonText(_ analyses: [ConflictAnalysis], _ log: LogReader.Result) -> String {
        func index(_ i: Int?) -> String { i.map(String.init) ?? "null" }
        let conflicts = analyses.map { a in
            "{\"listed\": [\(a.listed.map { jsonString($0.text) }.joined(separator: ", "))], "
                + "\"minimal\": [\(a.minimal.map(String.init).joined(separator: ", "))], "
                + "\"brokenByUIKit\": \(index(a.brokenByUIKit)), \"engineWouldBreak\": \(index(a.engineWouldBreak)), "
                + "\"explanation\": \(jsonString(a.explanation)), "
                + "\"suggestions\": [\(a.suggestions.map { jsonString($0.text) }.joined(separator: ", "))]}"
        }
        let lines = log.unparsed.map {
            "{\"line\": \($0.line), \"column\": \($0.column), \"message\": \(jsonString($0.message))}"
        }
        return
            "{\"conflicts\": [\(conflicts.joined(separator: ", "))], \"unparsed\": [\(lines.joined(separator: ", "))], "
            + "\"notes\": [\(log.notes.map(jsonString).joined(separator: ", "))]}"
    }
}
