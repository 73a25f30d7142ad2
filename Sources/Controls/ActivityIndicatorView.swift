import AutoLayout
import Foundation

/// A spinner that shows work in progress (UIKit's `UIActivityIndicatorView`).
///
/// Its size is fixed by its style, as on iOS: 20 x 20 points for ``Style/medium`` (and the
/// older `gray` and `white`), 37 x 37 for ``Style/large`` (and `whiteLarge`). It hugs and
/// resists at 750 on both axes, the priorities Interface Builder gives it. While it is
/// stopped and ``hidesWhenStopped`` is `true` (the default), it is hidden; hidden, it
/// still takes part in layout outside a stack view, as any hidden view does.
@MainActor
open class ActivityIndicatorView: View {
    /// The styles (UIKit's `UIActivityIndicatorView.Style`).
    public enum Style: Sendable, Hashable {
        /// The 20-point spinner (iOS 13's default).
        case medium
        /// The 37-point spinner.
        case large
        /// The 20-point spinner in white (deprecated in iOS 13).
        case white
        /// The 37-point spinner in white (deprecated in iOS 13).
        case whiteLarge
        /// The 20-point spinner in grey (deprecated in iOS 13).
        case gray

        /// The side of the square the style draws in.
        var side: CGFloat { self == .large || self == .whiteLarge ? 37 : 20 }
    }

    /// The style; changing it changes the intrinsic size.
    open var style: Style { didSet { if style != oldValue { invalidateIntrinsicContentSize() } } }
    /// The colour of the spinner.
    open var color: Color = .gray
    /// Whether the spinner is hidden while it is not animating (`true` unless set).
    open var hidesWhenStopped = true { didSet { updateHidden() } }
    /// Whether the spinner is animating.
    public private(set) var isAnimating = false

    /// A spinner of a style, stopped (and so hidden).
    public init(style: Style) {
        self.style = style
        super.init(frame: .zero)
        _ = Control.registeredNames
        configure()
    }

    /// A medium spinner with a frame, stopped (and so hidden).
    public override init(frame: CGRect) {
        style = .medium
        super.init(frame: frame)
        _ = Control.registeredNames
        configure()
    }

    /// Creates a medium spinner (views are not archived).
    public required init?(coder: NSCoder) {
        style = .medium
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        hugsAtDefaultHigh()
        updateHidden()
    }

    /// Starts the animation and shows the spinner.
    public func startAnimating() {
        isAnimating = true
        updateHidden()
    }

    /// Stops the animation; hides the spinner when ``hidesWhenStopped`` is `true`.
    public func stopAnimating() {
        isAnimating = false
        updateHidden()
    }

    private func updateHidden() {
        if hidesWhenStopped { isHidden = !isAnimating } else if !isAnimating { isHidden = false }
    }

    open override var intrinsicContentSize: CGSize { CGSize(width: style.side, height: style.side) }
}
