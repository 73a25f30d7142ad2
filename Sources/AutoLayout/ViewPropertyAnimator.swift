import Foundation

/// The states of an animator (UIKit's `UIViewAnimatingState`,
/// https://developer.apple.com/documentation/uikit/uiviewanimatingstate), with UIKit's raw
/// values.
public enum ViewAnimatingState: Int, Sendable, Hashable {
    /// Not started, or finished: the initial state.
    case inactive
    /// Started or paused, until the animations finish or are stopped.
    case active
    /// Stopped: ``ViewPropertyAnimator/finishAnimation(at:)`` ends it.
    case stopped
}

/// Where the animations ended (UIKit's `UIViewAnimatingPosition`,
/// https://developer.apple.com/documentation/uikit/uiviewanimatingposition), with UIKit's
/// raw values.
public enum ViewAnimatingPosition: Int, Sendable, Hashable {
    case end, start, current
}

/// An animator whose animations can be started, paused and stopped (UIKit's
/// `UIViewPropertyAnimator`, https://developer.apple.com/documentation/uikit/uiviewpropertyanimator).
///
/// There are no frames here (View+Animation.swift): ``startAnimation()`` applies the
/// animation blocks and, the animation having nowhere to go, finishes it before it returns:
/// the completions run with `.end` (`.start` when ``isReversed``) and the animator is
/// ``ViewAnimatingState/inactive`` again, as UIKit's is after its animations finish.
/// ``pauseAnimation()`` applies the blocks and leaves the animator active and paused, which
/// is how a test sees the active state; ``stopAnimation(_:)`` and ``finishAnimation(at:)``
/// follow UIKit's states. ``fractionComplete`` is 0 until the animations finish and 1
/// after, unless set.
@MainActor
open class ViewPropertyAnimator {
    /// The duration, in seconds, kept.
    public let duration: TimeInterval
    /// The delay given to ``startAnimation(afterDelay:)`` or the running-animator
    /// constructor, kept.
    public private(set) var delay: TimeInterval = 0
    /// The curve given at creation (`.easeInOut` for the other initializers), kept.
    public let curve: View.AnimationCurve
    /// The state (``ViewAnimatingState/inactive`` at first).
    public private(set) var state = ViewAnimatingState.inactive
    /// Whether the animations are running: never after a call returns here, as they finish
    /// at once; `false` while paused.
    public private(set) var isRunning = false
    /// Whether the animations run backwards: the completions then get `.start`.
    public var isReversed = false
    /// How far the animations are, 0...1. Setting it on an inactive animator applies the
    /// blocks and pauses it, as UIKit moves such an animator to the active state.
    public var fractionComplete: CGFloat = 0 {
        didSet {
            fractionComplete = min(1, max(0, fractionComplete))
            if state == .inactive { pauseAnimation() }
        }
    }
    /// Whether the animator can be paused and stopped (`true` unless set), kept.
    public var isInterruptible = true
    /// Whether the animated views take touches (`true` unless set), kept.
    public var isUserInteractionEnabled = true
    /// Whether scrubbing ``fractionComplete`` is linear (`true` unless set), kept.
    public var scrubsLinearly = true
    /// Whether the animator stays active, paused at the end, instead of finishing (`false`
    /// unless set): the completions then wait for ``stopAnimation(_:)``.
    public var pausesOnCompletion = false
    private var animations: [() -> Void] = []
    private var completions: [(ViewAnimatingPosition) -> Void] = []

    /// An animator with one of UIKit's timing curves (UIKit's
    /// `init(duration:curve:animations:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/init(duration:curve:animations:)).
    public init(duration: TimeInterval, curve: View.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        if let animations { self.animations.append(animations) }
    }

    /// An animator with a spring timing (UIKit's `init(duration:dampingRatio:animations:)`).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// An animator with a cubic Bézier timing (UIKit's
    /// `init(duration:controlPoint1:controlPoint2:animations:)`).
    public convenience init(
        duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
        animations: (() -> Void)? = nil
    ) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// An animator that starts at once (UIKit's
    /// `runningPropertyAnimator(withDuration:delay:options:animations:completion:)`,
    /// https://developer.apple.com/documentation/uikit/uiviewpropertyanimator/runningpropertyanimator(withduration:delay:options:animations:completion:)):
    /// here it has finished, and its completion run, when it is returned.
    @discardableResult
    public class func runningPropertyAnimator(
        withDuration duration: TimeInterval, delay: TimeInterval, options: View.AnimationOptions = [],
        animations: @escaping () -> Void, completion: ((ViewAnimatingPosition) -> Void)? = nil
    ) -> ViewPropertyAnimator {
        let animator = ViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds an animation block (UIKit's `addAnimations(_:)`): kept until the animator
    /// starts, applied at once on an active one; ignored once stopped.
    public func addAnimations(_ animation: @escaping () -> Void) {
        switch state {
        case .inactive: animations.append(animation)
        case .active: animation()
        case .stopped: break
        }
    }

    /// Adds an animation block that starts after a part of the duration (UIKit's
    /// `addAnimations(_:delayFactor:)`); the delay is kept for source compatibility.
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) { addAnimations(animation) }

    /// Adds a block to call with the final position when the animations end (UIKit's
    /// `addCompletion(_:)`).
    public func addCompletion(_ completion: @escaping (ViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts the animations (UIKit's `startAnimation()`): applies the blocks not yet
    /// applied and finishes, or with ``pausesOnCompletion`` stays active and paused at the end.
    public func startAnimation() {
        guard state != .stopped else { return }
        applyAnimations()
        fractionComplete = 1
        if pausesOnCompletion { return }
        end(at: isReversed ? .start : .end)
    }

    /// Starts the animations after a delay (UIKit's `startAnimation(afterDelay:)`): the delay
    /// is kept; the animations apply and finish at once.
    public func startAnimation(afterDelay delay: TimeInterval) {
        self.delay = delay
        startAnimation()
    }

    /// Pauses the animations (UIKit's `pauseAnimation()`): an inactive animator applies its
    /// blocks and becomes active, not running.
    public func pauseAnimation() {
        guard state != .stopped else { return }
        applyAnimations()
        isRunning = false
    }

    /// Stops the animations where they are (UIKit's `stopAnimation(_:)`): with
    /// `withoutFinishing` the animator becomes inactive and no completion runs; otherwise
    /// it is stopped until ``finishAnimation(at:)``. Does nothing on an inactive animator.
    public func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        isRunning = false
        if withoutFinishing {
            state = .inactive
            animations = []
            completions = []
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animator (UIKit's `finishAnimation(at:)`): it becomes inactive and
    /// the completions run with `finalPosition`. Views keep the values the blocks gave them:
    /// with no frames in between, there is no start or current value to go back to.
    /// UIKit raises on an animator that is not stopped; here that does nothing.
    public func finishAnimation(at finalPosition: ViewAnimatingPosition) {
        guard state == .stopped else { return }
        end(at: finalPosition)
    }

    private func applyAnimations() {
        state = .active
        let pending = animations
        animations = []
        for animation in pending { animation() }
    }

    private func end(at position: ViewAnimatingPosition) {
        state = .inactive
        isRunning = false
        let pending = completions
        completions = []
        for completion in pending { completion(position) }
    }
}
