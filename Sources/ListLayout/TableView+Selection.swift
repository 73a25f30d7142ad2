import AutoLayout
import Foundation

extension TableView {
    /// The first selected row, or `nil`.
    public var indexPathForSelectedRow: IndexPath? { selectedRows.min() }

    /// The selected rows in index order; `nil` when there are none, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? { selectedRows.isEmpty ? nil : selectedRows.sorted() }

    /// Selects a row without telling the delegate (as UIKit's method does not), scrolling
    /// it to `scrollPosition` unless `.none`; with single selection the previous row is
    /// deselected. `nil` deselects every row. A row outside the data is ignored.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedRows { setRow(path, selected: false) }
            return
        }
        guard allowsSelection, containsRow(indexPath) else { return }
        if !allowsMultipleSelection {
            for path in selectedRows where path != indexPath { setRow(path, selected: false) }
        }
        setRow(indexPath, selected: true)
        if scrollPosition != .none { scrollToRow(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects a row without telling the delegate.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) { setRow(indexPath, selected: false) }

    /// What a tap on the row under `point` (in the table's coordinates, scroll offset
    /// included) does in UIKit: asks the delegate which row to select, deselects the
    /// previous row under single selection, selects the row (or, under multiple
    /// selection, deselects a selected one) and tells the delegate. For tests; a point on
    /// no visible row does nothing.
    ///
    /// - Returns: the row under the point, if a visible cell was there.
    @discardableResult
    public func simulateTap(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        guard let path = visibleRows.first(where: { !$0.value.isHidden && $0.value.frame.contains(point) })?.key
        else { return nil }
        tapRow(at: path)
        return path
    }

    private func tapRow(at tapped: IndexPath) {
        guard allowsSelection else { return }
        if allowsMultipleSelection, selectedRows.contains(tapped) {
            setRow(tapped, selected: false)
            delegate?.tableView(self, didDeselectRowAt: tapped)
            return
        }
        let chosen: IndexPath? = delegate.map { $0.tableView(self, willSelectRowAt: tapped) } ?? tapped
        guard let path = chosen, containsRow(path) else { return }
        if !allowsMultipleSelection {
            for previous in selectedRows.sorted() where previous != path {
                setRow(previous, selected: false)
                delegate?.tableView(self, didDeselectRowAt: previous)
            }
        }
        setRow(path, selected: true)
        delegate?.tableView(self, didSelectRowAt: path)
    }

    private func setRow(_ path: IndexPath, selected: Bool) {
        if selected { selectedRows.insert(path) } else { selectedRows.remove(path) }
        if let cell = visibleRows[path], cell.isSelected != selected { cell.setSelected(selected, animated: false) }
    }

    /// Whether the data has a row at `indexPath`.
    func containsRow(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.section >= 0 && indexPath.section < rowCounts.count
            && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }
}
