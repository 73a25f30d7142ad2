import AutoLayout
import Foundation

/// A stack of controllers under a navigation bar (UIKit's `UINavigationController`).
///
/// The bar sits below the status bar (the top of the safe area) and is 44 points high, or
/// 96 with large titles (the HIG's navigation bar: 44 points standard, 52 more for a large
/// title). The top controller's view fills the controller's view and its safe area starts
/// below the bar, as in UIKit.
@MainActor
open class NavigationController: ViewController {
    /// The bar (NavigationBar.swift).
    public let navigationBar = NavigationBar()
    /// The controllers, root first; setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    public var viewControllers: [ViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }
    private var stack: [ViewController] = []
    /// Whether the bar shows large titles (for controllers whose item does not say never):
    /// the bar's ``NavigationBar/prefersLargeTitles``.
    public var prefersLargeTitles: Bool {
        get { navigationBar.prefersLargeTitles }
        set { navigationBar.prefersLargeTitles = newValue }
    }
    /// Whether the bar is hidden (`false` unless set): hidden, it takes no height and the
    /// top controller's safe area starts at the status bar, as in UIKit.
    public var isNavigationBarHidden = false { didSet { updateBar() } }
    private var barHeight: LayoutConstraint?

    /// A navigation controller showing `root`.
    public init(rootViewController root: ViewController) {
        super.init(nibName: nil, bundle: nil)
        pushViewController(root, animated: false)
    }

    /// A navigation controller with no controllers yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A navigation controller with no controllers yet (controllers are not archived).
    public required init?(coder: NSCoder) { super.init(coder: coder) }

    /// The controller on top.
    public var topViewController: ViewController? { viewControllers.last }

    open override func viewDidLoad() {
        super.viewDidLoad()
        navigationBar.translatesAutoresizingMaskIntoConstraints = false
        navigationBar.accessibilityIdentifier = "UINavigationBar"
        navigationBar.heightMayChange = { [weak self] in self?.updateBar() }
        view.addSubview(navigationBar)
        let height = navigationBar.heightAnchor.constraint(equalToConstant: 44)
        barHeight = height
        LayoutConstraint.activate([
            navigationBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            navigationBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            navigationBar.trailingAnchor.constraint(equalTo: view.trailingAnchor), height,
        ])
        if let top = topViewController { show(top) }
    }

    /// Pushes a controller on top: its view replaces the previous top's.
    public func pushViewController(_ controller: ViewController, animated: Bool) {
        let previous = topViewController
        addChild(controller)
        stack.append(controller)
        guard isViewLoaded else { return controller.didMove(toParent: self) }
        previous?.viewIfLoaded?.removeFromSuperview()
        show(controller)
        controller.didMove(toParent: self)
    }

    /// Pops the top controller (not the root) and shows the one below.
    @discardableResult
    public func popViewController(animated: Bool) -> ViewController? {
        guard stack.count > 1, let top = stack.popLast() else { return nil }
        top.willMove(toParent: nil)
        top.viewIfLoaded?.removeFromSuperview()
        top.removeFromParent()
        if isViewLoaded, let next = topViewController { show(next) }
        return top
    }

    /// Replaces the stack: controllers no longer in it leave, new ones become children, and
    /// the last one shows (animation is not modelled).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/setviewcontrollers(_:animated:)
    public func setViewControllers(_ controllers: [ViewController], animated: Bool) {
        let previousTop = topViewController
        for old in stack where !controllers.contains(where: { $0 === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        let added = controllers.filter { $0.parent !== self }
        for controller in added { addChild(controller) }
        stack = controllers
        children = controllers
        if isViewLoaded, let top = topViewController, top !== previousTop {
            previousTop?.viewIfLoaded?.removeFromSuperview()
            show(top)
        }
        for controller in added { controller.didMove(toParent: self) }
    }

    /// Pushes `vc` (UIKit's override of `show(_:sender:)` for a navigation controller).
    /// https://developer.apple.com/documentation/uikit/uinavigationcontroller/show(_:sender:)
    open override func show(_ vc: ViewController, sender: Any?) { pushViewController(vc, animated: true) }

    private func show(_ controller: ViewController) {
        view.addFilling(controller.view, below: navigationBar)
        updateBar()
    }

    /// Hides or shows the bar (animation is not modelled).
    public func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { isNavigationBarHidden = hidden }

    /// The bar's height for the top controller, and the top controller's safe area below it.
    private func updateBar() {
        guard isViewLoaded, let top = topViewController else { return }
        navigationBar.isHidden = isNavigationBarHidden
        let large = prefersLargeTitles && top.navigationItem.largeTitleDisplayMode != .never
        let height: CGFloat = isNavigationBarHidden ? 0 : large ? 96 : 44
        barHeight?.constant = height
        top.additionalSafeAreaInsets = EdgeInsets(top: height, left: 0, bottom: 0, right: 0)
        view.setNeedsLayout()
    }
}

/// Controllers behind a tab bar (UIKit's `UITabBarController`).
///
/// The bar is 49 points high above the home indicator (the HIG's tab bar on iPhone); the
/// selected controller's view fills the controller's view and its safe area ends above the
/// bar.
@MainActor
open class TabBarController: ViewController {
    /// The bar (TabBar.swift): the controllers' tab bar items, the selected one selected.
    public let tabBar = TabBar()
    /// The controllers, one per tab.
    public var viewControllers: [ViewController] = [] {
        didSet {
            for old in oldValue where !viewControllers.contains(where: { $0 === old }) {
                old.viewIfLoaded?.removeFromSuperview()
                old.removeFromParent()
            }
            for controller in viewControllers { addChild(controller) }
            tabBar.items = viewControllers.map { $0.tabBarItem }
            selectedIndex = min(selectedIndex, max(0, viewControllers.count - 1))
            showSelected()
        }
    }
    /// The tab shown.
    public var selectedIndex = 0 { didSet { showSelected() } }
    /// The controller shown; setting one of ``viewControllers`` selects its tab.
    public var selectedViewController: ViewController? {
        get { viewControllers.indices.contains(selectedIndex) ? viewControllers[selectedIndex] : nil }
        set {
            guard let index = viewControllers.firstIndex(where: { $0 === newValue }) else { return }
            selectedIndex = index
        }
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        tabBar.translatesAutoresizingMaskIntoConstraints = false
        tabBar.accessibilityIdentifier = "UITabBar"
        view.addSubview(tabBar)
        LayoutConstraint.activate([
            tabBar.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            tabBar.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.bottomAnchor, constant: -49),
            tabBar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            tabBar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
        showSelected()
    }

    private func showSelected() {
        tabBar.selectedItem = selectedViewController?.tabBarItem
        guard isViewLoaded, let selected = selectedViewController else { return }
        for controller in viewControllers where controller !== selected {
            controller.viewIfLoaded?.removeFromSuperview()
        }
        view.addFilling(selected.view, below: tabBar)
        selected.additionalSafeAreaInsets = EdgeInsets(top: 0, left: 0, bottom: 49, right: 0)
    }
}
