import AutoLayout
import Foundation

/// A scrolling view of cells placed by a ``CompositionalLayout`` (UIKit's
/// `UICollectionView`). Only the cells in view are made (or reused) and laid out, as the
/// user scrolls; cells whose layout size is estimated size themselves.
open class CollectionView: ScrollView {
    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout.
    public var collectionViewLayout: CompositionalLayout { didSet { reloadData() } }
    /// Where the content comes from.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    private var cellPool = ReusePool<CollectionViewCell>()
    private var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    private var visibleItems: [IndexPath: CollectionViewCell] = [:]
    private var visibleSupplementaries: [CompositionalLayoutPass.Key: CollectionReusableView] = [:]
    private var itemCounts: [Int] = []
    private var needsReload = true
    /// How many cells the data source was asked for (new or reused), for tests and benchmarks.
    public private(set) var cellRequests = 0

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: CompositionalLayout) {
        _ = CollectionReusableView.registeredNames
        collectionViewLayout = layout
        super.init(frame: frame)
    }

    /// Creates a collection view with an empty layout (as `UICollectionView()` would need one).
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, collectionViewLayout: CompositionalLayout(sectionProvider: { _, _ in nil }))
    }

    /// Creates an empty collection view (views are not archived).
    public required init?(coder: NSCoder) {
        collectionViewLayout = CompositionalLayout(sectionProvider: { _, _ in nil })
        super.init(coder: coder)
    }

    // MARK: Registration and reuse

    /// Registers the class made for a reuse identifier.
    public func register(_ cellClass: CollectionViewCell.Type, forCellWithReuseIdentifier identifier: String) {
        cellPool.classes[identifier] = cellClass
    }

    /// Registers the class of a supplementary view kind for a reuse identifier.
    public func register(
        _ viewClass: CollectionReusableView.Type, forSupplementaryViewOfKind kind: String,
        withReuseIdentifier identifier: String
    ) {
        supplementaryPools[kind, default: ReusePool()].classes[identifier] = viewClass
    }

    /// A cell for an item: an idle one of this identifier after `prepareForReuse()`, or a
    /// new one of the registered class. An unregistered identifier is reported with UIKit's
    /// message, and a plain cell is returned.
    public func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath)
        -> CollectionViewCell
    {
        if let cell = cellPool.dequeue(identifier) { return cell }
        reportUnregistered("UICollectionElementKindCell", identifier)
        let cell = CollectionViewCell(frame: .zero)
        cell.reuseIdentifier = identifier
        return cell
    }

    /// A supplementary view of a kind, reused or new, as for cells.
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) -> CollectionReusableView {
        if let view = supplementaryPools[kind]?.dequeue(identifier) { return view }
        reportUnregistered(kind, identifier)
        let view = CollectionReusableView(frame: .zero)
        view.reuseIdentifier = identifier
        return view
    }

    private func reportUnregistered(_ kind: String, _ identifier: String) {
        LayoutErrors.report(
            .managedViewWarning(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier or connect a prototype cell in a storyboard"))
    }

    // MARK: Data

    /// Forgets the items and measured sizes; the next layout pass asks the data source again.
    open func reloadData() {
        needsReload = true
        collectionViewLayout.forgetMeasurements()
        for cell in visibleItems.values { recycle(cell) }
        for view in visibleSupplementaries.values { recycle(view) }
        visibleItems = [:]
        visibleSupplementaries = [:]
        reloadCounts()
        collectionViewLayout.prepare(itemCounts: itemCounts, container: bounds.size, references: insetReferences,
                    direction: effectiveUserInterfaceLayoutDirection)
        contentSize = collectionViewLayout.collectionViewContentSize
        setNeedsLayout()
    }

    private func reloadCounts() {
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        needsReload = false
    }

    /// The number of sections.
    public var numberOfSections: Int { itemCounts.count }
    /// The number of items in a section.
    public func numberOfItems(inSection section: Int) -> Int {
        itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The visible cell of an item, if it is in view.
    public func cellForItem(at indexPath: IndexPath) -> CollectionViewCell? { visibleItems[indexPath] }
    /// The cells in view.
    public var visibleCells: [CollectionViewCell] { indexPathsForVisibleItems.compactMap { visibleItems[$0] } }
    /// The index paths of the cells in view, in order.
    public var indexPathsForVisibleItems: [IndexPath] { visibleItems.keys.sorted() }
    /// The index path of a visible cell.
    public func indexPath(for cell: CollectionViewCell) -> IndexPath? {
        visibleItems.first { $0.value === cell }?.key
    }
    /// The visible supplementary view of a kind at an index path.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> CollectionReusableView? {
        visibleSupplementaries[.init(kind: kind, indexPath: indexPath)]
    }
    /// The layout's attributes of an item.
    public func layoutAttributesForItem(at indexPath: IndexPath) -> CollectionViewLayoutAttributes? {
        collectionViewLayout.layoutAttributesForItem(at: indexPath)
    }
    /// The layout's attributes of a supplementary view.
    public func layoutAttributesForSupplementaryElement(ofKind kind: String, at indexPath: IndexPath)
        -> CollectionViewLayoutAttributes?
    {
        collectionViewLayout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    /// The content size; setting it invalidates the intrinsic size, so that a subclass
    /// reporting its content height grows with it.
    open override var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    // MARK: Layout

    /// The insets sections measure their content insets from: the safe area (also for
    /// `.automatic`), the layout margins, and the readable width.
    private var insetReferences: [ContentInsetsReference: DirectionalEdgeInsets] {
        let direction = effectiveUserInterfaceLayoutDirection
        let safe = safeAreaInsets.directional(in: direction)
        let margins = layoutMargins.directional(in: direction)
        let readableSide = max(margins.leading, (bounds.width - View.readableContentWidth) / 2)
        return [
            .automatic: safe, .safeArea: safe, .none: .zero, .layoutMargins: margins,
            .readableContent: DirectionalEdgeInsets(
                top: margins.top, leading: readableSide, bottom: margins.bottom, trailing: readableSide),
        ]
    }

    /// Lays out: places the cells in view (making or reusing them), lets self-sizing cells
    /// measure themselves, and recomputes until their sizes settle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if needsReload { reloadCounts() }
        for _ in 0..<64 {
            if collectionViewLayout.pass == nil {
                collectionViewLayout.prepare(
                    itemCounts: itemCounts, container: bounds.size, references: insetReferences,
                    direction: effectiveUserInterfaceLayoutDirection)
            }
            let (items, supplementaries) = placeVisibleViews()
            if items.isEmpty && !supplementaries { break }
            if supplementaries {
                collectionViewLayout.invalidateLayout()
            } else {
                collectionViewLayout.applyMeasurements(items)
            }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
    }

    /// Places the views whose frames meet the bounds; returns the items whose cells
    /// reported a new size, and whether a supplementary view did.
    private func placeVisibleViews() -> (items: [IndexPath], supplementaries: Bool) {
        let visible = collectionViewLayout.layoutAttributesForElements(in: bounds)
        recycleViews(notIn: visible)
        var items: [IndexPath] = []
        var changed = false
        // How far the cells measured so far pushed the next ones along the scroll axis: a
        // cell pushed out of the bounds is not made in this round (with a small estimate,
        // the first round would otherwise make a cell for every item the estimate fits in).
        var pushed: CGFloat = 0
        let vertical = collectionViewLayout.configuration.scrollDirection == .vertical
        let end = vertical ? bounds.maxY : bounds.maxX
        for attributes in visible {
            switch attributes.representedElementCategory {
            case .cell:
                let start = vertical ? attributes.frame.minY : attributes.frame.minX
                if pushed > 0, start + pushed >= end, visibleItems[attributes.indexPath] == nil { continue }
                let cell = visibleItems[attributes.indexPath] ?? makeCell(at: attributes.indexPath)
                let measured = collectionViewLayout.measuredItems[attributes.indexPath] != nil
                if place(cell, attributes, measure: !measured) {
                    collectionViewLayout.measuredItems[attributes.indexPath] = cell.measuredSize
                    let growth =
                        vertical
                        ? cell.measuredSize.height - attributes.frame.height
                        : cell.measuredSize.width - attributes.frame.width
                    pushed += max(0, growth)
                    items.append(attributes.indexPath)
                }
            case .supplementaryView:
                let key = CompositionalLayoutPass.Key(
                    kind: attributes.representedElementKind ?? "", indexPath: attributes.indexPath)
                let view = visibleSupplementaries[key] ?? makeSupplementary(key)
                let measured = collectionViewLayout.measuredSupplementaries[key] != nil
                if place(view, attributes, measure: !measured) {
                    collectionViewLayout.measuredSupplementaries[key] = view.measuredSize
                    changed = true
                }
            case .decorationView:
                continue
            }
        }
        return (items, changed)
    }

    /// Puts the views that left the bounds back in their pools, before new ones are asked
    /// for, so that they are reused.
    private func recycleViews(notIn visible: [CollectionViewLayoutAttributes]) {
        let items = Set(visible.filter { $0.representedElementCategory == .cell }.map(\.indexPath))
        let supplementaries = Set(
            visible.filter { $0.representedElementCategory == .supplementaryView }.map {
                CompositionalLayoutPass.Key(kind: $0.representedElementKind ?? "", indexPath: $0.indexPath)
            })
        for (path, cell) in visibleItems where !items.contains(path) {
            recycle(cell)
            visibleItems[path] = nil
        }
        for (key, view) in visibleSupplementaries where !supplementaries.contains(key) {
            recycle(view)
            visibleSupplementaries[key] = nil
        }
    }

    private func makeCell(at indexPath: IndexPath) -> CollectionViewCell {
        cellRequests += 1
        let cell =
            dataSource?.collectionView(self, cellForItemAt: indexPath) ?? CollectionViewCell(frame: .zero)
        cell.isManaged = true
        if cell.superview !== self { addSubview(cell) }
        visibleItems[indexPath] = cell
        return cell
    }

    private func makeSupplementary(_ key: CompositionalLayoutPass.Key) -> CollectionReusableView {
        let view =
            dataSource?.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            ?? CollectionReusableView(frame: .zero)
        view.isManaged = true
        if view.superview !== self { addSubview(view) }
        visibleSupplementaries[key] = view
        return view
    }

    /// Applies attributes and lays the view out at them (where a conflict at an estimated
    /// size shows, as in UIKit); a view with estimated axes not measured yet then measures
    /// itself (once per index path until the data is reloaded). Returns whether its
    /// measured size differs from the attributes'.
    private func place(_ view: CollectionReusableView, _ attributes: CollectionViewLayoutAttributes, measure: Bool)
        -> Bool
    {
        view.apply(attributes)
        view.layoutIfNeeded()
        let (width, height) = attributes.estimatedAxes
        guard measure, width || height else { return false }
        let preferred = view.preferredLayoutAttributesFitting(attributes)
        view.measuredSize = preferred.size
        return abs(preferred.size.width - attributes.size.width) > 0.0001
            || abs(preferred.size.height - attributes.size.height) > 0.0001
    }

    private func recycle(_ view: CollectionReusableView) {
        view.removeFromSuperview()
        view.isManaged = false
        if let cell = view as? CollectionViewCell {
            cellPool.enqueue(cell)
        } else if let kind = supplementaryPools.first(where: { $0.value.classes[view.reuseIdentifier ?? ""] != nil })?
            .key
        {
            supplementaryPools[kind]?.enqueue(view)
        }
    }
}
