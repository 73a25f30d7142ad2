import Foundation

/// The everyday appearance members UIKit code sets next to its layout code. None of them
/// changes a frame; they are kept so that such code compiles and tests can read them.
struct ViewAppearance {
    var alpha: CGFloat = 1
    var isOpaque = true
    var clipsToBounds = false
    var contentMode: View.ContentMode = .scaleToFill
    var tintColor: Color?
    var isUserInteractionEnabled = true
    var layer: Layer?
    var transform = CGAffineTransform.identity
}

extension View {
    /// How a view shows its content when its size differs from the content's (UIKit's
    /// `UIView.ContentMode`).
    public enum ContentMode: Int, Sendable, Hashable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }

    /// The transform drawn around the center (identity unless set). As in UIKit, Auto
    /// Layout works on the untransformed frame; Apple's documentation calls `frame`
    /// undefined while a transform is set, and here it stays the untransformed one.
    public var transform: CGAffineTransform {
        get { appearance.transform }
        set { appearance.transform = newValue }
    }

    /// The opacity, 0...1 (1 unless set). A view at 0 still takes part in layout.
    public var alpha: CGFloat {
        get { appearance.alpha }
        set { appearance.alpha = min(1, max(0, newValue)) }
    }
    /// Whether the view draws every pixel of its bounds opaquely (`true` unless set).
    public var isOpaque: Bool {
        get { appearance.isOpaque }
        set { appearance.isOpaque = newValue }
    }
    /// Whether subviews are clipped to the bounds (`false` unless set).
    public var clipsToBounds: Bool {
        get { appearance.clipsToBounds }
        set { appearance.clipsToBounds = newValue }
    }
    /// How content is fitted to the bounds (`.scaleToFill` unless set).
    public var contentMode: ContentMode {
        get { appearance.contentMode }
        set { appearance.contentMode = newValue }
    }
    /// The tint: the view's own, else its nearest ancestor's, else the system blue
    /// (UIKit's default tint).
    public var tintColor: Color! {
        get {
            var view: View? = self
            while let current = view {
                if let tint = current.appearance.tintColor { return tint }
                view = current.superview
            }
            return .systemBlue
        }
        set {
            appearance.tintColor = newValue
            tintDidChange()
        }
    }
    /// Whether touches reach the view (`true` unless set; labels and image views say
    /// `false`, as in UIKit).
    public var isUserInteractionEnabled: Bool {
        get { appearance.isUserInteractionEnabled }
        set { appearance.isUserInteractionEnabled = newValue }
    }
    /// The view's layer, made on first use.
    public var layer: Layer {
        if let layer = appearance.layer { return layer }
        let layer = Layer(view: self)
        appearance.layer = layer
        return layer
    }

    /// Applies `animations` at once (UIKit's `animate(withDuration:animations:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:)):
    /// there is no screen to animate on, so the changes, and any layout pass they ask for
    /// with `layoutIfNeeded()`, take effect before this returns.
    public static func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        animations()
    }

    /// Applies `animations` at once and then calls `completion` with `true` (UIKit's
    /// `animate(withDuration:animations:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:animations:completion:)).
    /// The completion runs before this returns (View+Animation.swift says why).
    public static func animate(
        withDuration duration: TimeInterval, animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// Runs `actions` (nothing is animated anyway).
    public static func performWithoutAnimation(_ actions: () -> Void) { actions() }
}
