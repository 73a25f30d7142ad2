import Testing
import UIKitCompat

/// A UIKit-style table controller: registered cells with a text label each.
final class FruitsViewController: UITableViewController {
    let fruits = ["Apple", "Banana", "Cherry"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "fruit")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruits.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "fruit", for: indexPath)
        cell.textLabel?.text = fruits[indexPath.row]
        return cell
    }
}

@Suite struct TableViewControllerTests {
    @Test func aTableControllerFeedsItsTable() {
        let window = UIWindow(device: .iPhone15)
        let fruits = FruitsViewController()
        window.rootViewController = fruits
        window.makeKeyAndVisible()
        #expect(fruits.tableView.frame == CGRect(x: 0, y: 0, width: 393, height: 852))
        let cells = (0..<3).compactMap { fruits.tableView.cellForRow(at: IndexPath(row: $0, section: 0)) }
        #expect(cells.map { $0.textLabel?.text } == ["Apple", "Banana", "Cherry"])
        // Self-sizing rows of a text label: 44 points each (UIKit's minimum row height).
        #expect(cells.map(\.frame.height) == [44, 44, 44])
        #expect(cells.map(\.frame.minY) == [0, 44, 88])
        // The table scrolls its rows under the bars: the safe area becomes its content inset,
        // and the rows do not grow by the part of it they overlap.
        #expect(fruits.tableView.adjustedContentInset == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(cells[0].contentView.safeAreaInsets == .zero)
    }
}
