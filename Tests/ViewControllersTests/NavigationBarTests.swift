import Foundation
import LayoutTestSupport
import Testing
import UIKitCompat

/// UINavigationBar, its appearances and the bar button item initializers.
@MainActor @Suite struct NavigationBarTests {
    @Test func theBarKeepsUIKitsDefaultsAndWhatItIsGiven() {
        let bar = UINavigationController(rootViewController: UIViewController()).navigationBar
        #expect(bar.isTranslucent && bar.barStyle == .default && !bar.prefersLargeTitles)
        #expect(bar.barTintColor == nil && bar.titleTextAttributes == nil && bar.shadowImage == nil)
        #expect(bar.scrollEdgeAppearance == nil && bar.compactAppearance == nil)
        bar.barTintColor = .red
        bar.tintColor = .white
        bar.titleTextAttributes = [.foregroundColor: UIColor.white]
        bar.largeTitleTextAttributes = [.foregroundColor: UIColor.blue]
        bar.isTranslucent = false
        bar.barStyle = .black
        let shadow = UIImage(size: CGSize(width: 1, height: 1))
        bar.shadowImage = shadow
        let background = UIImage(size: CGSize(width: 2, height: 2))
        bar.setBackgroundImage(background, for: .default)
        #expect(bar.barTintColor == .red && bar.tintColor == .white && !bar.isTranslucent && bar.barStyle == .black)
        #expect(bar.titleTextAttributes?[.foregroundColor] as? UIColor == .white)
        #expect(bar.largeTitleTextAttributes?[.foregroundColor] as? UIColor == .blue)
        #expect(bar.shadowImage === shadow && bar.backgroundImage(for: .default) === background)
        #expect(bar.backgroundImage(for: .compact) == nil)
        #expect(UIBarMetrics.defaultPrompt.rawValue == 101 && UIBarStyle.black.rawValue == 1)
    }

    @Test func appearancesConfigureTheirBackgrounds() {
        let appearance = UINavigationBarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil)
        #expect(appearance.shadowColor == UIColor(white: 0, alpha: 0.3))
        appearance.configureWithOpaqueBackground()
        #expect(appearance.backgroundColor == .systemBackground && appearance.backgroundEffect == nil)
        appearance.configureWithTransparentBackground()
        #expect(
            appearance.backgroundColor == nil && appearance.shadowColor == nil && appearance.backgroundEffect == nil)
        appearance.configureWithDefaultBackground()
        #expect(appearance.backgroundEffect != nil && appearance.shadowColor != nil)
        appearance.backgroundColor = .systemBlue
        appearance.titleTextAttributes = [.foregroundColor: UIColor.white]
        appearance.largeTitleTextAttributes = [.foregroundColor: UIColor.white]
        let bar = UINavigationBar()
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        bar.compactAppearance = appearance
        #expect(bar.standardAppearance === appearance && bar.scrollEdgeAppearance === appearance)
        #expect(bar.compactAppearance?.backgroundColor == .systemBlue)
        #expect(bar.standardAppearance.titleTextAttributes[.foregroundColor] as? UIColor == .white)
    }

    @Test func largeTitlesMakeTheBar96PointsHigh() {
        let window = UIWindow(device: .iPhone15)
        let content = UIViewController()
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 44))
        navigation.navigationBar.prefersLargeTitles = true
        window.layoutIfNeeded()
        #expect(navigation.prefersLargeTitles)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 59, width: 393, height: 96))
        // The status bar's 59 points and the large bar's 96.
        #expect(content.view.safeAreaInsets.top == 155)
        let plain = UIViewController()
        plain.navigationItem.largeTitleDisplayMode = .never
        navigation.pushViewController(plain, animated: false)
        window.layoutIfNeeded()
        #expect(navigation.navigationBar.frame.height == 44 && plain.view.safeAreaInsets.top == 103)
    }

    @Test func barButtonItemsOfSystemItemsAndActions() {
        var taps = 0
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in taps += 1 })
        add.simulateTap()
        #expect(taps == 1 && add.systemItem == .add && add.style == .plain)
        #expect(UIBarButtonItem(systemItem: .done).style == .done)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24 && UIBarButtonItem.SystemItem.pageCurl.rawValue == 23)
        #expect(
            UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5
                && UIBarButtonItem.SystemItem.fastForward.rawValue == 20)
    }
}
