import AutoLayout
import Foundation
import Testing

/// The system font as iOS reports and measures it: SF Pro's vertical metrics, sizes
/// rounded up to the pixel, and the default widths' error against sizes iOS measured
/// (docs/text.md, "The system font without its files", cites each).
@MainActor @Suite struct SystemFontTests {
    @Test func verticalMetricsAreSFPros() {
        let font = Font.systemFont(ofSize: 17)
        #expect(font.lineHeight == 20.287109375)
        #expect(font.ascender == 16.1865234375)
        #expect(font.descender == -4.1005859375)
        #expect(font.leading == 0)
        #expect(font.capHeight == 11.97802734375)
        #expect(font.xHeight == 8.9482421875)
        #expect(font.fontName == ".SFUI-Regular")
        #expect(font.familyName == ".AppleSystemUIFont")
        #expect(Font.systemFont(ofSize: 12).lineHeight == 14.3203125)
        #expect(Font.systemFont(ofSize: 20).lineHeight == 23.8671875)
        #expect(Font.boldSystemFont(ofSize: 17).fontName == ".SFUI-Bold")
    }

    @Test func aSeventeenPointLabelIsRoundedUpToThePixel() {
        let label = Label(text: "Hello")
        // Outside a window the main screen's scale (3) applies: 20.287109375 -> 61/3.
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        label.traitOverrides.displayScale = 2
        #expect(label.intrinsicContentSize.height == 20.5)
        label.traitOverrides.displayScale = 1
        #expect(label.intrinsicContentSize.height == 21)
        label.traitOverrides.displayScale = 3
        #expect(label.intrinsicContentSize.height == 61.0 / 3)
        let width = label.intrinsicContentSize.width
        #expect((width * 3).rounded() == width * 3)
    }

    @Test func dynamicTypeLineHeightsAtTheDefaultAndTheLargestCategory() {
        // Each style's size (HIG) times 2444 / 2048, rounded up to the pixel at 3x.
        let expected: [(Font.TextStyle, CGFloat, CGFloat)] = [
            (.largeTitle, 34, 60), (.title1, 28, 58), (.title2, 22, 56), (.title3, 20, 55), (.headline, 17, 53),
            (.body, 17, 53), (.callout, 16, 51), (.subheadline, 15, 49), (.footnote, 13, 44), (.caption1, 12, 43),
            (.caption2, 11, 40),
        ]
        for (style, size, largest) in expected {
            let font = Font.preferredFont(forTextStyle: style)
            #expect(font.pointSize == size)
            #expect(font.lineHeight == size * 2444 / 2048, "\(style)")
            let big = Font.preferredFont(forTextStyle: style, category: .accessibilityExtraExtraExtraLarge)
            #expect(big.pointSize == largest)
            #expect(big.lineHeight == largest * 2444 / 2048, "\(style)")
            let label = Label(text: "Text")
            label.font = big
            #expect(label.intrinsicContentSize.height == ceil(largest * 2444 / 2048 * 3) / 3, "\(style)")
        }
    }

    /// Widths iOS measured for the system font (docs/text.md cites each): the text, its
    /// size and weight, and the range the true width lies in (a label's size rounded up
    /// to a third of a point, or a value TextKit returned).
    static let measuredOnIOS: [(String, CGFloat, Font.Weight, ClosedRange<CGFloat>)] = [
        ("This is a test string", 17, .regular, 144.0932...144.0933), ("Test String", 17, .regular, 82.264...82.274),
        ("Some text", 20, .regular, 87.3339...87.3340), ("Hello World", 17, .regular, 87.667...88),
        ("the", 17, .regular, 24.667...25), ("point", 17, .regular, 38.667...39),
        ("What's", 17, .semibold, 55.333...55.667),
        ("?", 15, .regular, 7.333...7.667), ("the", 16, .regular, 23.333...23.667),
        ("point", 16, .regular, 36.667...37),
        ("What's", 16, .semibold, 52.333...52.667), ("?", 14, .regular, 7...7.333),
        ("error", 17, .regular, 36.667...37),
        ("CENTER", 17, .regular, 64...64.333), ("a", 15, .regular, 8...9), ("aa", 15, .regular, 16...17),
        ("a", 30, .bold, 16...17), ("aa", 30, .bold, 32...33), ("string", 16, .bold, 44...45),
    ]

    @Test func theDefaultWidthsAreWithinTheirDocumentedErrorOfIOS() {
        let measurer = DefaultTextMeasurer()
        var errors: [CGFloat] = []
        for (text, size, weight, range) in Self.measuredOnIOS {
            let width = measurer.width(of: Substring(text), font: .systemFont(ofSize: size, weight: weight))
            let middle = (range.lowerBound + range.upperBound) / 2
            errors.append(abs(width - middle) / middle)
            #expect(abs(width - middle) / middle < 0.033, "\(text) at \(size): \(width), iOS \(middle)")
        }
        let mean = errors.reduce(0, +) / CGFloat(errors.count)
        #expect(mean < 0.013, "mean error \(mean)")
    }

    @Test func theDefaultWidthsOfKnownStrings() {
        // Inter's advances at 17 points (text design, 2816 units per em): H 2084, e 1640,
        // l 668 three times, o 1680 twice, space 792, W 2672, r 1048, d 1748: 15348 units,
        // 92.6548 points, less Apple's 0.43 points for each of the 11 characters: 87.9248,
        // where iOS's label is 88 wide (rounded up to the pixel).
        let measurer = DefaultTextMeasurer()
        let hello = measurer.width(of: "Hello World", font: .systemFont(ofSize: 17))
        #expect(abs(hello - (15348 * 17 / 2816 - 11 * 0.43)) < 1e-9, "\(hello)")
        #expect(measurer.width(of: "", font: .systemFont(ofSize: 17)) == 0)
        // A combining accent adds nothing; a CJK character is one em plus the tracking.
        let accent = measurer.width(of: "e\u{301}", font: .systemFont(ofSize: 17))
        let plain = measurer.width(of: "e", font: .systemFont(ofSize: 17))
        #expect(accent == plain)
        #expect(abs(measurer.width(of: "日", font: .systemFont(ofSize: 17)) - (17 - 0.43)) < 1e-9)
    }
}
