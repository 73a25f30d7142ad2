import Foundation
import LayoutCommands
import LayoutTestSupport
import Testing

@Suite struct DiagnoseCommandTests {
    let log = """
        [LayoutConstraints] Unable to simultaneously satisfy constraints.
        (
            "<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>",
            "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 320   (active)>"
        )
        Will attempt to recover by breaking constraint
        <NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>
        <NSLayoutConstraint:0x3 UIView:0xa.width ~= 1   (active)>
        """

    @Test func explainsALogAsText() {
        let result = DiagnoseCommand.run(["log.txt"]) { $0 == "log.txt" ? log : nil }
        #expect(result.status == 0)
        #expect(
            result.output == """
                == Conflict 1: 2 constraints listed, 2 of them cannot hold together:
                  [0] line 3: the constraint UIView:0xa.width = 100   <- broken by UIKit; this engine would break it
                  [1] line 4: 'UIView-Encapsulated-Layout-Width'
                Why: UIView:0xa.width = 100 needs UIView:0xa.width <= 100, but 'UIView-Encapsulated-Layout-Width' holds it at 320.
                This engine would break [0]: it is the only constraint in the set that the app made.
                System constraints:
                  'UIView-Encapsulated-Layout-Width': the size a table or collection view gives its cell (its estimate until the cell measures itself)
                Fixes (each checked by solving again):
                  1. Lower the priority of UIView:0xa.width = 100 to 999.
                  2. Lower the priority of UIView:0xa.width = 100 to .high (750).
                  3. Change the constant of UIView:0xa.width = 100 from 100 to 320.

                Lines that could not be read:
                  line 8, column 42: expected '==', '<=' or '>='

                """)
    }

    @Test func explainsALogAsJSON() {
        let result = DiagnoseCommand.diagnose(log, json: true)
        #expect(
            result.output
                == "{\"conflicts\": [{\"listed\": [\"<NSLayoutConstraint:0x1 UIView:0xa.width == 100   (active)>\", "
                + "\"<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 320   (active)>\"], "
                + "\"minimal\": [0, 1], \"brokenByUIKit\": 0, \"engineWouldBreak\": 0, \"explanation\": "
                + "\"UIView:0xa.width = 100 needs UIView:0xa.width <= 100, but 'UIView-Encapsulated-Layout-Width' holds it "
                + "at 320.\", \"suggestions\": [\"Lower the priority of UIView:0xa.width = 100 to 999.\", \"Lower the "
                + "priority of UIView:0xa.width = 100 to .high (750).\", \"Change the constant of UIView:0xa.width = 100 "
                + "from 100 to 320.\"]}], \"unparsed\": [{\"line\": 8, \"column\": 42, \"message\": \"expected '==', '<=' "
                + "or '>='\"}]}\n")
    }

    @Test func usageErrors() {
        #expect(DiagnoseCommand.run(["--nope"]) { _ in "" }.status == 2)
        #expect(DiagnoseCommand.run(["missing"]) { _ in nil }.errors == "layoutctl: cannot read missing\n")
        #expect(
            DiagnoseCommand.run([]) { $0 == "-" ? "" : nil }.output
                == "No \"Unable to simultaneously satisfy constraints\" found.\n")
    }
}

@Suite struct DiagnosticsPageTests {
    /// The page's `log` block is the example file, and its `diagnose` block what the
    /// command prints for it.
    @Test func theWorkedExampleIsWhatTheCommandPrints() throws {
        let page = try DocSync.read("docs/diagnostics.md")
        let log = try DocSync.read("Examples/cell-conflict.log")
        func block(_ tag: String) -> String? {
            guard let start = page.range(of: "```\(tag)\n") else { return nil }
            let rest = page[start.upperBound...]
            guard let end = rest.range(of: "\n```") else { return nil }
            return String(rest[..<end.lowerBound]) + "\n"
        }
        #expect(block("log") == log)
        let output = DiagnoseCommand.diagnose(log, json: false).output
        #expect(block("diagnose").map { $0 + "\n" } == output)
    }

    /// Quotes, backslashes and control characters in a pasted identifier come out as JSON
    /// escapes: the output parses, and gives back the text as it was.
    @Test func escapesIdentifiersInJSON() throws {
        let odd = "a\\b\"c\td\u{1b}"
        let text = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 '\(odd)' UIView:0xa.height == 8   (active)>",
                "<NSLayoutConstraint:0x2 UIView:0xa.height == 9   (active)>"
            )
            """
        let result = DiagnoseCommand.run(["--json", "log.txt"]) { $0 == "log.txt" ? text : nil }
        #expect(result.output.contains(#"'a\\b\"c\td\u001b'"#))
        let parsed = try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any]
        let conflicts = try #require(parsed?["conflicts"] as? [[String: Any]])
        let listed = try #require(conflicts.first?["listed"] as? [String])
        #expect(listed.first == "<NSLayoutConstraint:0x1 '\(odd)' UIView:0xa.height == 8   (active)>")
    }
}
