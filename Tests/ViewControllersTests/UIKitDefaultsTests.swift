import LayoutTestSupport
import Testing
import UIKitCompat

/// UIKit's defaults that app code relies on: a table cell made in code is 320 x 44, a
/// button fits its content, and a view controller's root view keeps the system's minimum
/// margins.
@MainActor @Suite struct UIKitDefaultsTests {
    final class TitleCell: UITableViewCell {
        let title = UILabel()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            title.text = "Title"
            title.translatesAutoresizingMaskIntoConstraints = false
            contentView.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
                title.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ])
        }
        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    }

    @Test func aCellMadeInCodeIs320By44() {
        // A UITableViewCell made without a table reports 320 x 44 (UIKit's default cell size;
        // the default row height is 44, UITableView.rowHeight's documentation).
        let cell = TitleCell(style: .default, reuseIdentifier: "Title")
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        cell.layoutIfNeeded()
        // The title sits at the content view's 16-point margin, centred in the 44 points.
        #expect(cell.title.frame == CGRect(x: 16, y: 71.0 / 6, width: 33, height: 61.0 / 3))
        #expect(UITableViewCell(frame: .zero).frame.size == CGSize(width: 320, height: 44))
        #expect(UITableViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60)).frame.size.width == 200)
    }

    final class SizedOnlyController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            view.translatesAutoresizingMaskIntoConstraints = false
            label.text = "Hi"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                view.widthAnchor.constraint(equalToConstant: 375),
                view.heightAnchor.constraint(equalToConstant: 200),
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.layoutMarginsGuide.topAnchor),
            ])
        }
    }

    /// A root view with constraints only for its size, hosted at (0, 0), stays there: its
    /// margins guide, 16 points in, does not pull it to (-16, -16).
    @Test func aViewSizedOnlyByConstraintsKeepsItsOrigin() {
        let window = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 800))
        let controller = SizedOnlyController()
        window.addSubview(controller.view)
        window.layoutIfNeeded()
        #expect(controller.view.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(controller.label.frame.origin == CGPoint(x: 16, y: 0))
    }

    @Test func buttonsFitTheirContent() {
        let button = UIButton(type: .system)
        button.setTitle("Save", for: .normal)
        button.frame = CGRect(x: 10, y: 20, width: 0, height: 0)
        #expect(button.sizeThatFits(.zero) == button.intrinsicContentSize)
        button.sizeToFit()
        // "Save" at 15 points (34.19, 34.33 at 3x, rounded up to 35) and 18 + 12 high.
        #expect(button.frame == CGRect(x: 10, y: 20, width: 35, height: 30))
    }

    final class MarginsController: UIViewController {
        let label = UILabel()
        override func viewDidLoad() {
            super.viewDidLoad()
            label.text = "Margins"
            label.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            ])
        }
    }

    @Test func aControllersRootViewKeepsTheSystemMinimumMargins() {
        // UIKit's systemMinimumLayoutMargins: 16 at the sides in a compact width, 20 in a
        // regular one, 0 at the top and bottom (Apple's documentation of the property).
        let phone = UIWindow(device: .iPhone15, orientation: .portrait)
        let controller = MarginsController()
        phone.rootViewController = controller
        phone.makeKeyAndVisible()
        #expect(
            controller.systemMinimumLayoutMargins
                == NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16))
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        #expect(controller.label.frame.minX == 16)
        // Larger margins of the app's own are kept; smaller ones give way to the minimum.
        controller.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 8, leading: 30, bottom: 8, trailing: 8)
        phone.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 16))
        #expect(controller.label.frame.minX == 30)
        controller.viewRespectsSystemMinimumLayoutMargins = false
        phone.layoutIfNeeded()
        #expect(controller.view.layoutMargins == UIEdgeInsets(top: 8, left: 30, bottom: 8, right: 8))
        let pad = UIWindow(device: .iPad10, orientation: .portrait)
        let padController = MarginsController()
        pad.rootViewController = padController
        pad.makeKeyAndVisible()
        #expect(padController.view.layoutMargins == UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 20))
        #expect(padController.label.frame.minX == 20)
        // A plain view keeps its 8 points.
        #expect(UIView().layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
    }
}
