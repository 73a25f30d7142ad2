import AutoLayout
import Foundation
import Testing

/// Break opportunities inside words (hyphens, CJK) and truncation with an ellipsis.
@MainActor @Suite struct LineBreakingTests {
    let font = Font.systemFont(ofSize: 10)
    func width(_ text: String) -> CGFloat { DefaultTextMeasurer().width(of: Substring(text), font: font) }

    func label(_ text: String, wrapAt width: CGFloat) -> Label {
        let label = Label(text: text)
        label.font = font
        label.numberOfLines = 0
        label.preferredMaxLayoutWidth = width
        return label
    }

    @Test func aHyphenIsABreakOpportunity() {
        // "well-known" does not fit, "well-" does: the word breaks after its hyphen.
        #expect(label("well-known", wrapAt: width("well-known") - 1).lines == ["well-", "known"])
        // A hyphen that starts a word, or follows a space, is no opportunity.
        #expect(label("-5 -5", wrapAt: width("-5") + 1).lines == ["-5", "-5"])
        // With room, the hyphenated word stays whole after the space.
        #expect(label("a well-known b", wrapAt: width("a well-known") + 0.5).lines == ["a well-known", "b"])
    }

    @Test func cjkBreaksBetweenCharacters() {
        // Each ideograph or kana is an opportunity: three to a line.
        let text = "日本語のテキスト"
        let three = width("日本語") + 0.5
        #expect(label(text, wrapAt: three).lines == ["日本語", "のテキ", "スト"])
        // Latin before CJK breaks before the first ideograph.
        #expect(label("abc日本", wrapAt: width("abc日") - 0.5).lines == ["abc", "日本"])
        // A zero-width space is an opportunity too.
        #expect(label("abc\u{200B}def", wrapAt: width("abc\u{200B}") + 0.5).lines == ["abc\u{200B}", "def"])
    }

    @Test func aLineTooWideIsTruncatedWithAnEllipsisMeasuredInTheFont() {
        let label = Label(text: "Hello wonderful world")
        label.font = font
        label.frame = CGRect(x: 0, y: 0, width: 60, height: 12)
        let tail = label.drawnLines
        #expect(tail.count == 1)
        #expect(tail[0].hasSuffix("…") && tail[0].hasPrefix("Hello"))
        #expect(width(tail[0]) <= 60)
        // One more character would not fit.
        let kept = tail[0].dropLast().count
        #expect(width(String("Hello wonderful world".prefix(kept + 1)) + "…") > 60)
        label.lineBreakMode = .byTruncatingHead
        #expect(label.drawnLines[0].hasPrefix("…") && label.drawnLines[0].hasSuffix("world"))
        label.lineBreakMode = .byTruncatingMiddle
        let middle = label.drawnLines[0]
        #expect(middle.hasPrefix("Hel") && middle.hasSuffix("ld") && middle.contains("…"))
        #expect(width(middle) <= 60)
        label.lineBreakMode = .byClipping
        #expect(label.drawnLines == ["Hello wonderful world"])
        label.frame.size.width = 200
        label.lineBreakMode = .byTruncatingTail
        #expect(label.drawnLines == ["Hello wonderful world"])
    }

    @Test func theLastAllowedLineShowsThatTextFollows() {
        let label = Label(text: "one two three four five six seven")
        label.font = font
        label.numberOfLines = 2
        label.preferredMaxLayoutWidth = width("one two three") + 0.5
        label.frame.size = label.intrinsicContentSize
        #expect(label.lines == ["one two three", "four five six"])
        let drawn = label.drawnLines
        #expect(drawn[0] == "one two three")
        #expect(drawn[1].hasPrefix("four five") && drawn[1].hasSuffix("…"))
        #expect(width(drawn[1]) <= label.frame.width)
    }
}
