import UIKitCompat

/// A new user's form: a label, a button, a text field and a switch in a stack view pinned
/// to the safe area, written as UIKit code.
@MainActor
public final class FormViewController: UIViewController {
    public let titleLabel = UILabel()
    public let button = UIButton(type: .system)
    public let field = UITextField()
    public let toggle = UISwitch()
    /// The lifecycle calls the controller heard, in order.
    public private(set) var events: [String] = []

    public override func viewDidLoad() {
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

    public override func viewWillAppear(_ animated: Bool) { events.append("viewWillAppear") }
    public override func viewDidAppear(_ animated: Bool) { events.append("viewDidAppear") }
    public override func viewWillDisappear(_ animated: Bool) { events.append("viewWillDisappear") }
    public override func viewDidDisappear(_ animated: Bool) { events.append("viewDidDisappear") }
    public override func viewDidLayoutSubviews() {
        if events.last != "viewDidLayoutSubviews" { events.append("viewDidLayoutSubviews") }
    }
}

/// The form in a window on a device, as `layoutctl render --form` draws it.
@MainActor
public enum FormStory {
    /// The form laid out on `device` in `orientation` at a text size.
    public static func run(
        device: Device, orientation: Device.Orientation, category: ContentSizeCategory = .large
    ) -> (run: StoryRun, form: FormViewController) {
        let window = UIWindow(device: device, orientation: orientation)
        window.traitOverrides.preferredContentSizeCategory = category
        let form = FormViewController()
        let reports = collectingReports {
            window.rootViewController = form
            window.makeKeyAndVisible()
        }
        let views: [(String, UIView)] = [
            ("label", form.titleLabel), ("button", form.button), ("field", form.field), ("switch", form.toggle),
        ]
        let run = StoryRun(
            title: "A form on an \(device), \(orientation), text size \(category)",
            summary: "A label, a button, a text field and a switch in a stack pinned to the safe area.",
            reports: reports, frames: views.map { ($0.0, $0.1.frame(in: window)) }, root: window)
        return (run, form)
    }
}
