import AutoLayout
import Foundation

/// A view that turns touches into actions (UIKit's `UIControl`). There are no touches
/// here: ``sendActions(for:)`` fires the actions a tap or a change would.
///
/// Actions are closures (``Action``, UIKit's `UIAction` of iOS 14); UIKit's target-action
/// with selectors needs the Objective-C runtime and is not offered.
@MainActor
open class Control: View {
    /// The events a control reports (UIKit's `UIControl.Event`).
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let editingChanged = Event(rawValue: 1 << 17)
    }

    /// The states of a control (UIKit's `UIControl.State`, with its raw values).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
        public static let application = State(rawValue: 0x00FF_0000)
        public static let reserved = State(rawValue: 0xFF00_0000)
    }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state = State.normal
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// Whether the control responds (`true` unless set).
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether the control is highlighted (touched).
    open var isHighlighted = false
    private var actions: [(Action, Event)] = []

    /// UIKit's names for this module's classes, registered once.
    static let registeredNames: Void = {
        View.registerDebugClassName(Control.self, "UIControl")
        View.registerDebugClassName(Button.self, "UIButton")
        View.registerDebugClassName(Switch.self, "UISwitch")
        View.registerDebugClassName(TextField.self, "UITextField")
        View.registerDebugClassName(ActivityIndicatorView.self, "UIActivityIndicatorView")
        View.registerDebugClassName(ProgressView.self, "UIProgressView")
        View.registerDebugClassName(Slider.self, "UISlider")
        View.registerDebugClassName(Stepper.self, "UIStepper")
        View.registerDebugClassName(SegmentedControl.self, "UISegmentedControl")
        View.registerDebugClassName(PageControl.self, "UIPageControl")
        View.registerDebugClassName(VisualEffectView.self, "UIVisualEffectView")
        View.registerDebugClassName(TextView.self, "UITextView")
    }()

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        _ = Self.registeredNames
        super.init(frame: frame)
    }

    /// Creates a control (views are not archived).
    public required init?(coder: NSCoder) {
        _ = Self.registeredNames
        super.init(coder: coder)
    }

    /// Adds an action for events.
    public func addAction(_ action: Action, for events: Event) { actions.append((action, events)) }

    /// Removes an action (by identity) for events.
    public func removeAction(_ action: Action, for events: Event) {
        actions.removeAll { $0.0 === action && $0.1 == events }
    }

    /// Runs the actions registered for any of `events`, in the order they were added, if
    /// the control is enabled.
    public func sendActions(for events: Event) {
        guard isEnabled else { return }
        for (action, registered) in actions where !registered.isDisjoint(with: events) { action.handler(action) }
    }
}

/// A closure a control runs, and an element of a menu (UIKit's `UIAction`, a subclass of
/// `UIMenuElement`). Its title, image, attributes and state are kept for code and tests to
/// read; a disabled action is skipped when a menu is picked from (``Menu/simulateSelection(of:)``).
/// https://developer.apple.com/documentation/uikit/uiaction
@MainActor
open class Action: MenuElement {
    /// The closure.
    public let handler: (Action) -> Void
    /// The action's identifier (a unique one unless given).
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.property
    public let identifier: Identifier
    /// A longer title for discoverability (`nil` unless set).
    public var discoverabilityTitle: String?
    /// The action's style: disabled, destructive, hidden (none unless set).
    public var attributes: Attributes
    /// Whether a checkmark shows next to the action (`.off` unless set).
    public var state: State

    /// The title the menu shows; it can change, as UIKit's `UIAction.title` can.
    /// https://developer.apple.com/documentation/uikit/uiaction/title
    public override var title: String {
        get { titleStorage }
        set { titleStorage = newValue }
    }

    /// The image next to the title; it can change.
    /// https://developer.apple.com/documentation/uikit/uiaction/image
    public override var image: Image? {
        get { imageStorage }
        set { imageStorage = newValue }
    }

    /// An action with a title, an image, an identifier, a style, a state and a closure
    /// (UIKit's `init(title:image:identifier:discoverabilityTitle:attributes:state:handler:)`).
    /// https://developer.apple.com/documentation/uikit/uiaction/init(title:image:identifier:discoverabilitytitle:attributes:state:handler:)
    public init(
        title: String = "", image: Image? = nil, identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
        attributes: Attributes = [], state: State = .off, handler: @escaping (Action) -> Void
    ) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, image: image)
    }

    /// An action's identifier (UIKit's `UIAction.Identifier`).
    /// https://developer.apple.com/documentation/uikit/uiaction/identifier-swift.struct
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }
}
