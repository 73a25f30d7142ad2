import AutoLayout
import Foundation
import ListLayout

/// A controller whose view is a table it feeds (UIKit's `UITableViewController`): it is the
/// table's data source and delegate, and a subclass overrides the methods it needs.
///
/// By default there is one section with no rows, rows are the table's `rowHeight` high and
/// sections have no header or footer views, as for a plain `UITableViewController`.
@MainActor
open class TableViewController: ViewController, TableViewDataSource, TableViewDelegate {
    /// The table's style.
    public let style: TableView.Style
    /// Whether the selection is cleared each time the view is about to appear (`true`
    /// unless set, as in UIKit; a subclass that overrides ``viewWillAppear(_:)`` calls
    /// `super` for it).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller with a table of a style.
    public init(style: TableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller with a plain table (and so `init()`, which calls this).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a plain table (controllers are not archived).
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
    }

    /// The table (the controller's view).
    public var tableView: TableView! {
        get { view as? TableView }
        set { view = newValue }
    }

    /// Makes the table, fed by this controller, the size of the main screen.
    open override func loadView() {
        let table = TableView(frame: Screen.main.bounds, style: style)
        view = table
        table.dataSource = self
        table.delegate = self
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, isViewLoaded {
            tableView.selectRow(at: nil, animated: animated, scrollPosition: .none)
        }
    }

    open func numberOfSections(in tableView: TableView) -> Int { 1 }
    open func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 0 }
    open func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        TableViewCell(style: .default, reuseIdentifier: nil)
    }
    open func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat { tableView.rowHeight }
    open func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    open func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    open func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
    open func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    open func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    open func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    open func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }

    // The scroll view callbacks subclasses override, as with UIKit's `UITableViewController`.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
