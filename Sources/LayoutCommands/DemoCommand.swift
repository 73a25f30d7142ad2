import AutoLayout
import Foundation
import LayoutDiagnostics
import LayoutStories

/// `layoutctl demo [--output DIR] [--story NAME]`: runs the five stories (or one), prints
/// what each builds, its conflict reports in UIKit's text and its frames, and writes one SVG
/// picture per story.
@MainActor
public enum DemoCommand {
    static let usage = """
        usage: layoutctl demo [--output DIR] [--story NAME]

        Runs the five stories of swift-autolayout and prints, for each, what it builds, the
        conflict report it meets (UIKit's text) and its frames; writes one SVG per story to
        DIR (default demo-output/). --story runs one story alone (repeat it for several):
        \(Stories.names.joined(separator: ", ")).
        """

    /// Runs the command; `write` stores a file (path, contents) and says whether it could.
    public static func run(_ arguments: [String], write: (String, String) -> Bool) -> CommandResult {
        var output = "demo-output"
        var chosen: [String] = []
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--output":
                guard let value = rest.popFirst() else { return CommandResult(status: 2, errors: usage + "\n") }
                output = value
            case "--story":
                guard let value = rest.popFirst() else { return CommandResult(status: 2, errors: usage + "\n") }
                guard Stories.names.contains(value) else {
                    return CommandResult(status: 2, errors: "layoutctl demo: no story named '\(value)'\n\n\(usage)\n")
                }
                chosen.append(value)
            case "--help", "-h":
                return CommandResult(status: 0, output: usage + "\n")
            default:
                return CommandResult(status: 2, errors: "layoutctl demo: unknown argument '\(argument)'\n\n\(usage)\n")
            }
        }
        var text = ""
        var errors = ""
        for name in chosen.isEmpty ? Stories.names : chosen {
            guard let run = Stories.run(named: name) else { continue }
            text += describe(run)
            let file = (output as NSString).appendingPathComponent("story-\(name).svg")
            if write(file, ViewTreePicture.svg(run.root, title: run.title)) {
                text += "Picture: \(file)\n\n"
            } else {
                errors += "layoutctl demo: could not write \(file)\n"
            }
        }
        return CommandResult(status: errors.isEmpty ? 0 : 1, output: text, errors: errors)
    }

    /// A story's title, summary, reports and frame table.
    static func describe(_ run: StoryRun) -> String {
        var text = "== \(run.title)\n\(wrap(run.summary))\n\n"
        if run.reports.isEmpty {
            text += "No conflicts.\n\n"
        } else {
            let first = run.reports[0]
            text +=
                "\(run.reports.count) conflict report\(run.reports.count == 1 ? "" : "s") (one per cell); the first:\n\n"
            text += first.text + "\n\n"
            text += "Why this one was broken: \(first.reason).\n\n"
        }
        text += table(run.frames) + "\n"
        return text
    }

    /// Frames as an aligned table: name, x, y, width, height.
    static func table(_ frames: [(name: String, frame: CGRect)]) -> String {
        let rows = frames.map { name, frame in
            [
                name, formatValue(Double(frame.minX)), formatValue(Double(frame.minY)),
                formatValue(Double(frame.width)),
                formatValue(Double(frame.height)),
            ]
        }
        let header = ["view", "x", "y", "width", "height"]
        let widths = (0..<5).map { column in ([header] + rows).map { $0[column].count }.max() ?? 0 }
        func line(_ cells: [String]) -> String {
            cells.enumerated().map { index, cell in
                index == 0
                    ? cell.padding(toLength: widths[0], withPad: " ", startingAt: 0)
                    : String(repeating: " ", count: widths[index] - cell.count) + cell
            }.joined(separator: "  ")
        }
        return ([line(header)] + rows.map(line)).joined(separator: "\n") + "\n"
    }

    private static func wrap(_ text: String, width: Int = 92) -> String {
        var lines: [String] = []
        var current = ""
        for word in text.split(separator: " ") {
            if !current.isEmpty, current.count + word.count + 1 > width {
                lines.append(current)
                current = ""
            }
            current += (current.isEmpty ? "" : " ") + word
        }
        if !current.isEmpty { lines.append(current) }
        return lines.joined(separator: "\n")
    }
}
