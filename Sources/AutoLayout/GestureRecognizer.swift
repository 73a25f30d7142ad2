import Foundation

/// Turns touches on a view into a gesture and runs actions when it is recognized (UIKit's
/// `UIGestureRecognizer`, https://developer.apple.com/documentation/uikit/uigesturerecognizer).
///
/// There is no touch screen here: a test moves a recognizer through its states with
/// ``simulate(_:at:in:)`` or ``simulateRecognition(at:in:)``, which honour ``isEnabled``,
/// the view's `isUserInteractionEnabled`, the delegate and ``require(toFail:)`` as UIKit
/// does, and run the actions.
///
/// UIKit's `init(target:action:)` and `addTarget(_:action:)` take an Objective-C selector,
/// and `#selector` does not compile without the Objective-C runtime. The actions here are
/// closures: ``init(handler:)`` and ``addTarget(_:action:)`` with a closure in place of the
/// selector; ``removeTarget(_:)`` removes a target's closures.
@MainActor
open class GestureRecognizer {
    /// The states of a recognizer (UIKit's `UIGestureRecognizer.State`, with its raw
    /// values, https://developer.apple.com/documentation/uikit/uigesturerecognizer/state-swift.enum).
    /// Discrete gestures (a tap, a swipe) go from `.possible` to `.ended` or `.failed`;
    /// continuous ones (a pan, a pinch, a long press) through `.began` and `.changed`.
    public enum State: Int, Sendable {
        case possible, began, changed, ended, cancelled, failed

        /// A discrete gesture's recognition: `.ended`, as in UIKit.
        public static var recognized: State { .ended }
    }

    /// What an action receives: the recognizer that recognized its gesture.
    public typealias Handler = @MainActor (GestureRecognizer) -> Void

    /// A closure and the object it acts for (UIKit's target), which is not retained.
    struct Target {
        weak var object: AnyObject?
        let hasObject: Bool
        let action: Handler
    }

    private var targets: [Target] = []
    private var viewLink: ViewLink?
    /// The recognizers that must fail before this one recognizes (``require(toFail:)``).
    var failureRequirements: [GestureRecognizer] = []
    /// Where the current gesture's touches are, in the window's (root's) coordinates.
    var rootLocation: CGPoint = .zero
    /// How many touches the current gesture has (``numberOfTouches``).
    var touchCount = 0
    /// Whether the gesture is continuous (a pan, a pinch) rather than discrete (a tap, a
    /// swipe); subclasses say.
    var isContinuous: Bool { false }
    /// How many touches a simulated gesture has; subclasses say.
    var simulatedTouchCount: Int { 1 }
    /// Called when a simulated gesture starts, after ``rootLocation`` is set.
    func gestureWillBegin() {}

    /// The state. Setting it to `.began`, `.changed`, `.ended` or `.cancelled` runs the
    /// actions, as UIKit's subclass header (`UIGestureRecognizerSubclass`) makes it settable
    /// for recognizers that interpret touches themselves.
    public var state: State = .possible {
        didSet {
            switch state {
            case .began, .changed, .ended, .cancelled: sendActions()
            case .possible, .failed: break
            }
        }
    }

    /// Whether the recognizer takes part in gestures (`true` unless set). Turning it off
    /// during a gesture cancels the gesture, as in UIKit
    /// (https://developer.apple.com/documentation/uikit/uigesturerecognizer/isenabled).
    open var isEnabled = true {
        didSet {
            guard !isEnabled, state == .began || state == .changed else { return }
            state = .cancelled
            finishGesture()
        }
    }

    /// The view the recognizer is attached to (``View/addGestureRecognizer(_:)``); not
    /// retained, as in UIKit.
    public internal(set) var view: View? {
        get { viewLink?.view }
        set { viewLink = newValue?.link }
    }

    /// The delegate that can refuse or allow gestures; not retained.
    open weak var delegate: (any GestureRecognizerDelegate)?

    /// Whether a recognized gesture cancels the touches the view receives (`true` unless
    /// set, https://developer.apple.com/documentation/uikit/uigesturerecognizer/cancelstouchesinview);
    /// kept.
    open var cancelsTouchesInView = true
    /// Whether touches reach the view only after the gesture fails (`false` unless set);
    /// kept.
    open var delaysTouchesBegan = false
    /// Whether touch endings reach the view only after the gesture fails (`true` unless
    /// set); kept.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes touches of one type at a time (`true` unless set,
    /// https://developer.apple.com/documentation/uikit/uigesturerecognizer/requiresexclusivetouchtype);
    /// kept.
    open var requiresExclusiveTouchType = true
    /// A name for finding the recognizer in tests and descriptions.
    open var name: String?

    /// Creates a recognizer with no actions.
    public init() {}

