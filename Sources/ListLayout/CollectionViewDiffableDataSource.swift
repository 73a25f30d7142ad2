import AutoLayout
import Foundation

/// A collection view's data source fed with snapshots (UIKit's
/// `UICollectionViewDiffableDataSource`): it makes itself the collection view's
/// `dataSource`, asks `cellProvider` for the cell of an item by its identifier, and on
/// `apply` updates only what changed between the snapshots. Keep it alive (the collection
/// view holds its data source weakly, as in UIKit); it holds the collection view weakly.
@MainActor
open class CollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    CollectionViewDataSource
{
    public typealias Snapshot = DiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>
    /// Makes the cell of an item; `nil` is an error (reported with UIKit's message).
    public typealias CellProvider = (CollectionView, IndexPath, ItemIdentifierType) -> CollectionViewCell?
    /// Makes the supplementary view of a kind at an index path.
    public typealias SupplementaryViewProvider = (CollectionView, String, IndexPath) -> CollectionReusableView?

    /// Makes section headers, footers and other supplementary views.
    public var supplementaryViewProvider: SupplementaryViewProvider?
    private weak var collectionView: CollectionView?
    private let cellProvider: CellProvider
    var current = Snapshot()
    private var outlines: [SectionIdentifierType: DiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// A data source for `collectionView`, which it becomes the data source of.
    public init(collectionView: CollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        collectionView.dataSource = self
    }

    /// A copy of the data shown now.
    public func snapshot() -> Snapshot { current }

    /// Shows `snapshot`: items that stay keep their cells and measured sizes (moved to their
    /// new places), removed items' cells go back for reuse, new items are asked for as
    /// they come into view, reloaded items get new cells and reconfigured items have their
    /// cells configured again. There are no animations here: `completion` runs when the
    /// change is made.
    ///
    /// - Complexity: O(items) to match the two snapshots.
    open func apply(_ snapshot: Snapshot, animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        let change = current.change(to: snapshot)
        current = snapshot.unmarked
        outlines = outlines.filter { current.itemIdentifiers(inSection: $0.key) == $0.value.visibleItems }
        collectionView?.apply(change)
        completion?()
    }

    /// Shows an outline in one section (appended when the data has no such section): the
    /// section's items become the outline's ``DiffableDataSourceSectionSnapshot/visibleItems``,
    /// applied as a snapshot is. Expanding or collapsing a parent is applying the outline
    /// again with the parent expanded or collapsed.
    open func apply(
        _ snapshot: DiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
        animatingDifferences: Bool = true, completion: (() -> Void)? = nil
    ) {
        var next = current
        if next.indexOfSection(section) == nil { next.appendSections([section]) }
        next.deleteItems(next.itemIdentifiers(inSection: section))
        next.appendItems(snapshot.visibleItems, toSection: section)
        outlines[section] = snapshot
        apply(next, animatingDifferences: animatingDifferences, completion: completion)
    }

    /// The outline of a section: the one applied to it, or its items as roots.
    public func snapshot(for section: SectionIdentifierType) -> DiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let outline = outlines[section] { return outline }
        var flat = DiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Shows `snapshot` by reloading everything (every cell is asked for again).
    open func applySnapshotUsingReloadData(_ snapshot: Snapshot, completion: (() -> Void)? = nil) {
        current = snapshot.unmarked
        collectionView?.reloadData()
        completion?()
    }

    /// The item at an index path, if there is one.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? { current.item(at: indexPath) }

    /// The index path of an item.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? { current.indexPath(of: itemIdentifier) }

    /// The section at an index.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? { current.section(at: index) }

    /// The index of a section.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.sectionIndex(sectionIdentifier) }

    // MARK: CollectionViewDataSource

    public func numberOfSections(in collectionView: CollectionView) -> Int { current.sections.count }

    public func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        current.count(inSectionAt: section)
    }

    public func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        if let item = current.item(at: indexPath), let cell = cellProvider(collectionView, indexPath, item) {
            return cell
        }
        LayoutErrors.report(
            .invalidListUpdate(
                "UICollectionView dataSource returned a nil cell for item at index path: {length = 2, path = "
                    + "\(indexPath.section) - \(indexPath.item)}"))
        return CollectionViewCell(frame: .zero)
    }

    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        supplementaryViewProvider?(collectionView, kind, indexPath) ?? CollectionReusableView(frame: .zero)
    }
}
