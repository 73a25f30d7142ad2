import AutoLayout

extension ViewController {
    /// Makes `child` a child of this controller (UIKit's `addChild(_:)`): it leaves any
    /// other parent first and hears ``willMove(toParent:)``; add its view to yours, then
    /// call `child.didMove(toParent: self)`.
    public func addChild(_ child: ViewController) {
        guard child !== self, child.parent !== self else { return }
        child.removeFromParent()
        child.willMove(toParent: self)
        children.append(child)
        child.parent = self
    }

    /// Takes the controller out of its parent (UIKit's `removeFromParent()`): call
    /// `willMove(toParent: nil)` and remove its view first; it then hears
    /// ``didMove(toParent:)`` with `nil`.
    public func removeFromParent() {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        didMove(toParent: nil)
    }

    /// Presents `controller` over this one as a full-screen cover: its view fills this
    /// controller's window. Presenting while already presenting is refused with UIKit's
    /// message, and nothing changes.
    public func present(_ controller: ViewController, animated: Bool, completion: (() -> Void)? = nil) {
        if let current = presentedViewController {
            return LayoutErrors.report(
                .managedViewWarning(
                    "Attempt to present \(controller.debugDescription) on \(debugDescription) (from \(debugDescription)) "
                        + "which is already presenting \(current.debugDescription)."))
        }
        guard let window = viewIfLoaded?.window else {
            return LayoutErrors.report(
                .managedViewWarning(
                    "Attempt to present \(controller.debugDescription) on \(debugDescription) (from \(debugDescription)) "
                        + "whose view is not in the window hierarchy."))
        }
        presentedViewController = controller
        controller.presentingViewController = self
        // ViewController+Presentation.swift: the presentation controller and any animator.
        controller.runPresentation(by: self, in: window, animated: animated, completion: completion)
    }

    /// Dismisses the controller this one presents (or this one, if it was presented).
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        if let presented = presentedViewController {
            presented.runDismissal(animated: animated, completion: completion)
        } else {
            presentingViewController?.dismiss(animated: animated, completion: completion)
        }
    }

    /// `<MyApp.ProfileViewController: 0x7fa000001200>`: the class and the controller's address.
    /// UIKit's base classes print by UIKit's names (`<UINavigationController: 0x…>`).
    public var debugDescription: String {
        let names: [ObjectIdentifier: String] = [
            ObjectIdentifier(ViewController.self): "UIViewController",
            ObjectIdentifier(NavigationController.self): "UINavigationController",
            ObjectIdentifier(TabBarController.self): "UITabBarController",
            ObjectIdentifier(TableViewController.self): "UITableViewController",
            ObjectIdentifier(CollectionViewController.self): "UICollectionViewController",
            ObjectIdentifier(SplitViewController.self): "UISplitViewController",
            ObjectIdentifier(ActivityViewController.self): "UIActivityViewController",
        ]
        let type = Swift.type(of: self)
        return "<\(names[ObjectIdentifier(type)] ?? String(reflecting: type)): \(address)>"
    }
}

extension View {
    /// Puts a controller's view in this view, filling it and stretching with it (its
    /// autoresizing mask), below `sibling` when one is given; the view is left where it is
    /// if it is already a subview.
    func addFilling(_ child: View, below sibling: View? = nil) {
        child.frame = bounds
        child.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        guard child.superview !== self else { return }
        if let sibling { insertSubview(child, belowSubview: sibling) } else { addSubview(child) }
    }
}
