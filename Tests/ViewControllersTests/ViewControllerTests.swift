import LayoutStories
import LayoutTestSupport
import Testing
import UIKitCompat

/// The form of Sources/LayoutStories/FormStory.swift on real devices: frames to the point, in window coordinates.
@MainActor @Suite struct FormOnDevicesTests {
    struct Case: Sendable, CustomStringConvertible {
        let device: Device
        let orientation: Device.Orientation
        let category: ContentSizeCategory
        /// The stack's origin and width in the window.
        let origin: CGPoint
        let width: CGFloat
        var description: String { "\(device) \(orientation) \(category)" }
    }

    nonisolated static let cases: [Case] = [
        // SE: 20-point status bar in portrait, nothing in landscape; 16 inside the safe area.
        Case(device: .iPhoneSE3, orientation: .portrait, category: .large, origin: CGPoint(x: 16, y: 36), width: 343),
        Case(device: .iPhoneSE3, orientation: .landscape, category: .large, origin: CGPoint(x: 16, y: 16), width: 635),
        Case(
            device: .iPhoneSE3, orientation: .portrait, category: .accessibilityExtraExtraExtraLarge,
            origin: CGPoint(x: 16, y: 36), width: 343),
        // Pro Max: 59 on top in portrait; 59 on each side in landscape (932 - 118 - 32 = 782).
        Case(device: .iPhone15ProMax, orientation: .portrait, category: .large, origin: CGPoint(x: 16, y: 75), width: 398),
        Case(device: .iPhone15ProMax, orientation: .landscape, category: .large, origin: CGPoint(x: 75, y: 16), width: 782),
        Case(
            device: .iPhone15ProMax, orientation: .landscape, category: .accessibilityExtraExtraExtraLarge,
            origin: CGPoint(x: 75, y: 16), width: 782),
    ]

    @Test(arguments: cases)
    func theFormLaysOutToThePoint(_ c: Case) {
        let window = UIWindow(device: c.device, orientation: c.orientation)
        window.traitOverrides.preferredContentSizeCategory = c.category
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        // Frames converted to the window add up the frames of each superview; they are read on
        // sixths of a point, where the pixels of 2x and 3x screens lie.
        let frames = [form.titleLabel, form.button, form.field, form.toggle].map {
            onSixths($0.convert($0.bounds, to: window))
        }
        let o = c.origin
        let large = c.category == .large
        // "Your name" at the body's 17 points (53 at AX5), its size rounded up to the device's
        // pixels (2x on the SE, 3x on the Pro Max): 82.77 x 20.29 is 83 x 20.5 at 2x. The
        // system button's 15-point title "Save" 34.19 wide and 18 + 12 = 30 high; the rounded
        // field 34 high across the stack; the switch 51 x 31. Spacing 8; each edge on a pixel.
        let scale = c.device.scale
        func pixels(_ value: CGFloat) -> CGFloat { ceil(value * scale) / scale }
        func onPixel(_ value: CGFloat) -> CGFloat { (value * scale).rounded() / scale }
        let font = UIFont.systemFont(ofSize: large ? 17 : 53)
        let labelWidth = pixels(DefaultTextMeasurer().width(of: "Your name", font: font))
        let labelHeight = pixels(font.lineHeight)
        let saveWidth = ceil(DefaultTextMeasurer().width(of: "Save", font: .systemFont(ofSize: 15)))
        #expect(frames[0] == CGRect(x: o.x, y: o.y, width: labelWidth, height: labelHeight))
        #expect(frames[1] == CGRect(x: o.x, y: onPixel(o.y + labelHeight + 8), width: saveWidth, height: 30))
        #expect(frames[2] == CGRect(x: o.x, y: onPixel(o.y + labelHeight + 46), width: c.width, height: 34))
        #expect(frames[3] == CGRect(x: o.x, y: onPixel(o.y + labelHeight + 88), width: 51, height: 31))
        if c.device == .iPhoneSE3 && large { #expect(frames[0].size == CGSize(width: 83, height: 20.5)) }
        #expect(form.view.frame == window.bounds)
        #expect(Array(form.events.prefix(4)) == ["viewDidLoad", "viewWillAppear", "viewDidLayoutSubviews", "viewDidAppear"])
    }

    @Test func rotatingRelaysOutAndTheLabelFollowsTheTextSize() {
        let window = UIWindow(device: .iPhone15, orientation: .portrait)
        let form = FormViewController()
        window.rootViewController = form
        window.makeKeyAndVisible()
        #expect(form.field.frame.width == 361)  // 393 - 32
        #expect(form.traitCollection.horizontalSizeClass == .compact && form.traitCollection.verticalSizeClass == .regular)
        window.rotate(to: .landscape, on: .iPhone15)
        #expect(form.view.frame.size == CGSize(width: 852, height: 393))
        #expect(form.field.frame.width == 702)  // 852 - 2 * 59 - 32
        #expect(form.traitCollection.verticalSizeClass == .compact)
        window.traitOverrides.preferredContentSizeCategory = .accessibilityMedium
        window.layoutIfNeeded()
        #expect(form.titleLabel.font.pointSize == 28)
        #expect(form.titleLabel.frame.height == 101.0 / 3)  // 28 * 2444 / 2048 = 33.41 -> 33.67
    }
}

@MainActor @Suite struct ViewControllerLifecycleTests {
    @Test func theViewLoadsOnFirstUse() {
        let form = FormViewController()
        #expect(!form.isViewLoaded && form.viewIfLoaded == nil && form.events.isEmpty)
        _ = form.view
        #expect(form.isViewLoaded && form.events == ["viewDidLoad"])
        #expect(form.view.frame == UIScreen.main.bounds)
        #expect(form.navigationItem.title == "Profile")
    }

