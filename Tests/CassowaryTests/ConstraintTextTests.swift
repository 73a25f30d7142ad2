import Cassowary
import CassowaryReference
import Testing

@Suite("LinearConstraint text format")
struct ConstraintTextTests {
    @Test func readsEveryTermForm() throws {
        let system = try ConstraintSystem.parse(
            """
            # a comment line
            -a + 2 * b - c / 4 + d * 0.5 + 3 == 1e1 - e   @ 500  # trailing comment
            label.top_2 >= 0 @high
            x <= y@low
            edit w @ 750 = -12.5
            edit h @fitting
            """)
        #expect(system.variables.map(\.name) == ["a", "b", "c", "d", "e", "label.top_2", "x", "y", "w", "h"])
        #expect(system.statements.map(\.line) == [2, 3, 4])
        #expect(
            system.statements.map(\.source) == [
                "-a + 2 * b - c / 4 + d * 0.5 + 3 == 1e1 - e   @ 500", "label.top_2 >= 0 @high", "x <= y@low",
            ])
        let first = system.statements[0].constraint
        #expect(first.description == "-a + 2 * b - 0.25 * c + 0.5 * d + e - 7 == 0 @500")
        #expect(system.statements[1].constraint.priority == .high)
        #expect(system.statements[2].constraint.relation == .lessThanOrEqual)
        #expect(system.edits.map(\.line) == [5, 6])
        #expect(system.edits[0].value == -12.5 && system.edits[0].priority == .high)
        #expect(system.edits[1].value == nil && system.edits[1].priority == .fittingSizeLevel)
    }

    @Test func defaultsToRequiredAndKnowsNamedPriorities() throws {
        let system = try ConstraintSystem.parse("a == 1\nb == 1 @required\nc == 1 @medium\nd == 1 @ 999.5")
        #expect(system.statements.map(\.constraint.priority) == [.required, .required, .medium, 999.5])
    }

    @Test func readsSuggestComments() throws {
        let system = try ConstraintSystem.parse("# suggest 400 600\nw == 1\n# suggest 1 2 3\n# suggest x 2")
        #expect(system.suggestions == [[400, 600], [1, 2, 3]])
    }

    @Test(arguments: [
        ("x == ", 1, 5, "expected a term at the end of the line"),
        ("x = 3", 1, 3, "expected '==', '<=' or '>='"),
        ("x == 3 @ 2000", 1, 10, "priority 2000 is outside 1...1000"),
        ("x == 3 @ urgent", 1, 10, "unknown priority 'urgent' (use 1...1000, required, high, medium, low or fitting)"),
        ("\n  x == y z", 2, 10, "unexpected 'z'"),
        ("x == y / 0", 1, 10, "division by zero"),
        ("x == 2 * ", 1, 9, "expected a name after '*'"),
        ("x == y *", 1, 9, "expected a number after '*'"),
        ("edit w 750", 1, 8, "expected '@' and a priority after 'edit w'"),
        ("edit w @750 = q", 1, 15, "expected a number after '='"),
        ("x == 3 @", 1, 9, "expected a priority after '@'"),
        ("== 3", 1, 1, "expected a number or a name"),
    ])
    func reportsTheLineAndColumnOfMistakes(text: String, line: Int, column: Int, message: String) {
        #expect(throws: ConstraintTextError(line: line, column: column, message: message)) {
            try ConstraintSystem.parse(text)
        }
    }

    /// Random garbage never crashes the reader: it parses or reports a position on a line
    /// that exists.
    @Test func garbageGetsAnErrorNeverACrash() {
        var g = SeededGenerator(seed: 7)
        let alphabet = Array("ab1.2 +-*/=<>@#\n\te_xXedit9".utf8)
        for _ in 0..<3000 {
            let bytes = (0..<Int.random(in: 0...30, using: &g)).map { _ in alphabet.randomElement(using: &g)! }
            let text = String(decoding: bytes, as: UTF8.self)
            do {
                _ = try ConstraintSystem.parse(text)
            } catch let error as ConstraintTextError {
                let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
                #expect(error.line >= 1 && error.line <= lines.count)
                #expect(error.column >= 1 && error.column <= lines[error.line - 1].utf8.count + 1)
            } catch {
                Issue.record("not a ConstraintTextError: \(error)")
            }
        }
    }
}
