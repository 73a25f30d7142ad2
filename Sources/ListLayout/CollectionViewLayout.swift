import AutoLayout
import Foundation

/// What places a collection view's cells and supplementary views (UIKit's
/// `UICollectionViewLayout`): a ``CompositionalLayout`` or a ``CollectionViewFlowLayout``.
/// The collection view asks it for the frames in a rectangle; cells that size themselves
/// report their sizes back, and it moves what follows them.
@MainActor
open class CollectionViewLayout {
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    @exclusivity(unchecked) var pass: CompositionalLayoutPass?
    /// Sizes that self-sizing cells and supplementaries reported.
    @exclusivity(unchecked) var measuredItems = MeasuredSizes()
    var measuredSupplementaries: [CompositionalLayoutPass.Key: CGSize] = [:]

    /// The collection view the layout places views for.
    public internal(set) weak var collectionView: CollectionView?

    init() {}

    /// The direction the content scrolls in.
    public var scrollDirection: ScrollDirection { .vertical }

    /// Computes the layout for the item counts of each section in a container, as a
    /// collection view does before it places its cells; use it to lay out without one.
    ///
    /// - Parameter references: the insets of the safe area, the layout margins and the
    ///   readable content guide, which sections add to their content insets according to
    ///   their ``CollectionLayoutSection/contentInsetsReference`` (none unless given).
    ///   - direction: in a right-to-left layout, leading is the right edge: every frame is
    ///     mirrored across the wider of the container and the content (a horizontally
    ///     scrolling layout starts at the right and scrolls to the left).
    public func prepare(
        itemCounts: [Int], container: CGSize, references: [ContentInsetsReference: DirectionalEdgeInsets] = [:],
        direction: UserInterfaceLayoutDirection = .leftToRight
    ) {
        mirroredContainerWidth = direction == .rightToLeft ? container.width : nil
        pass = makePass(itemCounts: itemCounts, container: container, references: references)
    }

    /// Computes the layout (each kind of layout its own way).
    func makePass(
        itemCounts: [Int], container: CGSize, references: [ContentInsetsReference: DirectionalEdgeInsets]
    ) -> CompositionalLayoutPass {
        CompositionalLayoutPass(vertical: scrollDirection == .vertical, container: container)
    }

    /// Takes the sizes measured for some items into the computed layout, moving what
    /// follows them; computes it all again when that cannot be done in place.
    func applyMeasurements(_ paths: [IndexPath]) {
        guard var current = pass else { return }
        pass = nil
        let measured = measuredItems
        if current.apply(measured: paths, sizes: { measured[$0] }) {
            pass = current
            measurementsTakenInPlace += 1
        }
    }

    /// How many rounds of measurements were taken into the layout in place (for tests).
    package private(set) var measurementsTakenInPlace = 0

    /// The container's width when frames are mirrored for a right-to-left layout.
    private var mirroredContainerWidth: CGFloat?

    /// The width frames are mirrored across in a right-to-left layout: the container's, or
    /// the content's when that is wider (measurements can change it, so it is read each time).
    private var mirrorWidth: CGFloat? {
        mirroredContainerWidth.map { max($0, pass?.contentSize.width ?? 0) }
    }

    /// A rectangle mirrored across the mirror width in a right-to-left layout (unchanged
    /// otherwise): from the layout's own left-to-right coordinates to the view's, and back.
    private func mirrored(_ rect: CGRect) -> CGRect {
        guard let width = mirrorWidth else { return rect }
        var mirrored = rect
        mirrored.origin.x = width - rect.maxX
        return mirrored
    }

    /// Attributes as the layout direction places them.
    private func placed(_ attributes: CollectionViewLayoutAttributes?) -> CollectionViewLayoutAttributes? {
        guard let attributes, mirrorWidth != nil else { return attributes }
        let copy = attributes.copy()
        copy.frame = mirrored(attributes.frame)
        return copy
    }

    /// A cell's frame as the layout direction places it, without making attributes.
    func frameOfItem(at indexPath: IndexPath) -> CGRect? {
        pass?.cellFrameInPlace(indexPath).map(mirrored)
    }

    /// Forgets the computed layout; the collection view computes it again.
    public func invalidateLayout() { pass = nil }

    /// Forgets measured sizes too (after `reloadData`).
    func forgetMeasurements() {
        measuredItems = [:]
        measuredSupplementaries = [:]
        pass = nil
    }

    /// The size of all the content.
    public var collectionViewContentSize: CGSize { pass?.contentSize ?? .zero }

