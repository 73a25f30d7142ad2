/// The segments of a ``SegmentedTable``. Every segment but the first has room for exactly
/// `segmentLength` entries; the first grows by doubling up to that room before a second
/// segment is added. Entries `0..<count` are initialised, in order, and no segment after
/// the first is empty.
final class SegmentedStorage<Element> {
    /// The segments' first entries.
    private var segments: UnsafeMutablePointer<UnsafeMutablePointer<Element>>
    private var segmentCount = 0
    private var segmentCapacity = 1
    /// The room of the first segment.
    private var firstRoom = 0
    /// The room of all segments together: `count == room` means the next entry needs more.
    private var room = 0
    private(set) var count = 0
    /// Deinitialises entries; made where the element type is known, so that freeing a
    /// table (in `deinit`, which runs generic code) does not go through the run time's
    /// generic path entry by entry.
    private let destroy: (UnsafeMutablePointer<Element>, Int) -> Void

    /// log2 of the entries per segment: segments of 8-16 KB, well below the size at which
    /// the allocator maps fresh memory for each block.
    @inline(__always) static var shift: Int {
        let stride = MemoryLayout<Element>.stride
        let log = Int.bitWidth - 1 - stride.leadingZeroBitCount  // floor(log2(stride))
        return Swift.max(4, 14 - log)
    }

    @inline(__always) static var segmentLength: Int { 1 << shift }
    @inline(__always) static var mask: Int { segmentLength - 1 }

    init(destroy: @escaping (UnsafeMutablePointer<Element>, Int) -> Void) {
        segments = .allocate(capacity: 1)
        self.destroy = destroy
    }

    /// The start of each segment, for ``SegmentedTable/Entries``.
    var segmentStarts: UnsafeMutablePointer<UnsafeMutablePointer<Element>> { segments }

    deinit {
        removeLast(count)
        for s in 0..<segmentCount { segments[s].deallocate() }
        segments.deallocate()
    }

    /// The address of entry `i`, which must be below `count` (checked, as an array checks).
    @inline(__always) func address(checking i: Int) -> UnsafeMutablePointer<Element> {
        precondition(UInt(bitPattern: i) < UInt(bitPattern: count), "index out of range")
        return address(i)
    }

    @inline(__always) private func address(_ i: Int) -> UnsafeMutablePointer<Element> {
        segments[i >> Self.shift] + (i & Self.mask)
    }

    /// A copy with its own segments.
    func copy() -> SegmentedStorage {
        let other = SegmentedStorage(destroy: destroy)
        if count > 0 { other.makeFirst(room: Swift.min(count, Self.segmentLength)) }
        var copied = 0
        while copied < count {
            if other.count == other.room { other.makeRoom() }
            let n = Swift.min(other.room - copied, count - copied)
            other.address(copied).initialize(from: address(copied), count: n)
            copied += n
            other.count = copied
        }
        return other
    }

    @inline(__always) func append(_ element: Element) {
        if count == room { makeRoom() }
        address(count).initialize(to: element)
        count &+= 1
    }

    /// Appends `n` copies of `value`, a segment at a time.
    func append(repeating value: Element, count n: Int) {
        var left = n
        while left > 0 {
            if count == room { makeRoom() }
            // The room left is all in the last segment (no segment after the first is empty).
            let k = Swift.min(left, room - count)
            address(count).initialize(repeating: value, count: k)
            count += k
            left -= k
        }
    }

    /// Room for at least one more entry: a first segment, a bigger one, or a new segment.
    @inline(never) private func makeRoom() {
        if segmentCount == 0 {
            makeFirst(room: Swift.min(16, Self.segmentLength))
        } else if segmentCount == 1 && firstRoom < Self.segmentLength {
            let grown = Swift.min(firstRoom * 2, Self.segmentLength)
            let first = UnsafeMutablePointer<Element>.allocate(capacity: grown)
            first.moveInitialize(from: segments[0], count: count)
            segments[0].deallocate()
            segments[0] = first
            firstRoom = grown
        } else {
            addSegment()
        }
        room = segmentCount == 1 ? firstRoom : segmentCount << Self.shift
    }

    /// Makes the first segment, with room for `room` entries.
    private func makeFirst(room: Int) {
        segments[0] = .allocate(capacity: room)
        segmentCount = 1
        firstRoom = room
        self.room = room
    }

    private func addSegment() {
        if segmentCount == segmentCapacity {
            let grown = UnsafeMutablePointer<UnsafeMutablePointer<Element>>.allocate(capacity: segmentCapacity * 2)
            grown.moveInitialize(from: segments, count: segmentCount)
            segments.deallocate()
            segments = grown
            segmentCapacity *= 2
        }
        segments[segmentCount] = .allocate(capacity: Self.segmentLength)
        segmentCount += 1
    }

    /// Deinitialises the last `n` entries (`n <= count`) and frees the segments after the
    /// first that are left empty.
    func removeLast(_ n: Int) {
        var left = n
        while left > 0 {  // a segment at a time
            let k = Swift.min(left, count - ((count - 1) >> Self.shift) << Self.shift)
            count -= k
            destroy(address(count), k)
            left -= k
        }
        let needed = Swift.max(1, (count + Self.mask) >> Self.shift)
        while segmentCount > needed {
            segmentCount -= 1
            segments[segmentCount].deallocate()
        }
        room = segmentCount == 1 ? firstRoom : segmentCount << Self.shift
    }
}
