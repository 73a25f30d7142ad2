/// A list for scratch work that keeps its storage when emptied.
///
/// Emptying only resets a count. (`Array.removeAll(keepingCapacity:)` runs the general
/// range replacement however short the array, and the solver empties its scratch lists
/// several times per added constraint.)
struct ScratchList<Element: BitwiseCopyable & Sendable>: Sendable {
    private var storage: [Element] = []
    /// The number of elements.
    private(set) var count = 0
    /// How many elements the storage holds without growing (for tests of its growth).
    var capacity: Int { storage.capacity }

    /// Whether the list has no elements.
    @inline(__always) var isEmpty: Bool { count == 0 }

    /// Empties the list, keeping its storage. O(1).
    @inline(__always) mutating func removeAll() { count = 0 }

    /// Appends `element`. Amortized O(1).
    @inline(__always) mutating func append(_ element: Element) {
        if count < storage.count { storage[count] = element } else { storage.append(element) }
        count &+= 1
    }

    /// Appends up to `extra` elements through an unchecked buffer: `body` gets room for
    /// `extra` elements after the current ones and returns how many it wrote (storage
    /// grown for the first time is filled with `filler`). One uniqueness check in all.
    @inline(__always) mutating func append(
        upTo extra: Int, filler: Element, _ body: (UnsafeMutableBufferPointer<Element>) -> Int
    ) {
        let needed = count + extra
        if storage.count < needed {
            // Doubling the capacity, not reserving exactly: an exact reservation each time
            // would copy the whole list on every call that grows it.
            if storage.capacity < needed { storage.reserveCapacity(max(needed, 2 * storage.capacity)) }
            while storage.count < needed { storage.append(filler) }
        }
        let start = count
        let written = storage.withUnsafeMutableBufferPointer { all in
            body(UnsafeMutableBufferPointer(rebasing: all[start..<needed]))
        }
        count = start + min(max(written, 0), extra)
    }

    /// The element at `index` (below ``count``).
    @inline(__always) subscript(index: Int) -> Element { storage[index] }

    /// Calls `body` with the elements, which it may change in place.
    @inline(__always) mutating func withUnsafeMutableBufferPointer<R>(
        _ body: (UnsafeMutableBufferPointer<Element>) -> R
    ) -> R {
        let count = self.count
        return storage.withUnsafeMutableBufferPointer { body(UnsafeMutableBufferPointer(rebasing: $0[..<count])) }
    }

    /// Calls `body` with the elements.
    @inline(__always) func withUnsafeBufferPointer<R>(_ body: (UnsafeBufferPointer<Element>) -> R) -> R {
        storage.withUnsafeBufferPointer { body(UnsafeBufferPointer(rebasing: $0[..<count])) }
    }
}
