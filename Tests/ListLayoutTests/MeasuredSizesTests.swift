import Foundation
import ListLayout
import Testing

/// The measured sizes of a list's items, kept in arrays per section.
@MainActor @Suite struct MeasuredSizesTests {
    @Test func sizesAreKeptByIndexPathAndListedInOrder() {
        var sizes: MeasuredSizes = [IndexPath(item: 3, section: 1): CGSize(width: 10, height: 20)]
        sizes[IndexPath(item: 0, section: 0)] = CGSize(width: 1, height: 2)
        sizes[IndexPath(item: 7, section: 1)] = CGSize(width: 3, height: 4)
        #expect(sizes[IndexPath(item: 3, section: 1)] == CGSize(width: 10, height: 20))
        #expect(sizes[IndexPath(item: 2, section: 1)] == nil)
        #expect(sizes[IndexPath(item: 8, section: 1)] == nil)
        #expect(sizes[IndexPath(item: 0, section: 5)] == nil)
        #expect(sizes[IndexPath(item: -1, section: 0)] == nil)
        let listed = Array(sizes)
        #expect(
            listed.map(\.0) == [
                IndexPath(item: 0, section: 0), IndexPath(item: 3, section: 1), IndexPath(item: 7, section: 1),
            ])
        #expect(
            listed.map(\.1) == [
                CGSize(width: 1, height: 2), CGSize(width: 10, height: 20), CGSize(width: 3, height: 4),
            ])
    }

    @Test func forgettingASizeLeavesTheOthers() {
        var sizes = MeasuredSizes()
        sizes[IndexPath(item: 1, section: 0)] = CGSize(width: 5, height: 5)
        sizes[IndexPath(item: 1, section: 0)] = nil
        sizes[IndexPath(item: 50, section: 9)] = nil  // nothing to forget: nothing grows
        sizes[IndexPath(item: 2, section: 0)] = CGSize(width: 6, height: 6)
        #expect(sizes[IndexPath(item: 1, section: 0)] == nil)
        #expect(Array(sizes).map(\.0) == [IndexPath(item: 2, section: 0)])
    }
}
