import AutoLayout
import CassowaryReference
import Foundation
import Testing

@MainActor @Suite struct LabelTests {
    @Test func measuresTextWithTheDefaultWidths() {
        // The size is the measured width and the 10-point line (11.93359375), each rounded up
        // to a third of a point (the main screen's pixel).
        let label = Label(text: "Hello")
        label.font = .systemFont(ofSize: 10)
        let width = DefaultTextMeasurer().width(of: "Hello", font: .systemFont(ofSize: 10))
        #expect(label.intrinsicContentSize == CGSize(width: ceil(width * 3) / 3, height: 12))
        label.font = .boldSystemFont(ofSize: 10)
        let bold = DefaultTextMeasurer().width(of: "Hello", font: .boldSystemFont(ofSize: 10))
        #expect(bold > width)
        #expect(label.intrinsicContentSize == CGSize(width: ceil(bold * 3) / 3, height: 12))
        label.text = nil
        #expect(label.intrinsicContentSize == .zero)
    }

    @Test func measuresEveryScript() {
        let measurer = DefaultTextMeasurer()
        let font = Font.systemFont(ofSize: 10)
        // At 10 points each character is followed by Apple's 0.12 points of tracking. "é"
        // written as e + U+0301 is as wide as "e"; "日本" two ems; "👍🏽" a thumb and its skin
        // tone, one; a family of four joined by U+200D, one; "❤️" a heart and a variation
        // selector, one; a flag of two regional indicators, one.
        let em: CGFloat = 10 + 0.12
        let cases: [(String, CGFloat)] = [
            ("e\u{301}", measurer.width(of: "e", font: font)), ("日本", 2 * em), ("👍🏽", em),
            ("👨\u{200D}👩\u{200D}👧\u{200D}👦", em), ("\u{2764}\u{FE0F}", em), ("🇫🇷🇩🇪", 2 * em),
        ]
        for (text, width) in cases {
            #expect(abs(measurer.width(of: Substring(text), font: font) - width) < 1e-9, "\(text)")
        }
    }

    @Test func measuresTheSameAsCharacterByCharacter() {
        // Random text of ASCII, accents, CJK and emoji: the whole equals the sum of its
        // scalars' widths (the default widths have no kerning; joiners, which join two
        // scalars into one, are left out).
        var random = SeededGenerator(seed: 7)
        let alphabet = Array("aZ 09.,mW") + ["é", "\u{301}", "日", "👍", "\u{FE0F}", "ß", "—"].map(Character.init)
        let measurer = DefaultTextMeasurer()
        let font = Font.systemFont(ofSize: 15)
        for _ in 0..<200 {
            let text = String(
                (0..<Int.random(in: 0..<30, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
            var sum: CGFloat = 0
            for scalar in text.unicodeScalars { sum += measurer.width(of: Substring(String(scalar)), font: font) }
            #expect(abs(measurer.width(of: Substring(text), font: font) - sum) < 1e-9, "\(text)")
        }
    }

    @Test func aLabelHugsItsText() {
        let root = makeRoot()
        let label = Label(text: "Hello")
        label.font = .systemFont(ofSize: 10)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            label.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 20, y: 10, width: 74.0 / 3, height: 12))
        label.text = "Hello Hello"
        root.layoutIfNeeded()
        // Two "Hello" (24.53 each) and a space (2.93): 51.99, 52.33 at 3x.
        #expect(label.frame == CGRect(x: 20, y: 10, width: 157.0 / 3, height: 12))
    }

    @Test func describesTheLabelWithItsText() {
        let label = Label(text: "Just text")
        #expect(label.debugName.hasPrefix("UILabel:0x7fa"))
        #expect(label.debugName.hasSuffix("'Just text'"))
        label.text = "A title that is rather long"
        #expect(label.debugName.hasSuffix("'A title that is rath...'"))
        label.font = .systemFont(ofSize: 10)
        let root = makeRoot()
        label.text = "Just text"
        root.addSubview(label)
        root.layoutIfNeeded()
        let sizes = label.constraintsAffectingLayout(for: .horizontal).filter {
            $0.debugClassName == "NSContentSizeLayoutConstraint"
        }
        // "Just text" at 10 points is 42.57 wide, 42.67 at 3x, printed as UIKit prints it.
        #expect(
            sizes.map(\.equationDescription) == [
                "\(label.debugName).width == 42.6667 Hug:250 CompressionResistance:750"
            ])
    }

