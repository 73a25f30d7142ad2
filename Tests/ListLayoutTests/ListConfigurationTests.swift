import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

/// A settings-like list: sections of rows under grouped headers.
final class SettingsList {
    let view: CollectionView
    let source: CollectionViewDiffableDataSource<String, String>

    @MainActor init(
        width: CGFloat, appearance: CollectionLayoutListConfiguration.Appearance = .insetGrouped, value: Bool = false
    ) {
        var configuration = CollectionLayoutListConfiguration(appearance: appearance)
        configuration.headerMode = .supplementary
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: width, height: 800),
            collectionViewLayout: CompositionalLayout.list(using: configuration))
        let rows = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in
            var content = value ? ListContentConfiguration.valueCell() : cell.defaultContentConfiguration()
            content.text = item
            if value { content.secondaryText = "On" }
            cell.contentConfiguration = content
        }
        let headers = CollectionView.SupplementaryRegistration<CollectionViewListCell>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { header, _, path in
            var content = appearance == .plain ? ListContentConfiguration.plainHeader() : .groupedHeader()
            content.text = path.section == 0 ? "Connections" : "Display"
            header.contentConfiguration = content
        }
        source = CollectionViewDiffableDataSource(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: headers, for: path)
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["Connections", "Display"])
        snapshot.appendItems(["Wi-Fi", "Bluetooth"], toSection: "Connections")
        snapshot.appendItems(["Text Size"], toSection: "Display")
        source.apply(snapshot)
        view.layoutIfNeeded()
    }

    @MainActor func header(_ section: Int) -> CGRect? {
        view.supplementaryView(
            forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: section))?.frame
    }
    @MainActor func row(_ item: Int, _ section: Int) -> CGRect? {
        view.cellForItem(at: IndexPath(item: item, section: section))?.frame
    }
}

/// An inset-grouped list without headers, 393 points wide, showing `sections` of rows set
/// up by `configure`; the data source is returned to keep it alive.
@MainActor func insetGroupedList(_ sections: [[String]], configure: @escaping (CollectionViewListCell, String) -> Void)
    -> (view: CollectionView, source: CollectionViewDiffableDataSource<Int, String>)
{
    let view = CollectionView(
        frame: CGRect(x: 0, y: 0, width: 393, height: 800),
        collectionViewLayout: CompositionalLayout.list(using: .init(appearance: .insetGrouped)))
    let rows = CollectionView.CellRegistration<CollectionViewListCell, String> { cell, _, item in configure(cell, item)
    }
    let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
        view.dequeueConfiguredReusableCell(using: rows, for: path, item: item)
    }
    var snapshot = DiffableDataSourceSnapshot<Int, String>()
    for (index, items) in sections.enumerated() {
        snapshot.appendSections([index])
        snapshot.appendItems(items, toSection: index)
    }
    source.apply(snapshot)
    view.layoutIfNeeded()
    return (view, source)
}

@MainActor @Suite struct ListConfigurationTests {
    /// The labels of a cell's or header's list content, by text.
    static func labels(_ view: CollectionViewCell?) -> [String: CGRect] {
        var found: [String: CGRect] = [:]
        for case let label as Label in view?.contentView.subviews.first?.subviews ?? [] where !label.isHidden {
            found[label.text ?? ""] = label.frame
        }
        return found
    }

    @Test func anInsetGroupedListWithHeaders() {
        let list = SettingsList(width: 393)
        // Cards 16 points in from each side; headers 38.67 high (17 + a footnote line, 15.51
        // rounded up to 15.67 + 6); rows 44; 17.5 below the first section, 20 below the last.
        #expect(list.header(0) == CGRect(x: 16, y: 0, width: 361, height: 116.0 / 3))
        #expect(list.row(0, 0) == CGRect(x: 16, y: 116.0 / 3, width: 361, height: 44))
        #expect(list.row(1, 0) == CGRect(x: 16, y: 82.66666666666666, width: 361, height: 44))
        #expect(list.header(1) == CGRect(x: 16, y: 865.0 / 6, width: 361, height: 116.0 / 3))
        #expect(list.row(0, 1) == CGRect(x: 16, y: 182.83333333333331, width: 361, height: 44))
        #expect(list.view.contentSize == CGSize(width: 393, height: 246.83333333333331))
        // The header's in capitals.
        // Text 16 points into the card across its width, centred in the row.
        #expect(
            Self.labels(list.view.cellForItem(at: IndexPath(item: 0, section: 0))) == [
                "Wi-Fi": CGRect(x: 16, y: 71.0 / 6, width: 329, height: 61.0 / 3)
            ])
        let header =
            list.view.supplementaryView(
                forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
            as? CollectionViewCell
        let headerLabels = Self.labels(header)
        #expect(headerLabels.keys.sorted() == ["CONNECTIONS"])
        #expect(headerLabels["CONNECTIONS"] == CGRect(x: 16, y: 17, width: 329, height: 47.0 / 3))
    }

