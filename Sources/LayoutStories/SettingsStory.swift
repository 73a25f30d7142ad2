import UIKitCompat

/// One row of the settings list: a name and, for some, a value.
public struct SettingsRow: Hashable, Sendable {
    public let name: String
    public let value: String?
}

/// Story 5: a settings screen as code written since iOS 14 builds it: an inset-grouped list
/// made with a list configuration, cells and headers from registrations, a diffable data
/// source, and list content configurations, with no frame or constraint written by hand.
@MainActor
public enum SettingsStory {
    /// The sections and their rows.
    public static let sections: [(title: String, rows: [SettingsRow])] = [
        (
            "Connections",
            [
                SettingsRow(name: "Wi-Fi", value: "Home"), SettingsRow(name: "Bluetooth", value: "On"),
                SettingsRow(name: "Cellular", value: nil),
            ]
        ),
        ("Display", [SettingsRow(name: "Text Size", value: nil), SettingsRow(name: "Dark Mode", value: "Off")]),
        ("About", [SettingsRow(name: "Version", value: "1.0")]),
    ]

    /// Runs the story in a collection view of `width` by `height` points.
    public static func run(width: CGFloat = 393, height: CGFloat = 852) -> (run: StoryRun, view: UICollectionView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemGroupedBackground
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let list = UICollectionView(
            frame: root.bounds, collectionViewLayout: UICollectionViewCompositionalLayout.list(using: configuration))
        list.backgroundColor = .systemGroupedBackground
        root.addSubview(list)
        let source = dataSource(for: list)
        var snapshot = NSDiffableDataSourceSnapshot<String, SettingsRow>()
        for section in sections {
            snapshot.appendSections([section.title])
            snapshot.appendItems(section.rows, toSection: section.title)
        }
        let reports = collectingReports {
            source.apply(snapshot, animatingDifferences: false)
            root.layoutIfNeeded()
        }
        var frames: [(String, CGRect)] = []
        for (index, section) in sections.enumerated() {
            if let header = list.supplementaryView(
                forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: index))
            {
                frames.append(("header \"\(section.title)\"", header.frame(in: root)))
            }
            for (item, row) in section.rows.enumerated() {
                guard let cell = list.cellForItem(at: IndexPath(item: item, section: index)) else { continue }
                frames.append(("row \"\(row.name)\"", cell.frame(in: root)))
            }
        }
        let run = StoryRun(
            title: "5. A settings list from registrations, a diffable data source and list configurations",
            summary: "An inset-grouped list: cards 16 points in from the sides (20 on screens 414 points wide and "
                + "more), grouped headers in capitals, 44-point rows of body text with their values before a "
                + "disclosure chevron, 17.5 points between sections and 20 below the last.",
            reports: reports, frames: frames, root: root, owners: [source])
        return (run, list)
    }

    /// The data source: value cells for rows with a value, plain rows otherwise; grouped headers.
    private static func dataSource(for list: UICollectionView) -> UICollectionViewDiffableDataSource<String, SettingsRow> {
        let rows = UICollectionView.CellRegistration<UICollectionViewListCell, SettingsRow> { cell, _, row in
            var content = row.value == nil ? cell.defaultContentConfiguration() : UIListContentConfiguration.valueCell()
            content.text = row.name
            content.secondaryText = row.value
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
            cell.backgroundColor = .secondarySystemGroupedBackground
        }
        let headers = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader
        ) { header, _, path in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = sections[path.section].title
            header.contentConfiguration = content
        }
        let source = UICollectionViewDiffableDataSource<String, SettingsRow>(collectionView: list) { view, path, row in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: row)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        return source
    }
}
