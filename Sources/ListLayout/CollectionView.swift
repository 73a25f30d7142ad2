import AutoLayout
import Foundation

/// A scrolling view of cells placed by a ``CompositionalLayout`` (UIKit's
/// `UICollectionView`). Only the cells in view are made (or reused) and laid out, as the
/// user scrolls; cells whose layout size is estimated size themselves.
@MainActor
open class CollectionView: ScrollView {
    /// The kind of section headers.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of section footers.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The layout.
    public var collectionViewLayout: CollectionViewLayout {
        didSet {
            collectionViewLayout.collectionView = self
            reloadData()
        }
    }
    /// Who hears of selections and, for a flow layout, gives sizes
    /// (``CollectionViewDelegateFlowLayout``).
    public weak var delegate: CollectionViewDelegate? {
        didSet {
            collectionViewLayout.forgetMeasurements()
            setNeedsLayout()
        }
    }
    /// Where the content comes from.
    public weak var dataSource: CollectionViewDataSource? { didSet { reloadData() } }
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    @exclusivity(unchecked) var cellPool = ReusePool<CollectionViewCell>()
    var supplementaryPools: [String: ReusePool<CollectionReusableView>] = [:]
    @exclusivity(unchecked) var visibleItems: [IndexPath: CollectionViewCell] = [:]
    @exclusivity(unchecked) var visibleSupplementaries: [CompositionalLayoutPass.Key: CollectionReusableView] = [:]
    var itemCounts: [Int] = []
    var needsReload = true
    /// The cell being configured again in place (a diffable reconfigure): dequeuing for its
    /// index path returns it.
    var reconfiguring: (indexPath: IndexPath, cell: CollectionViewCell)?
    /// Whether a collection view is asking its data source for a cell (registrations made
    /// then are reported when used): main-actor state, as the lists are.
    private(set) static var isRequestingCell = false

    /// Runs `body` with ``isRequestingCell`` set.
    static func requestingCell<T>(_ body: () -> T) -> T {
        let outer = isRequestingCell
        isRequestingCell = true
        defer { isRequestingCell = outer }
        return body()
    }
    /// For a right-to-left layout that scrolls horizontally: the offset that shows the
    /// content's leading (right) end, kept while nobody scrolls away from it.
    private var leadingEndOffset: CGFloat? = 0
    /// The size and insets the layout was last computed for.
    private var preparedEnvironment: PreparedEnvironment?
    private struct PreparedEnvironment: Equatable {
        var size: CGSize
        var references: [ContentInsetsReference: DirectionalEdgeInsets]
    }
    /// Whether items can be selected (by a tap or ``selectItem(at:animated:scrollPosition:)``).
    public var allowsSelection = true
    /// Whether more than one item can be selected; a tap then toggles an item.
    public var allowsMultipleSelection = false
    /// The selected items.
    var selectedItems: Set<IndexPath> = []
    /// How many cells the data source was asked for (new or reused), for tests and benchmarks.
    public internal(set) var cellRequests = 0
    /// The number of the current placement pass (see `placeVisibleViews()`).
    var placementPass = 0

    /// Creates a collection view with a layout.
    public init(frame: CGRect, collectionViewLayout layout: CollectionViewLayout) {
        _ = CollectionReusableView.registeredNames
        collectionViewLayout = layout
        super.init(frame: frame)
        layout.collectionView = self
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
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
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
        let view = supplementaryPools[kind]?.dequeue(identifier) ?? unregistered(kind, identifier)
        view.dequeuedKind = kind
        return view
    }

