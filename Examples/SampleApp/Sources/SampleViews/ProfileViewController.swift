import SnapKit
import UIKit

/// A settings-like profile screen: a vertical stack of a label, a text field, a row with a
/// switch and a button, pinned to the safe area with SnapKit; a task on the main actor fills it in.
public final class ProfileViewController: UIViewController {
    let nameLabel = UILabel()
    let statusField = UITextField()
    let notificationsLabel = UILabel()
    let notificationsSwitch = UISwitch()
    let saveButton = UIButton(type: .system)
    private let viewModel = ProfileViewModel()
    /// The load started in `viewDidLoad`, so that tests can wait for it.
    private(set) var loading: Task<Void, Never>?

    public override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        nameLabel.font = .preferredFont(forTextStyle: .title2)
        nameLabel.numberOfLines = 0
        nameLabel.text = viewModel.name
        statusField.placeholder = "Status"
        statusField.borderStyle = .roundedRect
        notificationsLabel.text = "Notifications"
        notificationsSwitch.isOn = viewModel.notificationsOn
        let notificationsRow = UIStackView(arrangedSubviews: [notificationsLabel, notificationsSwitch])
        notificationsRow.spacing = 8
        saveButton.setTitle("Save", for: .normal)
        saveButton.titleLabel?.font = .boldSystemFont(ofSize: 17)

        let stack = UIStackView(arrangedSubviews: [nameLabel, statusField, notificationsRow, saveButton])
        stack.axis = .vertical
        stack.spacing = 12
        view.addSubview(stack)
        stack.snp.makeConstraints { make in
            make.top.equalTo(view.safeAreaLayoutGuide).offset(20)
            make.leading.trailing.equalToSuperview().inset(16)
        }

        loading = Task { @MainActor in
            await viewModel.load()
            nameLabel.text = viewModel.name
            statusField.text = viewModel.status
        }
    }
}
