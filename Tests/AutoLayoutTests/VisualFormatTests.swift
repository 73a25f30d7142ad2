import AutoLayout
import CassowaryReference
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct VisualFormatTests {
    private func views(_ names: [String], in root: View) -> [String: View] {
        var result: [String: View] = [:]
        for name in names {
            let view = makeChild(of: root)
            view.accessibilityIdentifier = name
            result[name] = view
        }
        return result
    }

    @Test func aRowWithSpacingsAndWidths() {
        let root = makeRoot(width: 300, height: 100)
        let v = views(["a", "b"], in: root)
        let h = LayoutConstraint.constraints(withVisualFormat: "H:|-[a]-8-[b(==a)]-|", views: v)
        let vertical = LayoutConstraint.constraints(
            withVisualFormat: "V:|-(top)-[a(>=h,<=40@750)]", options: [], metrics: ["top": 10, "h": 30.0], views: v)
        LayoutConstraint.activate(h + vertical)
        LayoutConstraint.activate(LayoutConstraint.constraints(withVisualFormat: "V:[a]-(-5)-[b(12)]", views: v))
        root.layoutIfNeeded()
        // 300 - 20 - 8 - 20 = 252, shared equally.
        #expect(v["a"]!.frame == CGRect(x: 20, y: 10, width: 126, height: 30))
        #expect(v["b"]!.frame == CGRect(x: 154, y: 35, width: 126, height: 12))
    }

    @Test func alignmentOptionsAndDirection() {
        let root = makeRoot(width: 200, height: 100)
        let v = views(["a", "b"], in: root)
        LayoutConstraint.activate(
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-10-[a(20)]-5-[b(30)]", options: [.alignAllTop, .directionRightToLeft], views: v)
                + LayoutConstraint.constraints(withVisualFormat: "V:|-7-[a(10)]", views: v)
                + LayoutConstraint.constraints(withVisualFormat: "V:[b(15)]", views: v))
        root.layoutIfNeeded()
        #expect(v["a"]!.frame == CGRect(x: 170, y: 7, width: 20, height: 10))
        #expect(v["b"]!.frame == CGRect(x: 135, y: 7, width: 30, height: 15))
    }

    @Test func describesItsConstraintsInTheVisualFormat() {
        let root = makeRoot()
        let v = views(["a", "b"], in: root)
        let made = LayoutConstraint.constraints(withVisualFormat: "H:|-(>=16)-[a(100@750)]-[b]-(8)-|", views: v)
        let a = v["a"]!.debugName
        let b = v["b"]!.debugName
        #expect(
            made.map(\.equationDescription) == [
                "H:[\(a)(100@750)]", "H:[\(a)]-(NSSpace(8))-[\(b)]", "H:|-(>=16)-[\(a)]", "H:[\(b)]-(8)-|",
            ])
        LayoutConstraint.activate(made)
        #expect(made[2].description.hasSuffix("H:|-(>=16)-[\(a)]   (active, names: '|':\(root.debugName) )>"))
        #expect(made[1].description.hasSuffix("H:[\(a)]-(NSSpace(8))-[\(b)]   (active)>"))
    }

    @Test func appleExamplesParse() throws {
        let root = makeRoot()
        let v = views(
            [
                "button", "textField", "purpleBox", "topField", "bottomField", "maroonView", "blueView", "button1",
                "button2", "flexibleButton", "find", "findNext", "findField",
            ], in: root)
        let formats = [
            "[button]-[textField]", "[button(>=50)]", "|-50-[purpleBox]-50-|", "V:[topField]-10-[bottomField]",
            "[maroonView][blueView]", "[button(100@20)]", "[button1(==button2)]", "[flexibleButton(>=70,<=100)]",
            "|-[find]-[findNext]-[findField(>=20)]-|",
        ]
        let counts = try formats.map { try LayoutConstraint.constraintsChecked(withVisualFormat: $0, views: v).count }
        #expect(counts == [1, 1, 2, 1, 1, 1, 1, 2, 5])
    }

    @Test func malformedFormatsReportTheColumn() {
        let root = makeRoot()
        let v = views(["a", "b"], in: root)
        let cases: [(String, String, Int)] = [
            ("V|[a]|", "Expected ':' after 'V' to specify vertical arrangement", 1),
            ("H:|-[a]-[c]-|", "c is not a key in the views dictionary.", 9),
            ("H:[a(>=w)]", "w is not a key in the views dictionary.", 7),
            ("H:[a]-(>=w)-[b]", "Unknown metric 'w'", 9),
            ("H:[a]-(8-[b]", "Expected ')' or ','", 8),
            ("H:[a]]", "Expected a view or '|'", 5),
            ("H:[a]|x", "Unexpected character after the end of the format", 6),
            // One relation to a predicate: a second one is not read as replacing the first.
            ("H:[a(==<=5)]", "Expected a number or a metric", 7),
        ]
        for (format, message, column) in cases {
            #expect(throws: LayoutError.invalidVisualFormat(message: message, format: format, column: column)) {
                try LayoutConstraint.constraintsChecked(withVisualFormat: format, views: v)
            }
        }
        let (made, _, errors) = collecting { LayoutConstraint.constraints(withVisualFormat: "V|[a]|", views: v) }
        #expect(made.isEmpty)
        #expect(
            errors.map(\.description) == [
                "Unable to parse constraint format: \nExpected ':' after 'V' to specify vertical arrangement\nV|[a]|\n ^"
            ])
    }

    @Test func aBarNeedsASuperview() {
        let lone = View()
        #expect(throws: LayoutError.self) {
            try LayoutConstraint.constraintsChecked(withVisualFormat: "H:|[a]|", views: ["a": lone])
        }
    }

    /// Random strings either parse into constraints described in the visual format, or
    /// fail with a column inside the string; nothing crashes.
    @Test func randomFormatsParseOrReportAColumn() {
        let root = makeRoot()
        let v = views(["a", "b"], in: root)
        let alphabet = Array("HV:|-[]()ab0123456789<=>=@,.m ")
        var generator = SeededGenerator(seed: 7)
        var parsed = 0
        var failed = 0
        let seeds = ["H:|-[a]-8-[b(==a)]-|", "V:[a(>=m@750)]-(m)-[b]", "|[a][b]|", "[a(<=20,>=10)]-(>=8@500)-[b]"]
        for round in 0..<3000 {
            var characters = Array(seeds[round % seeds.count])
            let position = Int.random(in: 0..<characters.count, using: &generator)
            switch round % 4 {
            case 0: characters[position] = alphabet.randomElement(using: &generator)!
            case 1: characters.remove(at: position)
            case 2: characters.insert(alphabet.randomElement(using: &generator)!, at: position)
            default:
                let length = Int.random(in: 0...14, using: &generator)
                characters = (0..<length).map { _ in alphabet.randomElement(using: &generator)! }
            }
            let format = String(characters)
            do {
                let made = try LayoutConstraint.constraintsChecked(
                    withVisualFormat: format, metrics: ["m": 3], views: v)
                parsed += 1
                #expect(
                    made.allSatisfy { $0.equationDescription.hasPrefix("H:") || $0.equationDescription.hasPrefix("V:") }
                )
            } catch let LayoutError.invalidVisualFormat(_, text, column) {
                failed += 1
                #expect(text == format)
                #expect((0...format.count).contains(column), "\(format) at \(column)")
            } catch {
                Issue.record("unexpected \(error) for \(format)")
            }
        }
        #expect(parsed > 0 && failed > 0 && parsed + failed == 3000)
    }

    /// A metric that is NaN or infinite makes no constraints: UIKit's message for the
    /// first constraint that would have it.
    @Test func aNonFiniteMetricIsRefused() {
        let root = makeRoot()
        let a = makeChild(of: root)
        let b = makeChild(of: root)
        let (made, _, errors) = collecting {
            LayoutConstraint.constraints(
                withVisualFormat: "H:|-[a]-(gap)-[b]", options: [], metrics: ["gap": CGFloat.nan],
                views: ["a": a, "b": b])
        }
        #expect(made.isEmpty)
        #expect(errors.count == 1)
        let text = errors.first?.description ?? ""
        #expect(
            text.hasPrefix("NSLayoutConstraint constant is not finite!  That's illegal.  constant:nan firstAnchor:"))
        #expect(text.contains(".leading\"> secondAnchor:") && text.contains(".trailing\">"))
    }
}
