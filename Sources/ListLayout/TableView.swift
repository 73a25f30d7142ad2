import AutoLayout
import Foundation

/// A scrolling column of rows in sections (UIKit's `UITableView`). Rows whose height is
/// ``automaticDimension`` size themselves from their cells' constraints when they come into
/// view; rows out of view count at ``estimatedRowHeight``. Only rows in view get cells,
/// which are reused.
@MainActor
open class TableView: ScrollView {
    /// "Let the table decide": a self-sizing row, or the default estimate.
    public static let automaticDimension: CGFloat = -1

    /// The height of every row unless the delegate says otherwise (self-sizing by default).
    public var rowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// The height assumed for self-sizing rows not measured yet (44 when automatic; must
    /// not be 0 for self-sizing).
    public var estimatedRowHeight: CGFloat = TableView.automaticDimension { didSet { invalidateRows() } }
    /// The height of section headers unless the delegate says otherwise.
    public var sectionHeaderHeight: CGFloat = 0 { didSet { invalidateRows() } }
    /// The height of section footers unless the delegate says otherwise.
    public var sectionFooterHeight: CGFloat = 0 { didSet { invalidateRows() } }
    /// Where the rows come from.
    public weak var dataSource: TableViewDataSource? { didSet { reloadData() } }
    /// Who decides heights and section views.
    public weak var delegate: TableViewDelegate? { didSet { invalidateRows() } }
    /// A view above the first section (UIKit's `tableHeaderView`): as wide as the table, as
    /// high as its frame when it is set; the rows start below it.
    public var tableHeaderView: View? { didSet { replaceTableView(oldValue, with: tableHeaderView) } }
    /// A view below the last section (UIKit's `tableFooterView`), sized as the header view.
    public var tableFooterView: View? { didSet { replaceTableView(oldValue, with: tableFooterView) } }

