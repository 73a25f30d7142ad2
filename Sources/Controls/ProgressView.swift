import AutoLayout
import Foundation

/// A bar that shows how far a task has got (UIKit's `UIProgressView`).
///
/// It has no intrinsic width and is 4 points high, the height iOS draws it at; it hugs
/// at 250 horizontally and 750 vertically, so it stretches across and keeps its height.
@MainActor
open class ProgressView: View {
    /// The styles (UIKit's `UIProgressView.Style`).
    public enum Style: Sendable, Hashable {
        /// The standard bar.
        case `default`
        /// The bar used in a toolbar.
        case bar
    }

    /// The style.
    open var progressViewStyle: Style
    /// How far the task has got, from 0 to 1; values outside are clamped, as UIKit does.
    open var progress: Float {
        get { storedProgress }
        set { storedProgress = newValue.isNaN ? 0 : min(max(newValue, 0), 1) }
    }
    private var storedProgress: Float = 0
    /// The colour of the filled part.
    open var progressTintColor: Color?
    /// The colour of the unfilled part.
    open var trackTintColor: Color?

    /// A bar of a style, at 0.
    public convenience init(progressViewStyle: Style) {
        self.init(frame: .zero)
        self.progressViewStyle = progressViewStyle
    }

    /// A default bar with a frame, at 0.
    public override init(frame: CGRect) {
        progressViewStyle = .default
        super.init(frame: frame)
        configure()
    }

    /// Creates a default bar (views are not archived).
    public required init?(coder: NSCoder) {
        progressViewStyle = .default
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        _ = Control.registeredNames
        setContentHuggingPriority(.defaultHigh, for: .vertical)
    }

    /// Sets the progress (there is no animation).
    public func setProgress(_ progress: Float, animated: Bool) { self.progress = progress }

    open override var intrinsicContentSize: CGSize { CGSize(width: View.noIntrinsicMetric, height: 4) }
}