    /// Creates a recognizer that runs `handler` when it recognizes its gesture: this
    /// package's form of UIKit's `init(target:action:)`.
    public convenience init(handler: @escaping Handler) {
        self.init()
        addTarget(nil, action: handler)
    }

    /// Creates a recognizer whose action acts for `target` (not retained): UIKit's
    /// `init(target:action:)` with a closure in place of the selector.
    public convenience init(target: AnyObject?, action: @escaping Handler) {
        self.init()
        addTarget(target, action: action)
    }

    /// Adds an action: UIKit's `addTarget(_:action:)` with a closure in place of the
    /// selector. `target` is not retained; once it is gone, its action no longer runs.
    public func addTarget(_ target: AnyObject?, action: @escaping Handler) {
        targets.append(Target(object: target, hasObject: target != nil, action: action))
    }

    /// Removes the actions added for `target`; `nil` removes every action, as UIKit's
    /// `removeTarget(nil, action: nil)` does.
    public func removeTarget(_ target: AnyObject?) {
        guard let target else {
            targets.removeAll()
            return
        }
        targets.removeAll { $0.object === target }
    }

    /// Makes this recognizer wait for `other` to fail (a single tap that waits for a double
    /// tap): it fails while `other` recognizes. A simulated gesture is over at once, so
    /// only a continuous `other` under way (a pan that began) makes it fail here.
    public func require(toFail other: GestureRecognizer) {
        if !failureRequirements.contains(where: { $0 === other }) { failureRequirements.append(other) }
    }

    /// The number of touches in the current gesture (0 when none is under way).
    public var numberOfTouches: Int { touchCount }

    /// Where the gesture is, in `view`'s coordinates (the window's when `nil`): the
    /// centroid of its touches, as UIKit's `location(in:)`.
    public func location(in view: View?) -> CGPoint {
        guard let view else { return rootLocation }
        return view.convert(rootLocation, from: nil)
    }

    /// Where the touch at `touchIndex` is, in `view`'s coordinates. The touches of a
    /// simulated gesture share one location.
    public func location(ofTouch touchIndex: Int, in view: View?) -> CGPoint { location(in: view) }

    /// Resets the recognizer after a gesture (UIKit calls it when the state becomes
    /// `.ended`, `.cancelled` or `.failed` and the run loop turns). Subclasses that keep
    /// per-gesture values override it and call `super`.
    open func reset() {
        touchCount = 0
    }

    /// Sets the state back to `.possible` (which runs no action) and calls ``reset()``.
    func finishGesture() {
        state = .possible
        reset()
    }

    private func sendActions() {
        for target in targets where !target.hasObject || target.object != nil { target.action(self) }
    }

    /// Touches began (UIKit's `UIGestureRecognizerSubclass` method): a subclass that
    /// interprets touches itself overrides it and sets ``state``. Empty here.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event) {}
    /// Touches moved; a subclass overrides it. Empty here.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event) {}
    /// Touches ended; a subclass overrides it. Empty here.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event) {}
    /// Touches were cancelled; a subclass overrides it. Empty here.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event) {}
}

/// What a recognizer asks before it acts (UIKit's `UIGestureRecognizerDelegate`,
/// https://developer.apple.com/documentation/uikit/uigesturerecognizerdelegate). Every
/// method is optional, as in UIKit: the extension below gives UIKit's answers.
@MainActor
public protocol GestureRecognizerDelegate: AnyObject {
    /// Whether the recognizer may leave `.possible` (begin, or recognize a discrete
    /// gesture); `false` makes it fail.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool
    /// Whether the recognizer may recognize while `otherGestureRecognizer` does.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer must wait for `otherGestureRecognizer` to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether `otherGestureRecognizer` must wait for the recognizer to fail.
    func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool
    /// Whether the recognizer sees `touch`; `false` keeps the touch from it.
    func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool
}

extension GestureRecognizerDelegate {
    /// `true`, UIKit's answer when the delegate does not implement it.
    public func gestureRecognizerShouldBegin(_ gestureRecognizer: GestureRecognizer) -> Bool { true }
    /// `false`, UIKit's answer when the delegate does not implement it.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer,
        shouldRecognizeSimultaneouslyWith otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`, UIKit's answer when the delegate does not implement it.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldRequireFailureOf otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `false`, UIKit's answer when the delegate does not implement it.
    public func gestureRecognizer(
        _ gestureRecognizer: GestureRecognizer, shouldBeRequiredToFailBy otherGestureRecognizer: GestureRecognizer
    ) -> Bool { false }
    /// `true`, UIKit's answer when the delegate does not implement it.
    public func gestureRecognizer(_ gestureRecognizer: GestureRecognizer, shouldReceive touch: Touch) -> Bool {
        true
    }
}
