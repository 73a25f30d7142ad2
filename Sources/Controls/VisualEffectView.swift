import AutoLayout
import Foundation

/// A visual effect a ``VisualEffectView`` applies (UIKit's `UIVisualEffect`).
@MainActor
open class VisualEffect {
    /// No effect.
    public init() {}
}

/// A blur of what lies behind (UIKit's `UIBlurEffect`).
open class BlurEffect: VisualEffect {
    /// The blur styles (UIKit's `UIBlurEffect.Style`).
    public enum Style: Sendable, Hashable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
    }

    /// The style.
    public let style: Style

    /// A blur of a style.
    public init(style: Style) {
        self.style = style
        super.init()
    }
}

/// Vibrancy for content over a blur (UIKit's `UIVibrancyEffect`).
open class VibrancyEffect: VisualEffect {
    /// The blur the content lies on.
    public let blurEffect: BlurEffect

    /// Vibrancy for a blur.
    public init(blurEffect: BlurEffect) {
        self.blurEffect = blurEffect
        super.init()
    }
}

/// A view that applies an effect to what lies behind it (UIKit's `UIVisualEffectView`).
///
/// Add subviews to its ``contentView``, not to the view itself, as in UIKit: the content
/// view fills the bounds (it is resized with the view by its autoresizing mask).
@MainActor
open class VisualEffectView: View {
    /// The effect (drawing only: it does not change layout).
    open var effect: VisualEffect?
    /// The view to put content in; it always fills the bounds.
    public let contentView = View(frame: .zero)

    /// A view with an effect (UIKit's designated initializer).
    public init(effect: VisualEffect?) {
        self.effect = effect
        super.init(frame: .zero)
        configure()
    }

    /// A view without an effect, with a frame.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// Creates a view without an effect (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        configure()
    }

    private func configure() {
        _ = Control.registeredNames
        contentView.frame = bounds
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}
