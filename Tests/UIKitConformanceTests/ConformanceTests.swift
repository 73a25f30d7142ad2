import Foundation
import SnapKit
import Testing
import UIKit

/// The conformance files used as app code uses them: each subclass made through UIKit's
/// initializers, each extension's value read back, each optional chain taking effect.
@Suite struct ConformanceTests {
    @Test func subclassesAreMadeThroughUIKitsInitializers() {
        #expect(AppView().backgroundColor == .systemBackground)
        #expect(
            AppView(frame: CGRect(x: 1, y: 2, width: 3, height: 4)).frame == CGRect(x: 1, y: 2, width: 3, height: 4))
        #expect(AppLabel().font == UIFont.preferredFont(forTextStyle: .headline))
        #expect(AppStackView(arrangedSubviews: [UIView()]).axis == .vertical)
        #expect(AppTableView(frame: .zero, style: .grouped).style == .grouped)
        #expect(AppTableView(frame: .zero).style == .plain)
        #expect(
            AppTableCell(style: .subtitle, reuseIdentifier: AppTableCell.reuseIdentifier).reuseIdentifier
                == "AppTableCell")
        #expect(AppButton(type: .system).currentTitle == "Go")
        #expect(AppButton(type: .system).buttonType == .system)
        #expect(AppButton(frame: .zero).buttonType == .custom)
        #expect(AppFlowLayout().itemSize == CGSize(width: 100, height: 60))
        #expect(AppLayoutGuide().identifier == "AppLayoutGuide")
        #expect(AppTextView(frame: .zero, textContainer: nil).textContainer.lineFragmentPadding == 5)
        #expect(AppProgressView(progressViewStyle: .bar).progressViewStyle == .bar)
        #expect(AppEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).effect == nil)
        #expect(AppResponder().becomeFirstResponder())
    }

    @Test func controllersInitialiseAsInUIKit() {
        #expect(NibStyleController(nibName: "Card", bundle: nil).greeting == "Hello")
        #expect(NibStyleController(nibName: "Card", bundle: nil).nibName == "Card")
        #expect(ModelController(model: ["a"]).model == ["a"])
        let plain = PlainController()
        #expect(plain.nibName == nil)
        _ = plain.view
        #expect(plain.loaded)
        let root = UIViewController()
        #expect(AppNavigationController(rootViewController: root).viewControllers.first === root)
        #expect(AppNavigationController().viewControllers.isEmpty)
        #expect(UITableViewController().tableView.style == .plain)
        #expect(AppTableController(style: .insetGrouped).tableView.style == .insetGrouped)
        #expect(AppTabBarController().viewControllers.isEmpty)
    }

    @Test func valueClassesTakeAppsExtensions() {
        let accent = UIColor.brandAccent
        #expect(accent == UIColor(red: 1, green: 128.0 / 255, blue: 0, alpha: 1))
        #expect(UIFont.appBody(ofSize: 15).pointSize == 15)
        #expect(UIImage(avatarOfSide: 40).size == CGSize(width: 40, height: 40))
        #expect(UIImage().size == .zero)
        let (color, font, image, insets, priority) = styleSheet()
        #expect(color == UIColor(red: 0x33 / 255.0, green: 0x66 / 255.0, blue: 0x99 / 255.0, alpha: 1))
        #expect(font.weight == .medium)
        #expect(image.size == .zero)
        #expect(insets.right == 4)
        #expect(priority.rawValue == 751)
    }

    @Test func optionalChainsReachTheViews() {
        let button = UIButton(type: .system)
        let label = UILabel()
        label.font = .boldSystemFont(ofSize: 30)
        label.textColor = .red
        let cell = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        let controller = UIViewController()
        configure(button, label, cell, controller)
        #expect(button.titleLabel?.font == .boldSystemFont(ofSize: 17))
        #expect(button.titleLabel?.numberOfLines == 2)
        #expect(label.font == .systemFont(ofSize: 17))
        #expect(label.textColor == .black)
        #expect(cell.textLabel?.text == "Title")
    }

    @Test func snapKitPinsInsideTheSafeArea() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 393, height: 852))
        let container = UIView(frame: window.bounds)
        window.addSubview(container)
        let view = UIView()
        container.addSubview(view)
        let top = pin(view, in: container)
        window.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: container.safeAreaInsets.top + 8, width: 361, height: 44))
        top?.update(offset: 20)
        window.layoutIfNeeded()
        #expect(view.frame.minY == container.safeAreaInsets.top + 20)
    }
}
