import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

@MainActor
final class HeaderView: CollectionReusableView {
    let title = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct RegistrationTests {
    /// A list of 44-point rows under a 30-point header, in a 320 x 300 collection view.
    static func list() -> CollectionView {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(44)))
        let group = CollectionLayoutGroup.vertical(layoutSize: size(.fractionalWidth(1), .absolute(44)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: CollectionView.elementKindSectionHeader,
                alignment: .top)
        ]
        return CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 300), collectionViewLayout: CompositionalLayout(section: section))
    }

    /// The list with `items`, its cells from a registration and its supplementary views from
    /// `supplementaries`; returns the errors reported while it was laid out.
    static func show(
        _ items: [String], in view: CollectionView, supplementaries: CollectionView.SupplementaryRegistration<HeaderView>
    ) -> (source: CollectionViewDiffableDataSource<Int, String>, errors: [LayoutError]) {
        let cells = CollectionView.CellRegistration<GridCell, String> { cell, _, item in cell.label.text = item }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: cells, for: path, item: item)
        }
        source.supplementaryViewProvider = { view, _, path in
            view.dequeueConfiguredReusableSupplementary(using: supplementaries, for: path)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(items)
        let errors = collecting {
            source.apply(snapshot)
            view.layoutIfNeeded()
        }.errors
        return (source, errors)
    }

    @Test func headersComeFromASupplementaryRegistration() {
        let view = Self.list()
        let headers = CollectionView.SupplementaryRegistration<HeaderView>(
            elementKind: CollectionView.elementKindSectionHeader
        ) { header, _, path in header.title.text = "Section \(path.section)" }
        let (source, errors) = Self.show(["a", "b"], in: view, supplementaries: headers)
        #expect(errors.isEmpty)
        let header = view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect((header as? HeaderView)?.title.text == "Section 0")
        #expect(header?.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        #expect(view.visibleCells.map(\.frame) == [
            CGRect(x: 0, y: 30, width: 320, height: 44), CGRect(x: 0, y: 74, width: 320, height: 44),
        ])
        #expect(source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "b")
    }

    @Test func aRegistrationForAnotherKindGetsUIKitsMessageAndAnEmptyView() {
        let view = Self.list()
        let footers = CollectionView.SupplementaryRegistration<HeaderView>(
            elementKind: CollectionView.elementKindSectionFooter
        ) { footer, _, _ in footer.title.text = "footer" }
        let errors = withExtendedLifetime(Self.show(["a"], in: view, supplementaries: footers)) { $0.errors }
        #expect(
            errors.map(\.description) == [
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not match "
                    + "the element kind it is being used for. When asked for a view of element kind "
                    + "'UICollectionElementKindSectionHeader' the data source dequeued a view registered for the "
                    + "element kind 'UICollectionElementKindSectionFooter'."
            ])
        let header = view.supplementaryView(forElementKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))
        #expect(header != nil && !(header is HeaderView))
        #expect(view.visibleCells.map(\.frame) == [CGRect(x: 0, y: 30, width: 320, height: 44)])
    }

    @Test func aRegistrationMadeInsideTheCellProviderIsReported() {
        let view = Self.list()
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            let fresh = CollectionView.CellRegistration<GridCell, String> { cell, _, item in cell.label.text = item }
            return view.dequeueConfiguredReusableCell(using: fresh, for: path, item: item)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        let errors = collecting {
            source.apply(snapshot)
            view.layoutIfNeeded()
        }.errors
        #expect(errors.count == 2)
        #expect(
            errors.first?.description.hasPrefix(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell provider.")
                == true)
        #expect(view.visibleCells.compactMap { ($0 as? GridCell)?.label.text } == ["a", "b"])
    }
}

/// A table fed by a diffable data source.
@MainActor @Suite struct TableDiffableDataSourceTests {
    @Test func rowsThatStayKeepTheirCellsAndReconfiguredRowsAreConfiguredInPlace() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440))
        table.rowHeight = 44
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        final class Counts { var configured: [String: Int] = [:] }
        let counts = Counts()
        let source = TableViewDiffableDataSource<String, String>(tableView: table) { table, path, item in
            let cell = table.dequeueReusableCell(withIdentifier: "row", for: path)
            cell.textLabel?.text = item
            counts.configured[item, default: 0] += 1
            return cell
        }
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["fruit"])
        snapshot.appendItems(["apple", "banana", "cherry", "damson"])
        source.apply(snapshot)
        table.layoutIfNeeded()
        let before = Dictionary(uniqueKeysWithValues: table.visibleCells.map { ($0.textLabel?.text ?? "", $0) })
        var next = source.snapshot()
        next.deleteItems(["banana"])
        next.insertItems(["apricot"], afterItem: "apple")
        next.reconfigureItems(["damson"])
        source.apply(next)
        table.layoutIfNeeded()
        let rows = table.visibleCells.map { ($0.textLabel?.text ?? "", $0.frame) }
        #expect(rows.map(\.0) == ["apple", "apricot", "cherry", "damson"])
        #expect(rows.map(\.1) == (0..<4).map { CGRect(x: 0, y: CGFloat($0) * 44, width: 320, height: 44) })
        for name in ["apple", "cherry", "damson"] {
            #expect(table.visibleCells.first { $0.textLabel?.text == name } === before[name])
        }
        #expect(counts.configured == ["apple": 1, "banana": 1, "cherry": 1, "damson": 2, "apricot": 1])
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 0)) == "apricot")
        #expect(source.indexPath(for: "damson") == IndexPath(row: 3, section: 0))
        #expect(table.cellRequests == 5)
    }
}
