import AutoLayout
import Foundation

extension TableView {
    /// Applies a change without reloading: rows that stayed keep their cells and measured
    /// heights at their new index paths, other cells go back for reuse, and reconfigured
    /// rows' cells are configured again in place (dequeuing for their index path returns
    /// the same cell, without `prepareForReuse()`).
    func apply(_ change: ListChange) {
        let reconfigured = Set(change.reconfigured)
        var kept: [IndexPath: TableViewCell] = [:]
        for (old, cell) in visibleRows {
            if let new = change.moves[old] { kept[new] = cell } else { recycle(cell) }
        }
        visibleRows = kept
        var heights: [IndexPath: CGFloat] = [:]
        for (old, height) in measuredHeights {
            if let new = change.moves[old], !reconfigured.contains(new) { heights[new] = height }
        }
        measuredHeights = heights
        rowCounts = change.counts
        for path in change.reconfigured.sorted() { configureAgain(at: path) }
        invalidateRows()
    }

    private func configureAgain(at indexPath: IndexPath) {
        guard let cell = visibleRows[indexPath], let dataSource else { return }
        reconfiguring = (indexPath, cell)
        let returned = dataSource.tableView(self, cellForRowAt: indexPath)
        reconfiguring = nil
        guard returned !== cell else { return }
        recycle(cell)
        if returned.superview !== self { addSubview(returned) }
        visibleRows[indexPath] = returned
    }
}
