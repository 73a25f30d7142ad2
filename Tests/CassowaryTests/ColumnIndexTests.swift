@testable import Cassowary
import Testing

/// The column index's batch update: a row's entering and leaving symbols in one call.
@Suite struct ColumnIndexTests {
    /// An index over four symbols with rows 0 and 1 mentioning symbols 0, 1 and 2.
    private func twoRows() -> ColumnIndex {
        var index = ColumnIndex()
        for _ in 0..<4 { index.appendSymbol() }
        let cells = [0, 1, 2].map { Cell(symbol: Symbol($0), coefficient: 1) }
        index.insert(cells, slot: 0)
        index.insert(cells, slot: 1)
        return index
    }

    private func list(_ symbols: [Symbol]) -> ScratchList<Symbol> {
        var list = ScratchList<Symbol>()
        for s in symbols { list.append(s) }
        return list
    }

    @Test func anUpdateAddsAndRemovesOneRowsMentions() {
        var index = twoRows()
        index.update(slot: 1, adding: list([3]), removing: list([0, 2]))
        #expect(index.array(0) == [0])
        #expect(index.array(1).sorted() == [0, 1])
        #expect(index.array(2) == [0])
        #expect(index.array(3) == [1])
        #expect((0..<4).map { index.count(Symbol($0)) } == [1, 2, 1, 1])
    }

    /// Insertions after removals (which take the freed nodes first) index their rows as
    /// well as fresh ones, and a removal of a slot the list does not hold changes nothing.
    @Test func insertionsAfterRemovalsIndexTheirRowsAndAMissingSlotIsIgnored() {
        var index = twoRows()
        index.update(slot: 0, adding: list([]), removing: list([0, 1, 2]))
        index.update(slot: 1, adding: list([]), removing: list([3]))
        #expect(index.array(3).isEmpty && index.count(3) == 0)
        index.update(slot: 0, adding: list([3, 0]), removing: list([]))
        #expect(index.array(0).sorted() == [0, 1])
        #expect(index.array(3) == [0])
        #expect((0..<4).map { index.count(Symbol($0)) } == [2, 1, 1, 1])
    }
}
