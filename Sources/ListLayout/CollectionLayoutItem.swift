import AutoLayout
import Foundation

/// One cell's place in a compositional layout (UIKit's `NSCollectionLayoutItem`).
@MainActor
public class CollectionLayoutItem {
    /// The size, resolved against the group that holds the item.
    public let layoutSize: CollectionLayoutSize
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// Insets of the item's content within the space the group gives it.
    @exclusivity(unchecked) public var contentInsets: DirectionalEdgeInsets = .zero
    /// Space around the item within its group.
    @exclusivity(unchecked) public var edgeSpacing: CollectionLayoutEdgeSpacing?
    /// Views attached to the item (badges), placed by their anchors.
    public let supplementaryItems: [CollectionLayoutSupplementaryItem]

    /// Creates an item of a size, with supplementary views.
    public init(layoutSize: CollectionLayoutSize, supplementaryItems: [CollectionLayoutSupplementaryItem] = []) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
    }
}

/// A group of items laid out along a line or by a closure (UIKit's
/// `NSCollectionLayoutGroup`). Groups repeat until a section's items run out.
@MainActor
public final class CollectionLayoutGroup: CollectionLayoutItem {
    /// How the group places its subitems.
    enum Arrangement {
        case horizontal, vertical
        case custom((CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem])
    }

    let arrangement: Arrangement
    /// The items (or groups) inside.
    public let subitems: [CollectionLayoutItem]
    /// When set, the group holds exactly this many copies of its one subitem, sized to fit.
    let repeatCount: Int?
    /// Space between subitems.
    public var interItemSpacing: CollectionLayoutSpacing?

    private init(
        layoutSize: CollectionLayoutSize, arrangement: Arrangement, subitems: [CollectionLayoutItem], count: Int?
    ) {
        self.arrangement = arrangement
        self.subitems = subitems
        repeatCount = count
        super.init(layoutSize: layoutSize)
    }

    /// A row of subitems; a single subitem repeats as many times as fits.
    public static func horizontal(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .horizontal, subitems: subitems, count: nil)
    }

    /// A row of exactly `count` copies of one subitem, sharing the group's width.
    public static func horizontal(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(
            layoutSize: layoutSize, arrangement: .horizontal, subitems: [subitem], count: max(1, count))
    }

    /// A column of subitems; a single subitem repeats as many times as fits.
    public static func vertical(layoutSize: CollectionLayoutSize, subitems: [CollectionLayoutItem])
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: subitems, count: nil)
    }

    /// A column of exactly `count` copies of one subitem, sharing the group's height.
    public static func vertical(
        layoutSize: CollectionLayoutSize, repeatingSubitem subitem: CollectionLayoutItem, count: Int
    )
        -> CollectionLayoutGroup
    {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .vertical, subitems: [subitem], count: max(1, count))
    }

    /// The iOS 13 name of ``horizontal(layoutSize:repeatingSubitem:count:)``.
    @available(*, deprecated, renamed: "horizontal(layoutSize:repeatingSubitem:count:)")
    public static func horizontal(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        horizontal(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// The iOS 13 name of ``vertical(layoutSize:repeatingSubitem:count:)``.
    @available(*, deprecated, renamed: "vertical(layoutSize:repeatingSubitem:count:)")
    public static func vertical(layoutSize: CollectionLayoutSize, subitem: CollectionLayoutItem, count: Int)
        -> CollectionLayoutGroup
    {
        vertical(layoutSize: layoutSize, repeatingSubitem: subitem, count: count)
    }

    /// A group whose items a closure places, one frame per item, relative to the group.
    public static func custom(
        layoutSize: CollectionLayoutSize,
        itemProvider: @escaping (CollectionLayoutEnvironment) -> [CollectionLayoutGroupCustomItem]
    ) -> CollectionLayoutGroup {
        CollectionLayoutGroup(layoutSize: layoutSize, arrangement: .custom(itemProvider), subitems: [], count: nil)
    }
}

/// One item's frame in a custom group (UIKit's `NSCollectionLayoutGroupCustomItem`).
public struct CollectionLayoutGroupCustomItem: Sendable, Hashable {
    /// The frame relative to the group.
    public var frame: CGRect
    /// The item's z-order.
    public var zIndex: Int

    /// Creates a custom item.
    public init(frame: CGRect, zIndex: Int = 0) {
        self.frame = frame
        self.zIndex = zIndex
    }
}

/// Where a supplementary view sits on a rectangle: an edge or a corner
/// (UIKit's `NSRectAlignment`).
public enum RectAlignment: Sendable, Hashable {
    /// No particular place, or the edge or corner named (leading and trailing follow the
    /// layout direction).
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// An anchor of a supplementary item on its item (UIKit's `NSCollectionLayoutAnchor`): the
/// edges it hugs and an offset.
public struct CollectionLayoutAnchor: Sendable, Hashable {
    /// The edges or corner.
    public var edges: RectAlignment
    /// An offset in points from that position.
    public var absoluteOffset: CGPoint

    /// Creates an anchor on edges, with an offset.
    public init(edges: RectAlignment, absoluteOffset: CGPoint = .zero) {
        self.edges = edges
        self.absoluteOffset = absoluteOffset
    }
}

/// A view attached to an item, such as a badge (UIKit's `NSCollectionLayoutSupplementaryItem`).
@MainActor
public class CollectionLayoutSupplementaryItem {
    /// The size, resolved against the item.
    public let layoutSize: CollectionLayoutSize
    /// The kind the data source is asked for.
    public let elementKind: String
    /// Where it sits on the item.
    public let containerAnchor: CollectionLayoutAnchor
    /// Its z-order (above the item unless set).
    public var zIndex = 1

    /// Creates a supplementary item anchored on its item.
    public init(layoutSize: CollectionLayoutSize, elementKind: String, containerAnchor: CollectionLayoutAnchor) {
        self.layoutSize = layoutSize
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
    }
}

/// A header, footer or side view of a section or of the whole layout (UIKit's
/// `NSCollectionLayoutBoundarySupplementaryItem`).
@MainActor
public final class CollectionLayoutBoundarySupplementaryItem: CollectionLayoutSupplementaryItem {
    /// The edge it sits on.
    public let alignment: RectAlignment
    /// An offset from that edge.
    public let offset: CGPoint
    /// Whether it takes space in the section (true) or overlaps the items.
    public var extendsBoundary = true
    /// Whether it stays in view while its section scrolls by (a sticky header).
    public var pinToVisibleBounds = false

    /// Creates a boundary item on an edge of its section.
    public init(
        layoutSize: CollectionLayoutSize, elementKind: String, alignment: RectAlignment, absoluteOffset: CGPoint = .zero
    ) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(
            layoutSize: layoutSize, elementKind: elementKind,
            containerAnchor: CollectionLayoutAnchor(edges: alignment, absoluteOffset: absoluteOffset))
        zIndex = 0
    }
}

/// A view behind a section, such as a background (UIKit's `NSCollectionLayoutDecorationItem`).
@MainActor
public final class CollectionLayoutDecorationItem {
    /// The kind registered with the layout.
    public let elementKind: String
    /// Insets from the section's frame.
    public var contentInsets: DirectionalEdgeInsets = .zero
    /// Its z-order (behind the items unless set).
    public var zIndex = -1

    private init(elementKind: String) { self.elementKind = elementKind }

    /// A background covering its section.
    public static func background(elementKind: String) -> CollectionLayoutDecorationItem {
        CollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
