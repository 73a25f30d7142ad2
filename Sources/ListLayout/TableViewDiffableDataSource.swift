import AutoLayout
import Foundation

/// A table view's data source fed with snapshots (UIKit's `UITableViewDiffableDataSource`):
/// it makes itself the table's `dataSource`, asks `cellProvider` for the cell of an item by
/// its identifier, and on `apply` updates only what changed, as
/// ``CollectionViewDiffableDataSource`` does for collection views. Keep it alive (the
/// table holds its data source weakly); it holds the table weakly.
@MainActor
open class TableViewDiffableDataSource<
    SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable
>:
    TableViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item; `nil` is an error (reported with UIKit's message).
    public typealias CellProvider = (TableView, IndexPath, ItemIdentifierType) -> TableViewCell?

    /// The animation rows would change with (there are no animations here; kept for source
    /// compatibility).
    public var defaultRowAnimation: TableView.RowAnimation = .automatic
    private weak var tableView: TableView?
    private let cellProvider: CellProvider
    private var current = Snapshot()

    /// A data source for `tableView`, which it becomes the data source of.
    public init(tableView: TableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the data shown now.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`, keeping the cells of rows that stay (see
    /// ``CollectionViewDiffableDataSource/apply(_:animatingDifferences:completion:)``).
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let change = current.change(to: snapshot)
        current = snapshot.unmarked
        tableView?.apply(change)
        completion?()
    }

    /// Shows `snapshot` by reloading every row.
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of an item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.indexPath(of: itemIdentifier)
    }

    /// The section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndex(sectionIdentifier) }

    // MARK: TableViewDataSource

    public func numberOfSections(in tableView: TableView) -> Int { current.sections.count }

    public func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    public func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        LayoutErrors.report(
            .invalidListUpdate(
                "UITableView dataSource returned a nil cell for row at index path: {length = 2, path = "
                    + "\(indexPath.section) - \(indexPath.row)}"))
        return TableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// No header title; a subclass overrides it to title its sections, as with UIKit's.
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforheaderinsection:)
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }

    /// No footer title; a subclass overrides it.
    /// https://developer.apple.com/documentation/uikit/uitableviewdiffabledatasource-2euir/tableview(_:titleforfooterinsection:)
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

extension TableView {
    /// How rows would animate in and out (UIKit's `UITableView.RowAnimation`); layouts here
    /// change at once.
    public enum RowAnimation: Sendable { case fade, right, left, top, bottom, none, middle, automatic }
}
