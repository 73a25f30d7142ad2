import AutoLayout
import Foundation

extension CollectionView {
    /// Places the views whose frames meet the bounds; returns the items whose cells
    /// reported a new size, and whether a supplementary view did.
    ///
    /// Cells come in layout order. Once the cells measured in this round have pushed the
    /// next ones out of the bounds, no new cells are made (with a small estimate, the first
    /// round would otherwise make a cell for every item the estimate fits in); the cells
    /// already in view are still placed.
    func placeVisibleViews() -> (items: [IndexPath], supplementaries: Bool) {
        let layout = collectionViewLayout
        let others = layout.supplementaryAndDecorationElements(in: bounds)
        recycleViews(keeping: others)
        var changed = false
        for attributes in others where attributes.representedElementCategory == .supplementaryView {
            let key = CompositionalLayoutPass.Key(
                kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
            let view = visibleSupplementaries[key] ?? makeSupplementary(key)
            if place(view, attributes, measure: layout.measuredSupplementaries[key] == nil) {
                layout.measuredSupplementaries[key] = view.measuredSize
                changed = true
            }
        }
        var items: [IndexPath] = []
        placementPass &+= 1
        var pushed: CGFloat = 0
        let vertical = layout.scrollDirection == .vertical
        let end = vertical ? bounds.maxY : bounds.maxX
        layout.forEachCell(in: bounds) { attributes in
            if pushed > 0, (vertical ? attributes.frame.minY : attributes.frame.minX) + pushed >= end { return false }
            let growth = placeCell(attributes)
            if let growth {
                pushed += max(0, growth)
                items.append(attributes.indexPath)
            }
            return true
        }
        for path in cellsNotPlaced() {
            guard let attributes = layout.layoutAttributesForItem(at: path) else { continue }
            if placeCell(attributes) != nil { items.append(path) }
        }
        return (items, changed)
    }

    /// The items whose cells this pass has not placed, in order: usually none, found by the
    /// pass each cell was last placed in (no index path hashed).
    private func cellsNotPlaced() -> [IndexPath] {
        var paths: [IndexPath] = []
        for (path, cell) in visibleItems where cell.placedInPass != placementPass { paths.append(path) }
        return paths.sorted()
    }

    /// Places the cell of an item (made or reused if it has none); returns how much its
    /// measured size grew along the scroll axis when it differs from the attributes'.
    private func placeCell(_ attributes: CollectionViewLayoutAttributes) -> CGFloat? {
        let layout = collectionViewLayout
        let path = attributes.indexPath
        let cell = visibleItems[path] ?? makeCell(at: path)
        cell.placedInPass = placementPass
        guard place(cell, attributes, measure: layout.measuredItems[path] == nil) else { return nil }
        layout.measuredItems[path] = cell.measuredSize
        return layout.scrollDirection == .vertical
            ? cell.measuredSize.height - attributes.frame.height
            : cell.measuredSize.width - attributes.frame.width
    }

    /// Puts the views that left the bounds back in their pools, before new ones are asked
    /// for, so that they are reused.
    private func recycleViews(keeping others: [CollectionViewLayoutAttributes]) {
        // Found first and then taken out (taking them out while iterating would copy the
        // table), in order, so that the pool receives them the same way on every run.
        var leaving: [IndexPath] = []
        for path in visibleItems.keys {
            // No `??` here: its default is an isolated closure (see Array+Identity.swift).
            if let frame = collectionViewLayout.frameOfItem(at: path), frame.overlaps(bounds) { continue }
            leaving.append(path)
        }
        leaving.sort()
        for path in leaving {
            if let cell = visibleItems.removeValue(forKey: path) { recycle(cell) }
        }
        guard !visibleSupplementaries.isEmpty else { return }
        var supplementaries: Set<CompositionalLayoutPass.Key> = []
        for other in others where other.representedElementCategory == .supplementaryView {
            supplementaries.insert(
                CompositionalLayoutPass.Key(kind: other.representedElementKind ?? "", indexPath: other.indexPath))
        }
        var gone: [CompositionalLayoutPass.Key] = []
        for key in visibleSupplementaries.keys where !supplementaries.contains(key) { gone.append(key) }
        for key in gone {
            if let view = visibleSupplementaries.removeValue(forKey: key) { recycle(view) }
        }
    }

    private func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let asked = CollectionView.requestingCell { dataSource?.collectionView(self, cellForItemAt: indexPath) }
        let cell: CollectionViewCell
        if let asked { cell = asked } else { cell = CollectionViewCell(frame: .zero) }
        cell.isManaged = true
        if cell.isSelected != selectedItems.contains(indexPath) { cell.isSelected = selectedItems.contains(indexPath) }
        if cell.superview !== self { addSubview(cell) }
        visibleItems[indexPath] = cell
        return cell
    }

    private func makeSupplementary(_ key: CompositionalLayoutPass.Key) -> CollectionReusableView {
        var view =
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? CollectionReusableView(frame: .zero)
        if let kind = view.dequeuedKind, kind != key.kind {
            LayoutErrors.report(
                .invalidListUpdate(
                    "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath: does not "
                        + "match the element kind it is being used for. When asked for a view of element kind '"
                        + "\(key.kind)' the data source dequeued a view registered for the element kind '\(kind)'."))
            recycle(view)
            view = CollectionReusableView(frame: .zero)
        }
        view.isManaged = true
        if view.superview !== self { addSubview(view) }
        visibleSupplementaries[key] = view
        return view
    }

    /// Applies attributes; a view with estimated axes not measured yet then measures
    /// itself (once per index path until the data is reloaded), where a conflict at the
    /// estimated size shows, as in UIKit. The view is laid out at the attributes unless its
    /// measured size differs from them: then the next round places it at that size.
    /// Returns whether it differs.
    private func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, measure: Bool)
        -> Bool
    {
        view.apply(attributes)
        let (width, height) = attributes.estimatedAxes
        guard measure, width || height else {
            view.layoutIfNeeded()
            return false
        }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        view.measuredSize = preferred.size
        let differs =
            abs(preferred.size.width - attributes.size.width) > 0.0001
            || abs(preferred.size.height - attributes.size.height) > 0.0001
        if !differs { view.layoutIfNeeded() }
        return differs
    }

    func recycle(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        view.isManaged = false
        view.visibleItemAdjustment = nil
        if view.dequeuedKind == nil, let cell = view as? CollectionViewCell {
            cellPool.enqueue(cell)
        } else if let kind = supplementaryPools.first(where: { $0.value.classes[view.reuseIdentifier ?? ""] != nil })?
            .key
        {
            supplementaryPools[kind]?.enqueue(view)
        }
    }
}
