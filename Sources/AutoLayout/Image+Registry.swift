import Foundation

/// The images apps and tests make available by name, and the symbols' sizes.
struct ImageRegistry: Sendable {
    var named: [String: Image] = [:]
    /// Symbol sizes at 17 points, the body font's size.
    var symbols: [String: CGSize] = [
        "chevron.forward": CGSize(width: 8, height: 13), "chevron.right": CGSize(width: 8, height: 13),
        "checkmark": CGSize(width: 14, height: 13),
    ]
    var reportedSymbols: Set<String> = []

    static let shared = Shared(ImageRegistry())
}

extension Image {
    /// How a symbol image is drawn (UIKit's `UIImage.SymbolConfiguration`): its point size
    /// comes from a point size, a font or a text style.
    public struct SymbolConfiguration: Hashable, Sendable {
        /// The point size the symbol is drawn at.
        public var pointSize: CGFloat

        /// A configuration at a point size (the weight is kept for source compatibility).
        public init(pointSize: CGFloat, weight: Font.Weight = .regular) { self.pointSize = pointSize }
        /// A configuration at a font's size.
        public init(font: Font) { pointSize = font.pointSize }
        /// A configuration at a text style's size at the default content size category.
        public init(textStyle: Font.TextStyle) { pointSize = Font.preferredFont(forTextStyle: textStyle).pointSize }
    }

    /// Makes `image` available to ``init(named:)`` under `name` (replacing any image
    /// registered under it), as an asset catalog makes images available to UIKit.
    public static func register(_ image: Image, named name: String) {
        let named = Image(image, name: name, symbolName: image.symbolName)
        ImageRegistry.shared.modify { $0.named[name] = named }
    }

    /// Tells ``init(systemName:withConfiguration:)`` a symbol's size at 17 points.
    public static func registerSymbol(_ name: String, size: CGSize) {
        ImageRegistry.shared.modify { $0.symbols[name] = size }
    }

    /// The image registered under `name`, or `nil` (as UIKit returns `nil` for a name its
    /// bundle lacks), reported through ``LayoutErrors`` with the name and how to register it.
    public convenience init?(named name: String) {
        guard let image = ImageRegistry.shared.value.named[name] else {
            LayoutErrors.report(.unknownImage(name))
            return nil
        }
        self.init(image, name: image.name, symbolName: image.symbolName)
    }

    /// The image registered under `name` (UIKit's `init(named:in:compatibleWith:)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(named:in:compatiblewith:)),
    /// or `nil`, as ``init(named:)``. Images are registered by name alone, with no bundles
    /// and no variants for traits, so `bundle` and `traitCollection` do not change the answer.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: TraitCollection?) {
        self.init(named: name)
    }

    /// A system symbol at the body font's size, 17 points (UIKit's `init(systemName:)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:)); see
    /// ``init(systemName:withConfiguration:)``.
    public convenience init?(systemName name: String) {
        self.init(systemName: name, withConfiguration: nil)
    }

    /// A system symbol (SF Symbols), sized for a configuration (UIKit's
    /// `init(systemName:withConfiguration:)`,
    /// https://developer.apple.com/documentation/uikit/uiimage/init(systemname:withconfiguration:)):
    /// its size at 17 points scaled to the configuration's point size (17 when there is
    /// none, the body font's). A symbol whose size was never given
    /// (``registerSymbol(_:size:)``) is drawn as a square of the point size, reported once
    /// per name; an empty name gives `nil`.
    public convenience init?(systemName name: String, withConfiguration configuration: SymbolConfiguration?) {
        guard !name.isEmpty else { return nil }
        let pointSize = configuration?.pointSize ?? 17
        let registry = ImageRegistry.shared.value
        let base: CGSize
        if let size = registry.symbols[name] {
            base = size
        } else {
            base = CGSize(width: 17, height: 17)
            if !registry.reportedSymbols.contains(name) {
                ImageRegistry.shared.modify { $0.reportedSymbols.insert(name) }
                LayoutErrors.report(.unknownSymbolSize(name))
            }
        }
        let scale = pointSize.isFinite && pointSize > 0 ? pointSize / 17 : 1
        let image = Image(size: CGSize(width: base.width * scale, height: base.height * scale))
        self.init(image, name: name, symbolName: name)
    }

    /// The same symbol drawn with another configuration; an image that is not a symbol
    /// is returned as it is.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> Image {
        guard let symbolName else { return self }
        return Image(systemName: symbolName, withConfiguration: configuration) ?? self
    }
}
