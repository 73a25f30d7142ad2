import Foundation

/// How the lines of a paragraph are spaced, aligned and broken (UIKit's
/// `NSParagraphStyle`). Immutable; ``MutableParagraphStyle`` is the one to configure and
/// put in an attributed string under ``Foundation/NSAttributedString/Key/paragraphStyle``.
///
/// Heights follow TextKit: a line's natural height (its tallest font's `lineHeight`) is
/// multiplied by ``lineHeightMultiple`` when that is above 0, then kept between
/// ``minimumLineHeight`` and ``maximumLineHeight`` (0: no maximum); ``lineSpacing`` is added
/// between lines.
///
/// ```swift
/// let style = MutableParagraphStyle()
/// style.lineSpacing = 4
/// label.attributedText = NSAttributedString(string: "Two\nlines", attributes: [.paragraphStyle: style])
/// ```
open class ParagraphStyle: @unchecked Sendable {
    // `@unchecked Sendable` as UIKit declares NSParagraphStyle: the immutable class is only
    // read; a `MutableParagraphStyle` is the caller's to share safely, as in UIKit.
    /// The space added between lines, in points.
    open internal(set) var lineSpacing: CGFloat = 0
    /// A factor for each line's natural height; 0 leaves it as it is.
    open internal(set) var lineHeightMultiple: CGFloat = 0
    /// The least height of a line.
    open internal(set) var minimumLineHeight: CGFloat = 0
    /// The greatest height of a line; 0 means no limit.
    open internal(set) var maximumLineHeight: CGFloat = 0
    /// The space after the paragraph (added between paragraphs).
    open internal(set) var paragraphSpacing: CGFloat = 0
    /// How the lines are aligned.
    open internal(set) var alignment: TextAlignment = .natural
    /// How lines break.
    open internal(set) var lineBreakMode: LineBreakMode = .byWordWrapping

    /// The default style: no extra spacing, natural alignment, word wrapping.
    public init() {}

    /// UIKit's `NSParagraphStyle.default`.
    public static var `default`: ParagraphStyle { ParagraphStyle() }

    /// The values a layout reads, copied so that a later change of a mutable style does
    /// not reach text measured before it.
    var metrics: ParagraphMetrics {
        ParagraphMetrics(
            lineSpacing: lineSpacing, lineHeightMultiple: lineHeightMultiple, minimumLineHeight: minimumLineHeight,
            maximumLineHeight: maximumLineHeight, paragraphSpacing: paragraphSpacing, lineBreakMode: lineBreakMode)
    }

    /// A line's height from its natural height, as TextKit sizes it.
    static func lineHeight(natural: CGFloat, _ metrics: ParagraphMetrics) -> CGFloat {
        var height = metrics.lineHeightMultiple > 0 ? natural * metrics.lineHeightMultiple : natural
        height = max(height, metrics.minimumLineHeight)
        if metrics.maximumLineHeight > 0 { height = min(height, metrics.maximumLineHeight) }
        return height
    }
}

/// A paragraph style whose properties can be set (UIKit's `NSMutableParagraphStyle`).
open class MutableParagraphStyle: ParagraphStyle, @unchecked Sendable {
    /// The space added between lines, in points.
    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { super.lineSpacing = max(0, newValue) }
    }
    /// A factor for each line's natural height; 0 leaves it as it is.
    open override var lineHeightMultiple: CGFloat {
        get { super.lineHeightMultiple }
        set { super.lineHeightMultiple = max(0, newValue) }
    }
    /// The least height of a line.
    open override var minimumLineHeight: CGFloat {
        get { super.minimumLineHeight }
        set { super.minimumLineHeight = max(0, newValue) }
    }
    /// The greatest height of a line; 0 means no limit.
    open override var maximumLineHeight: CGFloat {
        get { super.maximumLineHeight }
        set { super.maximumLineHeight = max(0, newValue) }
    }
    /// The space after the paragraph.
    open override var paragraphSpacing: CGFloat {
        get { super.paragraphSpacing }
        set { super.paragraphSpacing = max(0, newValue) }
    }
    /// How the lines are aligned.
    open override var alignment: TextAlignment {
        get { super.alignment }
        set { super.alignment = newValue }
    }
    /// How lines break.
    open override var lineBreakMode: LineBreakMode {
        get { super.lineBreakMode }
        set { super.lineBreakMode = newValue }
    }
}

/// The values of a paragraph style that sizes depend on.
struct ParagraphMetrics: Sendable, Equatable {
    var lineSpacing: CGFloat = 0
    var lineHeightMultiple: CGFloat = 0
    var minimumLineHeight: CGFloat = 0
    var maximumLineHeight: CGFloat = 0
    var paragraphSpacing: CGFloat = 0
    var lineBreakMode: LineBreakMode = .byWordWrapping
}
