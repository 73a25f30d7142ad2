import Foundation

/// How ``Swift/StringProtocol/boundingRect(with:options:attributes:context:)`` lays text
/// out (UIKit's `NSStringDrawingOptions`).
public struct StringDrawingOptions: OptionSet, Sendable {
    public let rawValue: Int
    /// Creates options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Wrap the text at the given width into lines; without it the text is measured on
    /// the lines it has.
    public static let usesLineFragmentOrigin = StringDrawingOptions(rawValue: 1 << 0)
    /// Count the fonts' leading in each line's height.
    public static let usesFontLeading = StringDrawingOptions(rawValue: 1 << 1)
    /// Measure glyphs' ink rather than their advances (measured as advances here).
    public static let usesDeviceMetrics = StringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits (it does not change the size measured).
    public static let truncatesLastVisibleLine = StringDrawingOptions(rawValue: 1 << 5)
}

/// What a measurement may scale and reports back (UIKit's `NSStringDrawingContext`). Text
/// is never scaled down here, so ``actualScaleFactor`` stays 1.
open class StringDrawingContext {
    /// The smallest factor text may be scaled by to fit.
    open var minimumScaleFactor: CGFloat = 0
    /// The factor the text was scaled by.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the text last measured with this context.
    open internal(set) var totalBounds: CGRect = .zero
    /// Creates a context.
    public init() {}
}

/// Sizes of text as UIKit's string drawing gives them: fractional, not rounded (round them
/// up with `ceil`, as Apple's documentation says).
enum StringMeasurement {
    /// The default font of attributed text without one: the system font at 12 points
    /// (UIKit's string drawing default size).
    static let defaultFont = Font.systemFont(ofSize: 12)

    /// The size of `styled`, wrapped at `size.width` and cut to the lines that fit
    /// `size.height` when `options` has ``StringDrawingOptions/usesLineFragmentOrigin``.
    static func rect(_ styled: StyledText, size: CGSize, options: StringDrawingOptions) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width < .greatestFiniteMagnitude
        let layout = TextLayout(
            styled: styled, width: wraps ? size.width : nil, maximumLines: 0, mode: styled.paragraph.lineBreakMode,
            measurer: DefaultTextMeasurer())
        var height = layout.height
        if options.contains(.usesLineFragmentOrigin), size.height > 0, height > size.height {
            height = fittingHeight(layout, limit: size.height)
        }
        return CGRect(x: 0, y: 0, width: layout.widest, height: height)
    }

    /// The height of the most leading lines that fit `limit` (at least one).
    private static func fittingHeight(_ layout: TextLayout, limit: CGFloat) -> CGFloat {
        var height: CGFloat = 0
        for (index, line) in layout.lineHeights.enumerated() {
            if index > 0 && height + line > limit + 1e-9 { break }
            height += line
        }
        return height
    }
}

extension StringProtocol {
    /// The size of the text on one line per paragraph in the attributes' font, kern and
    /// paragraph style (UIKit's `size(withAttributes:)`): fractional, as UIKit returns it.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        StringMeasurement.rect(
            StyledText(String(self), attributes: attributes ?? [:]), size: .zero, options: []
        ).size
    }

    /// The rectangle the text needs (UIKit's `boundingRect(with:options:attributes:context:)`):
    /// with ``StringDrawingOptions/usesLineFragmentOrigin`` it wraps at `size.width` and keeps
    /// the lines that fit `size.height`; fractional, at the origin.
    public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) -> CGRect {
        let rect = StringMeasurement.rect(
            StyledText(String(self), attributes: attributes ?? [:]), size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// UIKit's `size(withAttributes:)` on `NSString`.
    public func size(withAttributes attributes: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        String(self).size(withAttributes: attributes)
    }

    /// UIKit's `boundingRect(with:options:attributes:context:)` on `NSString`.
    public func boundingRect(
        with size: CGSize, options: StringDrawingOptions = [], attributes: [NSAttributedString.Key: Any]? = nil,
        context: StringDrawingContext?
    ) -> CGRect {
        String(self).boundingRect(with: size, options: options, attributes: attributes, context: context)
    }
}

extension NSAttributedString {
    /// The size of the attributed text on one line per paragraph (UIKit's `size()`).
    public func size() -> CGSize {
        StringMeasurement.rect(StyledText(self, defaultFont: StringMeasurement.defaultFont), size: .zero, options: [])
            .size
    }

    /// The rectangle the attributed text needs (UIKit's `boundingRect(with:options:context:)`).
    public func boundingRect(with size: CGSize, options: StringDrawingOptions = [], context: StringDrawingContext?)
        -> CGRect
    {
        let rect = StringMeasurement.rect(
            StyledText(self, defaultFont: StringMeasurement.defaultFont), size: size, options: options)
        context?.totalBounds = rect
        return rect
    }
}
