/// The objective's entering candidates: symbols whose coefficient vector may have become
/// negative, in a min-heap by symbol number, so the primal simplex finds the lowest
/// negative one (Bland's rule) without scanning the objective. A symbol is in the heap at
/// most once; a popped candidate may turn out not to be negative any more.
struct CandidateHeap: Sendable {
    private var heap: [Symbol] = []
    private var inHeap: [Bool] = []

    /// Makes room for symbols below `symbols`.
    @inline(__always) mutating func reserve(symbols: Int) {
        if symbols > inHeap.count { grow(to: symbols) }
    }

    @inline(never) private mutating func grow(to symbols: Int) {
        let grown = max(symbols, inHeap.count * 2, 64)
        inHeap.append(contentsOf: repeatElement(false, count: grown - inHeap.count))
    }

    /// Adds `symbol` unless it is already a candidate.
    /// - Complexity: O(log n).
    @inline(__always) mutating func insert(_ symbol: Symbol) {
        guard !inHeap[Int(symbol)] else { return }
        inHeap[Int(symbol)] = true
        heap.append(symbol)
        var child = heap.count - 1
        while child > 0 {
            let parent = (child - 1) >> 1
            guard heap[child] < heap[parent] else { break }
            heap.swapAt(child, parent)
            child = parent
        }
    }

    /// Calls `body` with each candidate, in the heap's order.
    func forEach(_ body: (Symbol) -> Void) {
        for s in heap { body(s) }
    }

    /// Removes and returns the smallest candidate.
    /// - Complexity: O(log n).
    mutating func popMin() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            siftDown()
        }
        if Int(top) < inHeap.count { inHeap[Int(top)] = false }
        return top
    }

    private mutating func siftDown() {
        var parent = 0
        while true {
            let left = 2 * parent + 1
            guard left < heap.count else { return }
            let right = left + 1
            let child = right < heap.count && heap[right] < heap[left] ? right : left
            guard heap[child] < heap[parent] else { return }
            heap.swapAt(child, parent)
            parent = child
        }
    }
}
