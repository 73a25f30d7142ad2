import Foundation

/// An object that takes part in the responder chain (UIKit's `UIResponder`): the base class
/// of views and view controllers.
///
/// The chain runs from a view to its controller, when it is a controller's root view, or
/// else to its superview; a controller's next responder is its view's superview. One
/// responder at a time is the first responder: a text field or text view that
/// ``becomeFirstResponder()`` made so, until it resigns.
@MainActor
open class Responder {
    /// The responder that holds first-responder status, if any.
    private static weak var first: Responder?

    /// Creates a responder.
    public init() {}

    /// Creates a responder (nothing is archived here).
    public required init?(coder: NSCoder) {}

    /// The next responder in the chain, or `nil` at its end.
    open var next: Responder? { nil }

    /// Whether the responder can become the first responder (`false` unless overridden; text
    /// fields and text views can).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder gives up first-responder status when asked (`true` unless
    /// overridden).
    open var canResignFirstResponder: Bool { true }

    /// The view shown above the keyboard while this responder is first responder (UIKit's
    /// `inputAccessoryView`, https://developer.apple.com/documentation/uikit/uiresponder/inputaccessoryview):
    /// `nil`, read-only; a subclass redeclares it, and text fields and text views let it be set.
    open var inputAccessoryView: View? { nil }

    /// The view shown in place of the keyboard while this responder is first responder
    /// (UIKit's `inputView`, https://developer.apple.com/documentation/uikit/uiresponder/inputview):
    /// `nil`, read-only; text fields and text views let it be set.
    open var inputView: View? { nil }

    /// The key commands this responder handles (UIKit's `keyCommands`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/keycommands): `nil`
    /// unless a subclass overrides it. There is no hardware keyboard here; tests read the
    /// commands and run them with ``KeyCommand`` (KeyCommand.swift).
    open var keyCommands: [KeyCommand]? { nil }

    /// The responder that holds first-responder status, if any (for ``View/endEditing(_:)``).
    static var current: Responder? { first }
    /// Set while ``View/endEditing(_:)`` forces the first responder to resign unasked.
    package static var isForcingResignation = false

    /// Whether the responder is the first responder.
    open var isFirstResponder: Bool { Responder.first === self }

    /// Makes the responder the first responder, if it can be one and the current one
    /// resigns; returns whether it is the first responder afterwards.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        guard canBecomeFirstResponder else { return false }
        if isFirstResponder { return true }
        if let current = Responder.first, !current.resignFirstResponder() { return false }
        Responder.first = self
        return true
    }

    /// Fingers touched down in the responder (UIKit's `touchesBegan(_:with:)`,
    /// https://developer.apple.com/documentation/uikit/uiresponder/touchesbegan(_:with:)):
    /// the default passes them to the next responder, as UIKit's does. Nothing here touches
    /// the screen; overrides compile and tests call them with ``Touch`` and ``Event``.
    open func touchesBegan(_ touches: Set<Touch>, with event: Event?) { next?.touchesBegan(touches, with: event) }
    /// Fingers moved (UIKit's `touchesMoved(_:with:)`); passed to the next responder.
    open func touchesMoved(_ touches: Set<Touch>, with event: Event?) { next?.touchesMoved(touches, with: event) }
    /// Fingers lifted (UIKit's `touchesEnded(_:with:)`); passed to the next responder.
    open func touchesEnded(_ touches: Set<Touch>, with event: Event?) { next?.touchesEnded(touches, with: event) }
    /// The system cancelled the touches (UIKit's `touchesCancelled(_:with:)`); passed to the
    /// next responder.
    open func touchesCancelled(_ touches: Set<Touch>, with event: Event?) {
        next?.touchesCancelled(touches, with: event)
    }

    /// Gives up first-responder status, if it may; returns whether it did (or held none).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder || Responder.isForcingResignation else { return false }
        Responder.first = nil
        return true
    }
}
