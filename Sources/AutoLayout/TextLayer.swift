import Foundation

/// A layer that draws a string (Core Animation's `CATextLayer`,
/// https://developer.apple.com/documentation/quartzcore/catextlayer). The text and its
/// settings are kept with Core Animation's defaults; nothing is drawn or measured here.
open class TextLayer: Layer {
    /// The text: a `String` or an `NSAttributedString`, or `nil` unless set.
    public var string: Any?
    /// The font (a ``Font`` or a font name here), or `nil` (Helvetica in Core Animation).
    public var font: Any?
    /// The font size: 36 unless set
    /// (https://developer.apple.com/documentation/quartzcore/catextlayer/fontsize).
    public var fontSize: CGFloat = 36
    /// The text colour: opaque white unless set
    /// (https://developer.apple.com/documentation/quartzcore/catextlayer/foregroundcolor).
    public var foregroundColor: Color? = .white
    /// Whether the text wraps to the bounds: `false` unless set.
    public var isWrapped = false
    /// How the text is aligned in the bounds: `.natural` unless set.
    public var alignmentMode: TextLayerAlignmentMode = .natural
    /// How text too long for the bounds is truncated: `.none` unless set.
    public var truncationMode: TextLayerTruncationMode = .none

    /// A text layer with no string.
    public override init() { super.init() }

    /// A copy of `layer`, including its text and settings.
    public override init(layer: Any) {
        super.init(layer: layer)
        guard let other = layer as? TextLayer else { return }
        (string, font, fontSize, foregroundColor) = (other.string, other.font, other.fontSize, other.foregroundColor)
        (isWrapped, alignmentMode, truncationMode) = (other.isWrapped, other.alignmentMode, other.truncationMode)
    }

    /// A text layer with the defaults (layers are not archived here).
    public required init?(coder: NSCoder) { super.init(coder: coder) }
}

/// How a text layer aligns its text (Core Animation's `CATextLayerAlignmentMode`,
/// https://developer.apple.com/documentation/quartzcore/catextlayeralignmentmode).
public struct TextLayerAlignmentMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// The script's natural alignment.
    public static let natural = TextLayerAlignmentMode(rawValue: "natural")
    /// Flush left.
    public static let left = TextLayerAlignmentMode(rawValue: "left")
    /// Flush right.
    public static let right = TextLayerAlignmentMode(rawValue: "right")
    /// Centred.
    public static let center = TextLayerAlignmentMode(rawValue: "center")
    /// Justified.
    public static let justified = TextLayerAlignmentMode(rawValue: "justified")
}

/// How a text layer truncates text too long for its bounds (Core Animation's
/// `CATextLayerTruncationMode`, https://developer.apple.com/documentation/quartzcore/catextlayertruncationmode).
public struct TextLayerTruncationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// A mode from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// No truncation.
    public static let none = TextLayerTruncationMode(rawValue: "none")
    /// An ellipsis at the start.
    public static let start = TextLayerTruncationMode(rawValue: "start")
    /// An ellipsis at the end.
    public static let end = TextLayerTruncationMode(rawValue: "end")
    /// An ellipsis in the middle.
    public static let middle = TextLayerTruncationMode(rawValue: "middle")
}
