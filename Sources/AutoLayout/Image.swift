import Foundation

/// An image (UIKit's `UIImage`): for layout only its size matters; its name and symbol name
/// are kept for descriptions and pictures.
///
/// A class, as UIKit's is, so that apps' extensions add convenience initializers. Two images
/// are equal when their size, name and symbol name are. `@unchecked Sendable`, as UIKit
/// declares `UIImage`: every stored property is a `let` of a `Sendable` type, so an image
/// never changes once made.
open class Image: Hashable, @unchecked Sendable {
    /// The size in points.
    public let size: CGSize
    /// A name for descriptions and pictures.
    public let name: String?
    /// The symbol's name, for an image made with ``init(systemName:withConfiguration:)``.
    public let symbolName: String?
    /// How the image is drawn: in its own colours or as a template in the tint colour
    /// (UIKit's `renderingMode`; `.automatic` unless changed with ``withRenderingMode(_:)``).
    public let renderingMode: RenderingMode
    /// The insets a resizable image keeps unstretched (UIKit's `capInsets`).
    public let capInsets: EdgeInsets
    /// How a resizable image fills the space between its caps (UIKit's `resizingMode`).
    public let resizingMode: ResizingMode
    /// Pixels per point (UIKit's `scale`,
    /// https://developer.apple.com/documentation/uikit/uiimage/scale): 1 unless the image
    /// was made with ``init(data:scale:)``; its pixel size is ``size`` times this.
    public let scale: CGFloat

    /// Creates an image of a size.
    public init(size: CGSize, name: String? = nil) {
        self.size = size
        scale = 1
        self.name = name
        symbolName = nil
        renderingMode = .automatic
        capInsets = .zero
        resizingMode = .tile
    }

    /// Creates an image of a size in points drawn at `scale` pixels per point.
    init(size: CGSize, scale: CGFloat, name: String?) {
        self.size = size
        self.scale = scale
        self.name = name
        symbolName = nil
        renderingMode = .automatic
        capInsets = .zero
        resizingMode = .tile
    }

    /// An empty image, 0 x 0 (UIKit's `UIImage()`).
    public convenience init() { self.init(size: .zero) }

    /// A copy of `image` with what differs given: its names, or how it is drawn.
    init(
        _ image: Image, name: String?? = nil, symbolName: String?? = nil, renderingMode: RenderingMode? = nil,
        capInsets: EdgeInsets? = nil, resizingMode: ResizingMode? = nil
    ) {
        size = image.size
        scale = image.scale
        self.name = name ?? image.name
        self.symbolName = symbolName ?? image.symbolName
        self.renderingMode = renderingMode ?? image.renderingMode
        self.capInsets = capInsets ?? image.capInsets
        self.resizingMode = resizingMode ?? image.resizingMode
    }

    /// The width divided by the height (1 for an empty image).
    public var aspectRatio: CGFloat { size.height > 0 ? size.width / size.height : 1 }

    /// Equal size, name, symbol name and drawing.
    public static func == (lhs: Image, rhs: Image) -> Bool {
        lhs.size == rhs.size && lhs.name == rhs.name && lhs.symbolName == rhs.symbolName
            && lhs.renderingMode == rhs.renderingMode && lhs.capInsets == rhs.capInsets
            && lhs.resizingMode == rhs.resizingMode
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(size.width)
        hasher.combine(size.height)
        hasher.combine(name)
        hasher.combine(symbolName)
    }
}
