import AutoLayout
import Foundation

/// How a section scrolls across the layout's direction (UIKit's
/// `UICollectionLayoutSectionOrthogonalScrollingBehavior`).
public enum OrthogonalScrollingBehavior: Sendable, Hashable {
    /// The section does not scroll on its own.
    case none
    /// It scrolls continuously.
    case continuous
    /// It scrolls and comes to rest at a group's leading edge.
    case continuousGroupLeadingBoundary
    /// It pages by the container's width.
    case paging
    /// It pages group by group.
    case groupPaging
    /// It pages group by group, each group centred.
    case groupPagingCentered
}

/// What a section's content insets are measured from (UIKit's
/// `UIContentInsetsReference`).
public enum ContentInsetsReference: Sendable, Hashable {
    /// The system's choice: the safe area.
    case automatic
    /// The layout's edges.
    case none
    /// The safe area.
    case safeArea
    /// The layout margins.
    case layoutMargins
    /// The readable content guide.
    case readableContent
}

/// A section of a compositional layout: a group repeated for the section's items, with
/// spacing, insets, headers and footers (UIKit's `NSCollectionLayoutSection`).
@MainActor
public final class CollectionLayoutSection {
    /// The group that repeats.
    public let group: CollectionLayoutGroup
    /// Space between groups.
    public var interGroupSpacing: CGFloat = 0
    /// Insets around the section's items.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// What the insets are measured from.
    public var contentInsetsReference: ContentInsetsReference = .automatic
    /// Whether the section scrolls across the layout's direction.
    public var orthogonalScrollingBehavior: OrthogonalScrollingBehavior = .none
    /// Headers, footers and side views.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []
    /// Backgrounds.
    public var decorationItems: [CollectionLayoutDecorationItem] = []
    /// Whether headers and footers keep to the content insets (true) or span the section.
    public var supplementariesFollowContentInsets = true
    /// Called after each layout pass with the section's cells and supplementary views in
    /// view, which it may move, fade, transform or hide (a carousel's scaling, for example).
    public var visibleItemsInvalidationHandler: CollectionLayoutSectionVisibleItemsInvalidationHandler?

    /// The list configuration of a section made by ``list(using:layoutEnvironment:)``.
    var listConfiguration: CollectionLayoutListConfiguration?

    /// Creates a section from its group.
    public init(group: CollectionLayoutGroup) { self.group = group }
}

/// The direction a layout scrolls in.
public enum ScrollDirection: Sendable, Hashable {
    /// Top to bottom, or leading to trailing.
    case vertical, horizontal
}

/// Settings of a whole compositional layout (UIKit's
/// `UICollectionViewCompositionalLayoutConfiguration`).
@MainActor
public final class CompositionalLayoutConfiguration {
    /// The direction sections follow each other in.
    public var scrollDirection: ScrollDirection = .vertical
    /// Space between sections.
    public var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    public var boundarySupplementaryItems: [CollectionLayoutBoundarySupplementaryItem] = []

    /// Creates the default configuration.
    public init() {}
}

/// What a section provider knows about the layout's container (UIKit's
/// `NSCollectionLayoutEnvironment` and `NSCollectionLayoutContainer`).
public struct CollectionLayoutEnvironment: Sendable, Hashable {
    /// The container: the collection view's size and insets.
    public var container: CollectionLayoutContainer
}

/// The layout's container (UIKit's `NSCollectionLayoutContainer`).
public struct CollectionLayoutContainer: Sendable, Hashable {
    /// The collection view's size.
    public var contentSize: CGSize
    /// Insets applied to the content (safe area or margins, by the section's reference).
    public var contentInsets: DirectionalEdgeInsets
    /// The size inside the insets.
    public var effectiveContentSize: CGSize {
        CGSize(
            width: contentSize.width - contentInsets.leading - contentInsets.trailing,
            height: contentSize.height - contentInsets.top - contentInsets.bottom)
    }
    /// The insets.
    public var effectiveContentInsets: DirectionalEdgeInsets { contentInsets }
}

/// What the layout computed for one cell, supplementary or decoration view (UIKit's
/// `UICollectionViewLayoutAttributes`).
@MainActor
open class CollectionViewLayoutAttributes: @MainActor CustomStringConvertible {
    /// Which kind of view the attributes are for.
    public enum Category: Sendable, Hashable { case cell, supplementaryView, decorationView }

    /// The item, or the section and index of a supplementary or decoration view.
    public let indexPath: IndexPath
    /// The kind of view.
    public let representedElementCategory: Category
    /// The element kind of a supplementary or decoration view; `nil` for cells.
    public let representedElementKind: String?
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// The frame in the collection view's content.
    @exclusivity(unchecked) public var frame: CGRect
    /// The z-order.
    @exclusivity(unchecked) public var zIndex: Int
    /// Whether the view is hidden.
    @exclusivity(unchecked) public var isHidden = false
    /// Whether the layout only estimated the width (the view decides it).
    var estimatesWidth = false
    /// Whether the layout only estimated the height (the view decides it).
    var estimatesHeight = false

    init(indexPath: IndexPath, category: Category, kind: String?, frame: CGRect, zIndex: Int) {
        self.indexPath = indexPath
        representedElementCategory = category
        representedElementKind = kind
        self.frame = frame
        self.zIndex = zIndex
    }

    /// The frame's size.
    public var size: CGSize {
        get { frame.size }
        set { frame.size = newValue }
    }

    /// The frame's centre.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// A copy, for `preferredLayoutAttributesFitting(_:)` to change.
    public func copy() -> CollectionViewLayoutAttributes {
        let copy = CollectionViewLayoutAttributes(
            indexPath: indexPath, category: representedElementCategory, kind: representedElementKind, frame: frame,
            zIndex: zIndex)
        copy.isHidden = isHidden
        copy.estimatesWidth = estimatesWidth
        copy.estimatesHeight = estimatesHeight
        return copy
    }

    /// `<LayoutAttributes: cell [0, 3]; frame = (0 44; 320 57)>`.
    public var description: String {
        let kind = representedElementKind.map { " \($0)" } ?? ""
        let f = frame
        return "<LayoutAttributes: \(representedElementCategory)\(kind) [\(indexPath.section), \(indexPath.item)]; "
            + "frame = (\(f.minX) \(f.minY); \(f.width) \(f.height))>"
    }
}

extension IndexPath {
    /// An index path of an item in a section. (Made by appending to a one-index path, which
    /// keeps both indexes inline: from a list of two, a list is allocated and dropped.)
    public init(item: Int, section: Int) { self = IndexPath(index: section).appending(item) }
    /// An index path of a row in a section.
    public init(row: Int, section: Int) { self.init(item: row, section: section) }
    /// The section (the first index).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The item (the second index).
    public var item: Int { count > 1 ? self[1] : 0 }
    /// The row (the second index).
    public var row: Int { item }
}
