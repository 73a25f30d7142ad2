/// The objective: one row per optional priority level in use, compared lexicographically
/// from the highest level down (the Cassowary paper's symbolic weights, kept exact).
///
/// Each level stores its coefficients densely by symbol, so updating a coefficient costs
/// O(1) however long the objective is. Symbols whose coefficient vector may be negative are
/// kept in a min-heap, so the entering symbol (the lowest negative one, Bland's rule) is
/// found without scanning the objective.
struct Objective: Sendable {
    /// Priority of each level slot (slots are stable; retired slots are reused).
    private(set) var priorities: [Double] = []
    /// Coefficients of each level slot, indexed by symbol.
    private(set) var coefficients: [[Double]] = []
    /// How many constraints use each level slot.
    private var users: [Int] = []
    /// The level slots in use, highest priority first.
    private(set) var order: [Int] = []
    private var freeLevels: [Int] = []
    private var capacity = 0
    private var heap: [Symbol] = []
    private var inHeap: [Bool] = []

    /// Writes to undo on rollback, while recording.
    private var undo: [(level: Int32, symbol: Symbol, old: Double)] = []
    private var levelSnapshot: (priorities: [Double], users: [Int], order: [Int], free: [Int], count: Int)?
    private(set) var isRecording = false

    /// Makes room for symbols below `count`.
    /// - Complexity: amortised O(1) per symbol and level.
    @inline(__always) mutating func reserve(symbols count: Int) {
        if count > capacity { grow(to: count) }
    }

    @inline(never) private mutating func grow(to count: Int) {
        let grown = max(count, capacity * 2, 64)
        for l in coefficients.indices { coefficients[l].append(contentsOf: repeatElement(0, count: grown - capacity)) }
        inHeap.append(contentsOf: repeatElement(false, count: grown - capacity))
        capacity = grown
    }

    /// The level slot for `priority`, created if needed, with one more user.
    mutating func retainLevel(_ priority: Double) -> Int {
        if let l = order.first(where: { priorities[$0] == priority }) {
            users[l] += 1
            return l
        }
        let l: Int
        if let reused = freeLevels.popLast() {
            l = reused
            priorities[l] = priority
            users[l] = 1
        } else {
            l = priorities.count
            priorities.append(priority)
            users.append(1)
            coefficients.append([Double](repeating: 0, count: capacity))
        }
        let at = order.firstIndex { priorities[$0] < priority } ?? order.count
        order.insert(l, at: at)
        return l
    }

    /// One user fewer for level slot `l`; an unused level is retired.
    mutating func releaseLevel(_ l: Int) {
        users[l] -= 1
        guard users[l] == 0 else { return }
        order.removeAll { $0 == l }
        freeLevels.append(l)
    }

    @inline(__always) func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
        coefficients[level][Int(symbol)]
    }

    /// Adds `delta` to one coefficient (a result near zero becomes exactly zero).
    @inline(__always)
    mutating func add(_ delta: Double, level: Int, symbol: Symbol) {
        let s = Int(symbol)
        let old = coefficients[level][s]
        var new = old + delta
        if nearZero(new) { new = 0 }
        if isRecording { undo.append((Int32(level), symbol, old)) }
        coefficients[level][s] = new
        if new < old { noteCandidate(symbol) }
    }

    /// Sets `symbol`'s coefficients to zero at every level and returns them, in `order`.
    mutating func take(_ symbol: Symbol, into factors: inout [Double]) -> Bool {
        factors.removeAll(keepingCapacity: true)
        var any = false
        for l in order {
            let c = coefficients[l][Int(symbol)]
            factors.append(c)
            if c != 0 {
                any = true
                if isRecording { undo.append((Int32(l), symbol, c)) }
                coefficients[l][Int(symbol)] = 0
            }
        }
        return any
    }

    /// Whether any level has a coefficient for `symbol`.
    @inline(__always) func mentions(_ symbol: Symbol) -> Bool {
        let s = Int(symbol)
        for l in order where coefficients[l][s] != 0 { return true }
        return false
    }

    /// Whether `symbol`'s coefficient vector is lexicographically negative.
    @inline(__always) func isNegative(_ symbol: Symbol) -> Bool {
        let s = Int(symbol)
        for l in order {
            let c = coefficients[l][s]
            if c < 0 { return true }
            if c > 0 { return false }
        }
        return false
    }

    /// Whether `a / x` is lexicographically less than `b / y` (x, y > 0).
    func ratioLess(_ a: Symbol, _ x: Double, than b: Symbol, _ y: Double) -> Bool {
        for l in order {
            let ra = coefficients[l][Int(a)] / x
            let rb = coefficients[l][Int(b)] / y
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }

    // MARK: entering candidates

    @inline(__always) mutating func noteCandidate(_ symbol: Symbol) {
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

    /// Removes and returns the smallest candidate symbol.
    mutating func popCandidate() -> Symbol? {
        guard let top = heap.first else { return nil }
        let last = heap.removeLast()
        if !heap.isEmpty {
            heap[0] = last
            var parent = 0
            while true {
                let left = 2 * parent + 1
                guard left < heap.count else { break }
                let right = left + 1
                let child = right < heap.count && heap[right] < heap[left] ? right : left
                guard heap[child] < heap[parent] else { break }
                heap.swapAt(child, parent)
                parent = child
            }
        }
        if Int(top) < inHeap.count { inHeap[Int(top)] = false }
        return top
    }

    // MARK: transactions

    /// Starts recording every change so that ``rollback()`` can undo it.
    mutating func beginRecording() {
        isRecording = true
        undo.removeAll(keepingCapacity: true)
        levelSnapshot = (priorities, users, order, freeLevels, priorities.count)
    }

    /// Stops recording and keeps the changes.
    mutating func commit() {
        isRecording = false
        undo.removeAll(keepingCapacity: true)
        levelSnapshot = nil
    }

    /// Undoes every change since ``beginRecording()``.
    mutating func rollback() {
        isRecording = false
        for entry in undo.reversed() {
            coefficients[Int(entry.level)][Int(entry.symbol)] = entry.old
            noteCandidate(entry.symbol)
        }
        undo.removeAll(keepingCapacity: true)
        if let s = levelSnapshot {
            priorities = s.priorities
            users = s.users
            order = s.order
            freeLevels = s.free
            coefficients.removeLast(coefficients.count - s.count)
        }
        levelSnapshot = nil
    }

}
