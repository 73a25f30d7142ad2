import AutoLayout
import Foundation

/// A list cell (UIKit's `UICollectionViewListCell`): a cell whose ``defaultContentConfiguration()``
/// is a list row, shown with the list's side margin (16 points, 20 on screens 414 points
/// wide and more), with ``accessories`` at its trailing end.
@MainActor
open class CollectionViewListCell: CollectionViewCell {
    /// The background a list cell starts from: ``BackgroundConfiguration/listPlainCell()``
    /// (UIKit picks the grouped one in grouped lists; a cell here does not know its list's
    /// appearance, so set ``BackgroundConfiguration/listGroupedCell()`` there).
    open override func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }

    /// The accessories, from the content's end to the cell's trailing margin.
    public var accessories: [CellAccessory] = [] { didSet { if accessories != oldValue { placeAccessories() } } }
    private var accessoryViews: [View] = []
    private var accessoryConstraints: [LayoutConstraint] = []
    private var sideMargin: CGFloat = 16

    /// A row's configuration, to fill in and set as ``CollectionViewCell/contentConfiguration``.
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// Takes the layout's attributes, and the list's side margin for the collection view's width.
    open override func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        super.apply(layoutAttributes)
        let width = superview?.bounds.width ?? layoutAttributes.frame.width
        let margin = CollectionLayoutListConfiguration.sideMargin(forWidth: width)
        (installedContentView as? ListContentView)?.cellSideMargin = margin
        if margin != sideMargin {
            sideMargin = margin
            placeAccessories()
        }
    }

    override func contentViewDidChange() { placeAccessories() }

    /// Lays the accessories out from the trailing margin inwards, and ends the content
    /// 16 points before the first (its own trailing margin then counts from there).
    private func placeAccessories() {
        LayoutConstraint.deactivate(accessoryConstraints)
        for view in accessoryViews { view.removeFromSuperview() }
        accessoryViews = accessories.map { $0.makeView() }
        accessoryConstraints = []
        var trailing = contentView.trailingAnchor
        var inset = sideMargin
        for view in accessoryViews.reversed() {
            view.translatesAutoresizingMaskIntoConstraints = false
            // An accessory keeps its own size; the content takes what is left.
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
            contentView.addSubview(view)
            accessoryConstraints += [
                view.trailingAnchor.constraint(equalTo: trailing, constant: -inset),
                view.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
            ]
            trailing = view.leadingAnchor
            inset = CellAccessory.padding
        }
        LayoutConstraint.activate(accessoryConstraints)
        installedTrailing?.isActive = false
        installedTrailing = installedContentView.map { content in
            accessoryViews.first.map {
                content.trailingAnchor.constraint(equalTo: $0.leadingAnchor, constant: sideMargin - CellAccessory.padding)
            } ?? content.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        }
        installedTrailing?.isActive = true
    }
}