    private func unregistered(_ kind: String, _ identifier: String) -> CollectionReusableView {
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

    /// Forgets the items and measured sizes; the data source is asked again when UIKit asks
    /// it: at the next layout pass, or when the counts are read first
    /// (``numberOfSections``, ``numberOfItems(inSection:)``). Code that sets the data source
    /// and fills its model afterwards shows every item, as on iOS.
    open func reloadData() {
        needsReload = true
        selectedItems = []
        resetLeadingEnd()
        collectionViewLayout.forgetMeasurements()
        for cell in visibleItems.values { recycle(cell) }
        for view in visibleSupplementaries.values { recycle(view) }
        visibleItems = [:]
        visibleSupplementaries = [:]
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    /// Prepares the layout for the current counts and asks for a layout pass.
    func prepareLayout() {
        let references = insetReferences
        collectionViewLayout.prepare(
            itemCounts: itemCounts, container: bounds.size, references: references,
            direction: effectiveUserInterfaceLayoutDirection)
        // Made for this size and these insets: the next layout pass need not make it again.
        preparedEnvironment = PreparedEnvironment(size: bounds.size, references: references)
        contentSize = collectionViewLayout.collectionViewContentSize
        setNeedsLayout()
    }

    func resetLeadingEnd() { leadingEndOffset = 0 }

    func reloadCounts() {
        guard let dataSource else {
            itemCounts = []
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        itemCounts = (0..<sections).map { max(0, dataSource.collectionView(self, numberOfItemsInSection: $0)) }
        needsReload = false
    }

    /// The number of sections (asking the data source first after a reload).
    public var numberOfSections: Int {
        if needsReload { reloadCounts() }
        return itemCounts.count
    }
    /// The number of items in a section (asking the data source first after a reload).
    public func numberOfItems(inSection section: Int) -> Int {
        if needsReload { reloadCounts() }
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
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

    /// A new text size invalidates what cells and supplementary views measured, as UIKit's
    /// self-sizing does: they measure again at the next layout pass.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let before = (previousTraitCollection ?? .default).preferredContentSizeCategory
        guard before != traitCollection.preferredContentSizeCategory else { return }
        collectionViewLayout.forgetMeasurements()
        setNeedsLayout()
    }

    // MARK: Layout

    /// The insets sections measure their content insets from: the safe area (also for
    /// `.automatic`), the layout margins, and the readable width. The safe area counts
    /// across the scroll direction only: along it, the scroll view's adjusted content inset
    /// keeps the content clear of the unsafe bands, as in UIKit (every section would
    /// otherwise add the status bar's height).
    private var insetReferences: [ContentInsetsReference: DirectionalEdgeInsets] {
        let direction = effectiveUserInterfaceLayoutDirection
        var safe = safeAreaInsets.directional(in: direction)
        if collectionViewLayout.scrollDirection == .vertical {
            safe.top = 0
            safe.bottom = 0
        } else {
            safe.leading = 0
            safe.trailing = 0
        }
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
        // A new size, safe area or margins (the view entered a window, rotated) computes
        // the layout again, keeping what cells measured, as UIKit invalidates it.
        let environment = PreparedEnvironment(size: bounds.size, references: insetReferences)
        if environment != preparedEnvironment {
            preparedEnvironment = environment
            collectionViewLayout.invalidateLayout()
        }
        var settled = false
        for _ in 0..<64 {
            if collectionViewLayout.pass == nil {
                collectionViewLayout.prepare(
                    itemCounts: itemCounts, container: bounds.size, references: insetReferences,
                    direction: effectiveUserInterfaceLayoutDirection)
            }
            keepLeadingEndInView()
            let (items, supplementaries) = placeVisibleViews()
            if items.isEmpty && !supplementaries {
                settled = true
                break
            }
            if supplementaries {
                collectionViewLayout.invalidateLayout()
            } else {
                collectionViewLayout.applyMeasurements(items)
            }
        }
        if !settled {
            // Sizes that never settled: the views keep the last attributes they were given.
            for view in Array(visibleItems.values) + Array(visibleSupplementaries.values) { view.layoutIfNeeded() }
        }
        contentSize = collectionViewLayout.collectionViewContentSize
        runVisibleItemsHandlers()
    }
    /// A right-to-left layout that scrolls horizontally starts at the right end of its
    /// content, where its first items are: until the offset is moved, it follows that end
    /// as measured sizes change the content's width.
    private func keepLeadingEndInView() {
        guard let anchored = leadingEndOffset else { return }
        guard effectiveUserInterfaceLayoutDirection == .rightToLeft,
            collectionViewLayout.scrollDirection == .horizontal, contentOffset.x == anchored
        else {
            leadingEndOffset = nil
            return
        }
        let end = max(0, collectionViewLayout.collectionViewContentSize.width - bounds.width)
        contentOffset.x = end
        leadingEndOffset = end
    }

}
