import Foundation

/// A finger on the screen (UIKit's `UITouch`,
/// https://developer.apple.com/documentation/uikit/uitouch): where it is, in which view, in
/// which phase. Nothing here makes touches but the gesture simulation and tests, which make
/// them to call `touchesBegan(_:with:)`-style overrides.
///
/// Touches are compared by identity, as UIKit's are, so that sets of them work.
@MainActor
open class Touch: Hashable {
    /// The phases of a touch (UIKit's `UITouch.Phase`, with its raw values,
    /// https://developer.apple.com/documentation/uikit/uitouch/phase-swift.enum).
    public enum Phase: Int, Sendable {
        case began, moved, stationary, ended, cancelled, regionEntered, regionMoved, regionExited
    }

    /// What made a touch (UIKit's `UITouch.TouchType`).
    public enum TouchType: Int, Sendable {
        case direct, indirect, pencil, indirectPointer
    }

    /// The touch's phase.
    open internal(set) var phase: Phase
    /// How many times the finger tapped at this place (1 for a single tap).
    open internal(set) var tapCount: Int
    /// When the touch last changed, in seconds.
    open internal(set) var timestamp: TimeInterval
    /// What made the touch (a finger: `.direct`).
    open var type: TouchType { .direct }
    /// Where the touch is and was, in the window's coordinates.
    var windowLocation: CGPoint
    var previousWindowLocation: CGPoint
    private var viewLink: ViewLink?

    /// Creates a touch nowhere, in no view.
    public init() {
        phase = .began
        tapCount = 1
        timestamp = ProcessInfo.processInfo.systemUptime
        windowLocation = .zero
        previousWindowLocation = .zero
    }

    /// Creates a touch at `location` in `view`'s coordinates, for tests that call touch
    /// handlers themselves.
    public convenience init(location: CGPoint, in view: View, phase: Phase = .began, tapCount: Int = 1) {
        self.init(windowLocation: view.convert(location, to: nil), view: view, phase: phase)
        self.tapCount = tapCount
    }

    /// Creates a touch at a point in the window's coordinates.
    convenience init(windowLocation: CGPoint, view: View?, phase: Phase) {
        self.init()
        self.windowLocation = windowLocation
        previousWindowLocation = windowLocation
        self.phase = phase
        viewLink = view?.link
    }

    /// The view the touch began in; not retained.
    open var view: View? { viewLink?.view }

    /// The window (the root of the view's tree) the touch is in.
    open var window: Window? { view?.root as? Window }

    /// Where the touch is, in `view`'s coordinates (the window's when `nil`).
    open func location(in view: View?) -> CGPoint {
        view?.convert(windowLocation, from: nil) ?? windowLocation
    }

    /// Where the touch was before its last move, in `view`'s coordinates (the window's when
    /// `nil`).
    open func previousLocation(in view: View?) -> CGPoint {
        view?.convert(previousWindowLocation, from: nil) ?? previousWindowLocation
    }

    /// Moves the touch to `location` in `view`'s coordinates (the window's when `nil`): the
    /// old place becomes the previous location and the phase `.moved`.
    public func move(to location: CGPoint, in view: View?) {
        previousWindowLocation = windowLocation
        windowLocation = view?.convert(location, to: nil) ?? location
        phase = .moved
        timestamp = ProcessInfo.processInfo.systemUptime
    }

    nonisolated public static func == (lhs: Touch, rhs: Touch) -> Bool { lhs === rhs }
    nonisolated public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// Something that happened to the app: here, touches (UIKit's `UIEvent`,
/// https://developer.apple.com/documentation/uikit/uievent).
@MainActor
open class Event {
    /// The kinds of events (UIKit's `UIEvent.EventType`, with its raw values).
    public enum EventType: Int, Sendable {
        case touches, motion, remoteControl, presses
    }

    /// The kind of event (`.touches` unless made otherwise).
    open var type: EventType { storedType }
    /// When the event happened, in seconds.
    open var timestamp: TimeInterval
    private let storedType: EventType
    private let touches: Set<Touch>

    /// Creates an event of touches, for tests that call touch handlers themselves.
    public init(touches: Set<Touch> = [], type: EventType = .touches) {
        self.touches = touches
        storedType = type
        timestamp = ProcessInfo.processInfo.systemUptime
    }

    /// All the touches of the event, or `nil` for an event that is not about touches.
    open var allTouches: Set<Touch>? { storedType == .touches ? touches : nil }

    /// The touches of the event in `view`.
    open func touches(for view: View) -> Set<Touch>? { touches.filter { $0.view === view } }
}
