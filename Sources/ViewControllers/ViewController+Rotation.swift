import AutoLayout
import Foundation

extension ViewController {
    /// UIKit's default ``viewWillTransition(to:with:)``: the children and the presented
    /// controller hear it too. Children here fill their container, so each is given `size`.
    func forwardSizeTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        for child in children { child.viewWillTransition(to: size, with: coordinator) }
        presentedViewController?.viewWillTransition(to: size, with: coordinator)
    }

    /// The root controller and the controllers presented over it, in order.
    var presentationChain: [ViewController] {
        var chain = [self]
        while let next = chain.last?.presentedViewController, !chain.contains(where: { $0 === next }) {
            chain.append(next)
        }
        return chain
    }
}

extension Window {
    /// Before the window changes size: a coordinator for the change, the controllers'
    /// ``ViewController/transitionCoordinator`` while it lasts, and the root controller's
    /// `viewWillTransition(to:with:)` (which passes it on). `nil` when the size stays.
    func beginSizeTransition(to size: CGSize) -> Transition? {
        guard size != bounds.size, let root = rootViewController else { return nil }
        let transition = Transition(in: self, from: nil, to: nil, animated: true, style: .none)
        for controller in root.presentationChain { controller.extras.transitionCoordinator = transition }
        root.viewWillTransition(to: size, with: transition)
        return transition
    }

    /// After the window changed size and laid out: the blocks run alongside the change, then
    /// the completions, and the coordinator goes away.
    func endSizeTransition(_ transition: Transition?) {
        guard let transition else { return }
        transition.end()
        for controller in rootViewController?.presentationChain ?? []
        where controller.extras.transitionCoordinator === transition {
            controller.extras.transitionCoordinator = nil
        }
    }
}
