import AutoLayout
import Foundation
import ListLayout
import Testing

/// Lists ask their data source when UIKit asks it: at the next layout pass, or when the
/// counts are read, not when the data source is set (UITableView's and UICollectionView's
/// documentation of `reloadData()`: "the table view ... redisplays visible rows"; the counts
/// are fetched as the view lays out). Code that sets the data source first and fills its
/// model afterwards shows its rows.
@MainActor @Suite struct LazyDataTests {
    final class Rows: TableViewDataSource, CollectionViewDataSource {
        var items: [String] = []
        var countQueries = 0
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            countQueries += 1
            return items.count
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
            countQueries += 1
            return items.count
        }
        func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
        {
            collectionView.dequeueReusableCell(withReuseIdentifier: "item", for: indexPath)
        }
    }

    @Test func aTableAsksAtItsNextLayout() {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(TableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 44
        let rows = Rows()
        table.dataSource = rows
        #expect(rows.countQueries == 0)
        rows.items = ["One", "Two", "Three"]
        table.layoutIfNeeded()
        #expect(rows.countQueries == 1)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["One", "Two", "Three"])
        #expect(table.contentSize == CGSize(width: 320, height: 132))
        // After a reload, reading the counts asks at once; asking again waits for the next reload.
        rows.items.append("Four")
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(rows.countQueries == 2)
        table.layoutIfNeeded()
        #expect(rows.countQueries == 2)
        #expect(table.visibleCells.count == 4)
    }

    @Test func aCollectionViewAsksAtItsNextLayout() {
        let layout = CollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "item")
        let rows = Rows()
        view.dataSource = rows
        #expect(rows.countQueries == 0)
        rows.items = ["a", "b", "c", "d"]
        view.layoutIfNeeded()
        #expect(rows.countQueries == 1)
        #expect(view.visibleCells.count == 4)
        rows.items = ["a"]
        view.reloadData()
        #expect(view.numberOfItems(inSection: 0) == 1)
        view.layoutIfNeeded()
        #expect(view.visibleCells.count == 1)
        #expect(rows.countQueries == 2)
    }
}