    /// The attributes of a cell.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        placed(pass?.cellAttributes(indexPath))
    }

    /// The attributes of a supplementary view: `indexPath` is the item's for item
    /// supplementaries, `(0, section)` for section headers and footers.
    public func layoutAttributesForSupplementaryView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        placed(pass?.supplementaries[.init(kind: kind, indexPath: indexPath)])
    }

    /// The attributes of a decoration view of a section.
    public func layoutAttributesForDecorationView(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        placed(pass?.decorations[.init(kind: kind, indexPath: indexPath)])
    }

    /// Every cell, supplementary and decoration whose frame meets `rect`, in index order.
    /// Headers and footers pinned to the visible bounds are moved to stay inside `rect`
    /// while their section is in it.
    public func layoutAttributesForElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        var all = supplementaryAndDecorationElements(in: rect)
        forEachCell(in: rect) {
            all.append($0)
            return true
        }
        return all.sorted {
            ($0.indexPath, $0.representedElementCategory.order) < ($1.indexPath, $1.representedElementCategory.order)
        }
    }

    /// The supplementary and decoration views whose frames meet `rect` (pinned ones moved
    /// into it), in index order.
    func supplementaryAndDecorationElements(in rect: CGRect) -> [CollectionViewLayoutAttributes] {
        guard let pass, !(pass.supplementaries.isEmpty && pass.decorations.isEmpty) else { return [] }
        let own = mirrored(rect)
        var supplementaries = pass.supplementaries
        for (key, range) in pass.pinned {
            guard let attributes = supplementaries[key] else { continue }
            supplementaries[key] = pinnedCopy(attributes, range: range, visible: own)
        }
        // In index order (dictionaries iterate in a different order in every process, and
        // the views are added to the collection view in this order).
        return (Array(supplementaries.values) + Array(pass.decorations.values)).compactMap(placed).filter {
            $0.frame.overlaps(rect)
        }.sorted {
            ($0.indexPath, $0.representedElementCategory.order, $0.representedElementKind ?? "")
                < ($1.indexPath, $1.representedElementCategory.order, $1.representedElementKind ?? "")
        }
    }

    /// Hands `body` the cells whose frames meet `rect`, in layout order along the scroll
    /// axis, until it returns `false`.
    ///
    /// - Complexity: O(log g) to find the first of g groups, then O(1) per cell handed over.
    func forEachCell(in rect: CGRect, _ body: (CollectionViewLayoutAttributes) -> Bool) {
        guard let pass else { return }
        let own = mirrored(rect)
        let vertical = scrollDirection == .vertical
        let (low, high) = vertical ? (own.minY, own.maxY) : (own.minX, own.maxX)
        let spans = pass.spans
        var first = 0
        var last = spans.count
        while first < last {
            let middle = (first + last) / 2
            if pass.spanStart(middle) < low - pass.thickestSpan { first = middle + 1 } else { last = middle }
        }
        var index = first
        while index < spans.count,
            pass.spanStart(index) < high || pass.spanStart(index) == high && pass.spanEnd(index) == high
        {
            if pass.spanEnd(index) >= low {
                let span = spans[index]
                for item in span.firstItem..<(span.firstItem + span.count) {
                    guard let attributes = placed(pass.cellAttributes(IndexPath(item: item, section: span.section))),
                        attributes.frame.overlaps(rect)
                    else { continue }
                    if !body(attributes) { return }
                }
            }
            index += 1
        }
    }

    /// A pinned header (or footer) moved to the visible rectangle's leading edge (trailing
    /// edge), but not out of its section.
    private func pinnedCopy(_ attributes: CollectionViewLayoutAttributes, range: ClosedRange<CGFloat>, visible: CGRect)
        -> CollectionViewLayoutAttributes
    {
        let copy = attributes.copy()
        let vertical = scrollDirection == .vertical
        let length = vertical ? copy.frame.height : copy.frame.width
        let start = vertical ? copy.frame.minY : copy.frame.minX
        let visibleStart = vertical ? visible.minY : visible.minX
        let visibleEnd = vertical ? visible.maxY : visible.maxX
        let isHeader = start <= (range.lowerBound + range.upperBound) / 2
        let target =
            isHeader
            ? min(max(start, visibleStart), range.upperBound - length)
            : max(min(start, visibleEnd - length), range.lowerBound)
        if vertical { copy.frame.origin.y = target } else { copy.frame.origin.x = target }
        copy.zIndex = max(copy.zIndex, 10)
        return copy
    }

    /// The extent of an orthogonally scrolling section's own content (it scrolls across the
    /// layout's direction); `nil` for other sections.
    public func orthogonalContentSize(forSection section: Int) -> CGSize? { pass?.orthogonalContentSizes[section] }

    /// A section's frame: its items and content insets, without headers and footers.
    public func frame(ofSection section: Int) -> CGRect? { pass?.sectionFrames[section] }
}

extension CollectionViewLayoutAttributes.Category {
    var order: Int {
        switch self {
        case .decorationView: 0
        case .supplementaryView: 1
        case .cell: 2
        }
    }
}

extension CGRect {
    /// Whether the two rectangles share some area (touching edges do not), or this empty
    /// rectangle lies inside `other`.
    func overlaps(_ other: CGRect) -> Bool {
        if width == 0 || height == 0 {
            return minX >= other.minX && minX < other.maxX && minY >= other.minY && minY < other.maxY
        }
        return maxX > other.minX && minX < other.maxX && maxY > other.minY && minY < other.maxY
    }
}
