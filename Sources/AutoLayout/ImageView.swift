import Foundation

/// A view that shows an image (UIKit's `UIImageView`): its intrinsic size is the image's
/// size, and it has none without an image.
@MainActor
open class ImageView: View {
    /// The image shown; setting it invalidates the intrinsic size.
    public var image: Image? { didSet { if image != oldValue { invalidateIntrinsicContentSize() } } }

    /// Creates an image view with a frame and no image.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        appearance.isUserInteractionEnabled = false
    }

    /// Creates an image view showing an image, as big as the image.
    public convenience init(image: Image?) {
        self.init(frame: image.map { CGRect(origin: .zero, size: $0.size) } ?? .zero)
        self.image = image
    }

    /// Creates an empty image view (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The image's size, or no intrinsic size without an image.
    open override var intrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: View.noIntrinsicMetric, height: View.noIntrinsicMetric)
    }

    /// The image's size (the view's own size without an image), as UIKit's image view
    /// answers.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? bounds.size }
}
