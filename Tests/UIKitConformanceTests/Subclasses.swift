// App-style subclasses of every UIKit class UIKitCompat lets apps subclass, each overriding
// UIKit's designated initializers exactly as app code does (docs/uikit-declarations.tsv
// lists the declarations). A class that is not open, or an initializer that is missing,
// convenience where UIKit's is designated or not `required` where UIKit's is, fails the
// build of this target.
import UIKit

final class AppResponder: UIResponder {
    override var canBecomeFirstResponder: Bool { true }
}

final class AppView: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBackground
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
}

final class AppLabel: UILabel {
    override init(frame: CGRect) {
        super.init(frame: frame)
        font = .preferredFont(forTextStyle: .headline)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppImageView: UIImageView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppStackView: UIStackView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppScrollView: UIScrollView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppTableView: UITableView {
    override init(frame: CGRect, style: UITableView.Style) { super.init(frame: frame, style: style) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppTableCell: UITableViewCell {
    static var reuseIdentifier = "AppTableCell"
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppHeaderFooter: UITableViewHeaderFooterView {
    override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppCollectionView: UICollectionView {
    override init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        super.init(frame: frame, collectionViewLayout: layout)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppCollectionCell: UICollectionViewCell {
    static var reuseIdentifier = "AppCollectionCell"
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppReusableView: UICollectionReusableView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppListCell: UICollectionViewListCell {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppFlowLayout: UICollectionViewFlowLayout {
    override init() {
        super.init()
        itemSize = CGSize(width: 100, height: 60)
        minimumLineSpacing = 8
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppControl: UIControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        setTitle("Go", for: .normal)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppSwitch: UISwitch {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppTextField: UITextField {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppTextView: UITextView {
    override init(frame: CGRect, textContainer: NSTextContainer?) {
        super.init(frame: frame, textContainer: textContainer)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppSpinner: UIActivityIndicatorView {
    override init(style: UIActivityIndicatorView.Style) { super.init(style: style) }
    override init(frame: CGRect) { super.init(frame: frame) }
    required init(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppProgressView: UIProgressView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppSlider: UISlider {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppStepper: UIStepper {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppSegmentedControl: UISegmentedControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppPageControl: UIPageControl {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppEffectView: UIVisualEffectView {
    override init(effect: UIVisualEffect?) { super.init(effect: effect) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppWindow: UIWindow {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppLayoutGuide: UILayoutGuide {
    override init() {
        super.init()
        identifier = "AppLayoutGuide"
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller that overrides UIKit's designated initializer, as most do.
final class NibStyleController: UIViewController {
    let greeting: String

    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        greeting = "Hello"
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller with its own initializer that calls UIKit's designated one.
final class ModelController: UIViewController {
    let model: [String]

    init(model: [String]) {
        self.model = model
        super.init(nibName: nil, bundle: nil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

/// A controller that writes no initializer at all: `init()` is inherited, as in UIKit.
final class PlainController: UIViewController {
    var loaded = false
    override func viewDidLoad() {
        super.viewDidLoad()
        loaded = true
    }
}

final class AppNavigationController: UINavigationController {
    override init(rootViewController: UIViewController) { super.init(rootViewController: rootViewController) }
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppTabBarController: UITabBarController {}

final class AppTableController: UITableViewController {
    override init(style: UITableView.Style) { super.init(style: style) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

final class AppCollectionController: UICollectionViewController {
    override init(collectionViewLayout layout: UICollectionViewLayout) { super.init(collectionViewLayout: layout) }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
