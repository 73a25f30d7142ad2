import LayoutCommands
import Testing

@Suite("layoutctl solve")
struct SolveCommandTests {
    static let files: [String: String] = [
        "row.txt": """
        left == 0
        right == left + width   # the right edge
        width >= 100
        width == 300 @low
        right <= 250
        """,
        "conflict.txt": """
        cell.top == 0
        label.height >= 0
        cell.height == 1
        label.top == cell.top + 8
        label.top + label.height == cell.top + cell.height - 8
        """,
        "edit.txt": "half * 2 == w\nedit w @high = 375\n",
        "bad.txt": "a == 1\nb =< 2\n",
    ]

    func run(_ arguments: String...) -> CommandResult {
        SolveCommand.run(arguments) { Self.files[$0] ?? ($0 == "-" ? "x == 4\n" : nil) }
    }

    @Test func printsValuesInOrderOfFirstAppearance() {
        #expect(run("row.txt") == CommandResult(status: 0, output: "left = 0\nright = 250\nwidth = 250\n"))
    }

    @Test func printsJSON() {
        #expect(run("row.txt", "--json").output == #"{"values": {"left": 0, "right": 250, "width": 250}}"# + "\n")
    }

    @Test func suggestsEditValues() {
        #expect(run("edit.txt").output == "half = 187.5\nw = 375\n")
    }

    @Test func readsStandardInput() {
        #expect(run("-") == CommandResult(status: 0, output: "x = 4\n"))
    }

    @Test func reportsTheMinimalConflict() {
        #expect(
            run("conflict.txt")
                == CommandResult(
                    status: 1,
                    output: """
                        unsatisfiable: the required constraint on line 5 cannot hold with those before it.
                        minimal conflicting set (removing any one of these lines resolves it):
                          line 2: label.height >= 0
                          line 3: cell.height == 1
                          line 4: label.top == cell.top + 8
                          line 5: label.top + label.height == cell.top + cell.height - 8

                        """))
        #expect(
            run("conflict.txt", "--json")
                == CommandResult(
                    status: 1, output: #"{"error": "unsatisfiable", "conflict": [2, 3, 4, 5]}"# + "\n"))
    }

    @Test func reportsSyntaxErrorsWithFileLineAndColumn() {
        #expect(run("bad.txt") == CommandResult(status: 2, errors: "bad.txt:2:3: expected '==', '<=' or '>='\n"))
        #expect(
            SolveCommand.run(["-"]) { _ in "x == 3 @ 0\n" }.errors == "<stdin>:1:10: priority 0 is outside 1...1000\n")
    }

    /// Files written on Windows: lines ending in "\r\n", a byte order mark at the start.
    @Test func readsWindowsLineEndingsAndAByteOrderMark() {
        let expected = CommandResult(status: 0, output: "x = 1\ny = 3\n")
        let windows = "x == 1\r\ny >= x + 2 @ high\r\ny <= 3\r\n"
        #expect(SolveCommand.solve(windows, name: "w.txt", json: false) == expected)
        let marked = "\u{FEFF}x == 1\ny >= x + 2 @ high\ny <= 3\n"
        #expect(SolveCommand.solve(marked, name: "b.txt", json: false) == expected)
        #expect(
            SolveCommand.solve("x == 1\r\ny >= x + @\r\n", name: "w.txt", json: false)
                == CommandResult(status: 2, errors: "w.txt:2:10: expected a number or a name\n"))
    }

    /// A character that does not print is named by its code point; a number too large for
    /// a Double is named as written; a sum that overflows is reported with its line.
    @Test func namesWhatItCannotRead() {
        func errors(_ text: String) -> String { SolveCommand.solve(text, name: "f", json: false).errors }
        #expect(errors("x == 1\rz\n") == "f:1:7: unexpected character U+000D\n")
        #expect(errors("x == 1 \u{7}\n") == "f:1:8: unexpected character U+0007\n")
        #expect(errors("x == 1 é\n") == "f:1:8: unexpected 'é'\n")
        #expect(errors("x == 1e309\n") == "f:1:6: number 1e309 is too large (the largest is about 1.8e308)\n")
        let tooLarge = "number 2e400 is too large (the largest is about 1.8e308)"
        #expect(errors("edit x @ 500 = 2e400\n") == "f:1:16: \(tooLarge)\n")
        let overflow = "the constraint x - inf == 0 has a NaN or infinite number"
        #expect(errors("a == 0\nx == 1e308 + 1e308\n") == "f:2:1: \(overflow)\n")
    }

    @Test func reportsUsageMistakes() {
        #expect(run("missing.txt") == CommandResult(status: 2, errors: "layoutctl: cannot read missing.txt\n"))
        #expect(run().status == 2 && run().errors.hasPrefix("layoutctl solve: expected one FILE"))
        #expect(run("row.txt", "--xml").errors.hasPrefix("layoutctl solve: unknown option '--xml'"))
        #expect(run("--help").status == 0 && run("--help").output.hasPrefix("usage: layoutctl solve FILE [--json]"))
    }
}

@Suite("Number formatting")
struct NumberFormattingTests {
    @Test func printsNumbersReadably() {
        let result = SolveCommand.solve(
            "a == 400\nb == 12.5\nc == -0.1 + 0.1\nd == 1e15\n3 * e == 1\nf == -2.25\ng == 10 * d\n", name: "-",
            json: false)
        #expect(
            result.output == "a = 400\nb = 12.5\nc = 0\nd = 1000000000000000\ne = 0.333333333\nf = -2.25\ng = 1e+16\n")
    }
}
