import Foundation
import LayoutCommands
import LayoutDiagnostics

/// Reads a file's text, or standard input for `-`. Pipes are read to their end too
/// (`layoutctl solve <(make-system)`, `/dev/stdin`); a folder is not a file.
func readText(_ path: String) -> String? {
    guard let handle = FileInput.open(path) else { return nil }
    do {
        return String(decoding: try handle.readToEnd() ?? Data(), as: UTF8.self)  // nil: nothing to read
    } catch {
        return nil
    }
}

/// Hands a file's lines to `line` one at a time, in bounded memory (see ``LineSplitter``).
func readLines(_ path: String, _ line: (Substring) -> Void) -> Bool {
    LineSplitter.forEachLine(ofFile: path, longest: LogReader.Limits.bounded.lineLength + 1, line)
}

/// Writes a file, making its folder first.
func writeFile(_ path: String, _ contents: String) -> Bool {
    let folder = (path as NSString).deletingLastPathComponent
    if !folder.isEmpty {
        try? FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
    }
    return FileManager.default.createFile(atPath: path, contents: Data(contents.utf8))
}

let usage = """
    usage: layoutctl <command> [arguments]

    Commands:
        demo [--output DIR]   run the five stories: conflict reports, frames, SVG pictures
        diagnose [FILE|-] [--json]
                              explain the conflicts of a pasted UIKit console log
        measure-check         compare font measurements with another shaper's, read
                              from standard input (Tests/FontOracle/compare.sh)
        render (--story N | --log FILE | SCENE.json) [--output FILE]
                              draw an SVG picture of a story, a conflict or a scene
        snapshot PACKAGE_PATH [--output FILE]
                              one HTML page of every recorded layout snapshot
        solve FILE [--json]   solve a system in the constraint text format
                              (layoutctl solve --help tells the format)
    """

let arguments = Array(CommandLine.arguments.dropFirst())
let result: CommandResult
switch arguments.first {
case "demo": result = DemoCommand.run(Array(arguments.dropFirst()), write: writeFile)
case "render": result = RenderCommand.run(Array(arguments.dropFirst()), read: readText, write: writeFile)
case "diagnose": result = DiagnoseCommand.run(Array(arguments.dropFirst()), readLines: readLines)
case "snapshot": result = SnapshotGalleryCommand.run(Array(arguments.dropFirst()), write: writeFile)
case "solve": result = SolveCommand.run(Array(arguments.dropFirst()), read: readText)
case "measure-check":
    result = MeasureCheckCommand.run(Array(arguments.dropFirst())) { readLine(strippingNewline: true) }
case "--help", "-h", "help": result = CommandResult(status: 0, output: usage + "\n")
case nil: result = CommandResult(status: 2, errors: usage + "\n")
case let other?: result = CommandResult(status: 2, errors: "layoutctl: unknown command '\(other)'\n\n\(usage)\n")
}
FileHandle.standardOutput.write(Data(result.output.utf8))
FileHandle.standardError.write(Data(result.errors.utf8))
exit(result.status)
