import AutoLayout
import Foundation
import Testing

/// Attributed text, paragraph styles and string measurement (UIKit's `NSAttributedString`
/// keys, `NSParagraphStyle` and `NSString` drawing), measured with the default widths.
@MainActor @Suite struct AttributedTextTests {
    let measurer = DefaultTextMeasurer()
    let body = Font.systemFont(ofSize: 17)
    /// One line of the 17-point system font: 17 * 2444 / 2048.
    let line: CGFloat = 20.287109375

    @Test func sizeWithAttributesIsFractionalAndOneLine() {
        let text = "This is a test string"
        let size = text.size(withAttributes: [.font: body])
        #expect(size == CGSize(width: measurer.width(of: Substring(text), font: body), height: line))
        // iOS measured 144.09326171875 x 20.287109375 for it (docs/text.md).
        #expect(abs(size.width - 144.09326171875) < 1.5)
        // Without a font, UIKit's 12-point default.
        #expect("x".size(withAttributes: nil).height == 12.0 * 2444 / 2048)
        #expect(("ab" as NSString).size(withAttributes: [.font: body]) == "ab".size(withAttributes: [.font: body]))
    }

    @Test func boundingRectWrapsOnlyWithLineFragmentOrigin() {
        let text = "This is a test string"
        let wrapped = text.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
            attributes: [.font: body], context: nil)
        // Two lines, as iOS wraps it at 100 points (40.574 high there too).
        #expect(wrapped.height == 2 * line)
        #expect(wrapped.width <= 100 && wrapped.origin == .zero)
        let unwrapped = text.boundingRect(
            with: CGSize(width: 100, height: CGFloat.greatestFiniteMagnitude), options: [], attributes: [.font: body],
            context: nil)
        #expect(unwrapped.size == text.size(withAttributes: [.font: body]))
        // A height of 30 keeps the first line only.
        let context = StringDrawingContext()
        let cut = text.boundingRect(
            with: CGSize(width: 100, height: 30), options: .usesLineFragmentOrigin, attributes: [.font: body],
            context: context)
        #expect(cut.height == line)
        #expect(context.totalBounds == cut)
        #expect(context.actualScaleFactor == 1)
    }

    @Test func paragraphStylesSpaceTheLines() {
        func height(_ configure: (MutableParagraphStyle) -> Void, _ text: String = "one two three four five") -> CGFloat
        {
            let style = MutableParagraphStyle()
            configure(style)
            return text.boundingRect(
                with: CGSize(width: 80, height: CGFloat.greatestFiniteMagnitude), options: .usesLineFragmentOrigin,
                attributes: [.font: body, .paragraphStyle: style], context: nil
            ).height
        }
        let plain = height { _ in }
        let lines = (plain / line).rounded()
        #expect(lines == 3)
        #expect(height { $0.lineSpacing = 4 } == 3 * line + 2 * 4)
        #expect(height { $0.lineHeightMultiple = 1.5 } == 3 * line * 1.5)
        #expect(height { $0.minimumLineHeight = 30 } == 90)
        #expect(height { $0.maximumLineHeight = 15 } == 45)
        #expect(height({ $0.paragraphSpacing = 10 }, "a\nb") == 2 * line + 10)
        // Negative values are taken as 0, as UIKit clamps them.
        #expect(height { $0.lineSpacing = -5 } == plain)
    }

    @Test func kernIsAddedAfterEachCharacter() {
        let plain = "abc".size(withAttributes: [.font: body]).width
        #expect("abc".size(withAttributes: [.font: body, .kern: 2]).width == plain + 6)
        #expect("abc".size(withAttributes: [.font: body, .kern: NSNumber(value: 1.5)]).width == plain + 4.5)
    }

    @Test func aLabelMeasuresItsAttributedTextRunByRun() {
        let big = Font.systemFont(ofSize: 34)
        let small = Font.systemFont(ofSize: 12)
        let text = NSMutableAttributedString(string: "Big", attributes: [.font: big])
        text.append(NSAttributedString(string: " small", attributes: [.font: small]))
        let label = Label()
        label.attributedText = text
        #expect(label.text == "Big small")
        let width = measurer.width(of: "Big", font: big) + measurer.width(of: " small", font: small)
        // The line is as high as its tallest font: 34 * 2444 / 2048 = 40.57, 40.67 at 3x.
        #expect(label.intrinsicContentSize == CGSize(width: ceil(width * 3) / 3, height: 122.0 / 3))
        #expect(text.size() == CGSize(width: width, height: 34.0 * 2444 / 2048))
        // A font set on the label applies to the whole attributed text, as in UIKit.
        label.font = small
        let smallWidth = measurer.width(of: "Big small", font: small)
        #expect(
            label.intrinsicContentSize
                == CGSize(width: ceil(smallWidth * 3) / 3, height: ceil(12.0 * 2444 / 2048 * 3) / 3))
        // Setting plain text drops the attributes; reading gives the text in the label's font.
        label.text = "Plain"
        let plain = label.attributedText
        #expect(plain?.string == "Plain")
        #expect(plain?.attribute(.font, at: 0, effectiveRange: nil) as? Font == small)
    }

    @Test func aLabelTakesItsParagraphStyle() {
        let style = MutableParagraphStyle()
        style.lineSpacing = 6
        let label = Label()
        label.numberOfLines = 0
        label.attributedText = NSAttributedString(
            string: "one\ntwo", attributes: [.font: body, .paragraphStyle: style])
        // Two lines and 6 between them: 46.57, 46.67 at 3x.
        #expect(label.intrinsicContentSize.height == 140.0 / 3)
    }
}
