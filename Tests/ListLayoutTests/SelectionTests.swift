import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

/// Records what a collection view tells its delegate.
final class SelectionLog: CollectionViewDelegate {
    var events: [String] = []
    var refused: Set<Int> = []
    func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        !refused.contains(indexPath.item)
    }
    func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {
        events.append("select \(indexPath.item)")
    }
    func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {
        events.append("deselect \(indexPath.item)")
    }
}

@MainActor @Suite struct SelectionTests {
    /// The 320 x 400 grid of 80 x 80 items, 200 of them.
    static func grid() -> (Grid, SelectionLog) {
        let grid = Grid()
        var snapshot = DiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(DiffableDataSourceTests.names)
        grid.source.apply(snapshot)
        grid.view.layoutIfNeeded()
        let log = SelectionLog()
        grid.view.delegate = log
        return (grid, log)
    }

    @Test func aTapSelectsTheItemUnderItAndTellsTheDelegate() {
        let (grid, log) = Self.grid()
        #expect(grid.view.simulateTap(at: CGPoint(x: 100, y: 10)) == IndexPath(item: 1, section: 0))
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 1, section: 0)])
        #expect(grid.view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == true)
        // Single selection: the next tap moves the selection; tapping it again keeps it.
        grid.view.simulateTap(at: CGPoint(x: 10, y: 90))
        grid.view.simulateTap(at: CGPoint(x: 10, y: 90))
        #expect(log.events == ["select 1", "deselect 1", "select 4"])
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(grid.view.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        // The delegate may refuse.
        log.refused = [5]
        grid.view.simulateTap(at: CGPoint(x: 90, y: 90))
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(grid.view.simulateTap(at: CGPoint(x: 10, y: 1000)) == nil)
    }

    @Test func multipleSelectionTogglesAndProgrammaticSelectionIsSilent() {
        let (grid, log) = Self.grid()
        grid.view.allowsMultipleSelection = true
        grid.view.simulateTap(at: CGPoint(x: 10, y: 10))
        grid.view.simulateTap(at: CGPoint(x: 90, y: 10))
        grid.view.simulateTap(at: CGPoint(x: 10, y: 10))
        #expect(log.events == ["select 0", "select 1", "deselect 0"])
        grid.view.selectItem(at: IndexPath(item: 2, section: 0), animated: false, scrollPosition: [])
        grid.view.deselectItem(at: IndexPath(item: 1, section: 0), animated: false)
        #expect(log.events.count == 3)
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
        grid.view.selectItem(at: nil, animated: false, scrollPosition: [])
        #expect(grid.view.indexPathsForSelectedItems == nil)
    }

    @Test func selectingScrollsTheItemIntoPlaceAndItsCellComesSelected() {
        let (grid, _) = Self.grid()
        grid.view.selectItem(at: IndexPath(item: 101, section: 0), animated: false, scrollPosition: .centeredVertically)
        // Item 101 is in row 25 (y 2000-2080): centred in 400 points the offset is 1840.
        #expect(grid.view.contentOffset == CGPoint(x: 0, y: 1840))
        let cell = grid.view.cellForItem(at: IndexPath(item: 101, section: 0))
        #expect(cell?.isSelected == true)
        #expect(cell?.frame == CGRect(x: 80, y: 2000, width: 80, height: 80))
        grid.view.scrollToItem(at: IndexPath(item: 199, section: 0), at: .top, animated: false)
        #expect(grid.view.contentOffset == CGPoint(x: 0, y: 3600))
        #expect(grid.view.indexPathsForVisibleItems.first == IndexPath(item: 180, section: 0))
    }

    @Test func selectionFollowsItemsThroughASnapshot() {
        let (grid, _) = Self.grid()
        grid.view.selectItem(at: IndexPath(item: 3, section: 0), animated: false, scrollPosition: [])
        var next = grid.source.snapshot()
        next.deleteItems(["item 0"])
        grid.source.apply(next)
        #expect(grid.view.indexPathsForSelectedItems == [IndexPath(item: 2, section: 0)])
    }

    @Test func scrollingToAnItemThatIsNotThereIsRefusedWithUIKitsMessage() {
        let (grid, _) = Self.grid()
        let errors = collecting {
            grid.view.scrollToItem(at: IndexPath(item: 500, section: 0), at: .top, animated: false)
        }.errors
        #expect(errors.map(\.description) == ["Attempting to scroll to an invalid index path: {length = 2, path = 0 - 500}"])
        #expect(grid.view.contentOffset == .zero)
    }
}
