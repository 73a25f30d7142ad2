import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

/// A grid cell that counts how often it is configured and prepared for reuse; reuse
/// clears its text.
final class GridCell: CollectionViewCell {
    let label = Label()
    var configurations = 0
    var prepared = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
        label.text = nil
    }
}

/// A 320 x 400 collection view of 80 x 80 items, four to a row, fed by a diffable data
/// source whose cells come from a registration.
@MainActor
final class Grid {
    let view: CollectionView
    let source: CollectionViewDiffableDataSource<String, String>

    init() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.fractionalWidth(1), .absolute(80)), subitems: [item])
        view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 320, height: 400),
            collectionViewLayout: CompositionalLayout(section: CollectionLayoutSection(group: group)))
        let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in
            cell.label.text = item
            cell.configurations += 1
        }
        source = CollectionViewDiffableDataSource(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
    }

    /// The visible cells by their text.
    var cells: [String: GridCell] {
        var result: [String: GridCell] = [:]
        for case let cell as GridCell in view.visibleCells { result[cell.label.text ?? ""] = cell }
        return result
    }

    /// The frame of each visible item, by its text.
    var frames: [String: CGRect] { cells.mapValues(\.frame) }
}

/// The frame of the item at a position of the grid.
@MainActor
func gridFrame(_ position: Int) -> CGRect {
    CGRect(x: CGFloat(position % 4) * 80, y: CGFloat(position / 4) * 80, width: 80, height: 80)
}

@MainActor @Suite struct DiffableDataSourceTests {
    static let names = (0..<200).map { "item \($0)" }

    @Test func aGridOf200ItemsUpdatedByThreeSnapshots() throws {
        let grid = Grid()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(Self.names)
        grid.source.apply(snapshot, animatingDifferences: false)
        grid.view.layoutIfNeeded()
        #expect(grid.view.contentSize == CGSize(width: 320, height: 4000))
        #expect(grid.frames == Dictionary(uniqueKeysWithValues: (0..<20).map { ("item \($0)", gridFrame($0)) }))
        #expect(grid.view.cellRequests == 20)
        let first = grid.cells

        // Two items go, one comes after item 5, item 10 is reconfigured.
        var second = grid.source.snapshot()
        second.deleteItems(["item 1", "item 2"])
        second.insertItems(["new A"], afterItem: "item 5")
        second.reconfigureItems(["item 10"])
        grid.source.apply(second)
        grid.view.layoutIfNeeded()
        let order = ["item 0", "item 3", "item 4", "item 5", "new A"] + (6...20).map { "item \($0)" }
        #expect(grid.frames == Dictionary(uniqueKeysWithValues: order.enumerated().map { ($1, gridFrame($0)) }))
        let kept = order.filter { $0 != "new A" && $0 != "item 20" }
        for name in kept { #expect(grid.cells[name] === first[name], "\(name) keeps its cell") }
        for name in kept where name != "item 10" { #expect(grid.cells[name]?.configurations == 1) }
        #expect(grid.cells["item 10"]?.configurations == 2)
        #expect(grid.cells["item 10"]?.prepared == 0)
        // The two new items reuse the cells of the two that went, reset first.
        let reused = try [#require(grid.cells["new A"]), #require(grid.cells["item 20"])]
        #expect(Set(reused.map(ObjectIdentifier.init)) == Set(["item 1", "item 2"].map { ObjectIdentifier(first[$0]!) }))
        #expect(reused.map(\.prepared) == [1, 1])
        #expect(reused.map(\.configurations) == [2, 2])
        // Cells made or reused: 20, then the two new ones (a reconfigure asks for none).
        #expect(grid.view.cellRequests == 22)
        #expect(grid.source.itemIdentifier(for: IndexPath(item: 4, section: 0)) == "new A")
        #expect(grid.source.indexPath(for: "item 199") == IndexPath(item: 198, section: 0))

        // Item 0 moves after item 7, item 3 is reloaded.
        var third = grid.source.snapshot()
        third.moveItem("item 0", afterItem: "item 7")
        third.reloadItems(["item 3"])
        let before = grid.cells
        let preparedBefore = before["item 3"]?.prepared ?? -1
        grid.source.apply(third)
        grid.view.layoutIfNeeded()
        let reordered = ["item 3", "item 4", "item 5", "new A", "item 6", "item 7", "item 0"] + (8...20).map { "item \($0)" }
        #expect(grid.frames == Dictionary(uniqueKeysWithValues: reordered.enumerated().map { ($1, gridFrame($0)) }))
        #expect(grid.cells["item 0"] === before["item 0"])
        #expect(grid.cells["item 3"]?.prepared == preparedBefore + 1)
        #expect(grid.cells["item 3"]?.configurations == 2)
        #expect(grid.view.cellRequests == 23)
    }

    @Test func repeatedIdentifiersGetUIKitsMessageAndChangeNothing() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        let errors = collecting {
            snapshot.appendItems([1])
            snapshot.appendSections(["a"])
            snapshot.appendItems([1, 2, 2, 3, 1])
            snapshot.appendSections(["b", "a"])
            snapshot.reloadItems([9])
            snapshot.reconfigureItems([9])
            snapshot.insertItems([4], beforeItem: 9)
        }.errors
        #expect(
            errors.map(\.description) == [
                "There are currently no sections in the data source. Please add a section first.",
                "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    2,\n    1\n)}",
                "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    a\n)}",
                "Attempted to reload item identifier that does not exist in the snapshot: 9",
                "Attempted to reconfigure item identifier that does not exist in the snapshot: 9",
                "Attempted to insert items relative to item identifier that does not exist in the snapshot: 9",
            ])
        #expect(snapshot.sectionIdentifiers == ["a"])
        #expect(snapshot.numberOfItems == 0)
    }

    @Test func appendingItemsTheSnapshotHoldsMovesThemWithUIKitsWarning() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        let errors = collecting { snapshot.appendItems([2, 4], toSection: "b") }.errors
        #expect(snapshot.itemIdentifiers(inSection: "a") == [1, 3])
        #expect(snapshot.itemIdentifiers(inSection: "b") == [2, 4])
        #expect(snapshot.sectionIdentifier(containingItem: 2) == "b")
        #expect(snapshot.indexOfItem(4) == 3)
        #expect(errors.count == 1)
        #expect(
            errors.first?.description.hasPrefix(
                "Diffable data source detected an attempt to insert or append 1 item identifiers that already exist "
                    + "in the snapshot. The existing item identifiers will be moved into place instead") == true)
        #expect(errors.first?.description.hasSuffix("Item identifiers that already exist: (\n    \"2\"\n)") == true)
    }

    @Test func sectionsInsertMoveAndDeleteWithTheirItems() {
        var snapshot = DiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], beforeSection: "c")
        snapshot.appendItems([1], toSection: "a")
        snapshot.appendItems([2], toSection: "b")
        snapshot.appendItems([3], toSection: "c")
        snapshot.moveSection("a", afterSection: "c")
        #expect(snapshot.sectionIdentifiers == ["b", "c", "a"])
        #expect(snapshot.itemIdentifiers == [2, 3, 1])
        snapshot.deleteSections(["c"])
        #expect(snapshot.itemIdentifiers == [2, 1])
        #expect(snapshot.sectionIdentifier(containingItem: 3) == nil)
        #expect(snapshot.indexOfSection("a") == 1)
        snapshot.deleteAllItems()
        #expect(snapshot.numberOfItems == 0)
        #expect(snapshot.numberOfSections == 2)
    }

    @Test func anIndexPathOutsideTheDataHasNoItemOrCell() {
        let grid = Grid()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(["only"])
        grid.source.apply(snapshot)
        grid.view.layoutIfNeeded()
        #expect(grid.source.itemIdentifier(for: IndexPath(item: 1, section: 0)) == nil)
        #expect(grid.source.itemIdentifier(for: IndexPath(item: 0, section: 3)) == nil)
        #expect(grid.view.cellForItem(at: IndexPath(item: 5, section: 0)) == nil)
        #expect(grid.source.sectionIdentifier(for: 1) == nil)
        #expect(grid.frames == ["only": gridFrame(0)])
    }
}

