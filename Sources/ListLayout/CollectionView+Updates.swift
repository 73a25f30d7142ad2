import AutoLayout
import Foundation

/// A change of a collection view's data made without reloading it: which items stayed (and
/// where they are now) and which to configure again. A diffable data source makes one from
/// two snapshots.
struct ListChange {
    /// The number of items in each section after the change.
    var counts: [Int]
    /// The new index path of each item that stayed and keeps its cell, by its old one.
    var moves: [IndexPath: IndexPath]
    /// Items (new index paths) whose cells are configured again in place.
    var reconfigured: [IndexPath]
}

extension DiffableDataSourceSnapshot {
    /// The change from this snapshot to `new`: items in both keep their cells unless `new`
    /// reloads them (or their section); `new`'s reconfigured items are configured again.
    ///
    /// - Complexity: O(items of both snapshots).
    func change(to new: Self) -> ListChange {
        let old = indexPaths()
        let paths = new.indexPaths()
        var replaced = Set(new.reloaded)
        for section in new.reloadedSectionList { replaced.formUnion(new.itemIdentifiers(inSection: section)) }
        var moves: [IndexPath: IndexPath] = [:]
        for (item, path) in old where !replaced.contains(item) {
            if let target = paths[item] { moves[path] = target }
        }
        let reconfigured = new.reconfigured.filter { !replaced.contains($0) }.compactMap { paths[$0] }
        return ListChange(counts: new.items.map(\.count), moves: moves, reconfigured: reconfigured)
    }
}

extension CollectionView {
    /// Applies a change: cells of items that stayed are kept (and keep their measured
    /// sizes) at their new index paths, cells of items that went or are reloaded go back
    /// to the reuse pool, and the data source configures reconfigured items' cells again
    /// (dequeuing for their index path returns the same cell, without `prepareForReuse()`).
    /// Supplementary views are asked for again.
    func apply(_ change: ListChange) {
        guard !needsReload else {
            reloadData()
            return
        }
        let layout = collectionViewLayout
        let reconfigured = Set(change.reconfigured)
        var kept: [IndexPath: CollectionViewCell] = [:]
        for (old, cell) in visibleItems {
            if let new = change.moves[old] { kept[new] = cell } else { recycle(cell) }
        }
        visibleItems = kept
        selectedItems = Set(selectedItems.compactMap { change.moves[$0] })
        var measured = MeasuredSizes()
        for (old, size) in layout.measuredItems {
            if let new = change.moves[old], !reconfigured.contains(new) { measured[new] = size }
        }
        for view in visibleSupplementaries.values { recycle(view) }
        visibleSupplementaries = [:]
        layout.forgetMeasurements()
        layout.measuredItems = measured
        itemCounts = change.counts
        for path in change.reconfigured.sorted() { configureAgain(at: path) }
        prepareLayout()
    }

    /// Asks the data source for the cell of a visible item again, handing it the cell the
    /// item has.
    private func configureAgain(at indexPath: IndexPath) {
        guard let cell = visibleItems[indexPath], let dataSource else { return }
        reconfiguring = (indexPath, cell)
        let returned = CollectionView.requestingCell {
            dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        reconfiguring = nil
        guard returned !== cell else { return }
        recycle(cell)
        returned.isManaged = true
        if returned.superview !== self { addSubview(returned) }
        visibleItems[indexPath] = returned
    }
}
