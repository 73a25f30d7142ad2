import Testing
import UIKitCompat

/// A UIKit-style table controller: registered cells with a text label each.
@MainActor
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

@MainActor @Suite struct TableViewControllerTests {
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

/// A table controller that overrides the selection callbacks, as UIKit subclasses do.
final class PickingViewController: UITableViewController {
    var picked: [Int] = []
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        picked.append(indexPath.row)
    }
}

/// A UIKit-style collection controller: a grid of registered cells.
@MainActor
final class TilesViewController: UICollectionViewController {
    var picked: [Int] = []
    init() {
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(
                widthDimension: .fractionalWidth(0.5), heightDimension: .fractionalHeight(1)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
            subitems: [item])
        super.init(
            collectionViewLayout: UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group)))
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "tile")
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 6 }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath)
        -> UICollectionViewCell
    {
        collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        picked.append(indexPath.item)
    }
}

@MainActor @Suite struct ListControllerSelectionTests {
    @Test func aTableControllersOverridesHearTapsAndTheSelectionClearsOnAppearing() {
        let window = UIWindow(device: .iPhoneSE3)
        let controller = PickingViewController()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        controller.tableView.simulateTap(at: CGPoint(x: 20, y: 50))
        #expect(controller.picked == [1])
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        controller.viewWillAppear(false)
        #expect(controller.tableView.indexPathForSelectedRow == nil)
    }

    @Test func aCollectionControllerFeedsItsGrid() {
        let window = UIWindow(device: .iPhoneSE3)
        let tiles = TilesViewController()
        window.rootViewController = tiles
        window.makeKeyAndVisible()
        let frames = (0..<4).compactMap { tiles.collectionView.cellForItem(at: IndexPath(item: $0, section: 0))?.frame }
        #expect(
            frames == [
                CGRect(x: 0, y: 0, width: 187.5, height: 100), CGRect(x: 187.5, y: 0, width: 187.5, height: 100),
                CGRect(x: 0, y: 100, width: 187.5, height: 100), CGRect(x: 187.5, y: 100, width: 187.5, height: 100),
            ])
        tiles.collectionView.simulateTap(at: CGPoint(x: 200, y: 150))
        #expect(tiles.picked == [3])
        #expect(tiles.debugDescription.hasPrefix("<ViewControllersTests.TilesViewController: 0x"))
        let plain = UICollectionViewController(collectionViewLayout: tiles.collectionViewLayout)
        #expect(plain.debugDescription.hasPrefix("<UICollectionViewController: 0x"))
    }
}
