import UIKitCompat

/// Story 3's table: its intrinsic height is its content height, invalidated after
/// `reloadData()`, so that it grows to show every row.
@MainActor
final class IntrinsicTableView: UITableView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: contentSize.height)
    }

    override func reloadData() {
        super.reloadData()
        invalidateIntrinsicContentSize()
    }
}

@MainActor
final class SettingsSource: NSObject, UITableViewDataSource {
    let rows = [
        "Wi-Fi", "Bluetooth", "Cellular", "Personal Hotspot", "Notifications", "Sounds", "Focus",
        "Screen Time", "General", "Control Centre", "Display & Brightness",
    ]

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// Story 3: a table pinned only at its top, leading and trailing inside a scroll view grows
/// to show every row.
@MainActor
public enum GrowingTableStory {
    /// Runs the story.
    public static func run(width: CGFloat = 375, height: CGFloat = 667) -> (run: StoryRun, table: UITableView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemBackground
        let scrollView = UIScrollView(frame: root.bounds)
        root.addSubview(scrollView)
        let header = UILabel()
        header.text = "Settings"
        header.font = .boldSystemFont(ofSize: 34)
        header.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(header)
        let table = IntrinsicTableView(frame: .zero, style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Row")
        table.backgroundColor = .secondarySystemBackground
        table.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(table)
        NSLayoutConstraint.activate([
            header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 16),
            header.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor, constant: 16),
            table.topAnchor.constraint(equalTo: header.bottomAnchor, constant: 16),
            table.leadingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor),
            scrollView.contentLayoutGuide.bottomAnchor.constraint(equalTo: table.bottomAnchor),
        ])
        let source = SettingsSource()
        table.dataSource = source
        table.reloadData()
        let reports = collectingReports { root.layoutIfNeeded() }
        var frames: [(String, CGRect)] = [("table", table.frame(in: root))]
        frames += table.visibleCells.compactMap { cell in
            guard let path = table.indexPath(for: cell) else { return nil }
            return ("row \(path.row) \"\(cell.textLabel?.text ?? "")\"", cell.frame(in: root))
        }
        let run = StoryRun(
            title: "3. A table that grows to its content inside a scroll view",
            summary: "The table reports intrinsicContentSize = (noIntrinsicMetric, contentSize.height) and invalidates "
                + "it after reloadData(); pinned only at its top, leading and trailing, it grows to "
                + "\(Int(table.frame.height)) points and shows all \(table.visibleCells.count) rows without scrolling; "
                + "the scroll view's content is \(Int(scrollView.contentSize.height)) points high.",
            reports: reports, frames: frames, root: root, owners: [source])
        return (run, table)
    }
}
