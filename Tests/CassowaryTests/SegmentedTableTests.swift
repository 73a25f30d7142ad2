import Cassowary
import CassowaryReference
import Testing

@Suite("SegmentedTable")
struct SegmentedTableTests {
    /// Random appends, bulk appends, writes and removals agree with an array, across many
    /// segments and back down to none, for entries that hold references.
    @Test func agreesWithArray() {
        var g = SeededGenerator(seed: 11)
        var table = SegmentedTable<[Int]>()
        var reference: [[Int]] = []
        for step in 0..<6_000 {
            switch Int.random(in: 0..<10, using: &g) {
            case 0..<5:
                table.append([step])
                reference.append([step])
            case 5:
                let n = Int.random(in: 0..<3_000, using: &g)
                table.append(repeating: [step, 1], count: n)
                reference.append(contentsOf: repeatElement([step, 1], count: n))
            case 6...7 where !reference.isEmpty:
                let i = Int.random(in: 0..<reference.count, using: &g)
                table[i].append(step)
                reference[i].append(step)
            default:
                let n = Int.random(in: 0...min(reference.count, 2_500), using: &g)
                table.removeLast(n)
                reference.removeLast(n)
            }
            #expect(table.count == reference.count)
            if step % 499 == 0 { #expect(Array(table) == reference) }
        }
        #expect(Array(table) == reference)
        table.removeLast(table.count)
        #expect(table.isEmpty)
        table.append([7])
        #expect(Array(table) == [[7]])
    }

    /// A copy is independent: writing to either leaves the other as it was.
    @Test func copiesAreIndependent() {
        var original = SegmentedTable(repeating: 1, count: 5_000)
        var copy = original
        copy[4_999] = 2
        copy.append(3)
        original[0] = 4
        #expect(original.count == 5_000 && copy.count == 5_001)
        #expect(original[4_999] == 1 && original[0] == 4)
        #expect(copy[4_999] == 2 && copy[0] == 1 && copy[5_000] == 3)
        #expect(original != copy)
        copy = original
        #expect(original == copy)
    }

    /// Entries are released when removed and when the table goes.
    @Test func releasesEntries() {
        final class Box {}
        weak var removed: Box?
        weak var kept: Box?
        do {
            var table = SegmentedTable<Box>()
            for _ in 0..<10_000 { table.append(Box()) }
            kept = table[0]
            removed = table[9_999]
            table.removeLast(1)
            #expect(removed == nil)
            #expect(kept != nil)
        }
        #expect(kept == nil)
    }
}
