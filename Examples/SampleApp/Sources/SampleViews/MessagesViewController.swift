import UIKit

/// A plain table of messages, fed by a classic data source.
public final class MessagesViewController: UITableViewController {
    private let messages = [
        ("Welcome", "Thanks for trying the app."),
        ("Reminder", "Your subscription renews tomorrow, so there is nothing for you to do today."),
    ]

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(MessageCell.self, forCellReuseIdentifier: MessageCell.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        messages.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: MessageCell.reuseIdentifier, for: indexPath)
        if let cell = cell as? MessageCell {
            let message = messages[indexPath.row]
            cell.show(title: message.0, detail: message.1)
        }
        return cell
    }
}
