import Cassowary
import LayoutDiagnostics

/// `layoutctl solve FILE [--json]`: solves a system in the constraint text format.
public enum SolveCommand {
    /// The help text.
    public static let help = """
        usage: layoutctl solve FILE [--json]

        Solves the constraint system in FILE (- for standard input) and prints each
        variable's value, one 'name = value' a line, in order of first appearance.

        The file holds one statement a line; '#' starts a comment:
            <expr> (== | <= | >=) <expr> [@ <priority>]
            edit <name> @ <priority> [= <value>]
        An expression is a sum of terms joined by + and -; a term is a number, a name,
        <number> * <name>, <name> * <number> or <name> / <number>. Names are letters,
        digits, _ and ., not starting with a digit (label.top). A priority is a number
        in 1...1000 or required (1000), high (750), medium (500), low (250) or
        fitting (50); none means required. 'edit' makes an edit variable at an optional
        priority and suggests the value after '='.

        Options:
            --json    print {"values": {"name": number, ...}} instead

        Exit status:
            0  solved
            1  a required constraint cannot hold: prints a minimal conflicting set,
               the lines such that removing any one of them resolves the conflict
               (with --json: {"error": "unsatisfiable", "conflict": [line numbers]})
            2  a mistake in the file (a syntax error, a number too large, an edit
               variable at priority 1000), printed as FILE:LINE:COLUMN: message, or a
               usage error
        """

    /// Runs the command.
    /// - Parameters:
    ///   - arguments: the arguments after `solve`.
    ///   - read: reads a file's text (`-` is standard input); returns nil when it cannot.
    public static func run(_ arguments: [String], read: (String) -> String?) -> CommandResult {
        let parsed: FileArguments
        switch FileArguments.parse(arguments, command: "solve", help: help) {
        case .success(let arguments): parsed = arguments
        case .failure(let stop): return stop.result
        }
        let (json, files) = (parsed.json, parsed.files)
        guard files.count == 1, let file = files.first else {
            return CommandResult(status: 2, errors: "layoutctl solve: expected one FILE\n\n\(help)\n")
        }
        guard let text = read(file) else { return CommandResult(status: 2, errors: "layoutctl: cannot read \(file)\n") }
        return solve(text, name: file == "-" ? "<stdin>" : file, json: json)
    }

    /// Solves `text` (named `name` in messages).
    public static func solve(_ text: String, name: String, json: Bool) -> CommandResult {
        let system: ConstraintSystem
        do {
            system = try ConstraintSystem.parse(text)
        } catch let error as ConstraintTextError {
            return CommandResult(status: 2, errors: "\(name):\(error.line):\(error.column): \(error.message)\n")
        } catch {
            return CommandResult(status: 2, errors: "\(name): \(error)\n")
        }
        var solver = Solver()
        var lineOf: [ObjectIdentifier: Int] = [:]
        for statement in system.statements { lineOf[ObjectIdentifier(statement.constraint)] = statement.line }
        for item in orderedItems(system) {
            do {
                switch item {
                case .statement(let s): try solver.add(s.constraint)
                case .edit(let e):
                    try solver.addEditVariable(e.variable, priority: e.priority)
                    if let value = e.value { try solver.suggestValue(value, for: e.variable) }
                }
            } catch SolverError.unsatisfiableConstraint(let culprit, let conflict) {
                let lines = conflict.compactMap { lineOf[ObjectIdentifier($0)] }
                return unsatisfiable(system, culprit: lineOf[ObjectIdentifier(culprit)] ?? 0, lines: lines, json: json)
            } catch {
                return CommandResult(status: 2, errors: "\(name):\(item.line):1: \(error)\n")
            }
        }
        return CommandResult(status: 0, output: values(system, solver, json: json))
    }

    private enum Item {
        case statement(ConstraintSystem.Statement)
        case edit(ConstraintSystem.Edit)

        var line: Int {
            switch self {
            case .statement(let s): s.line
            case .edit(let e): e.line
            }
        }
    }

    private static func orderedItems(_ system: ConstraintSystem) -> [Item] {
        (system.statements.map(Item.statement) + system.edits.map(Item.edit)).sorted { $0.line < $1.line }
    }

    private static func values(_ system: ConstraintSystem, _ solver: Solver, json: Bool) -> String {
        if json {
            // JSON has no infinity: a value that overflowed prints as null.
            let items = system.variables.map { v -> String in
                let value = solver.value(of: v)
                return "\(jsonString(v.name)): \(value.isFinite ? formatValue(value) : "null")"
            }
            return "{\"values\": {" + items.joined(separator: ", ") + "}}\n"
        }
        return system.variables.map { "\($0.name) = \(formatValue(solver.value(of: $0)))\n" }.joined()
    }

    private static func unsatisfiable(_ system: ConstraintSystem, culprit: Int, lines: [Int], json: Bool)
        -> CommandResult
    {
        if json {
            let list = lines.map(String.init).joined(separator: ", ")
            return CommandResult(status: 1, output: "{\"error\": \"unsatisfiable\", \"conflict\": [\(list)]}\n")
        }
        var sourceOf: [Int: String] = [:]
        for s in system.statements { sourceOf[s.line] = s.source }
        var text = "unsatisfiable: the required constraint on line \(culprit) cannot hold with those before it.\n"
        text += "minimal conflicting set (removing any one of these lines resolves it):\n"
        for line in lines { text += "  line \(line): \(sourceOf[line] ?? "")\n" }
        return CommandResult(status: 1, output: text)
    }
}