    @Test func wideScreensUseTwentyPointMargins() {
        let list = SettingsList(width: 430)
        #expect(list.row(0, 0) == CGRect(x: 20, y: 116.0 / 3, width: 390, height: 44))
        #expect(Self.labels(list.view.cellForItem(at: IndexPath(item: 0, section: 0)))["Wi-Fi"]?.minX == 20)
    }

    @Test func aGroupedListRunsEdgeToEdgeAndAPlainOnePinsItsHeaders() {
        let grouped = SettingsList(width: 393, appearance: .grouped)
        #expect(grouped.row(0, 0) == CGRect(x: 0, y: 116.0 / 3, width: 393, height: 44))
        let plain = SettingsList(width: 393, appearance: .plain)
        // Plain headers: bold subheadline (an 18-point line) with 4 points above and below;
        // no space between sections.
        #expect(plain.header(0) == CGRect(x: 0, y: 0, width: 393, height: 26))
        #expect(plain.row(0, 0) == CGRect(x: 0, y: 26, width: 393, height: 44))
        #expect(plain.header(1) == CGRect(x: 0, y: 114, width: 393, height: 26))
        let layout = plain.view.collectionViewLayout
        plain.view.contentOffset = CGPoint(x: 0, y: 20)
        let pinned = layout.layoutAttributesForElements(in: plain.view.bounds).first {
            $0.representedElementKind == CollectionView.elementKindSectionHeader && $0.indexPath.section == 0
        }
        #expect(pinned?.frame.minY == 20)
    }

    @Test func aGroupedListWithoutHeadersKeeps35PointsAboveItsFirstSection() {
        let (view, source) = insetGroupedList([["a"], ["b"]]) { cell, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        _ = source
        #expect(
            view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 35, width: 361, height: 44))
        // 17.5 below the first section and 17.5 above the second.
        #expect(
            view.cellForItem(at: IndexPath(item: 0, section: 1))?.frame == CGRect(x: 16, y: 114, width: 361, height: 44)
        )
        #expect(view.contentSize.height == 178)
    }

    @Test func valueAndSubtitleCells() {
        let list = SettingsList(width: 393, value: true)
        let labels = Self.labels(list.view.cellForItem(at: IndexPath(item: 0, section: 0)))
        // The value at the trailing margin, in the body style: "On" is 22.03 (22.33) wide.
        #expect(labels["On"] == CGRect(x: 968.0 / 3, y: 71.0 / 6, width: 67.0 / 3, height: 61.0 / 3))
        var subtitle = ListContentConfiguration.subtitleCell()
        subtitle.text = "Wi-Fi"
        subtitle.secondaryText = "Connected"
        let cell = CollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 361, height: 44))
        cell.contentConfiguration = subtitle
        let size = cell.systemLayoutSizeFitting(
            CGSize(width: 361, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // 11 + 20.33 (body) + 3 + 14.33 (caption 1) + 11.
        #expect(size == CGSize(width: 361, height: 179.0 / 3))
        #expect(ListContentConfiguration.valueCell().secondaryTextProperties.color == .secondaryLabel)
        #expect(ListContentConfiguration.subtitleCell().secondaryTextProperties.font.pointSize == 12)
        #expect(ListContentConfiguration.groupedHeader().textProperties.transform == .uppercase)
    }
}

@MainActor @Suite struct CellAccessoryTests {
    @Test func aDisclosureIndicatorTakesItsWidthFromTheRow() {
        let (view, source) = insetGroupedList([["Wi-Fi"]]) { cell, item in
            var content = ListContentConfiguration.valueCell()
            content.text = item
            content.secondaryText = "Home"
            cell.contentConfiguration = content
            cell.accessories = [.disclosureIndicator()]
        }
        _ = source
        let cell = view.cellForItem(at: IndexPath(item: 0, section: 0)) as? CollectionViewListCell
        #expect(cell?.frame == CGRect(x: 16, y: 35, width: 361, height: 44))
        let chevron = cell?.contentView.subviews.compactMap { $0 as? ImageView }.first
        // The chevron at the trailing margin (16), centred; the value 16 points before it.
        #expect(chevron?.frame == CGRect(x: 361 - 16 - 8, y: 15.5, width: 8, height: 13))
        let labels = ListConfigurationTests.labels(cell)
        #expect(labels["Home"] == CGRect(x: 275, y: 71.0 / 6, width: 46, height: 61.0 / 3))
        #expect(labels["Wi-Fi"]?.minX == 16)
        cell?.accessories = []
        cell?.layoutIfNeeded()
        #expect(ListConfigurationTests.labels(cell)["Home"]?.maxX == 345)
        #expect(cell?.contentView.subviews.contains { $0 is ImageView && $0.superview === cell?.contentView } == false)
    }
}
