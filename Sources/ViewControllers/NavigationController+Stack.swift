import AutoLayout
import Foundation

extension NavigationController {
    /// The controller shown: one presented over the navigation controller or over its top
    /// controller, else the top controller.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/visibleviewcontroller
    public var visibleViewController: ViewController? {
        if let presented = presentedViewController { return presented.presentationChain.last }
        if let presented = topViewController?.presentedViewController { return presented.presentationChain.last }
        return topViewController
    }

    /// Pops every controller above the root and returns them, bottom first (empty when the
    /// root is on top; `nil` with no controllers).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptorootviewcontroller(animated:)
    @discardableResult
    public func popToRootViewController(animated: Bool) -> [ViewController]? {
        guard let root = viewControllers.first else { return nil }
        return popToViewController(root, animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first. A
    /// controller not in the stack is refused with UIKit's message (`Tried to pop to a view
    /// controller that doesn't exist.`) and `nil`.
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/poptoviewcontroller(_:animated:)
    @discardableResult
    public func popToViewController(_ viewController: ViewController, animated: Bool) -> [ViewController]? {
        guard let index = viewControllers.firstIndex(where: { $0 === viewController }) else {
            LayoutErrors.report(.managedViewWarning("Tried to pop to a view controller that doesn't exist."))
            return nil
        }
        let popped = Array(viewControllers[(index + 1)...])
        if !popped.isEmpty { setViewControllers(Array(viewControllers[...index]), animated: animated) }
        return popped
    }
}
