import AutoLayout
import Foundation

extension ViewController {
    /// The presentation controller managing this controller: the nearest ancestor's, or this
    /// controller's own, made on first use (a ``PopoverPresentationController`` for the
    /// `.popover` style, or the transitioning delegate's for `.custom`), as UIKit does.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/presentationcontroller
    public var presentationController: PresentationController? {
        if let parent { return parent.presentationController }
        if let current = extras.presentationController, current.containerView != nil || fits(current) {
            return current
        }
        let made = makePresentationController(presenting: presentingViewController)
        extras.presentationController = made
        return made
    }

    /// The popover presentation controller managing this controller: the nearest ancestor's,
    /// or this controller's own when its ``modalPresentationStyle`` is `.popover`; `nil`
    /// otherwise, as UIKit documents.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/popoverpresentationcontroller
    public var popoverPresentationController: PopoverPresentationController? {
        if let parent { return parent.popoverPresentationController }
        guard modalPresentationStyle == .popover else { return nil }
        return presentationController as? PopoverPresentationController
    }

    /// The delegate that hands out the animators and presentation controller of this
    /// controller's presentation (kept weakly, as in UIKit).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioningdelegate
    public var transitioningDelegate: (any ViewControllerTransitioningDelegate)? {
        get { extras.transitioningDelegate }
        set { extras.transitioningDelegate = newValue }
    }

    /// The coordinator of the transition under way (a presentation or dismissal with an
    /// animator, or a window changing size), this controller's or an ancestor's; `nil`
    /// outside a transition.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/transitioncoordinator
    public var transitionCoordinator: (any ViewControllerTransitionCoordinator)? {
        extras.transitionCoordinator ?? parent?.transitionCoordinator
    }

    private func fits(_ controller: PresentationController) -> Bool {
        (controller is PopoverPresentationController) == (modalPresentationStyle == .popover)
    }

    private func makePresentationController(presenting: ViewController?) -> PresentationController {
        if modalPresentationStyle == .custom, let source = presenting,
            let custom = transitioningDelegate?.presentationController(
                forPresented: self, presenting: presenting, source: source)
        {
            return custom
        }
        if modalPresentationStyle == .popover {
            return PopoverPresentationController(presentedViewController: self, presenting: presenting)
        }
        return PresentationController(presentedViewController: self, presenting: presenting)
    }

    /// Puts this controller's view in `window` for `presenter`: through the transitioning
    /// delegate's animator when it gives one (the animator adds the view and calls
    /// `completeTransition(_:)`), else at once. An animated presentation has a transition
    /// coordinator while the view goes in (UIKit's own animation, applied at once). The
    /// presentation controller hears its calls.
    func runPresentation(
        by presenter: ViewController, in window: Window, animated: Bool, completion: (() -> Void)?
    ) {
        let controller = presentationController ?? makePresentationController(presenting: presenter)
        controller.presentingViewController = presenter
        controller.containerView = window
        if let popover = controller as? PopoverPresentationController {
            (popover.delegate as? any PopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(popover)
        }
        controller.presentationTransitionWillBegin()
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            guard completed else { return self.undoPresentation(by: presenter, controller) }
            if self.view.superview == nil { window.addFilling(self.view) }
            window.layoutIfNeeded()
            controller.presentationTransitionDidEnd(true)
            completion?()
        }
        let animator = transitioningDelegate?.animationController(
            forPresented: self, presenting: presenter, source: presenter)
        guard animated || animator != nil else { return finish(true) }
        let transition = Transition(
            in: window, from: presenter, to: self, animated: animated, style: modalPresentationStyle,
            duration: animator?.transitionDuration(using: nil) ?? 0)
        run(transition, animator: animator, with: presenter, finish: finish)
    }

    /// Takes this presented controller's view out of its window: through the transitioning
    /// delegate's dismissal animator when it gives one, else at once.
    func runDismissal(animated: Bool, completion: (() -> Void)?) {
        guard let presenter = presentingViewController else { return }
        let controller = extras.presentationController
        controller?.dismissalTransitionWillBegin()
        let finish: (Bool) -> Void = { [weak self] completed in
            guard let self else { return }
            guard completed else { return controller?.dismissalTransitionDidEnd(false) ?? () }
            self.undoPresentation(by: presenter, nil)
            controller?.dismissalTransitionDidEnd(true)
            completion?()
        }
        let animator = transitioningDelegate?.animationController(forDismissed: self)
        guard let window = viewIfLoaded?.window, animated || animator != nil else { return finish(true) }
        let transition = Transition(
            in: window, from: self, to: presenter, animated: animated, style: modalPresentationStyle,
            duration: animator?.transitionDuration(using: nil) ?? 0)
        run(transition, animator: animator, with: presenter, finish: finish)
    }

    /// Runs a transition: the two controllers' ``transitionCoordinator`` while it lasts, and
    /// the animator, or UIKit's own animation (the changes apply at once) without one.
    private func run(
        _ transition: Transition, animator: (any ViewControllerAnimatedTransitioning)?, with presenter: ViewController,
        finish: @escaping (Bool) -> Void
    ) {
        extras.transitionCoordinator = transition
        presenter.extras.transitionCoordinator = transition
        transition.onEnded = { [weak self] in self?.endTransition(with: presenter) }
        guard let animator else {
            finish(true)
            return transition.end()
        }
        transition.onComplete = { completed in
            finish(completed)
            animator.animationEnded(completed)
        }
        animator.animateTransition(using: transition)
    }

    private func endTransition(with presenter: ViewController) {
        extras.transitionCoordinator = nil
        presenter.extras.transitionCoordinator = nil
    }

    /// Takes the view out and unlinks the two controllers; `cancelled` is the presentation
    /// controller of a presentation that was cancelled.
    private func undoPresentation(by presenter: ViewController, _ cancelled: PresentationController?) {
        viewIfLoaded?.removeFromSuperview()
        presentingViewController = nil
        presenter.presentedViewController = nil
        let controller = extras.presentationController
        controller?.containerView = nil
        extras.presentationController = nil
        cancelled?.presentationTransitionDidEnd(false)
    }

    // MARK: Showing

    /// UIKit's default ``show(_:sender:)``: the nearest navigation controller among the
    /// ancestors pushes, otherwise this controller presents.
    func showInPrimaryContext(_ vc: ViewController, sender: Any?) {
        if let navigation = navigationController { return navigation.show(vc, sender: sender) }
        present(vc, animated: true)
    }

    /// UIKit's default ``showDetailViewController(_:sender:)``: the nearest split view
    /// controller among the ancestors shows it, otherwise this controller presents it.
    func showInSecondaryContext(_ vc: ViewController, sender: Any?) {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController {
                return split.showDetailViewController(vc, sender: sender)
            }
            current = controller.parent
        }
        present(vc, animated: true)
    }
}
