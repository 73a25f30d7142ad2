import Foundation
import LayoutDiagnostics

/// `layoutctl diagnose --html`: one self-contained page with, for each conflict of a log,
/// the constraints listed, the explanation, its picture and the ranked fixes.
enum DiagnoseReport {
    /// The page for what a ``LogReader`` kept of a log.
    static func html(_ log: LogReader.Result, title: String, allFixes: Bool) -> String {
        let (logs, unparsed) = (log.conflicts, log.unparsed)
        var body = ["<h1>\(xmlEscaped(title))</h1>"]
        body.append(
            "<p class=\"summary\">\(logs.count) conflict\(logs.count == 1 ? "" : "s") found"
                + (unparsed.isEmpty ? "" : ", \(unparsed.count) lines could not be read") + "</p>")
        for (index, log) in logs.enumerated() {
            body.append(section(log, number: index + 1, allFixes: allFixes))
        }
        if !unparsed.isEmpty {
            body.append("<section><h2>Lines that could not be read</h2><ul>")
            body += unparsed.map { "<li>line \($0.line), column \($0.column): \(xmlEscaped($0.message))</li>" }
            body.append("</ul></section>")
        }
        if !log.notes.isEmpty {
            body.append("<section><h2>Not read</h2><ul>")
            body += log.notes.map { "<li>\(xmlEscaped($0))</li>" }
            body.append("</ul></section>")
        }
        return ([
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>\(xmlEscaped(title))</title>", "<style>", style, "</style>", "</head>", "<body>",
        ] + body + ["</body>", "</html>"]).joined(separator: "\n") + "\n"
    }

    private static func section(_ log: ConflictLog, number: Int, allFixes: Bool) -> String {
        let analysis = ConflictAnalysis(listed: log.listed, broken: log.broken)
        var lines = ["<section class=\"conflict\" id=\"conflict-\(number)\">", "<h2>Conflict \(number)</h2>"]
        lines.append("<table><tr><th>#</th><th>line</th><th>constraint</th><th></th></tr>")
        for (index, statement) in analysis.listed.enumerated() {
            let marks = [
                analysis.minimal.contains(index) ? "in the conflict" : nil,
                index == analysis.brokenByUIKit ? "broken by UIKit" : nil,
                index == analysis.engineWouldBreak ? "this engine would break it" : nil,
            ].compactMap { $0 }
            let row = analysis.minimal.contains(index) ? " class=\"conflicting\"" : ""
            lines.append(
                "<tr\(row)><td>\(index)</td><td>\(log.lines[index])</td><td><code>\(xmlEscaped(statement.name))"
                    + "</code></td><td>\(xmlEscaped(marks.joined(separator: "; ")))</td></tr>")
        }
        lines.append("</table>")
        lines.append("<p class=\"why\"><strong>Why:</strong> \(xmlEscaped(analysis.explanation))</p>")
        if let index = analysis.engineWouldBreak {
            lines.append("<p>This engine would break [\(index)]: \(xmlEscaped(analysis.engineReason)).</p>")
        }
        if !analysis.minimal.isEmpty {
            lines.append("<figure id=\"picture-\(number)\">\(ConflictPicture.svg(analysis))")
            lines.append(
                "<figcaption>The views at the frames the constraints give them with the broken one kept; the "
                    + "conflicting set in red, the broken constraint dashed.</figcaption></figure>")
        }
        if !analysis.origins.isEmpty {
            lines.append("<h3>System constraints</h3><ul>")
            lines += analysis.origins.map { "<li>\(xmlEscaped($0))</li>" }
            lines.append("</ul>")
        }
        lines += fixes(analysis, allFixes: allFixes)
        lines.append("</section>")
        return lines.joined(separator: "\n")
    }

    private static func fixes(_ analysis: ConflictAnalysis, allFixes: Bool) -> [String] {
        guard !analysis.suggestions.isEmpty else { return [] }
        let shown = allFixes ? analysis.suggestions : Array(analysis.suggestions.prefix(DiagnoseCommand.shownFixes))
        var lines = ["<h3>Fixes, most likely first</h3>", "<p>Each was checked by solving again.</p>", "<ol class=\"fixes\">"]
        lines += shown.map { "<li>\(xmlEscaped($0.text))<br><small>\(xmlEscaped($0.reason))</small></li>" }
        lines.append("</ol>")
        let hidden = analysis.suggestions.count - shown.count
        if hidden > 0 { lines.append("<p>\(hidden) more with <code>--all-fixes</code>.</p>") }
        return lines
    }

    private static let style = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; max-width: 1100px; }
        table { border-collapse: collapse; font-size: 13px; }
        td, th { border-bottom: 1px solid #e5e5ea; padding: 4px 8px; text-align: left; vertical-align: top; }
        tr.conflicting td { background: #fff1f0; }
        figure { margin: 16px 0; }
        figure svg { max-width: 100%; height: auto; border: 1px solid #c7c7cc; }
        .fixes small { color: #636366; }
        """
}
