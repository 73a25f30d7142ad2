import AutoLayout
import Foundation

/// What a collection view tells its delegate about selection (UIKit's
/// `UICollectionViewDelegate`); every method has a default: items may be selected and
/// deselected, and nothing is done.
@MainActor
public protocol CollectionViewDelegate: ScrollViewDelegate {
    /// Whether a tapped item may become selected (`true` unless implemented).
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool
    /// After a tap selected an item.
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath)
    /// Whether a tapped selected item may become deselected (`true` unless implemented).
    func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool
    /// After a tap deselected an item.
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath)
}

extension CollectionViewDelegate {
    public func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    public func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    public func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

extension CollectionView {
    /// The selected items, in index order; `nil` when there are none, as in UIKit.
    public var indexPathsForSelectedItems: [IndexPath]? {
        selectedItems.isEmpty ? nil : selectedItems.sorted()
    }

    /// Selects an item without telling the delegate (as UIKit's method does not), scrolling
    /// it to `scrollPosition`; with single selection the previous item is deselected. `nil`
    /// deselects every item. An index path outside the data is ignored.
    public func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedItems { setSelected(false, at: path) }
            return
        }
        guard allowsSelection, contains(indexPath) else { return }
        if !allowsMultipleSelection { for path in selectedItems where path != indexPath { setSelected(false, at: path) } }
        setSelected(true, at: indexPath)
        if !scrollPosition.isEmpty { scrollToItem(at: indexPath, at: scrollPosition, animated: animated) }
    }

    /// Deselects an item without telling the delegate.
    public func deselectItem(at indexPath: IndexPath, animated: Bool) { setSelected(false, at: indexPath) }

    /// What a tap on the item under `point` (in the collection view's coordinates, scroll
    /// offset included) does in UIKit: asks the delegate, deselects the previous item under
    /// single selection, selects the item (or, under multiple selection, deselects a
    /// selected one) and tells the delegate. For tests; a point on no cell does nothing.
    ///
    /// - Returns: the item tapped, if a visible cell was under the point.
    @discardableResult
    public func simulateTap(at point: CGPoint) -> IndexPath? {
        layoutIfNeeded()
        guard let path = visibleItems.first(where: { !$0.value.isHidden && $0.value.frame.contains(point) })?.key
        else { return nil }
        tapItem(at: path)
        return path
    }

    private func tapItem(at path: IndexPath) {
        guard allowsSelection else { return }
        if selectedItems.contains(path) {
            guard allowsMultipleSelection, delegate?.collectionView(self, shouldDeselectItemAt: path) ?? true else { return }
            setSelected(false, at: path)
            delegate?.collectionView(self, didDeselectItemAt: path)
            return
        }
        guard delegate?.collectionView(self, shouldSelectItemAt: path) ?? true else { return }
        if !allowsMultipleSelection {
            for previous in selectedItems.sorted() {
                setSelected(false, at: previous)
                delegate?.collectionView(self, didDeselectItemAt: previous)
            }
        }
        setSelected(true, at: path)
        delegate?.collectionView(self, didSelectItemAt: path)
    }

    private func setSelected(_ selected: Bool, at path: IndexPath) {
        if selected { selectedItems.insert(path) } else { selectedItems.remove(path) }
        visibleItems[path]?.isSelected = selected
    }

    /// Whether the data has an item at `indexPath`.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && indexPath.item >= 0 && indexPath.item < numberOfItems(inSection: indexPath.section)
    }
}
