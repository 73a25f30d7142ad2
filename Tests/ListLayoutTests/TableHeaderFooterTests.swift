import AutoLayout
import Foundation
import ListLayout
import Testing

/// `tableHeaderView` and `tableFooterView` (UITableView's documentation): as wide as the
/// table, as high as their frames, above the first section and below the last, and counted
/// in the content size.
@MainActor @Suite struct TableHeaderFooterTests {
    final class Rows: TableViewDataSource {
        func numberOfSections(in tableView: TableView) -> Int { 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        }
    }

    @Test func theHeaderAndFooterViewsFrameTheSections() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 600))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        table.sectionHeaderHeight = 20
        let rows = Rows()
        table.dataSource = rows
        let header = View(frame: CGRect(x: 10, y: 10, width: 50, height: 100))
        let footer = View(frame: CGRect(x: 0, y: 0, width: 0, height: 30))
        table.tableHeaderView = header
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(header.superview === table)
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 100))
        // Each section: a 20-point header and two 44-point rows.
        #expect(table.rectForHeader(inSection: 0) == CGRect(x: 0, y: 100, width: 320, height: 20))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 44))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 272, width: 320, height: 44))
        #expect(footer.frame == CGRect(x: 0, y: 316, width: 320, height: 30))
        #expect(table.contentSize == CGSize(width: 320, height: 346))
        // Replacing the header removes the old one and moves the rows up.
        table.tableHeaderView = nil
        table.layoutIfNeeded()
        #expect(header.superview == nil)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 20)
        #expect(table.contentSize.height == 246)
    }
}
