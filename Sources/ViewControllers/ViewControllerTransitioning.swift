import AutoLayout
import Foundation

/// The keys of the controllers in a transition (UIKit's `UITransitionContextViewControllerKey`).
/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewcontrollerkey
public struct TransitionContextViewControllerKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The controller visible at the start of the transition.
    public static let from = TransitionContextViewControllerKey(rawValue: "UITransitionContextFromViewControllerKey")
    /// The controller visible at the end of a completed transition.
    public static let to = TransitionContextViewControllerKey(rawValue: "UITransitionContextToViewControllerKey")
}

/// The keys of the views in a transition (UIKit's `UITransitionContextViewKey`).
/// https://developer.apple.com/documentation/uikit/uitransitioncontextviewkey
public struct TransitionContextViewKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// The view of the controller visible at the start.
    public static let from = TransitionContextViewKey(rawValue: "UITransitionContextFromViewKey")
    /// The view of the controller visible at the end.
    public static let to = TransitionContextViewKey(rawValue: "UITransitionContextToViewKey")
}

/// What a controller's transitioning delegate hands out for its presentation and dismissal
/// (UIKit's `UIViewControllerTransitioningDelegate`). Every method is optional in UIKit;
/// here each has a default that returns `nil` (UIKit's own transition).
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioningdelegate
@MainActor
public protocol ViewControllerTransitioningDelegate: AnyObject {
    /// The animator of the presentation, or `nil` for UIKit's own.
    func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)?
    /// The animator of the dismissal, or `nil` for UIKit's own.
    func animationController(forDismissed dismissed: ViewController) -> (any ViewControllerAnimatedTransitioning)?
    /// The presentation controller of a `.custom` presentation, or `nil` for UIKit's own.
    func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController?
}

extension ViewControllerTransitioningDelegate {
    public func animationController(
        forPresented presented: ViewController, presenting: ViewController, source: ViewController
    ) -> (any ViewControllerAnimatedTransitioning)? { nil }
    public func animationController(forDismissed dismissed: ViewController) -> (
        any ViewControllerAnimatedTransitioning
    )? { nil }
    public func presentationController(
        forPresented presented: ViewController, presenting: ViewController?, source: ViewController
    ) -> PresentationController? { nil }
}

/// An animator of a presentation or dismissal (UIKit's `UIViewControllerAnimatedTransitioning`):
/// it animates in the context's container view and calls `completeTransition(_:)` when done.
/// https://developer.apple.com/documentation/uikit/uiviewcontrolleranimatedtransitioning
@MainActor
public protocol ViewControllerAnimatedTransitioning: AnyObject {
    /// How long the animation takes, in seconds.
    func transitionDuration(using transitionContext: (any ViewControllerContextTransitioning)?) -> TimeInterval
    /// Runs the animation; call the context's `completeTransition(_:)` at its end.
    func animateTransition(using transitionContext: any ViewControllerContextTransitioning)
    /// Called after the transition ended (optional in UIKit: the default does nothing).
    func animationEnded(_ transitionCompleted: Bool)
}

extension ViewControllerAnimatedTransitioning {
    public func animationEnded(_ transitionCompleted: Bool) {}
}

/// What an animator is given (UIKit's `UIViewControllerContextTransitioning`).
/// https://developer.apple.com/documentation/uikit/uiviewcontrollercontexttransitioning
@MainActor
public protocol ViewControllerContextTransitioning: AnyObject {
    /// The view the transition's views are in.
    var containerView: View { get }
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// Whether the transition is interactive.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var transitionWasCancelled: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: ViewController.ModalPresentationStyle { get }
    /// Updates an interactive transition's progress.
    func updateInteractiveTransition(_ percentComplete: CGFloat)
    /// Ends an interactive transition as completed.
    func finishInteractiveTransition()
    /// Ends an interactive transition as cancelled.
    func cancelInteractiveTransition()
    /// Pauses an interactive transition.
    func pauseInteractiveTransition()
    /// Ends the transition: `true` if it completed, `false` if it was cancelled.
    func completeTransition(_ didComplete: Bool)
    /// The controller for a key.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for a key.
    func view(forKey key: TransitionContextViewKey) -> View?
    /// The transform applied to the container during a rotation (identity otherwise).
    var targetTransform: CGAffineTransform { get }
    /// A controller's view's frame at the start.
    func initialFrame(for vc: ViewController) -> CGRect
    /// A controller's view's frame at the end.
    func finalFrame(for vc: ViewController) -> CGRect
}

/// What the blocks run alongside a transition are given (UIKit's
/// `UIViewControllerTransitionCoordinatorContext`).
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinatorcontext
@MainActor
public protocol ViewControllerTransitionCoordinatorContext: AnyObject {
    /// Whether the transition is animated.
    var isAnimated: Bool { get }
    /// The presentation style of the transition.
    var presentationStyle: ViewController.ModalPresentationStyle { get }
    /// Whether the transition began interactive.
    var initiallyInteractive: Bool { get }
    /// Whether the transition can be interrupted.
    var isInterruptible: Bool { get }
    /// Whether the transition is interactive now.
    var isInteractive: Bool { get }
    /// Whether the transition was cancelled.
    var isCancelled: Bool { get }
    /// How long the transition takes, in seconds.
    var transitionDuration: TimeInterval { get }
    /// How far an interactive transition went.
    var percentComplete: CGFloat { get }
    /// The speed of the end of an interactive transition.
    var completionVelocity: CGFloat { get }
    /// The view the transition's views are in.
    var containerView: View { get }
    /// The transform applied to the container during a rotation (identity otherwise).
    var targetTransform: CGAffineTransform { get }
    /// The controller for a key.
    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController?
    /// The view for a key.
    func view(forKey key: TransitionContextViewKey) -> View?
}

/// Runs work alongside a transition (UIKit's `UIViewControllerTransitionCoordinator`): the
/// ``ViewController/viewWillTransition(to:with:)`` argument and
/// ``ViewController/transitionCoordinator`` during a transition.
/// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator
@MainActor
public protocol ViewControllerTransitionCoordinator: ViewControllerTransitionCoordinatorContext {
    /// Runs `animation` with the transition's own changes and `completion` after them; both
    /// are optional. Returns whether they were taken.
    /// https://developer.apple.com/documentation/uikit/uiviewcontrollertransitioncoordinator/animate(alongsidetransition:completion:)
    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool
}

extension ViewControllerTransitionCoordinator {
    /// ``animate(alongsideTransition:completion:)`` with no completion (UIKit's default
    /// argument).
    @discardableResult
    public func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        animate(alongsideTransition: animation, completion: nil)
    }
}
