/// The arguments of a command that reads files: `--json`, `--help`, and file names (`-` is
/// standard input).
struct FileArguments {
    var json = false
    var files: [String] = []

    /// Reads `arguments`; the result to return instead when they ask for help or hold an
    /// unknown option (`command` names the command in the message).
    static func parse(_ arguments: [String], command: String, help: String) -> Result<FileArguments, Stop> {
        var parsed = FileArguments()
        for argument in arguments {
            switch argument {
            case "--json": parsed.json = true
            case "--help", "-h": return .failure(Stop(result: CommandResult(status: 0, output: help + "\n")))
            case "-": parsed.files.append(argument)
            default:
                if argument.hasPrefix("-") {
                    return .failure(
                        Stop(
                            result: CommandResult(
                                status: 2, errors: "layoutctl \(command): unknown option '\(argument)'\n\n\(help)\n")))
                }
                parsed.files.append(argument)
            }
        }
        return .success(parsed)
    }

    /// A result that ends a command before it runs.
    struct Stop: Error {
        var result: CommandResult
    }
}
