/// A growable table kept in segments of fixed size (about 32 KB each): appending never
/// moves what the table already holds.
///
/// An array that outgrows its storage copies everything into storage twice as large, so a
/// table of a million entries is written about twice over while it grows, and each copy
/// lands in memory the system has to hand out afresh (a page fault per 4 KB). The solver's
/// per-symbol, per-row and per-constraint tables grow one entry at a time to hundreds of
/// thousands of entries on large layouts; kept in segments, each entry is written where it
/// stays. The first segment grows as an array does, so small tables take no more room
/// than arrays.
///
/// A value type with copy-on-write storage, like `Array`: copies share the segments until
/// one of them writes. Indexing costs one load more than an array's (the segment, then the
/// entry) and checks its bounds as an array does.
package struct SegmentedTable<Element> {
    private var storage: SegmentedStorage<Element>

    /// An empty table.
    package init() { storage = SegmentedStorage { $0.deinitialize(count: $1) } }

    /// A table of `count` copies of `value`.
    package init(repeating value: Element, count: Int) {
        self.init()
        append(repeating: value, count: count)
    }

    /// The number of entries.
    @inline(__always) package var count: Int { storage.count }

    /// Makes the storage this table's own before a write.
    @inline(__always) private mutating func makeUnique() {
        if !isKnownUniquelyReferenced(&storage) { storage = storage.copy() }
    }

    /// Appends `element`. O(1): amortised within the first segment, worst case after it.
    @inline(__always) package mutating func append(_ element: Element) {
        makeUnique()
        storage.append(element)
    }

    /// Appends `count` copies of `value`. O(count).
    package mutating func append(repeating value: Element, count n: Int) {
        guard n > 0 else { return }
        makeUnique()
        storage.append(repeating: value, count: n)
    }

    /// Removes the last `n` entries (all of them at most). O(n).
    package mutating func removeLast(_ n: Int) {
        guard n > 0 else { return }
        makeUnique()
        storage.removeLast(Swift.min(n, storage.count))
    }
}

extension SegmentedTable {
    /// The entries of a table made unique once, for a run of reads and writes (each still
    /// bounds-checked) that should not ask for uniqueness on every write. Valid only while
    /// the table is alive and not otherwise used: see ``uniqueEntries()``.
    struct Entries {
        private let segments: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
        private let count: Int

        fileprivate init(_ storage: SegmentedStorage<Element>) {
            segments = storage.segmentStarts
            count = storage.count
        }

        @inline(__always) private func address(_ i: Int) -> UnsafeMutablePointer<Element> {
            precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
            let shift = SegmentedStorage<Element>.shift
            return segments[i >> shift] + (i & SegmentedStorage<Element>.mask)
        }

        @inline(__always) subscript(i: Int) -> Element {
            get { address(i).pointee }
            nonmutating _modify { yield &address(i).pointee }
        }
    }

    /// This table's entries, made its own first. The caller keeps the table alive and
    /// leaves it alone (no append, removal, copy or write through the table itself) while
    /// it uses them.
    @inline(__always) mutating func uniqueEntries() -> Entries {
        makeUnique()
        return Entries(storage)
    }
}

extension SegmentedTable: RandomAccessCollection, MutableCollection {
    package var startIndex: Int { 0 }
    package var endIndex: Int { storage.count }

    /// The entry at `i`. O(1).
    @inline(__always) package subscript(i: Int) -> Element {
        get { storage.address(checking: i).pointee }
        _modify {
            makeUnique()
            yield &storage.address(checking: i).pointee
        }
    }
}

extension SegmentedTable: Equatable where Element: Equatable {
    package static func == (lhs: Self, rhs: Self) -> Bool {
        lhs.storage === rhs.storage || lhs.elementsEqual(rhs)
    }
}

// The storage is only ever written through a uniquely referenced table (copy-on-write), as
// an array's is.
extension SegmentedTable: @unchecked Sendable where Element: Sendable {}
