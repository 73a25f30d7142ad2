import Foundation
import LayoutTestSupport
import Testing
import UIKitCompat

/// A controller recording the overridable members' calls.
@MainActor
private final class RecordingController: UIViewController {
    var events: [String] = []
    var statusStyle = UIStatusBarStyle.default

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append("setEditing(\(editing), animated: \(animated))")
    }

    override var preferredStatusBarStyle: UIStatusBarStyle { statusStyle }
    override var prefersStatusBarHidden: Bool { true }
    override var supportedInterfaceOrientations: UIInterfaceOrientationMask { .portrait }

    override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        let during = transitionCoordinator != nil
        events.append("willTransition(\(Int(size.width))x\(Int(size.height)), coordinator: \(during))")
        coordinator.animate(
            alongsideTransition: { [unowned self] _ in events.append("alongside \(Int(view.bounds.width))") },
            completion: { [unowned self] context in events.append("completion cancelled: \(context.isCancelled)") })
    }
}

/// A controller that runs work alongside the transition that shows it, as apps do in
/// `viewWillAppear(_:)`.
@MainActor
private final class AppearingController: UIViewController {
    var events: [String] = []
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        events.append("willAppear, coordinator: \(transitionCoordinator != nil)")
        transitionCoordinator?.animate(
            alongsideTransition: { [unowned self] _ in events.append("alongside") },
            completion: { [unowned self] _ in events.append("completion") })
    }
}

/// An animator that adds the presented view and completes when told.
@MainActor
private final class Animator: NSObject, UIViewControllerAnimatedTransitioning {
    var context: (any UIViewControllerContextTransitioning)?
    var ended: [Bool] = []
    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval {
        0.25
    }
    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        context = transitionContext
        if let to = transitionContext.view(forKey: .to), to.superview == nil {
            transitionContext.containerView.addSubview(to)
        }
    }
    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

@MainActor
private final class TransitionDelegate: NSObject, UIViewControllerTransitioningDelegate {
    let animator = Animator()
    var asked: [String] = []
    func animationController(
        forPresented presented: UIViewController, presenting: UIViewController, source: UIViewController
    ) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("presented")
        return animator
    }
    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        asked.append("dismissed")
        return animator
    }
}

@MainActor
private final class PopoverDelegate: NSObject, UIPopoverPresentationControllerDelegate {
    var prepared = 0
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        prepared += 1
    }
}

/// The controllers' identities, to compare stacks (controllers are not `Equatable` here).
@MainActor
private func ids(_ controllers: [UIViewController]?) -> [ObjectIdentifier]? { controllers?.map(ObjectIdentifier.init) }

/// UIViewController's editing, presentation, showing, status bar, rotation and storyboard
/// members (docs/view-controllers.md).
@MainActor @Suite struct ViewControllerMembersTests {
    func shownWindow(_ root: UIViewController) -> UIWindow {
        let window = UIWindow(device: .iPhone15)
        window.rootViewController = root
        window.makeKeyAndVisible()
        return window
    }

    @Test func theEditButtonTogglesEditing() {
        let controller = RecordingController()
        #expect(!controller.isEditing)
        let button = controller.editButtonItem
        #expect(button === controller.editButtonItem)
        #expect(button.title == "Edit" && button.style == .plain)
        controller.isEditing = true
        #expect(controller.events == ["setEditing(true, animated: false)"])
        #expect(button.title == "Done" && button.style == .done)
        button.simulateTap()
        #expect(!controller.isEditing && button.title == "Edit" && button.style == .plain)
        #expect(controller.events.last == "setEditing(false, animated: true)")
        controller.setEditing(true, animated: false)
        #expect(controller.isEditing && button.title == "Done")
    }

