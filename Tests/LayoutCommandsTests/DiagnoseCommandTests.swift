import Foundation
import LayoutCommands
import LayoutTestSupport
import Testing

@MainActor @Suite struct DiagnoseCommandTests {
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
                This engine would break [0]: it is the only one the app made.
                System constraints:
                  'UIView-Encapsulated-Layout-Width': the size a table or collection view gives its cell (its estimate until the cell measures itself)
                Fixes, most likely first (each checked by solving again):
                  1. Lower the priority of UIView:0xa.width = 100 to 999.
                     Why here: 999 keeps the constraint as strong as anything optional, so it still holds whenever it can.
                  2. Lower the priority of UIView:0xa.width = 100 to .high (750).
                     Why here: 750 gives way also to content that resists compression.
                  3. Change the constant of UIView:0xa.width = 100 from 100 to 320.
                     Why here: the numbers then agree, but another size (a device, a longer text) can conflict again.

                Lines that could not be read:
                  line 8, column 42: expected '==', '<=' or '>='

                """)
    }

    @Test func writesOnePageWithThePictureAndTheRankedFixes() throws {
        let result = DiagnoseCommand.run(["--html", "log.txt"]) { $0 == "log.txt" ? log : nil }
        #expect(result.status == 0)
        let page = result.output
        #expect(page.hasPrefix("<!DOCTYPE html>\n<html lang=\"en\">"))
        #expect(page.contains("<title>Conflicts in log.txt</title>"))
        #expect(page.contains("<p class=\"summary\">1 conflict found, 1 lines could not be read</p>"))
        #expect(page.components(separatedBy: "<figure id=\"picture-").count == 2)
        #expect(page.contains("<figure id=\"picture-1\"><svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(
            page.contains(
                "<tr class=\"conflicting\"><td>0</td><td>3</td><td><code>the constraint UIView:0xa.width = 100"
                    + "</code></td><td>in the conflict; broken by UIKit; this engine would break it</td></tr>"))
        #expect(
            page.contains(
                "<li>Lower the priority of UIView:0xa.width = 100 to 999.<br><small>999 keeps the constraint as strong "
                    + "as anything optional, so it still holds whenever it can</small></li>"))
        #expect(page.contains("<li>line 8, column 42: expected '==', '&lt;=' or '&gt;='</li>"))
        #expect(DiagnoseCommand.run(["--html", "--json", "log.txt"]) { _ in log }.status == 2)
    }

    @Test func showsFiveFixesUnlessAskedForAll() {
        let cell = """
            Unable to simultaneously satisfy constraints.
            (
                "<NSLayoutConstraint:0x1 UILabel:0xb.top == UIView:0xa.top + 8   (active)>",
                "<NSLayoutConstraint:0x2 UILabel:0xb.bottom == UIView:0xa.bottom - 8   (active)>",
                "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Height' UIView:0xa.height == 1   (active)>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x2 UILabel:0xb.bottom == UIView:0xa.bottom - 8   (active)>
            """
        let five = DiagnoseCommand.diagnose(cell, json: false).output
        #expect(five.contains("  5. Change the constant of UILabel:0xb.bottom = UIView:0xa.bottom - 8 from -8 to 7.\n"))
        #expect(five.contains("  (1 more with --all-fixes)\n"))
        #expect(five.contains("  1. Lower the priority of UILabel:0xb.bottom = UIView:0xa.bottom - 8 to 999.\n"))
        let all = DiagnoseCommand.diagnose(cell, json: false, allFixes: true).output
        #expect(all.contains("  6. Change the constant of UILabel:0xb.top = UIView:0xa.top + 8 from 8 to -7.\n"))
        #expect(!all.contains("--all-fixes"))
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
                + "or '>='\"}], \"notes\": []}\n")
    }

    @Test func usageErrors() {
        #expect(DiagnoseCommand.run(["--nope"]) { _ in "" }.status == 2)
        #expect(DiagnoseCommand.run(["missing"]) { _ in nil }.errors == "layoutctl: cannot read missing\n")
        #expect(
            DiagnoseCommand.run([]) { $0 == "-" ? "" : nil }.output
                == "No \"Unable to simultaneously satisfy constraints\" found.\n")
    }
}

@MainActor @Suite struct DiagnosticsPageTests {
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
