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

    /// Gives up first-responder status, if it may; returns whether it did (or held none).
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        Responder.first = nil
        return true
    }
}
