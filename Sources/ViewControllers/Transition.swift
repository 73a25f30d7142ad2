import AutoLayout
import Foundation

/// The package's transition context and coordinator: handed to an animator for a
/// presentation or dismissal, and to ``ViewController/viewWillTransition(to:with:)`` when a
/// window changes size. Changes apply at once here: the blocks run alongside the transition
/// run when its own changes are made, then the completions.
@MainActor
final class Transition: ViewControllerContextTransitioning, ViewControllerTransitionCoordinator {
    let containerView: View
    let isAnimated: Bool
    let presentationStyle: ViewController.ModalPresentationStyle
    let transitionDuration: TimeInterval
    var isInteractive: Bool { false }
    var initiallyInteractive: Bool { false }
    var isInterruptible: Bool { false }
    private(set) var transitionWasCancelled = false
    var isCancelled: Bool { transitionWasCancelled }
    var percentComplete: CGFloat { ended ? 1 : 0 }
    var completionVelocity: CGFloat { 1 }
    var targetTransform: CGAffineTransform { .identity }
    /// What ends the transition when the animator calls ``completeTransition(_:)``.
    var onComplete: ((Bool) -> Void)?
    /// What runs after the transition ended (its completions ran).
    var onEnded: (() -> Void)?

    private let controllers: [TransitionContextViewControllerKey: ViewController]
    private var alongside: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var completions: [(any ViewControllerTransitionCoordinatorContext) -> Void] = []
    private var ended = false

    init(
        in containerView: View, from: ViewController?, to: ViewController?, animated: Bool,
        style: ViewController.ModalPresentationStyle, duration: TimeInterval = 0
    ) {
        self.containerView = containerView
        isAnimated = animated
        presentationStyle = style
        transitionDuration = duration
        var controllers: [TransitionContextViewControllerKey: ViewController] = [:]
        controllers[.from] = from
        controllers[.to] = to
        self.controllers = controllers
    }

    func viewController(forKey key: TransitionContextViewControllerKey) -> ViewController? { controllers[key] }

    func view(forKey key: TransitionContextViewKey) -> View? {
        controllers[key == .from ? .from : .to]?.view
    }

    func initialFrame(for vc: ViewController) -> CGRect {
        vc === controllers[.from] ? containerView.bounds : .zero
    }

    func finalFrame(for vc: ViewController) -> CGRect {
        vc === controllers[.to] ? containerView.bounds : .zero
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {}
    func finishInteractiveTransition() {}
    func cancelInteractiveTransition() { transitionWasCancelled = true }
    func pauseInteractiveTransition() {}

    @discardableResult
    func animate(
        alongsideTransition animation: ((any ViewControllerTransitionCoordinatorContext) -> Void)?,
        completion: ((any ViewControllerTransitionCoordinatorContext) -> Void)?
    ) -> Bool {
        if let animation { alongside.append(animation) }
        if let completion { completions.append(completion) }
        return true
    }

    /// Runs the blocks given to run alongside the transition (its changes are being made).
    func runAlongside() {
        let blocks = alongside
        alongside = []
        for block in blocks { block(self) }
    }

    /// Ends the transition: the remaining alongside blocks, then the completions.
    func end(cancelled: Bool = false) {
        guard !ended else { return }
        ended = true
        transitionWasCancelled = transitionWasCancelled || cancelled
        runAlongside()
        let blocks = completions
        completions = []
        for block in blocks { block(self) }
        let after = onEnded
        onEnded = nil
        after?()
    }

    func completeTransition(_ didComplete: Bool) {
        guard !ended else { return }
        if !didComplete { transitionWasCancelled = true }
        let complete = onComplete
        onComplete = nil  // the animator may keep the context: let go of it
        complete?(didComplete)
        end(cancelled: !didComplete)
    }
}
