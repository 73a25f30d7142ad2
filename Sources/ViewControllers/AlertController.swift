import AutoLayout
import Controls
import Foundation

/// An alert or action sheet (UIKit's `UIAlertController`): a title, a message, its actions
/// and text fields, kept for code and tests to read. Presented like any controller; the
/// alert's own drawing is not modelled. ``simulateTap(_:)`` does what tapping an action does.
@MainActor
open class AlertController: ViewController {
    /// How the alert is shown.
    public enum Style: Int, Sendable {
        /// From the bottom, as a list of actions.
        case actionSheet
        /// In the middle, over the content.
        case alert
    }

    /// The message under the title.
    open var message: String?
    /// The style it was made with.
    public let preferredStyle: Style
    /// The actions, in the order they were added.
    public private(set) var actions: [AlertAction] = []
    /// The action that answers the return key.
    open var preferredAction: AlertAction?
    /// The text fields, in the order they were added.
    public private(set) var textFields: [TextField]?

    /// An alert with a title, a message and a style.
    public init(title: String?, message: String?, preferredStyle: Style) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Alerts are not archived.
    public required init?(coder: NSCoder) { nil }

    /// Adds an action.
    open func addAction(_ action: AlertAction) { actions.append(action) }

    /// Adds a text field (alerts only, as in UIKit), configured by `configurationHandler`.
    open func addTextField(configurationHandler: ((TextField) -> Void)? = nil) {
        let field = TextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }

    /// Does what tapping `action` does: the alert is dismissed and the action's handler runs
    /// (when the action is enabled).
    public func simulateTap(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        presentingViewController?.dismiss(animated: true)
        action.handler?(action)
    }
}

/// A button of an alert (UIKit's `UIAlertAction`).
@MainActor
open class AlertAction {
    /// How an action is drawn.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The title.
    public let title: String?
    /// The style.
    public let style: Style
    /// Whether the action can be tapped (`true` unless set).
    open var isEnabled = true
    let handler: ((AlertAction) -> Void)?

    /// An action with a title, a style and what to do when tapped.
    public init(title: String?, style: Style, handler: ((AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
