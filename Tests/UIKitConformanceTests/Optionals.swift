// UIKit's optionality as app code relies on it: optional chaining where UIKit is optional,
// `nil` assigned where UIKit is implicitly unwrapped.
import SnapKit
import UIKit

/// A cell configured the way app code configures one.
func configure(_ button: UIButton, _ label: UILabel, _ cell: UITableViewCell, _ controller: UIViewController) {
    button.titleLabel?.font = .boldSystemFont(ofSize: 17)
    button.titleLabel?.numberOfLines = 2
    button.imageView?.contentMode = .scaleAspectFit
    label.font = nil
    label.textColor = nil
    label.text = nil
    cell.textLabel?.text = "Title"
    controller.navigationController?.pushViewController(UIViewController(), animated: false)
    controller.view.superview?.setNeedsLayout()
    controller.title = nil
}

/// SnapKit's DSL on views and guides, as apps write it.
func pin(_ view: UIView, in container: UIView) -> Constraint? {
    var top: Constraint?
    view.snp.makeConstraints { make in
        top = make.top.equalTo(container.safeAreaLayoutGuide).offset(8).constraint
        make.leading.trailing.equalToSuperview().inset(UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16))
        make.height.equalTo(44).priority(.high)
    }
    return top
}
