import Foundation
import LayoutDiagnostics

/// `layoutctl snapshot PACKAGE_PATH`: one HTML page with the picture and the text of every
/// layout snapshot recorded under a package (the `__Snapshots__` folders of its tests).
public enum SnapshotGalleryCommand {
    /// The help text.
    public static let help = """
        usage: layoutctl snapshot PACKAGE_PATH [--output FILE]

        Writes one self-contained HTML page (to standard output unless --output) showing
        every layout snapshot recorded under PACKAGE_PATH: for each test file's
        __Snapshots__ folder, each snapshot's SVG picture with its name, where it was taken
        and its text. Folders named .build or starting with a dot are skipped.
        """

    /// One recorded snapshot: its test file's folder name, its name, its text and picture.
    struct Entry {
        let group: String
        let name: String
        let text: String
        let svg: String?
    }

    /// Runs the command; `write` stores the page when `--output` is given.
    public static func run(_ arguments: [String], write: (String, String) -> Bool) -> CommandResult {
        var path: String?
        var output: String?
        var rest = arguments[...]
        while let argument = rest.popFirst() {
            switch argument {
            case "--help", "-h": return CommandResult(status: 0, output: help + "\n")
            case "--output":
                guard let value = rest.popFirst() else { return usageError("--output needs a file") }
                output = value
            case _ where argument.hasPrefix("-"): return usageError("unknown option '\(argument)'")
            default:
                guard path == nil else { return usageError("one package path only") }
                path = argument
            }
        }
        guard let path else { return usageError("a package path is needed") }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), isFolder.boolValue else {
            return CommandResult(status: 2, errors: "layoutctl snapshot: no folder at \(path)\n")
        }
        let entries = collect(under: URL(fileURLWithPath: path))
        let page = html(entries, title: "Layout snapshots of \(URL(fileURLWithPath: path).standardized.lastPathComponent)")
        let summary = "\(entries.count) snapshots in \(Set(entries.map(\.group)).count) test files\n"
        guard let output else { return CommandResult(status: 0, output: page, errors: summary) }
        guard write(output, page) else {
            return CommandResult(status: 2, errors: "layoutctl snapshot: could not write \(output)\n")
        }
        return CommandResult(status: 0, output: summary)
    }

    private static func usageError(_ message: String) -> CommandResult {
        CommandResult(status: 2, errors: "layoutctl snapshot: \(message)\n\n\(help)\n")
    }

    /// The snapshots under `root`, sorted by test file and name.
    static func collect(under root: URL) -> [Entry] {
        var entries: [Entry] = []
        var pending = [root]
        let files = FileManager.default
        while let folder = pending.popLast() {
            guard let names = try? files.contentsOfDirectory(atPath: folder.path) else { continue }
            for name in names where !name.hasPrefix(".") {
                let url = folder.appendingPathComponent(name)
                var isFolder: ObjCBool = false
                guard files.fileExists(atPath: url.path, isDirectory: &isFolder), isFolder.boolValue else { continue }
                if name == "__Snapshots__" {
                    entries += snapshots(in: url)
                } else {
                    pending.append(url)
                }
            }
        }
        return entries.sorted { ($0.group, $0.name) < ($1.group, $1.name) }
    }

    /// The `.txt` snapshots (with their `.svg` pictures) in each test file's folder.
    private static func snapshots(in folder: URL) -> [Entry] {
        let files = FileManager.default
        let groups = (try? files.contentsOfDirectory(atPath: folder.path)) ?? []
        return groups.flatMap { group -> [Entry] in
            let groupURL = folder.appendingPathComponent(group)
            let names = (try? files.contentsOfDirectory(atPath: groupURL.path)) ?? []
            return names.filter { $0.hasSuffix(".txt") }.compactMap { name in
                let base = String(name.dropLast(4))
                guard let text = try? String(contentsOf: groupURL.appendingPathComponent(name), encoding: .utf8)
                else { return nil }
                let svg = try? String(contentsOf: groupURL.appendingPathComponent(base + ".svg"), encoding: .utf8)
                return Entry(group: group, name: base, text: text, svg: svg)
            }
        }
    }
}
