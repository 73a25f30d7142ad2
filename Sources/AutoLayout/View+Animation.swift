import Foundation

// View animations. There is no screen and so no frame between the start and the end of
// an animation: a block's changes apply at once, as the end state UIKit's views hold as
// soon as an animation is committed (their properties read the new values while the
// presentation animates), and a layout pass asked for in the block with
// `layoutIfNeeded()` runs in it. UIKit calls a completion after the animation, on a later
// turn of the main queue; here it runs before the animating call returns, told the
// animation finished. With no time to wait for, the later turn would only make a test wait
// without changing what it sees, and code that runs on completion (removing a view,
// resetting a flag) is checked right after the call. Code that relies on the completion
// coming after the statements that follow the call must not rely on that here.

extension View {
    /// Options for block animations (UIKit's `UIView.AnimationOptions`,
    /// https://developer.apple.com/documentation/uikit/uiview/animationoptions), with
    /// UIKit's raw values. Kept: nothing is animated, so none of them changes the end state.
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)
    }

    /// The timing curves (UIKit's `UIView.AnimationCurve`,
    /// https://developer.apple.com/documentation/uikit/uiview/animationcurve).
    public enum AnimationCurve: Int, Sendable, Hashable {
        case easeInOut, easeIn, easeOut, linear
    }

    /// Applies `animations` at once and then calls `completion` with `true` (UIKit's
    /// `animate(withDuration:delay:options:animations:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:options:animations:completion:)).
    /// The duration, delay and options are kept for source compatibility.
    ///
    /// UIKit calls the completion after the animation, on a later turn of the main queue;
    /// here it runs before this returns. With no frames there is no time to wait for: a
    /// later turn would only make a test spin the main queue to see the same result, while
    /// running it now lets a test check what the completion does (a view removed, a flag
    /// reset) on the next line. Code that counts on statements after the call running
    /// before the completion sees a different order here.
    ///
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// The spring animation (UIKit's
    /// `animate(withDuration:delay:usingSpringWithDamping:initialSpringVelocity:options:animations:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/animate(withduration:delay:usingspringwithdamping:initialspringvelocity:options:animations:completion:)):
    /// applied at once, as ``animate(withDuration:delay:options:animations:completion:)``.
    public static func animate(
        withDuration duration: TimeInterval, delay: TimeInterval, usingSpringWithDamping dampingRatio: CGFloat,
        initialSpringVelocity velocity: CGFloat, options: AnimationOptions = [], animations: @escaping () -> Void,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations()
        completion?(true)
    }

    /// A transition of one view's content (UIKit's
    /// `transition(with:duration:options:animations:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/transition(with:duration:options:animations:completion:)):
    /// the changes apply at once and the completion runs with `true` before this returns.
    public static func transition(
        with view: View, duration: TimeInterval, options: AnimationOptions = [], animations: (() -> Void)?,
        completion: ((Bool) -> Void)? = nil
    ) {
        animations?()
        completion?(true)
    }

    /// Replaces `fromView` with `toView` (UIKit's `transition(from:to:duration:options:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiview/transition(from:to:duration:options:completion:)):
    /// `toView` takes `fromView`'s place among its superview's subviews and `fromView` is
    /// removed, or, with `.showHideTransitionViews`, `fromView` is hidden and `toView`
    /// shown. Applied at once; the completion runs with `true` before this returns.
    public static func transition(
        from fromView: View, to toView: View, duration: TimeInterval, options: AnimationOptions = [],
        completion: ((Bool) -> Void)? = nil
    ) {
        if options.contains(.showHideTransitionViews) {
            fromView.isHidden = true
            toView.isHidden = false
        } else if let superview = fromView.superview {
            let index = superview.subviews.firstIndex { $0 === fromView } ?? superview.subviews.count
            superview.insertSubview(toView, at: index)
            fromView.removeFromSuperview()
        }
        completion?(true)
    }
}
