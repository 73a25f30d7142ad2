import AutoLayout
import Foundation

/// The content of a list cell, header or footer (UIKit's `UIListContentConfiguration`):
/// a text, a secondary text and an image, with their fonts, colours and the margins around
/// them. Start from a style (``cell()``, ``subtitleCell()``, ``valueCell()``,
/// ``groupedHeader()``, ...) or a list cell's `defaultContentConfiguration()`, fill in the
/// content, and set it as the cell's `contentConfiguration`.
public struct ListContentConfiguration: ContentConfiguration, Hashable, Sendable {
    /// How text is changed before it is shown (UIKit's `TextTransform`).
    public enum TextTransform: Sendable, Hashable { case none, uppercase, lowercase, capitalized }

    /// A text's look.
    public struct TextProperties: Hashable, Sendable {
        /// The font (a preferred font follows the reader's text size).
        public var font: Font
        /// The colour.
        public var color: Color
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0
        /// The alignment.
        public var alignment = TextAlignment.natural
        /// The change made to the text before it is shown.
        public var transform = TextTransform.none
    }

    /// The image's look.
    public struct ImageProperties: Hashable, Sendable {
        /// The largest size the image is shown at (zero: its own size).
        public var maximumSize = CGSize.zero
        /// The size kept for the image even when it is smaller (zero: its own size).
        public var reservedLayoutSize = CGSize.zero
        /// The tint.
        public var tintColor: Color?
    }

    /// Which margins a view takes from its superview's (UIKit's `UIAxis` here).
    public struct Axes: OptionSet, Sendable, Hashable {
        public let rawValue: Int
        public init(rawValue: Int) { self.rawValue = rawValue }
        public static let horizontal = Axes(rawValue: 1)
        public static let vertical = Axes(rawValue: 2)
        public static let both: Axes = [.horizontal, .vertical]
    }

    /// How the text and the secondary text are placed.
    enum Layout: Hashable, Sendable { case stacked, sideBySide }

    /// The primary text.
    public var text: String?
    /// The secondary text: below the text, or at the trailing end in a value cell.
    public var secondaryText: String?
    /// The image, at the leading end.
    public var image: Image?
    /// The primary text's look.
    public var textProperties: TextProperties
    /// The secondary text's look.
    public var secondaryTextProperties: TextProperties
    /// The image's look.
    public var imageProperties = ImageProperties()
    /// The margins around the content.
    public var directionalLayoutMargins: DirectionalEdgeInsets
    /// The margins taken from the cell's instead of ``directionalLayoutMargins``.
    public var axesPreservingSuperviewLayoutMargins: Axes = .horizontal
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The space between the text and the secondary text below it.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The least space between the text and the secondary text beside it.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8
    /// Whether the secondary text goes beside the text (a value cell) rather than below.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The least height of the content (a list row's: twice the body style's leading).
    var minimumHeight: CGFloat = 0

    init(text: TextProperties, secondary: TextProperties, margins: DirectionalEdgeInsets) {
        textProperties = text
        secondaryTextProperties = secondary
        directionalLayoutMargins = margins
    }

    /// A view that shows this configuration.
    @MainActor public func makeContentView() -> View & ContentView { ListContentView(configuration: self) }

    /// The text as shown, transformed.
    static func shown(_ text: String?, _ transform: TextTransform) -> String? {
        guard let text else { return nil }
        switch transform {
        case .none: return text
        case .uppercase: return text.uppercased()
        case .lowercase: return text.lowercased()
        case .capitalized: return text.capitalized
        }
    }
}