    /// UIKit's two passes: the label first measures unwrapped, then wraps at the width the
    /// layout gives it, and the container grows to the wrapped height.
    @Test func aMultiLineLabelWrapsAtItsLayoutWidth() {
        let root = makeRoot(width: 110, height: 400)
        let container = makeChild(of: root)
        let label = Label(text: "one two three four five six")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        container.addSubview(label)
        LayoutConstraint.activate([
            container.topAnchor.constraint(equalTo: root.topAnchor),
            container.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            container.widthAnchor.constraint(equalToConstant: 110),
            label.topAnchor.constraint(equalTo: container.topAnchor, constant: 8),
            label.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: container.trailingAnchor),
            label.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: -8),
        ])
        root.layoutIfNeeded()
        // At 98 points: "one two three four" is 89.99 wide, "five six" the rest; two lines of
        // 11.93 are 23.87, 24 at 3x.
        #expect(label.lines == ["one two three four", "five six"])
        #expect(label.frame == CGRect(x: 12, y: 8, width: 98, height: 24))
        #expect(container.frame == CGRect(x: 0, y: 0, width: 110, height: 40))
    }

    @Test func preferredMaxLayoutWidthWrapsBeforeLayout() {
        let label = Label(text: "one two three")
        label.font = .systemFont(ofSize: 10)
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = 40
        #expect(label.lines == ["one two", "three"])
        #expect(label.intrinsicContentSize == CGSize(width: 118.0 / 3, height: 24))
        label.numberOfLines = 1
        #expect(label.lines == ["one two three"])
    }

    /// `sizeThatFits` and `sizeToFit`, as frame-based layout code uses them: a label wraps
    /// at the width offered and keeps its origin; a view keeps its size; an image view
    /// takes its image's.
    @Test func sizeThatFitsAndSizeToFit() {
        let label = Label(text: "one two three")
        label.font = .systemFont(ofSize: 10)
        label.frame = CGRect(x: 7, y: 9, width: 40, height: 5)
        // One line: "one two three" is 67.47 points at 10, 67.67 at 3x; wrapped at 40, "one two"
        // (39.13) and "three".
        #expect(label.sizeThatFits(CGSize(width: 40, height: 1)) == CGSize(width: 203.0 / 3, height: 12))
        label.numberOfLines = 0
        #expect(label.sizeThatFits(CGSize(width: 40, height: 1)) == CGSize(width: 118.0 / 3, height: 24))
        #expect(label.sizeThatFits(.zero) == CGSize(width: 203.0 / 3, height: 12))
        label.sizeToFit()
        #expect(label.frame == CGRect(x: 7, y: 9, width: 118.0 / 3, height: 24))
        let view = View(frame: CGRect(x: 1, y: 2, width: 30, height: 40))
        view.sizeToFit()
        #expect(view.sizeThatFits(CGSize(width: 5, height: 5)) == CGSize(width: 30, height: 40))
        #expect(view.frame == CGRect(x: 1, y: 2, width: 30, height: 40))
        let image = ImageView(frame: CGRect(x: 3, y: 4, width: 1, height: 1))
        image.image = Image(size: CGSize(width: 16, height: 9))
        image.sizeToFit()
        #expect(image.frame == CGRect(x: 3, y: 4, width: 16, height: 9))
    }

    @Test func lineFeedsBreakParagraphsAlsoAfterCarriageReturns() {
        let label = Label(text: "one  two\r\nthree\n\nfour ")
        label.numberOfLines = 0
        label.font = .systemFont(ofSize: 10)
        #expect(label.lines == ["one  two", "three", "", "four "])
        // Each line is 11.93 high (47.73 for four, 48 at 3x); the widest, "one  two" (41.95
        // with its two spaces), sets the width.
        #expect(label.intrinsicContentSize == CGSize(width: 42, height: 48))
        // At 26 points "one  two" breaks at its spaces; "three" (25.51) and "four " (22.96)
        // fit.
        label.preferredMaxLayoutWidth = 26
        #expect(label.lines == ["one", "two", "three", "", "four "])
    }

    /// The default font model behind another type, so that labels measure the general way.
    private struct Forwarding: TextMeasuring {
        func width(of text: Substring, font: Font) -> CGFloat { DefaultTextMeasurer().width(of: text, font: font) }
    }

    @Test func plainTextBreaksAsAnyTextDoes() {
        // ASCII text in the default model is broken on its bytes; any other measurer takes
        // the general way. Both give the same lines and sizes.
        var random = SeededGenerator(seed: 11)
        let pieces = [
            "a", "layout", "W", " ", " ", " ", "  ", "\n", "\r\n", "constraint", "iiiiiiiiiiiiiiiiiiii", "x.",
        ]
        for _ in 0..<1000 {
            let text = (0..<Int.random(in: 0..<14, using: &random)).map { _ in pieces.randomElement(using: &random)! }
                .joined()
            let fast = Label(text: text)
            let general = Label(text: text)
            general.textMeasurer = Forwarding()
            let width = CGFloat(Int.random(in: 0..<240, using: &random))
            let lines = [0, 0, 1, 2, 3].randomElement(using: &random)!
            let mode: LineBreakMode = Int.random(in: 0..<4, using: &random) == 0 ? .byCharWrapping : .byWordWrapping
            for label in [fast, general] {
                label.font = .systemFont(ofSize: CGFloat(Int.random(in: 8..<20, using: &random)))
                label.numberOfLines = lines
                label.lineBreakMode = mode
                label.preferredMaxLayoutWidth = width
            }
            general.font = fast.font
            #expect(fast.lines == general.lines, "\(text.debugDescription) at \(width)")
            #expect(fast.intrinsicContentSize == general.intrinsicContentSize, "\(text.debugDescription) at \(width)")
        }
    }

    @Test func baselinesFollowTheFont() {
        let root = makeRoot()
        let a = Label(text: "Big")
        a.font = .systemFont(ofSize: 20)
        let b = Label(text: "small")
        b.font = .systemFont(ofSize: 10)
        for label in [a, b] {
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
        }
        LayoutConstraint.activate([
            a.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            a.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            b.leadingAnchor.constraint(equalTo: a.trailingAnchor, constant: 4),
            b.firstBaselineAnchor.constraint(equalTo: a.firstBaselineAnchor),
        ])
        root.layoutIfNeeded()
        // a's baseline: 10 + its ascender (19.04) = 29.04; b's top: 29.04 - its ascender (9.52).
        #expect(b.frame.minY == 19.521484375)
        b.font = .systemFont(ofSize: 20)
        root.layoutIfNeeded()
        #expect(b.frame.minY == 10)
    }
}
