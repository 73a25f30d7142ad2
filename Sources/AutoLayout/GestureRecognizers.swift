import Foundation

/// A discrete recognizer of taps (UIKit's `UITapGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uitapgesturerecognizer).
@MainActor
open class TapGestureRecognizer: GestureRecognizer {
    /// The taps the gesture needs (1 unless set).
    open var numberOfTapsRequired = 1
    /// The fingers the gesture needs (1 unless set).
    open var numberOfTouchesRequired = 1

    override var simulatedTouchCount: Int { numberOfTouchesRequired }
}

/// A continuous recognizer of long presses (UIKit's `UILongPressGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer). A simulated
/// press begins at once: there is no clock to wait ``minimumPressDuration`` on.
@MainActor
open class LongPressGestureRecognizer: GestureRecognizer {
    /// How long the fingers must press, in seconds (0.5 unless set, as in UIKit:
    /// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/minimumpressduration).
    open var minimumPressDuration: TimeInterval = 0.5
    /// The fingers the gesture needs (1 unless set).
    open var numberOfTouchesRequired = 1
    /// The taps before the press (0 unless set).
    open var numberOfTapsRequired = 0
    /// How far, in points, the fingers may move before the gesture fails (10 unless set:
    /// https://developer.apple.com/documentation/uikit/uilongpressgesturerecognizer/allowablemovement).
    open var allowableMovement: CGFloat = 10

    override var isContinuous: Bool { true }
    override var simulatedTouchCount: Int { numberOfTouchesRequired }
}

/// A continuous recognizer of drags (UIKit's `UIPanGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uipangesturerecognizer): the translation
/// is how far the touches moved since the gesture began, or since ``setTranslation(_:in:)``.
@MainActor
open class PanGestureRecognizer: GestureRecognizer {
    /// The fewest fingers the gesture needs (1 unless set).
    open var minimumNumberOfTouches = 1
    /// The most fingers the gesture takes (unlimited unless set).
    open var maximumNumberOfTouches = Int.max
    /// Where the translation is measured from, in the window's coordinates.
    private var translationOrigin = CGPoint.zero
    /// The translation at ``translationOrigin``.
    private var translationOffset = CGPoint.zero
    /// The velocity a simulated drag reports (``simulatePan(from:to:in:velocity:)``).
    private var simulatedVelocity = CGPoint.zero

    override var isContinuous: Bool { true }
    override var simulatedTouchCount: Int { minimumNumberOfTouches }

    override func gestureWillBegin() {
        translationOrigin = rootLocation
        translationOffset = .zero
    }

    /// How far the touches moved, in `view`'s coordinates (the same in every view here,
    /// where views have no transforms).
    public func translation(in view: View?) -> CGPoint {
        CGPoint(
            x: translationOffset.x + rootLocation.x - translationOrigin.x,
            y: translationOffset.y + rootLocation.y - translationOrigin.y)
    }

    /// Makes the translation `translation` from where the touches are now (apps pass
    /// `.zero` after applying a change).
    public func setTranslation(_ translation: CGPoint, in view: View?) {
        translationOffset = translation
        translationOrigin = rootLocation
    }

    /// The speed of the drag in points per second: the velocity given to
    /// ``simulatePan(from:to:in:velocity:)``, else zero (a simulated gesture has no clock).
    public func velocity(in view: View?) -> CGPoint { simulatedVelocity }

    /// Drags from `start` to `end` (in `coordinateSpace`, the view's when `nil`): begins at
    /// `start`, changes at `end` and ends there, with `velocity` reported throughout.
    /// Returns the last state reached, as ``GestureRecognizer/simulateRecognition(at:in:)``.
    @discardableResult
    public func simulatePan(
        from start: CGPoint, to end: CGPoint, in coordinateSpace: View? = nil, velocity: CGPoint = .zero
    ) -> State {
        simulatedVelocity = velocity
        defer { simulatedVelocity = .zero }
        let began = simulate(.began, at: start, in: coordinateSpace)
        guard began == .began else { return began }
        simulate(.changed, at: end, in: coordinateSpace)
        return simulate(.ended, at: end, in: coordinateSpace)
    }
}

/// A pan that begins at an edge of the screen (UIKit's `UIScreenEdgePanGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uiscreenedgepangesturerecognizer).
@MainActor
open class ScreenEdgePanGestureRecognizer: PanGestureRecognizer {
    /// The edges the gesture may start from (none unless set).
    open var edges: RectEdge = []
}

/// A discrete recognizer of swipes (UIKit's `UISwipeGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer).
@MainActor
open class SwipeGestureRecognizer: GestureRecognizer {
    /// Directions of a swipe (UIKit's `UISwipeGestureRecognizer.Direction`, with its raw
    /// values).
    public struct Direction: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// A direction from its raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// To the right.
        public static let right = Direction(rawValue: 1 << 0)
        /// To the left.
        public static let left = Direction(rawValue: 1 << 1)
        /// Upward.
        public static let up = Direction(rawValue: 1 << 2)
        /// Downward.
        public static let down = Direction(rawValue: 1 << 3)
    }

    /// The directions that count (`.right` unless set, as in UIKit:
    /// https://developer.apple.com/documentation/uikit/uiswipegesturerecognizer/direction-swift.property).
    open var direction: Direction = .right
    /// The fingers the gesture needs (1 unless set).
    open var numberOfTouchesRequired = 1

    override var simulatedTouchCount: Int { numberOfTouchesRequired }
}

/// A continuous recognizer of pinches (UIKit's `UIPinchGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uipinchgesturerecognizer). A test sets
/// ``scale`` between the simulated states, as the fingers would move.
@MainActor
open class PinchGestureRecognizer: GestureRecognizer {
    /// The scale of the pinch relative to its start (1 when a gesture begins).
    open var scale: CGFloat = 1
    /// The speed of the pinch in scale per second (0: a simulated gesture has no clock).
    open var velocity: CGFloat { 0 }

    override var isContinuous: Bool { true }
    override var simulatedTouchCount: Int { 2 }
    override func gestureWillBegin() { scale = 1 }
}

/// A continuous recognizer of two-finger rotations (UIKit's `UIRotationGestureRecognizer`,
/// https://developer.apple.com/documentation/uikit/uirotationgesturerecognizer). A test
/// sets ``rotation`` between the simulated states.
@MainActor
open class RotationGestureRecognizer: GestureRecognizer {
    /// The rotation in radians since the gesture began (0 when it begins).
    open var rotation: CGFloat = 0
    /// The speed of the rotation in radians per second (0: a simulated gesture has no
    /// clock).
    open var velocity: CGFloat { 0 }

    override var isContinuous: Bool { true }
    override var simulatedTouchCount: Int { 2 }
    override func gestureWillBegin() { rotation = 0 }
}

/// Edges of a rectangle (UIKit's `UIRectEdge`, with its raw values,
/// https://developer.apple.com/documentation/uikit/uirectedge).
public struct RectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    /// Edges from their raw bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The top edge.
    public static let top = RectEdge(rawValue: 1 << 0)
    /// The left edge.
    public static let left = RectEdge(rawValue: 1 << 1)
    /// The bottom edge.
    public static let bottom = RectEdge(rawValue: 1 << 2)
    /// The right edge.
    public static let right = RectEdge(rawValue: 1 << 3)
    /// Every edge.
    public static let all: RectEdge = [.top, .left, .bottom, .right]
}