    @Test func aPopoverPresentationControllerOnlyForThePopoverStyle() {
        let presenter = UIViewController()
        let window = shownWindow(presenter)
        let content = UIViewController()
        #expect(content.popoverPresentationController == nil)
        content.modalPresentationStyle = .popover
        let popover = content.popoverPresentationController
        #expect(popover != nil && popover === content.popoverPresentationController)
        #expect(popover === content.presentationController)
        #expect(popover?.sourceRect == .null && popover?.permittedArrowDirections == .any)
        #expect(popover?.arrowDirection == .unknown && popover?.containerView == nil)
        let anchor = UIBarButtonItem(title: "Share")
        popover?.barButtonItem = anchor
        popover?.sourceView = presenter.view
        popover?.sourceRect = CGRect(x: 10, y: 20, width: 30, height: 40)
        popover?.permittedArrowDirections = [.up, .down]
        let delegate = PopoverDelegate()
        popover?.delegate = delegate
        presenter.present(content, animated: true)
        #expect(delegate.prepared == 1)
        #expect(popover?.containerView === window && popover?.presentedView === content.view)
        #expect(popover?.presentingViewController === presenter && popover?.presentedViewController === content)
        #expect(popover?.barButtonItem === anchor && popover?.permittedArrowDirections.rawValue == 3)
        #expect(content.view.frame == window.bounds)
        presenter.dismiss(animated: true)
        #expect(popover?.containerView == nil && content.view.window == nil && presenter.presentedViewController == nil)
        #expect(UIPopoverArrowDirection.any.rawValue == 15)
    }

