import AutoLayout
import Foundation

extension CollectionView {
    /// Where ``scrollToItem(at:at:animated:)`` brings an item to rest (UIKit's
    /// `UICollectionView.ScrollPosition`): one vertical and one horizontal position may be
    /// combined; `[]` scrolls neither way.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// The item's top at the view's top.
        public static let top = ScrollPosition(rawValue: 1 << 0)
        /// The item's centre at the view's centre, vertically.
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        /// The item's bottom at the view's bottom.
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        /// The item's left edge at the view's left edge.
        public static let left = ScrollPosition(rawValue: 1 << 3)
        /// The item's centre at the view's centre, horizontally.
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        /// The item's right edge at the view's right edge.
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// Scrolls so that an item sits at `position`, the offset kept within the content; cells
    /// that size themselves measure as they come into view and the offset is worked out
    /// again until it settles. An item that does not exist gets UIKit's message ("Attempting
    /// to scroll to an invalid index path") and nothing moves.
    ///
    /// - Parameter animated: kept for source compatibility: the scroll happens at once.
    public func scrollToItem(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        layoutIfNeeded()
        guard contains(indexPath) else {
            LayoutErrors.report(
                .managedViewWarning(
                    "Attempting to scroll to an invalid index path: {length = 2, path = \(indexPath.section) - "
                        + "\(indexPath.count == 2 ? indexPath.item : 0)}"))
            return
        }
        for _ in 0..<8 {
            guard let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else { return }
            let target = offset(showing: frame, at: position)
            guard target != contentOffset else { break }
            contentOffset = target
            layoutIfNeeded()
        }
    }

    /// The offset that puts `rect` at `position`, within the content.
    private func offset(showing rect: CGRect, at position: ScrollPosition) -> CGPoint {
        var x = contentOffset.x
        var y = contentOffset.y
        if position.contains(.top) { y = rect.minY }
        if position.contains(.centeredVertically) { y = rect.midY - bounds.height / 2 }
        if position.contains(.bottom) { y = rect.maxY - bounds.height }
        if position.contains(.left) { x = rect.minX }
        if position.contains(.centeredHorizontally) { x = rect.midX - bounds.width / 2 }
        if position.contains(.right) { x = rect.maxX - bounds.width }
        return CGPoint(
            x: max(0, min(x, contentSize.width - bounds.width)), y: max(0, min(y, contentSize.height - bounds.height)))
    }
}