@MainActor @Suite struct OutlineTests {
    static func outline() -> DiffableDataSourceSectionSnapshot<String> {
        var outline = DiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["apple", "banana"], to: "Fruit")
        outline.append(["carrot"], to: "Vegetables")
        outline.append(["baby carrot"], to: "carrot")
        return outline
    }

    @Test func anOutlineShowsOnlyTheChildrenOfExpandedParents() {
        var outline = Self.outline()
        #expect(outline.items == ["Fruit", "apple", "banana", "Vegetables", "carrot", "baby carrot"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Vegetables", "carrot"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables", "carrot", "baby carrot"])
        #expect(outline.level(of: "baby carrot") == 2)
        #expect(outline.parent(of: "carrot") == "Vegetables")
        #expect(outline.isVisible("apple") == false)
        outline.collapse(["Vegetables"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        #expect(outline.isExpanded("carrot"))
        #expect(outline.snapshot(of: "Vegetables").items == ["carrot", "baby carrot"])
        #expect(outline.snapshot(of: "Vegetables", includingParent: true).rootItems == ["Vegetables"])
        outline.delete(["Vegetables"])
        #expect(outline.items == ["Fruit", "apple", "banana"])
        #expect(!outline.contains("baby carrot"))
        let errors = collecting { outline.append(["apple"], to: "Fruit") }.errors
        #expect(
            errors.map(\.description) == [
                "Identifiers in a section snapshot must be unique. Duplicate item identifiers: {(\n    apple\n)}"
            ])
        #expect(outline.items == ["Fruit", "apple", "banana"])
    }

    @Test func expandingAndCollapsingASectionMovesTheRowsBelow() {
        let view = RegistrationTests.list()
        let registration = CollectionView.CellRegistration<GridCell, String> { cell, _, item in
            cell.label.text = item
            cell.configurations += 1
        }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, item in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: item)
        }
        var outline = Self.outline()
        source.apply(outline, to: 0)
        view.layoutIfNeeded()
        func rows() -> [String: CGRect] {
            Dictionary(uniqueKeysWithValues: view.visibleCells.compactMap { cell in
                (cell as? GridCell).map { ($0.label.text ?? "", $0.frame) }
            })
        }
        func row(_ index: Int) -> CGRect { CGRect(x: 0, y: 30 + CGFloat(index) * 44, width: 320, height: 44) }
        #expect(rows() == ["Fruit": row(0), "Vegetables": row(1)])
        let vegetables = view.visibleCells.first { ($0 as? GridCell)?.label.text == "Vegetables" }
        outline.expand(["Fruit"])
        source.apply(outline, to: 0)
        view.layoutIfNeeded()
        #expect(rows() == ["Fruit": row(0), "apple": row(1), "banana": row(2), "Vegetables": row(3)])
        #expect(view.visibleCells.first { ($0 as? GridCell)?.label.text == "Vegetables" } === vegetables)
        #expect(source.snapshot(for: 0).isExpanded("Fruit"))
        outline.collapse(["Fruit"])
        source.apply(outline, to: 0)
        view.layoutIfNeeded()
        #expect(rows() == ["Fruit": row(0), "Vegetables": row(1)])
        #expect(source.snapshot().itemIdentifiers == ["Fruit", "Vegetables"])
        #expect((vegetables as? GridCell)?.configurations == 1)
    }
}
