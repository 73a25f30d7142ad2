import UIKitCompat

/// A new user's form: a label, a button, a text field and a switch in a stack view pinned
/// to the safe area, written as UIKit code.
final class FormViewController: UIViewController {
    let titleLabel = UILabel()
    let button = UIButton(type: .system)
    let field = UITextField()
    let toggle = UISwitch()
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Profile"
        view.backgroundColor = .systemBackground
        titleLabel.text = "Your name"
        titleLabel.font = .preferredFont(forTextStyle: .body)
        titleLabel.adjustsFontForContentSizeCategory = true
        button.setTitle("Save", for: .normal)
        field.borderStyle = .roundedRect
        field.placeholder = "Name"
        let stack = UIStackView(arrangedSubviews: [titleLabel, button, field, toggle])
        stack.axis = .vertical
        stack.spacing = 8
        stack.alignment = .leading
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 16),
            stack.leadingAnchor.constraint(equalTo: view.safeAreaLayoutGuide.leadingAnchor, constant: 16),
            stack.trailingAnchor.constraint(lessThanOrEqualTo: view.safeAreaLayoutGuide.trailingAnchor, constant: -16),
            field.widthAnchor.constraint(equalTo: stack.widthAnchor),
            stack.widthAnchor.constraint(equalTo: view.safeAreaLayoutGuide.widthAnchor, constant: -32),
        ])
        events.append("viewDidLoad")
    }

    override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
    override func viewDidLayoutSubviews() {
        if events.last != "viewDidLayoutSubviews" { events.append("viewDidLayoutSubviews") }
    }
}
