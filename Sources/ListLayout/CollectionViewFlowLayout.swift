import AutoLayout
import Foundation

/// A layout of items in lines (UIKit's `UICollectionViewFlowLayout`): each section's
/// items fill a line across the scroll direction, then the next, with its header before and
/// its footer after.
///
/// How a line is placed follows UIKit's flow layout:
/// - A line takes items while they fit the width the section insets leave, with at least
///   ``minimumInteritemSpacing`` between them.
/// - A full line is justified: its first item at the leading inset, its last at the
///   trailing one, the spare width spread evenly between its items.
/// - A line with a single item centers it.
/// - The last line of a section is not justified: when the section's items all have one
///   size, its items take the columns of the lines above (a grid); otherwise they follow
///   each other at ``minimumInteritemSpacing`` from the leading inset.
/// - Items shorter than their line are centered in it across the line.
///
/// The defaults are UIKit's: 50 x 50 items, 10 points between lines and between items, no
/// insets, no headers or footers, vertical scrolling. A ``CollectionViewDelegateFlowLayout``
/// set as the collection view's delegate gives sizes, insets and spacings per item or
/// section. With ``estimatedItemSize`` other than zero (``automaticSize`` for the
/// default estimate) cells size themselves.
@MainActor
open class CollectionViewFlowLayout: CollectionViewLayout {
    /// Where section insets are measured from (UIKit's `SectionInsetReference`).
    public enum SectionInsetReference: Sendable, Hashable {
        /// From the content inset (the collection view's edges here).
        case fromContentInset
        /// From the safe area.
        case fromSafeArea
        /// From the layout margins.
        case fromLayoutMargins
    }

    /// The size of every item, unless the delegate says otherwise.
    public var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// The size assumed for cells not measured yet; other than zero, cells size themselves.
    public var estimatedItemSize = CGSize.zero { didSet { forgetMeasurements() } }
    /// The smallest space between lines.
    public var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The smallest space between items of a line.
    public var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The insets of each section's items.
    public var sectionInset = EdgeInsets.zero { didSet { invalidateLayout() } }
    /// What section insets are measured from.
    public var sectionInsetReference = SectionInsetReference.fromContentInset { didSet { invalidateLayout() } }
    /// The size of section headers (only the height counts when scrolling vertically, the
    /// width when horizontally); zero for none.
    public var headerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    /// The size of section footers, as for headers.
    public var footerReferenceSize = CGSize.zero { didSet { invalidateLayout() } }
    private var direction = ScrollDirection.vertical { didSet { invalidateLayout() } }
    /// Whether a section's header stays at the top of the visible bounds while the section
    /// scrolls by.
    public var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether a section's footer stays at the bottom of the visible bounds.
    public var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The estimate that asks cells to size themselves (UIKit's `automaticSize`, a marker
    /// value for ``estimatedItemSize``).
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// A flow layout with UIKit's defaults.
    public override init() { super.init() }

    /// The direction the content scrolls in.
    public override var scrollDirection: ScrollDirection {
        get { direction }
        set { direction = newValue }
    }

    /// The size a cell not measured yet is laid out at (UIKit's automatic estimate is 50 x 50).
    var estimate: CGSize? {
        guard estimatedItemSize != .zero else { return nil }
        return estimatedItemSize == Self.automaticSize ? CGSize(width: 50, height: 50) : estimatedItemSize
    }

    override func makePass(
        itemCounts: [Int], container: CGSize, references: [ContentInsetsReference: DirectionalEdgeInsets]
    ) -> CompositionalLayoutPass {
        FlowPlacement(layout: self, itemCounts: itemCounts, container: container, references: references).pass
    }

    /// Measured sizes can move items to other lines: the layout is computed again.
    override func applyMeasurements(_ paths: [IndexPath]) { pass = nil }
}

/// What a flow layout asks the collection view's delegate (UIKit's
/// `UICollectionViewDelegateFlowLayout`); each method defaults to the layout's property.
@MainActor
public protocol CollectionViewDelegateFlowLayout: CollectionViewDelegate {
    /// The size of an item.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    /// The insets of a section.
    func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    /// The smallest space between lines of a section.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The smallest space between items of a line of a section.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat
    /// The size of a section's header.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize
    /// The size of a section's footer.
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize
}

extension CollectionViewDelegateFlowLayout {
    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath)
        -> CGSize
    { (layout as? CollectionViewFlowLayout)?.itemSize ?? .zero }

    public func collectionView(_ collectionView: CollectionView, layout: CollectionViewLayout, insetForSectionAt section: Int)
        -> EdgeInsets
    { (layout as? CollectionViewFlowLayout)?.sectionInset ?? .zero }

    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumLineSpacingForSectionAt section: Int
    ) -> CGFloat { (layout as? CollectionViewFlowLayout)?.minimumLineSpacing ?? 0 }

    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, minimumInteritemSpacingForSectionAt section: Int
    ) -> CGFloat { (layout as? CollectionViewFlowLayout)?.minimumInteritemSpacing ?? 0 }

    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForHeaderInSection section: Int
    ) -> CGSize { (layout as? CollectionViewFlowLayout)?.headerReferenceSize ?? .zero }

    public func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, referenceSizeForFooterInSection section: Int
    ) -> CGSize { (layout as? CollectionViewFlowLayout)?.footerReferenceSize ?? .zero }
}
