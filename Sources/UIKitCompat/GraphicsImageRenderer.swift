import Foundation

/// UIKit's image renderer: nothing is drawn, the drawing closure's fills and strokes are
/// recorded on its context's ``UIGraphicsImageRendererContext/cgContext``, and the image
/// has the renderer's size.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer
public final class UIGraphicsImageRenderer {
    /// The size of the images it makes.
    public let size: CGSize
    /// The scale and opacity of the images.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/format
    public let format: UIGraphicsImageRendererFormat

    /// Creates a renderer for images of a size, at the main screen's scale.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:)
    public convenience init(size: CGSize) { self.init(size: size, format: UIGraphicsImageRendererFormat()) }

    /// Creates a renderer for images of a size in a format.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/init(size:format:)
    public init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.size = size
        self.format = format
    }

    /// Runs the drawing closure with a context that is also the current one
    /// (`UIGraphicsGetCurrentContext()`), and returns an image of the renderer's size.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderer/image(actions:)
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        UIGraphicsBeginImageContextWithOptions(size, format.opaque, format.scale)
        defer { UIGraphicsEndImageContext() }
        guard let context = UIGraphicsGetCurrentContext() else { return Image(size: size) }
        actions(UIGraphicsImageRendererContext(cgContext: context, format: format))
        return Image(size: size)
    }
}

/// The scale and opacity of a renderer's images (UIKit's `UIGraphicsImageRendererFormat`).
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat
public final class UIGraphicsImageRendererFormat {
    /// Pixels per point (the main screen's unless set; 0 also means the main screen's).
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/scale
    public var scale: CGFloat
    /// Whether the images are opaque (`false` unless set).
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/opaque
    public var opaque = false

    /// A format at the main screen's scale.
    public init() { scale = MainScreenScaleMirror.shared.scale() }

    /// The format that suits the main screen best.
    /// https://developer.apple.com/documentation/uikit/uigraphicsimagerendererformat/preferred()
    public static func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The drawing context of ``UIGraphicsImageRenderer``: its fills and strokes are recorded
/// on ``cgContext``.
/// https://developer.apple.com/documentation/uikit/uigraphicsimagerenderercontext
public struct UIGraphicsImageRendererContext {
    /// The Core Graphics context, which records what is drawn.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/cgcontext
    public let cgContext: CGContext
    /// The renderer's format.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/format
    public let format: UIGraphicsImageRendererFormat

    /// Fills a rectangle in the context's fill colour.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/fill(_:)
    public func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Strokes a rectangle's outline.
    /// https://developer.apple.com/documentation/uikit/uigraphicsrenderercontext/stroke(_:)
    public func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
}
