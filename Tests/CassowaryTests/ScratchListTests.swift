import Testing

@testable import Cassowary

/// The scratch lists keep their storage and grow it geometrically, however they are
/// appended to: a list that grows by a few elements a call must not be copied on each call.
@Suite struct ScratchListTests {
    @Test func bulkAppendsGrowTheStorageGeometrically() {
        var list = ScratchList<Int32>()
        var capacities: Set<Int> = []
        for i in 0..<10_000 {
            list.append(upTo: 3, filler: 0) { room in
                room[0] = Int32(i)
                return 1
            }
            capacities.insert(list.capacity)
        }
        #expect(list.count == 10_000)
        #expect(list[9_999] == 9_999)
        #expect(list[0] == 0)
        // Doubling from a handful of elements to 10,000 takes about 12 sizes; reserving
        // exactly what each call needs took one size per call.
        #expect(capacities.count <= 16)
    }

    @Test func bulkAppendsKeepWhatTheBodyWroteAndNoMore() {
        var list = ScratchList<Int32>()
        list.append(upTo: 4, filler: -1) { room in
            room[0] = 7
            room[1] = 8
            return 2
        }
        list.append(upTo: 2, filler: -1) { room in
            room[0] = 9
            return 5  // more than the room: only the room counts
        }
        #expect(list.count == 4)
        #expect((0..<3).map { list[$0] } == [7, 8, 9])
        list.removeAll()
        #expect(list.count == 0)
        #expect(list.capacity >= 4)
    }
}
