import AutoLayout
import Foundation

/// A primary and a secondary controller (UIKit's `UISplitViewController`, classic interface).
///
/// Only the collapsed layout is modelled: the view shows one column, filling it: the
/// secondary controller when there is one, else the primary. ``showDetailViewController(_:sender:)``
/// replaces the secondary controller, as UIKit does.
/// https://developer.apple.com/documentation/uikit/uisplitviewcontroller
@MainActor
open class SplitViewController: ViewController {
    /// The primary controller, then the secondary one if any.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/viewcontrollers
    open var viewControllers: [ViewController] {
        get { children }
        set { replaceChildren(with: Array(newValue.prefix(2))) }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        showColumn()
    }

    /// Makes `vc` the secondary controller.
    /// https://developer.apple.com/documentation/uikit/uisplitviewcontroller/showdetailviewcontroller(_:sender:)
    open override func showDetailViewController(_ vc: ViewController, sender: Any?) {
        replaceChildren(with: (children.first.map { [$0] } ?? []) + [vc])
    }

    private func replaceChildren(with controllers: [ViewController]) {
        for old in children where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        for controller in controllers where controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        children = controllers
        showColumn()
    }

    private func showColumn() {
        guard isViewLoaded, let shown = children.last else { return }
        for controller in children where controller !== shown { controller.viewIfLoaded?.removeFromSuperview() }
        view.addFilling(shown.view)
    }
}

extension ViewController {
    /// The nearest split view controller among the ancestors, if any.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/splitviewcontroller
    public var splitViewController: SplitViewController? {
        var current = parent
        while let controller = current {
            if let split = controller as? SplitViewController { return split }
            current = controller.parent
        }
        return nil
    }
}
