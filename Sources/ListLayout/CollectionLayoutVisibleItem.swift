import AutoLayout
import Foundation

/// A cell or supplementary view in view, as a section's
/// ``CollectionLayoutSection/visibleItemsInvalidationHandler`` sees it and may change it
/// (UIKit's `NSCollectionLayoutVisibleItem`). Each call starts from the layout's values.
@MainActor
public final class CollectionLayoutVisibleItem {
    /// The item, or the section and index of a supplementary view.
    public let indexPath: IndexPath
    /// Whether it is a cell or a supplementary view.
    public let representedElementCategory: CollectionViewLayoutAttributes.Category
    /// The element kind of a supplementary view; `nil` for a cell.
    public let representedElementKind: String?
    /// The frame the layout gave it, in the collection view's content.
    public let frame: CGRect
    /// The bounds: its frame's size at the origin.
    public var bounds: CGRect { CGRect(origin: .zero, size: frame.size) }
    /// Its center; moving it moves the view.
    public var center: CGPoint
    /// The opacity (1 from the layout).
    public var alpha: CGFloat = 1
    /// The transform drawn around the center (the identity from the layout).
    public var transform = CGAffineTransform.identity
    /// The z-order.
    public var zIndex: Int
    /// Whether the view is hidden.
    public var isHidden: Bool

    init(_ attributes: CollectionViewLayoutAttributes) {
        indexPath = attributes.indexPath
        representedElementCategory = attributes.representedElementCategory
        representedElementKind = attributes.representedElementKind
        frame = attributes.frame
        center = CGPoint(x: attributes.frame.midX, y: attributes.frame.midY)
        zIndex = attributes.zIndex
        isHidden = attributes.isHidden
    }

    /// Gives a view what the handler set: position, opacity, transform, visibility. The
    /// view keeps the move and visibility for the next passes, so that placing it again at
    /// the layout's frame does not undo them.
    func apply(to view: CollectionReusableView) {
        view.visibleItemAdjustment = VisibleItemAdjustment(
            offset: CGPoint(x: center.x - frame.midX, y: center.y - frame.midY), isHidden: isHidden)
        let moved = frame.offsetBy(dx: center.x - frame.midX, dy: center.y - frame.midY)
        if view.frame != moved { view.frame = moved }
        if view.isHidden != isHidden { view.isHidden = isHidden }
        view.alpha = alpha
        view.transform = transform
        view.layer.zPosition = CGFloat(zIndex)
    }
}

/// What a visible-items handler last did to a view, kept across layout passes.
struct VisibleItemAdjustment {
    var offset: CGPoint
    var isHidden: Bool
}

/// What a section calls after each layout pass with its items in view, the content offset
/// (the collection view's; a section that scrolls on its own has no offset of its own
/// here, and gets the collection view's too) and the environment.
public typealias CollectionLayoutSectionVisibleItemsInvalidationHandler =
    ([CollectionLayoutVisibleItem], CGPoint, CollectionLayoutEnvironment) -> Void

extension CollectionView {
    /// Runs each section's visible-items handler on the views in view and applies what it
    /// changed.
    func runVisibleItemsHandlers() {
        guard let pass = collectionViewLayout.pass, !pass.visibleItemsHandlers.isEmpty else { return }
        for (section, entry) in pass.visibleItemsHandlers.sorted(by: { $0.key < $1.key }) {
            var views: [(CollectionLayoutVisibleItem, CollectionReusableView)] = []
            for path in visibleItems.keys.sorted() where path.section == section {
                guard let attributes = collectionViewLayout.layoutAttributesForItem(at: path),
                    let cell = visibleItems[path]
                else { continue }
                views.append((CollectionLayoutVisibleItem(attributes), cell))
            }
            for (key, view) in visibleSupplementaries where key.indexPath.section == section {
                guard
                    let attributes = collectionViewLayout.layoutAttributesForSupplementaryView(
                        ofKind: key.kind, at: key.indexPath)
                else { continue }
                views.append((CollectionLayoutVisibleItem(attributes), view))
            }
            entry.handler(views.map(\.0), contentOffset, entry.environment)
            for (item, view) in views { item.apply(to: view) }
        }
    }
}