    @Test func replacingTheRootControllerMakesTheOldOneDisappear() {
        let window = UIWindow(device: .iPhoneSE3)
        let first = FormViewController(), second = FormViewController()
        window.rootViewController = first
        window.rootViewController = second
        #expect(first.events.suffix(2) == ["viewWillDisappear", "viewDidDisappear"])
        #expect(first.view.window == nil && second.view.window === window && !first.isVisible && second.isVisible)
    }

    @Test func childrenKeepTheirParent() {
        let parent = UIViewController(), child = UIViewController(), other = UIViewController()
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
        #expect(parent.children.map { $0 === child } == [true] && child.parent === parent)
        other.addChild(child)
        #expect(parent.children.isEmpty && other.children.count == 1 && child.parent === other)
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(child.parent == nil && other.children.isEmpty)
    }

    @Test func presentingTwiceIsRefusedWithUIKitsMessage() {
        let window = UIWindow(device: .iPhone15)
        let root = UIViewController(), sheet = UIViewController(), another = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        root.present(sheet, animated: true)
        #expect(sheet.view.window === window && sheet.view.frame == window.bounds && root.presentedViewController === sheet)
        let (_, _, errors) = collecting { root.present(another, animated: true) }
        #expect(
            errors.map(\.description) == [
                "Attempt to present \(another.debugDescription) on \(root.debugDescription) (from "
                    + "\(root.debugDescription)) which is already presenting \(sheet.debugDescription)."
            ])
        #expect(root.presentedViewController === sheet && another.viewIfLoaded?.window == nil)
        sheet.dismiss(animated: true)
        #expect(root.presentedViewController == nil && sheet.view.window == nil)
    }

    @Test func oneViewBelongsToOneControllerAtATime() {
        let first = UIViewController(), second = UIViewController()
        let shared = first.view!
        let own = second.view!
        let (_, _, errors) = collecting { second.view = shared }
        #expect(
            errors.map(\.description) == [
                "A view can only be associated with at most one view controller at a time! View \(shared) is "
                    + "associated with \(first.debugDescription). Clear this association before associating this "
                    + "view with \(second.debugDescription)."
            ])
        #expect(second.view === own && first.view === shared)
        first.view = UIView()
        second.view = shared
        #expect(second.view === shared)
    }
}

@MainActor @Suite struct ContainerControllerTests {
    @Test func theNavigationBarSitsBelowTheStatusBarAndTheSafeAreaBelowIt() {
        let window = UIWindow(device: .iPhone15)
        let form = FormViewController()
        let navigation = UINavigationController(rootViewController: form)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        #expect(form.view.safeAreaInsets == UIEdgeInsets(top: 103, left: 0, bottom: 34, right: 0))
        #expect(form.titleLabel.convert(form.titleLabel.bounds, to: window).origin == CGPoint(x: 16, y: 119))
        navigation.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(form.view.safeAreaInsets.top == 155)
        let next = UIViewController()
        navigation.pushViewController(next, animated: true)
        #expect(navigation.topViewController === next && next.view.window === window && form.view.window == nil)
        #expect(navigation.popViewController(animated: true) === next && form.view.window === window)
        #expect(navigation.popViewController(animated: true) == nil)
    }

    @Test func theTabBarSitsAboveTheHomeIndicator() {
        let window = UIWindow(device: .iPhone15)
        let tabs = UITabBarController()
        let first = FormViewController(), second = UIViewController()
        tabs.viewControllers = [first, second]
        window.rootViewController = tabs
        window.makeKeyAndVisible()
        #expect(tabs.tabBar.frame == CGRect(x: 0, y: 852 - 34 - 49, width: 393, height: 83))
        #expect(first.view.safeAreaInsets.bottom == 83)
        tabs.selectedIndex = 1
        #expect(second.view.window === window && first.view.window == nil)
    }
}

@MainActor @Suite struct ViewControllersDocTests {
    @Test func formInAWindow() {
        // example: formInAWindow
        let window = UIWindow(device: .iPhoneSE3, orientation: .portrait)
        let form = FormViewController()       // Sources/LayoutStories/FormStory.swift
        window.rootViewController = form      // viewDidLoad, then viewWillAppear ...
        window.makeKeyAndVisible()            // ... a layout pass, then viewDidAppear
        // The stack starts 16 points inside the safe area, below the 20-point status bar:
        // form.titleLabel's frame in the window is (16, 36, 83, 20.5).
        // end
        #expect(form.titleLabel.convert(form.titleLabel.bounds, to: window) == CGRect(x: 16, y: 36, width: 83, height: 20.5))
        #expect(form.events.prefix(2) == ["viewDidLoad", "viewWillAppear"])
    }

    @Test func textViewSizedByItsText() {
        // example: textViewSizedByItsText
        let notes = UITextView()
        notes.isScrollEnabled = false
        notes.text = String(repeating: "word ", count: 30)
        // 200 points wide: five 12-point lines (71.6, 71.67 at 3x) + 8 + 8 = 87.67 high.
        let size = notes.sizeThatFits(CGSize(width: 200, height: 0))   // (200, 87.67)
        // end
        #expect(size == CGSize(width: 200, height: 263.0 / 3))
    }

    @Test func examplesMatchThePage() throws {
        let result = try DocSync.exampleMismatches(page: "docs/view-controllers.md", testSource: #filePath)
        #expect(result.problems.isEmpty, "\(result.problems)")
        #expect(result.checked == 2)
    }
}
