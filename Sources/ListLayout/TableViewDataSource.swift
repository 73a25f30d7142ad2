import AutoLayout
import Foundation

/// What a table view asks for its rows (UIKit's `UITableViewDataSource`); the methods
/// UIKit marks optional have defaults.
@MainActor
public protocol TableViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in tableView: TableView) -> Int
    /// The number of rows in a section.
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, from `dequeueReusableCell(withIdentifier:for:)`.
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    /// The title of a section's header (none unless implemented), shown in the header view
    /// the table makes when the delegate gives none.
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforheaderinsection:)
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer (none unless implemented).
    /// https://developer.apple.com/documentation/uikit/uitableviewdatasource/tableview(_:titleforfooterinsection:)
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
}

extension TableViewDataSource {
    /// One section, unless implemented.
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
}

/// What a table view asks about sizes and section views (UIKit's `UITableViewDelegate`);
/// every method has a default.
@MainActor
public protocol TableViewDelegate: ScrollViewDelegate {
    /// A row's height; ``TableView/automaticDimension`` lets the cell size itself
    /// (the table's `rowHeight` unless implemented).
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// A section header's height (the table's `sectionHeaderHeight` unless implemented).
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat
    /// A section footer's height (the table's `sectionFooterHeight` unless implemented).
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat
    /// A section header's view (none unless implemented).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View?
    /// A section footer's view (none unless implemented).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View?
    /// The row a tap selects: `indexPath`, another row, or `nil` for none (`indexPath`
    /// unless implemented).
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// After a tap selected a row.
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    /// After a tap deselected a row.
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
}

extension TableViewDelegate {
    /// The table's `rowHeight`.
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.rowHeight
    }
    /// The table's `sectionHeaderHeight`.
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table's `sectionFooterHeight`.
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// No header view.
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> View? { nil }
    /// No footer view.
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> View? { nil }
}

extension TableViewDelegate {
    /// The row tapped.
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Nothing.
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Nothing.
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
}
