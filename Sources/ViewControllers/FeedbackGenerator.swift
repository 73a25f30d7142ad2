import AutoLayout
import Foundation

/// Haptic feedback (UIKit's `UIFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uifeedbackgenerator). Nothing vibrates
/// here: every generator records what it was asked to play in ``occurrences``, and all of
/// them in ``allOccurrences``, so that a test asserts what a tap felt like.
@MainActor
open class FeedbackGenerator {
    /// A feedback a generator was asked to play.
    public enum Occurrence: Equatable, Sendable {
        /// ``ImpactFeedbackGenerator/impactOccurred(intensity:)`` with a style and intensity.
        case impact(ImpactFeedbackGenerator.FeedbackStyle, intensity: CGFloat)
        /// ``NotificationFeedbackGenerator/notificationOccurred(_:)`` with a type.
        case notification(NotificationFeedbackGenerator.FeedbackType)
        /// ``SelectionFeedbackGenerator/selectionChanged()``.
        case selectionChanged
    }

    /// Every feedback any generator played, oldest first.
    public private(set) static var allOccurrences: [Occurrence] = []

    /// Forgets the feedback recorded so far by all generators.
    public static func removeAllOccurrences() { allOccurrences.removeAll() }

    /// The feedback this generator played, oldest first.
    public private(set) var occurrences: [Occurrence] = []
    /// How many times ``prepare()`` was called.
    public private(set) var preparationCount = 0

    /// Creates a generator.
    public init() {}

    /// Readies the engine to play soon (counted in ``preparationCount``).
    open func prepare() { preparationCount += 1 }

    /// Records a played feedback.
    func record(_ occurrence: Occurrence) {
        occurrences.append(occurrence)
        Self.allOccurrences.append(occurrence)
    }
}

/// Feedback for a collision (UIKit's `UIImpactFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uiimpactfeedbackgenerator).
@MainActor
open class ImpactFeedbackGenerator: FeedbackGenerator {
    /// The mass of the colliding objects (UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`,
    /// with its raw values).
    public enum FeedbackStyle: Int, Sendable {
        case light, medium, heavy, soft, rigid
    }

    /// The generator's style.
    public let style: FeedbackStyle

    /// Creates a generator of `style` impacts.
    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    /// Creates a generator of `.medium` impacts, UIKit's default.
    public override convenience init() { self.init(style: .medium) }

    /// Plays an impact at full intensity.
    open func impactOccurred() { impactOccurred(intensity: 1) }

    /// Plays an impact at `intensity` (0...1).
    open func impactOccurred(intensity: CGFloat) { record(.impact(style, intensity: min(1, max(0, intensity)))) }
}

/// Feedback for a task's outcome (UIKit's `UINotificationFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uinotificationfeedbackgenerator).
@MainActor
open class NotificationFeedbackGenerator: FeedbackGenerator {
    /// The outcomes (UIKit's `UINotificationFeedbackGenerator.FeedbackType`, with its raw
    /// values).
    public enum FeedbackType: Int, Sendable {
        case success, warning, error
    }

    /// Plays the feedback of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) { record(.notification(notificationType)) }
}

/// Feedback for a changed selection (UIKit's `UISelectionFeedbackGenerator`,
/// https://developer.apple.com/documentation/uikit/uiselectionfeedbackgenerator).
@MainActor
open class SelectionFeedbackGenerator: FeedbackGenerator {
    /// Plays the feedback of a selection change.
    open func selectionChanged() { record(.selectionChanged) }
}