    @Test func aTransitioningDelegatesAnimatorRunsThePresentation() {
        let presenter = UIViewController()
        let window = shownWindow(presenter)
        let content = UIViewController()
        do {
            let delegate = TransitionDelegate()
            content.transitioningDelegate = delegate
            #expect(content.transitioningDelegate === delegate)
            var completed = 0
            #expect(presenter.transitionCoordinator == nil)
            presenter.present(content, animated: true) { completed += 1 }
            let context = delegate.animator.context
            #expect(delegate.asked == ["presented"] && context?.containerView === window)
            #expect(
                context?.viewController(forKey: .from) === presenter && context?.viewController(forKey: .to) === content
            )
            #expect(context?.isAnimated == true && context?.presentationStyle == .automatic)
            #expect(content.view.window === window && completed == 0)
            var order: [String] = []
            let coordinator = content.transitionCoordinator
            #expect(coordinator != nil && presenter.transitionCoordinator != nil)
            #expect(coordinator?.transitionDuration == 0.25)
            coordinator?.animate(
                alongsideTransition: { _ in order.append("alongside") }, completion: { _ in order.append("done") })
            context?.completeTransition(true)
            #expect(order == ["alongside", "done"] && completed == 1 && delegate.animator.ended == [true])
            #expect(content.transitionCoordinator == nil && presenter.presentedViewController === content)
            presenter.dismiss(animated: true) { completed += 1 }
            #expect(delegate.asked == ["presented", "dismissed"] && content.view.window === window)
            delegate.animator.context?.completeTransition(true)
            #expect(completed == 2 && content.view.window == nil && presenter.presentedViewController == nil)
        }
        // The delegate is kept weakly, as in UIKit.
        #expect(content.transitioningDelegate == nil)
    }

    @Test func anAnimatedPresentationHasACoordinatorWhileTheViewGoesIn() {
        let presenter = UIViewController()
        let window = shownWindow(presenter)
        let animated = AppearingController()
        var completed = false
        presenter.present(animated, animated: true) { completed = true }
        #expect(animated.events == ["willAppear, coordinator: true", "alongside", "completion"] && completed)
        #expect(animated.transitionCoordinator == nil && presenter.transitionCoordinator == nil)
        presenter.dismiss(animated: false)
        let instant = AppearingController()
        presenter.present(instant, animated: false)
        #expect(instant.events == ["willAppear, coordinator: false"] && instant.view.window === window)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let root = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        let next = UIViewController()
        root.show(next, sender: nil)
        #expect(ids(navigation.viewControllers) == ids([root, next]) && next.view.window === window)
        let alone = UIViewController()
        let aloneWindow = shownWindow(alone)
        let detail = UIViewController()
        alone.showDetailViewController(detail, sender: nil)
        #expect(alone.presentedViewController === detail && detail.view.window === aloneWindow)
        let split = UISplitViewController()
        let primary = UIViewController()
        let secondary = UIViewController()
        split.viewControllers = [primary]
        #expect(primary.splitViewController === split && root.splitViewController == nil)
        primary.showDetailViewController(secondary, sender: nil)
        #expect(ids(split.viewControllers) == ids([primary, secondary]) && secondary.splitViewController === split)
        #expect(split.debugDescription.hasPrefix("<UISplitViewController: 0x"))
    }

    @Test func aSegueIsReportedMissingAsUIKitDoes() {
        let controller = UIViewController()
        #expect(controller.storyboard == nil)
        let (_, _, errors) = collecting { controller.performSegue(withIdentifier: "showDetail", sender: nil) }
        #expect(
            errors.map(\.description) == [
                "Receiver (\(controller.debugDescription)) has no segue with identifier 'showDetail'"
            ])
        #expect(controller.shouldPerformSegue(withIdentifier: "showDetail", sender: nil))
        let root = UIViewController()
        let destination = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let segue = UIStoryboardSegue(identifier: "next", source: root, destination: destination)
        root.prepare(for: segue, sender: nil)
        segue.perform()
        #expect(segue.identifier == "next" && navigation.topViewController === destination)
    }

    @Test func storyboardsAndNibsAreReportedMissing() {
        let main = Bundle.main.bundlePath
        let (storyboard, _, made) = collecting { UIStoryboard(name: "Main", bundle: nil) }
        #expect(
            made.map(\.description) == [
                "Could not find a storyboard named 'Main' in bundle NSBundle <\(main)> (loaded)"
            ])
        let (controller, _, missing) = collecting { storyboard.instantiateViewController(withIdentifier: "Profile") }
        #expect(
            missing.map(\.description) == [
                "Storyboard (\(storyboard)) doesn't contain a view controller with identifier 'Profile'"
            ])
        #expect(type(of: controller) == UIViewController.self && storyboard.instantiateInitialViewController() == nil)
        #expect(storyboard.description.hasPrefix("<UIStoryboard: 0x"))
        let (nib, _, none) = collecting { UINib(nibName: "ProfileCell", bundle: nil) }
        #expect(none.isEmpty)
        let (objects, _, nibErrors) = collecting { nib.instantiate(withOwner: nil, options: nil) }
        #expect(objects.isEmpty)
        let nibMessage = "Could not load NIB in bundle: 'NSBundle <\(main)> (loaded)' with name 'ProfileCell'"
        #expect(nibErrors.map(\.description) == [nibMessage])
        let (loaded, _, bundleErrors) = collecting { Bundle.main.loadNibNamed("ProfileCell", owner: nil) }
        #expect(loaded?.isEmpty == true && bundleErrors.map(\.description) == [nibMessage])
    }

    @Test func statusBarAndOrientationDefaults() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.supportedInterfaceOrientations == .allButUpsideDown)
        // Hidden by default in a vertically compact environment (an iPhone in landscape).
        let window = shownWindow(plain)
        window.rotate(to: .landscape, on: .iPhone15)
        #expect(plain.prefersStatusBarHidden)
        window.rotate(to: .portrait, on: .iPhone15)
        #expect(!plain.prefersStatusBarHidden)
        Screen.use(.iPad10)
        #expect(plain.supportedInterfaceOrientations == .all)
        Screen.use(.iPhone15)
        let custom = RecordingController()
        custom.statusStyle = .lightContent
        custom.setNeedsStatusBarAppearanceUpdate()
        #expect(custom.preferredStatusBarStyle == .lightContent && custom.prefersStatusBarHidden)
        #expect(custom.supportedInterfaceOrientations == .portrait)
        #expect(UIStatusBarStyle.darkContent.rawValue == 3 && UIStatusBarStyle.lightContent.rawValue == 1)
        #expect(
            UIInterfaceOrientationMask.all.rawValue == 30 && UIInterfaceOrientationMask.allButUpsideDown.rawValue == 26)
        #expect(UIInterfaceOrientationMask.landscapeLeft.rawValue == 16)
    }

    @Test func rotatingTheWindowTellsTheControllersFirst() {
        let root = RecordingController()
        let child = RecordingController()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        root.addChild(child)
        child.view.frame = root.view.bounds
        child.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.view.addSubview(child.view)
        child.didMove(toParent: root)
        window.rotate(to: .landscape, on: .iPhone15)
        let expected = [
            "willTransition(852x393, coordinator: true)", "alongside 852", "completion cancelled: false",
        ]
        #expect(root.events == expected && child.events == expected)
        #expect(navigation.transitionCoordinator == nil && root.transitionCoordinator == nil)
        window.rotate(to: .landscape, on: .iPhone15)
        #expect(root.events.count == 3)
    }

    @Test func tabBarItemsAndTheTabBarController() {
        let item = UITabBarItem(title: "Home", image: nil, tag: 7)
        #expect(item.title == "Home" && item.tag == 7 && item.badgeValue == nil && item.selectedImage == nil)
        let system = UITabBarItem(tabBarSystemItem: .favorites, tag: 2)
        #expect(system.title == nil && system.tag == 2 && UITabBarItem.SystemItem.mostViewed.rawValue == 11)
        let first = UIViewController()
        let second = UIViewController()
        first.title = "Inbox"
        #expect(first.tabBarItem.title == "Inbox")
        first.title = "Mail"
        #expect(first.tabBarItem.title == "Mail")
        second.tabBarItem = item
        item.badgeValue = "3"
        let tabs = UITabBarController()
        tabs.viewControllers = [first, second]
        let window = shownWindow(tabs)
        #expect(tabs.tabBar.items?.map(\.title) == ["Mail", "Home"] && tabs.tabBar.selectedItem === first.tabBarItem)
        #expect(first.tabBarController === tabs && tabs.tabBarController == nil)
        #expect(first.view.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        #expect(first.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 83, right: 0))
        tabs.selectedViewController = second
        #expect(tabs.selectedIndex == 1 && tabs.tabBar.selectedItem === item && second.view.window === window)
        #expect(tabs.tabBar.isTranslucent && tabs.tabBar.standardAppearance.backgroundEffect != nil)
    }

    @Test func theNavigationStack() {
        let root = UIViewController()
        let middle = UIViewController()
        let top = UIViewController()
        let navigation = UINavigationController(rootViewController: root)
        let window = shownWindow(navigation)
        navigation.pushViewController(middle, animated: false)
        navigation.pushViewController(top, animated: false)
        #expect(navigation.visibleViewController === top)
        let sheet = UIViewController()
        top.present(sheet, animated: false)
        #expect(navigation.visibleViewController === sheet)
        top.dismiss(animated: false)
        #expect(ids(navigation.popToViewController(middle, animated: true)) == ids([top]))
        #expect(
            ids(navigation.viewControllers) == ids([root, middle]) && middle.view.window === window && top.parent == nil
        )
        navigation.viewControllers = [root, middle, top]
        #expect(ids(navigation.popToRootViewController(animated: true)) == ids([middle, top]))
        #expect(ids(navigation.popToRootViewController(animated: true)) == [])
        #expect(root.view.window === window && ids(navigation.children) == ids([root]))
        let (popped, _, errors) = collecting { navigation.popToViewController(top, animated: true) }
        #expect(popped == nil && errors.map(\.description) == ["Tried to pop to a view controller that doesn't exist."])
        navigation.setViewControllers([top], animated: true)
        #expect(navigation.topViewController === top && top.view.window === window && root.parent == nil)
    }

    @Test func theActivityViewControllerKeepsItsItemsAndIsPresented() {
        let presenter = UIViewController()
        let window = shownWindow(presenter)
        let url = URL(string: "https://example.com")!
        let share = UIActivityViewController(activityItems: ["Hello", url], applicationActivities: nil)
        share.excludedActivityTypes = [.airDrop, .print]
        var finished: [(UIActivity.ActivityType?, Bool)] = []
        share.completionWithItemsHandler = { type, completed, _, _ in finished.append((type, completed)) }
        #expect(share.activityItems.count == 2 && share.applicationActivities == nil)
        #expect(share.excludedActivityTypes == [.airDrop, .print])
        presenter.present(share, animated: true)
        #expect(share.view.window === window && share.debugDescription.hasPrefix("<UIActivityViewController: 0x"))
        share.simulateCompletion(activityType: .copyToPasteboard, completed: true)
        #expect(finished.count == 1 && finished[0].0 == .copyToPasteboard && finished[0].1)
        #expect(share.view.window == nil && presenter.presentedViewController == nil)
        #expect(UIActivity.ActivityType.mail.rawValue == "com.apple.UIKit.activity.Mail")
    }
}
