import Foundation

/// The reader's preferred text size (UIKit's `UIContentSizeCategory`), from extra small to
/// the largest accessibility size; `.large` is the default.
public enum ContentSizeCategory: Int, CaseIterable, Comparable, Sendable {
    case extraSmall, small, medium, large, extraLarge, extraExtraLarge, extraExtraExtraLarge
    case accessibilityMedium, accessibilityLarge, accessibilityExtraLarge, accessibilityExtraExtraLarge
    case accessibilityExtraExtraExtraLarge

    /// Whether the category is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool { self >= .accessibilityMedium }

    /// Orders categories from smallest to largest.
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// How a label aligns its lines (UIKit's `NSTextAlignment`).
public enum TextAlignment: Int, Sendable, Hashable {
    case left, center, right, justified, natural
}

extension Font {
    /// The semantic styles of Dynamic Type (UIKit's `UIFont.TextStyle`).
    public enum TextStyle: Int, CaseIterable, Sendable {
        case largeTitle, title1, title2, title3, headline, body, callout, subheadline, footnote, caption1, caption2
    }

    /// The font of a text style at the default category (`.large`): the size iOS gives it,
    /// semibold for `.headline`, regular otherwise.
    public static func preferredFont(forTextStyle style: TextStyle) -> Font {
        preferredFont(forTextStyle: style, category: .large)
    }

    /// The font of a text style at a content size category, with iOS's point sizes (the
    /// table "iOS, iPadOS Dynamic Type sizes" of Apple's Human Interface Guidelines,
    /// Typography).
    public static func preferredFont(forTextStyle style: TextStyle, category: ContentSizeCategory) -> Font {
        Font(
            pointSize: DynamicTypeTable.pointSize(style, category), weight: style == .headline ? .semibold : .regular,
            textStyle: style)
    }
}

/// Point sizes of the text styles by content size category, from the HIG's table.
enum DynamicTypeTable {
    /// Rows by category (xSmall ... AX5), columns by ``Font/TextStyle`` (largeTitle ... caption2).
    private static let sizes: [[CGFloat]] = [
        [31, 25, 19, 17, 14, 14, 13, 12, 12, 11, 11],
        [32, 26, 20, 18, 15, 15, 14, 13, 12, 11, 11],
        [33, 27, 21, 19, 16, 16, 15, 14, 12, 11, 11],
        [34, 28, 22, 20, 17, 17, 16, 15, 13, 12, 11],
        [36, 30, 24, 22, 19, 19, 18, 17, 15, 14, 13],
        [38, 32, 26, 24, 21, 21, 20, 19, 17, 16, 15],
        [40, 34, 28, 26, 23, 23, 22, 21, 19, 18, 17],
        [44, 38, 34, 31, 28, 28, 26, 25, 23, 22, 20],
        [48, 43, 39, 37, 33, 33, 32, 30, 27, 26, 24],
        [52, 48, 44, 43, 40, 40, 38, 36, 33, 32, 29],
        [56, 53, 50, 49, 47, 47, 44, 42, 38, 37, 34],
        [60, 58, 56, 55, 53, 53, 51, 49, 44, 43, 40],
    ]

    static func pointSize(_ style: Font.TextStyle, _ category: ContentSizeCategory) -> CGFloat {
        sizes[category.rawValue][style.rawValue]
    }
}

/// Scales custom fonts and distances with the reader's text size as a text style scales
/// (UIKit's `UIFontMetrics`).
///
/// ```swift
/// let metrics = FontMetrics(forTextStyle: .body)
/// metrics.scaledValue(for: 8, category: .accessibilityMedium)   // 8 * 28 / 17
/// ```
public struct FontMetrics: Sendable {
    /// The text style whose scaling is followed.
    public let textStyle: Font.TextStyle

    /// Metrics that follow `textStyle`.
    public init(forTextStyle textStyle: Font.TextStyle) { self.textStyle = textStyle }

    /// Metrics of the body style.
    public static let `default` = FontMetrics(forTextStyle: .body)

    /// The factor from the default category to `category` for this style.
    public func scale(for category: ContentSizeCategory) -> CGFloat {
        DynamicTypeTable.pointSize(textStyle, category) / DynamicTypeTable.pointSize(textStyle, .large)
    }

    /// `value` scaled from the default category to `category`.
    public func scaledValue(for value: CGFloat, category: ContentSizeCategory) -> CGFloat {
        value * scale(for: category)
    }

    /// `value` scaled to the current text size (UIKit's `scaledValue(for:)`,
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:)).
    /// There is no device setting here: the current size is the default category, `.large`,
    /// so `value` comes back unchanged; views scale with their trait collections.
    public func scaledValue(for value: CGFloat) -> CGFloat {
        scaledValue(for: value, category: TraitCollection.default.preferredContentSizeCategory)
    }

    /// `value` scaled to the text size of `traitCollection` (UIKit's
    /// `scaledValue(for:compatibleWith:)`,
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledvalue(for:compatiblewith:));
    /// `nil` means the current size, as ``scaledValue(for:)``.
    public func scaledValue(for value: CGFloat, compatibleWith traitCollection: TraitCollection?) -> CGFloat {
        let traits = traitCollection ?? .default
        return scaledValue(for: value, category: traits.preferredContentSizeCategory)
    }

    /// `font` at its size scaled to `category`; labels that adjust for the content size
    /// category rescale it from its original size when the category changes.
    public func scaledFont(for font: Font, category: ContentSizeCategory) -> Font {
        Font(
            pointSize: font.baseSize * scale(for: category), weight: font.weight, textStyle: font.textStyle,
            scaling: Font.Scaling(style: textStyle, baseSize: font.baseSize), face: font.face)
    }

    /// `font` scaled to the current text size (UIKit's `scaledFont(for:)`,
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:)): the
    /// default category here (there is no device setting), so at `font`'s size; a label
    /// that adjusts for the content size category rescales it to its traits.
    public func scaledFont(for font: Font) -> Font {
        scaledFont(for: font, category: TraitCollection.default.preferredContentSizeCategory)
    }

    /// `font` scaled to the preferred content size category of `traitCollection` (UIKit's
    /// `scaledFont(for:compatibleWith:)`,
    /// https://developer.apple.com/documentation/uikit/uifontmetrics/scaledfont(for:compatiblewith:));
    /// `nil` means the current size, as ``scaledFont(for:)``.
    public func scaledFont(for font: Font, compatibleWith traitCollection: TraitCollection?) -> Font {
        let traits = traitCollection ?? .default
        return scaledFont(for: font, category: traits.preferredContentSizeCategory)
    }
}
