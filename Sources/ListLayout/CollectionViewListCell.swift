import AutoLayout
import Foundation

/// A list cell (UIKit's `UICollectionViewListCell`): a cell whose ``defaultContentConfiguration()``
/// is a list row, shown with the list's side margin (16 points, 20 on screens 414 points
/// wide and more).
open class CollectionViewListCell: CollectionViewCell {
    /// A row's configuration, to fill in and set as ``CollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// Takes the layout's attributes, and the list's side margin for the collection view's width.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let width = superview?.bounds.width ?? layoutAttributes.frame.width
        (installedContentView as? ListContentView)?.cellSideMargin = CollectionLayoutListConfiguration.sideMargin(
            forWidth: width)
    }
}
