import Foundation
import LayoutTestSupport
import Testing
import UIKitCompat

/// UIKit members app view code calls every day (docs/uikit-compat.md): each does what UIKit
/// does to layout, or keeps what it is given.
@MainActor @Suite struct EverydayMembersTests {
    @Test func coloursFromHueAndBackAndByName() {
        let red = UIColor(hue: 0, saturation: 1, brightness: 1, alpha: 1)
        #expect(red == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(
            UIColor(hue: 1.0 / 3, saturation: 1, brightness: 1, alpha: 0.5)
                == UIColor(red: 0, green: 1, blue: 0, alpha: 0.5))
        var (h, s, b, a): (CGFloat, CGFloat, CGFloat, CGFloat) = (0, 0, 0, 0)
        let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(orange.getHue(&h, saturation: &s, brightness: &b, alpha: &a))
        #expect(abs(h - 30.0 / 360) < 1e-12 && s == 1 && b == 1 && a == 1)
        var (r, g, bl): (CGFloat, CGFloat, CGFloat) = (0, 0, 0)
        #expect(orange.getRed(&r, green: &g, blue: &bl, alpha: &a) && (r, g, bl, a) == (1, 0.5, 0, 1))
        var w: CGFloat = 0
        #expect(UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a) && w == 0.25 && a == 0.5)
        let (missing, _, errors) = collecting { UIColor(named: "everyday-missing") }
        #expect(missing == nil)
        #expect(
            errors.map(\.description) == [
                "No colour named \"everyday-missing\" is registered: UIColor(named:) returns nil. Register it first with "
                    + "Color.register(_:named:)."
            ])
        UIColor.register(orange, named: "everyday-brand")
        #expect(UIColor(named: "everyday-brand") == orange)
    }

    @Test func imagesFromBytesAndDrawnOtherWays() {
        // A PNG's signature and IHDR chunk: 64 x 32 pixels.
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13]
        png += Array("IHDR".utf8) + [0, 0, 0, 64, 0, 0, 0, 32, 8, 6, 0, 0, 0]
        #expect(UIImage(data: Data(png))?.size == CGSize(width: 64, height: 32))
        let gif = Array("GIF89a".utf8) + [10, 0, 20, 0]
        #expect(UIImage(data: Data(gif))?.size == CGSize(width: 10, height: 20))
        #expect(UIImage(data: Data("not an image".utf8)) == nil)
        #expect(UIImage(data: Data()) == nil)
        #expect(UIImage().size == .zero)
        let icon = UIImage(size: CGSize(width: 24, height: 24))
        let template = icon.withRenderingMode(.alwaysTemplate)
        #expect(
            template.renderingMode == .alwaysTemplate && template.size == icon.size && icon.renderingMode == .automatic)
        let stretchy = icon.resizableImage(
            withCapInsets: UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4), resizingMode: .stretch)
        #expect(
            stretchy.capInsets == UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
                && stretchy.resizingMode == .stretch)
        #expect(stretchy.size == icon.size)
        let font = UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .medium)
        #expect(font.pointSize == 13 && font.weight == .medium)
    }

    @Test func buttonsKeepColoursAndSizeToBackgroundsAndStyledTitles() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        #expect(button.currentTitleColor == button.tintColor)
        button.setTitleColor(.red, for: .normal)
        button.setTitleColor(.blue, for: .selected)
        #expect(button.titleLabel?.textColor == .red)
        button.isSelected = true
        #expect(button.currentTitleColor == .blue && button.titleLabel?.textColor == .blue)
        #expect(UIButton(type: .custom).titleColor(for: .normal) == .white)
        // A background image alone sizes the button; with a title, at least its size.
        let badge = UIButton(type: .custom)
        badge.setBackgroundImage(UIImage(size: CGSize(width: 20, height: 20)), for: .normal)
        #expect(badge.intrinsicContentSize == CGSize(width: 20, height: 20))
        badge.setBackgroundImage(UIImage(size: CGSize(width: 120, height: 50)), for: .normal)
        badge.setTitle("Go", for: .normal)
        #expect(badge.intrinsicContentSize == CGSize(width: 120, height: 50))
        #expect(badge.currentBackgroundImage?.size == CGSize(width: 120, height: 50))
        // A styled title is measured with its attributes.
        let styled = UIButton(type: .system)
        styled.setAttributedTitle(
            NSAttributedString(string: "Save", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)]), for: .normal)
        let label = UILabel()
        label.attributedText = NSAttributedString(
            string: "Save", attributes: [.font: UIFont.boldSystemFont(ofSize: 30)])
        let text = label.intrinsicContentSize
        #expect(styled.titleLabel?.text == "Save")
        #expect(styled.intrinsicContentSize == CGSize(width: ceil(text.width), height: ceil(text.height + 12)))
        #expect(styled.currentAttributedTitle?.string == "Save")
    }

    @Test func scrollAndTableSettingsAreKeptAndTheBackgroundFillsTheTable() {
        let scroll = UIScrollView()
        #expect(scroll.showsVerticalScrollIndicator && scroll.showsHorizontalScrollIndicator && !scroll.isPagingEnabled)
        scroll.showsHorizontalScrollIndicator = false
        scroll.isPagingEnabled = true
        #expect(!scroll.showsHorizontalScrollIndicator && scroll.isPagingEnabled)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        #expect(table.separatorStyle == .singleLine && table.separatorColor == .separator)
        #expect(table.separatorInsetReference == .fromCellEdges)
        table.separatorStyle = .none
        #expect(table.separatorStyle == .none)
        let background = UIView()
        table.backgroundView = background
        table.layoutIfNeeded()
        #expect(background.frame == CGRect(x: 0, y: 0, width: 320, height: 480))
        #expect(table.subviews.first === background)
    }

    @Test func barButtonItemsAndAHiddenNavigationBar() {
        let window = UIWindow(device: .iPhone15)
        let content = UIViewController()
        var taps = 0
        let done = UIBarButtonItem(barButtonSystemItem: .done, primaryAction: UIAction { _ in taps += 1 })
        content.navigationItem.rightBarButtonItem = done
        content.navigationItem.leftBarButtonItems = [UIBarButtonItem(title: "Edit"), .flexibleSpace()]
        #expect(content.navigationItem.rightBarButtonItems?.count == 1 && done.style == .done)
        #expect(content.navigationItem.leftBarButtonItem?.title == "Edit")
        done.simulateTap()
        done.isEnabled = false
        done.simulateTap()
        #expect(taps == 1)
        let navigation = UINavigationController(rootViewController: content)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(content.view.safeAreaInsets.top == 103)
        navigation.setNavigationBarHidden(true, animated: false)
        window.layoutIfNeeded()
        // Hidden, the bar takes no height: the safe area starts at the status bar (59).
        #expect(navigation.isNavigationBarHidden && navigation.navigationBar.isHidden)
        #expect(content.view.safeAreaInsets.top == 59)
    }

    @Test func accessibilityIsKeptWithUIKitsDefaults() {
        let view = UIView()
        #expect(!view.isAccessibilityElement && view.accessibilityTraits == .none && view.accessibilityLabel == nil)
        let label = UILabel()
        label.text = "Total"
        #expect(label.isAccessibilityElement && label.accessibilityTraits == .staticText)
        #expect(label.accessibilityLabel == "Total")
        let button = UIButton(type: .system)
        #expect(button.isAccessibilityElement && button.accessibilityTraits == .button)
        view.isAccessibilityElement = true
        view.accessibilityLabel = "Profile"
        view.accessibilityHint = "Opens the profile"
        view.accessibilityValue = "3 unread"
        view.accessibilityTraits = [.button, .header]
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Profile")
        #expect(view.accessibilityHint == "Opens the profile" && view.accessibilityValue == "3 unread")
        #expect(view.accessibilityTraits.contains(.header) && view.accessibilityTraits.contains(.button))
    }

    /// An alert is presented like any controller, keeps its actions and text fields, and a
    /// tap on an action dismisses it and runs the handler.
    @Test func alertsPresentAndRunTheirActions() {
        let window = UIWindow(device: .iPhone15)
        let root = UIViewController()
        window.rootViewController = root
        window.makeKeyAndVisible()
        var chosen: [String] = []
        let alert = UIAlertController(title: "Delete?", message: "It cannot be undone.", preferredStyle: .alert)
        let delete = UIAlertAction(title: "Delete", style: .destructive) { chosen.append($0.title ?? "") }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(delete)
        alert.addTextField { $0.placeholder = "Name" }
        #expect(alert.title == "Delete?" && alert.message == "It cannot be undone." && alert.preferredStyle == .alert)
        #expect(alert.actions.map(\.title) == ["Cancel", "Delete"] && alert.textFields?.first?.placeholder == "Name")
        alert.modalPresentationStyle = .overFullScreen
        #expect(
            alert.modalPresentationStyle == .overFullScreen && UIViewController().modalPresentationStyle == .automatic)
        root.present(alert, animated: true)
        #expect(root.presentedViewController === alert && alert.view.window === window)
        alert.simulateTap(delete)
        #expect(chosen == ["Delete"] && root.presentedViewController == nil && alert.viewIfLoaded?.window == nil)
    }
}