    /// The rows of each section, as the data source gave them (asked again first when a
    /// reload is pending).
    var rowCounts: [Int] {
        get {
            if needsReload { reloadCounts() }
            return rowCountsStorage
        }
        set {
            rowCountsStorage = newValue
            needsReload = false
        }
    }
    private var rowCountsStorage: [Int] = []
    /// Whether the data source is to be asked again before the counts are next read.
    private var needsReload = true
    var measuredHeights: [IndexPath: CGFloat] = [:]
    var geometry = TableGeometry()
    private var cellPool = ReusePool<TableViewCell>()
    var visibleRows: [IndexPath: TableViewCell] = [:]
    /// The cell being configured again in place (a diffable reconfigure): dequeuing for its
    /// index path returns it.
    var reconfiguring: (indexPath: IndexPath, cell: TableViewCell)?
    private var sectionViews: [String: View] = [:]
    /// How many cells the data source was asked for.
    public private(set) var cellRequests = 0
    /// The rows selected, by index path.
    var selectedRows: Set<IndexPath> = []
    /// Whether a tap can select a row (`true` unless set).
    public var allowsSelection = true
    /// Whether several rows can be selected at once (`false` unless set).
    public var allowsMultipleSelection = false
    /// Whether the table is in editing mode (UIKit's `isEditing`,
    /// https://developer.apple.com/documentation/uikit/uitableview/isediting): `false`
    /// unless set; setting it calls ``setEditing(_:animated:)`` without animation.
    open var isEditing: Bool {
        get { editingStorage }
        set { setEditing(newValue, animated: false) }
    }
    private var editingStorage = false
    /// Turns editing mode on or off (UIKit's `setEditing(_:animated:)`,
    /// https://developer.apple.com/documentation/uikit/uitableview/setediting(_:animated:)).
    /// The state is kept for the code that reads it; no insertion, deletion or reordering
    /// controls are shown and rows keep their frames.
    open func setEditing(_ editing: Bool, animated: Bool) { editingStorage = editing }
    /// How rows are separated (`.singleLine` unless set); kept for pictures.
    public var separatorStyle = TableViewCell.SeparatorStyle.singleLine
    /// The separators' colour (UIKit's default, `.separator`, unless set); kept for pictures.
    public var separatorColor: Color? = .separator
    /// What ``separatorInset`` is measured from (`.fromCellEdges` unless set, as since iOS 11).
    public var separatorInsetReference = SeparatorInsetReference.fromCellEdges
    /// A view behind the rows, filling the table's bounds (UIKit's `backgroundView`).
    public var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let view = backgroundView, view.superview !== self { insertSubview(view, at: 0) }
            setNeedsLayout()
        }
    }

    /// What a table's separator inset is measured from (UIKit's
    /// `UITableView.SeparatorInsetReference`).
    public enum SeparatorInsetReference: Int, Sendable {
        /// From the cell's edges.
        case fromCellEdges
        /// From the insets the table works out itself.
        case fromAutomaticInsets
    }

    /// The insets of the separators between rows: only left and right count, and not
    /// below zero. A cell's own ``TableViewCell/separatorInset`` overrides it.
    public var separatorInset = TableView.defaultSeparatorInset {
        didSet {
            separatorInset = EdgeInsets(
                top: 0, left: max(0, separatorInset.left), bottom: 0, right: max(0, separatorInset.right))
        }
    }
    /// 16 points on the left, where a cell's text begins (its content view's margin).
    public static let defaultSeparatorInset = EdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// Whether the zero-height warning was reported (UIKit reports it once).
    var reportedCollapsedRow = false

    /// The style the table was made with (kept; sections are laid out the same in each).
    public let style: Style

    /// Creates a table view of a style (UIKit's designated initializer).
    public init(frame: CGRect, style: Style) {
        _ = CollectionReusableView.registeredNames
        self.style = style
        super.init(frame: frame)
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) { self.init(frame: frame, style: .plain) }

    /// Creates an empty plain table view (views are not archived).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// UIKit's table styles, kept for source compatibility.
    public enum Style: Sendable { case plain, grouped, insetGrouped }

    // MARK: Cells

    /// Registers the class made for a reuse identifier.
    public func register(_ cellClass: TableViewCell.Type, forCellReuseIdentifier identifier: String) {
        cellPool.classes[identifier] = cellClass
    }

    /// A cell for a row: an idle one after `prepareForReuse()`, or a new one of the
    /// registered class (a plain cell, reported, for an unregistered identifier).
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        if let reconfiguring, reconfiguring.indexPath == indexPath, reconfiguring.cell.reuseIdentifier == identifier {
            return reconfiguring.cell
        }
        if let cell = dequeueReusableCell(withIdentifier: identifier) { return cell }
        LayoutErrors.report(
            .managedViewWarning(
                "unable to dequeue a cell with identifier \(identifier) - must register a nib or a class for the "
                    + "identifier or connect a prototype cell in a storyboard"))
        return TableViewCell(style: .default, reuseIdentifier: identifier)
    }

    /// An idle or new cell for the identifier, or `nil` when none is registered.
    public func dequeueReusableCell(withIdentifier identifier: String) -> TableViewCell? {
        cellPool.dequeue(identifier)
    }

    // MARK: Data

    /// Forgets the rows and measured heights; the data source is asked again when UIKit
    /// asks it: at the next layout pass, or when the counts or a row's rectangle are read
    /// first. Code that sets the data source and fills its model afterwards shows every
    /// row, as on iOS.
    open func reloadData() {
        for cell in visibleRows.values { recycle(cell) }
        visibleRows = [:]
        measuredHeights = [:]
        selectedRows = []
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for its sections and rows, and places the rows again.
    private func reloadCounts() {
        needsReload = false
        if let dataSource {
            let sections = max(0, dataSource.numberOfSections(in: self))
            rowCountsStorage = (0..<sections).map { max(0, dataSource.tableView(self, numberOfRowsInSection: $0)) }
        } else {
            rowCountsStorage = []
        }
        invalidateRows()
    }

    func invalidateRows() {
        geometry = TableGeometry(table: self)
        contentSize = CGSize(width: bounds.width, height: geometry.height)
        setNeedsLayout()
    }

    /// The number of sections.
    public var numberOfSections: Int { rowCounts.count }
    /// The number of rows in a section.
    public func numberOfRows(inSection section: Int) -> Int {
        rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }
    /// The visible cell of a row.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? { visibleRows[indexPath] }
    /// The cells in view, in order.
    public var visibleCells: [TableViewCell] { indexPathsForVisibleRows.compactMap { visibleRows[$0] } }
    /// The index paths of the rows in view.
    public var indexPathsForVisibleRows: [IndexPath] { visibleRows.keys.sorted() }
    /// The index path of a visible cell.
    public func indexPath(for cell: TableViewCell) -> IndexPath? { visibleRows.first { $0.value === cell }?.key }
    /// A row's frame in the content.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        _ = rowCounts
        return geometry.rowRect(indexPath, width: bounds.width)
    }
    /// A section header's frame in the content.
    public func rectForHeader(inSection section: Int) -> CGRect {
        _ = rowCounts
        return geometry.headerRect(section, width: bounds.width)
    }
    /// A section footer's frame in the content.
    public func rectForFooter(inSection section: Int) -> CGRect {
        _ = rowCounts
        return geometry.footerRect(section, width: bounds.width)
    }

    /// The content size; setting it invalidates the intrinsic size, so that a subclass
    /// reporting its content height grows with it.
    open override var contentSize: CGSize {
        didSet { if contentSize != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// A new text size invalidates the rows' measured heights: they measure again.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let before = (previousTraitCollection ?? .default).preferredContentSizeCategory
        guard before != traitCollection.preferredContentSizeCategory else { return }
        measuredHeights = [:]
        invalidateRows()
    }

    // MARK: Layout

    /// Places the rows in view, lets self-sizing ones measure themselves, and recomputes
    /// the geometry until their heights settle.
    open override func layoutSubviews() {
        super.layoutSubviews()
        if let view = backgroundView, view.frame != bounds { view.frame = bounds }
        _ = rowCounts
        for _ in 0..<8 {
            geometry = TableGeometry(table: self)
            if !placeVisibleRows() { break }
        }
        placeSectionViews()
        placeTableHeaderAndFooter()
        contentSize = CGSize(width: bounds.width, height: geometry.height)
    }

    private func placeVisibleRows() -> Bool {
        var changed = false
        let paths = geometry.rows(in: bounds)
        let seen = Set(paths)
        for (path, cell) in visibleRows where !seen.contains(path) {
            recycle(cell)
            visibleRows[path] = nil
        }
        for path in paths {
            let cell = visibleRows[path] ?? makeCell(path)
            var rect = geometry.rowRect(path, width: bounds.width)
            // A self-sizing row is measured before it is laid out, as UIKit sizes a cell
            // before it shows it: laid out first at its estimate, content taller than the
            // estimate would conflict with the row's height. The rows after it move on the
            // next round.
            if geometry.isSelfSizing(path) {
                let height = selfSizedHeight(of: cell, width: rect.width)
                if abs((measuredHeights[path] ?? -1) - height) > 0.0001 {
                    measuredHeights[path] = height
                    changed = true
                    rect.size.height = height
                }
            }
            cell.frame = rect
            cell.holdSize(rect.size)
            cell.layoutIfNeeded()
        }
        return changed
    }

    /// The height a self-sizing cell's content view asks for at the content's width; a
    /// collapse to zero gets the standard 44 points and UIKit's warning, once per table.
    private func selfSizedHeight(of cell: TableViewCell, width: CGFloat) -> CGFloat {
        let content = cell.contentFrame(forWidth: width, height: 0)
        let size = cell.contentView.systemLayoutSizeFitting(
            CGSize(width: content.width, height: 0), withHorizontalFittingPriority: .required,
            verticalFittingPriority: .fittingSizeLevel)
        // The built-in labels are placed by frames: they ask for their height themselves.
        if let builtIn = cell.builtInContentHeight(forContentWidth: content.width) { return max(builtIn, size.height) }
        guard size.height <= 0 else { return size.height }
        if !reportedCollapsedRow {
            reportedCollapsedRow = true
            LayoutErrors.report(
                .managedViewWarning(
                    "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                        + "table view cell's content view. We're considering the collapse unintentional and using "
                        + "standard height instead. Cell: \(cell)"))
        }
        return 44
    }

    private func makeCell(_ path: IndexPath) -> TableViewCell {
        cellRequests += 1
        let cell =
            dataSource?.tableView(self, cellForRowAt: path) ?? TableViewCell(style: .default, reuseIdentifier: nil)
        if cell.superview !== self { addSubview(cell) }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        if cell.isSelected != selectedRows.contains(path) { cell.setSelected(!cell.isSelected, animated: false) }
        visibleRows[path] = cell
        return cell
    }

    func recycle(_ cell: TableViewCell) {
        cell.removeFromSuperview()
        cellPool.enqueue(cell)
    }

    /// Section headers and footers from the delegate, or made for the data source's titles
    /// (TableView+SectionTitles.swift), at their rectangles.
    private func placeSectionViews() {
        for section in rowCounts.indices {
            for (kind, rect) in [
                ("header", rectForHeader(inSection: section)), ("footer", rectForFooter(inSection: section)),
            ] {
                let key = "\(kind)-\(section)"
                let made = sectionView(kind == "header", in: section, reusing: sectionViews[key])
                guard let view = made, rect.height > 0 else {
                    sectionViews[key]?.removeFromSuperview()
                    sectionViews[key] = nil
                    continue
                }
                if sectionViews[key] !== view {
                    sectionViews[key]?.removeFromSuperview()
                    sectionViews[key] = view
                    addSubview(view)
                }
                view.frame = rect
                view.layoutIfNeeded()
            }
        }
    }
}
