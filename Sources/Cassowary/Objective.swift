/// The objective: one row per optional priority level in use, compared lexicographically
/// from the highest level down (the Cassowary paper's symbolic weights, kept exact).
///
/// Coefficients are kept by *entry*: a symbol gets an entry when it first has a non-zero
/// coefficient and gives it back when its coefficients are taken, and each level stores
/// its coefficients densely by entry. Updating a coefficient costs O(1) however long the
/// objective is, and the memory follows the symbols the objective mentions (the errors of
/// optional constraints, mostly) rather than every symbol at every level. Symbols whose
/// coefficient vector may be negative are kept in a min-heap, so the entering symbol (the
/// lowest negative one, Bland's rule) is found without scanning the objective.
struct Objective: Sendable {
    /// Priority of each level slot (slots are stable; retired slots are reused).
    private(set) var priorities: [Double] = []
    /// Coefficients of each level slot, indexed by entry.
    private var coefficients: [[Double]] = []
    /// How many constraints use each level slot.
    private var users: [Int] = []
    /// The level slots in use, highest priority first.
    private(set) var order: [Int] = []
    private var freeLevels: [Int] = []
    /// Each symbol's entry, or -1 when it has none (all its coefficients are zero).
    private var entryOf: [Int32] = []
    /// Entries no symbol holds; all their coefficients are zero.
    private var freeEntries: [Int32] = []
    /// How many entries have been made, and how many each level's array has room for.
    private var entryCount = 0
    private var entryCapacity = 0
    private var heap: [Symbol] = []
    private var inHeap: [Bool] = []

    /// A coefficient as it was before a write, to put back on rollback.
    private struct CoefficientWrite: Sendable {
        var level: Int32
        var symbol: Symbol
        var old: Double
    }

    /// A change to a level's user count.
    private struct UserChange: Sendable {
        var level: Int32
        var delta: Int32
    }

    /// The levels as they were before a transaction made or retired one.
    private struct LevelSnapshot: Sendable {
        var priorities: [Double]
        var users: [Int]
        var order: [Int]
        var free: [Int]
        var count: Int
    }

    // (Named types rather than tuples: arrays of tuples are emptied and copied through
    // the run time's generic code, with tuple metadata looked up on every call.)

    /// Writes to undo on rollback, while recording.
    private var undo: [CoefficientWrite] = []
    private var levelSnapshot: LevelSnapshot?
    /// Changes to a level's user count made before `levelSnapshot` was taken, while recording.
    private var userChanges: [UserChange] = []
    private(set) var isRecording = false

    /// Makes room for symbols below `count`.
    /// - Complexity: amortised O(1) per symbol.
    @inline(__always) mutating func reserve(symbols count: Int) {
        if count > entryOf.count { grow(to: count) }
    }

    @inline(never) private mutating func grow(to count: Int) {
        let grown = max(count, entryOf.count * 2, 64)
        entryOf.append(contentsOf: repeatElement(-1, count: grown - entryOf.count))
        inHeap.append(contentsOf: repeatElement(false, count: grown - inHeap.count))
    }

    /// `symbol`'s entry, made if it has none.
    @inline(__always) private mutating func entry(for symbol: Symbol) -> Int {
        let e = entryOf[Int(symbol)]
        return e >= 0 ? Int(e) : makeEntry(for: symbol)
    }

    @inline(never) private mutating func makeEntry(for symbol: Symbol) -> Int {
        let e: Int
        if !freeEntries.isEmpty {
            e = Int(freeEntries.removeLast())
        } else {
            e = entryCount
            entryCount += 1
            if entryCount > entryCapacity { growEntries() }
        }
        entryOf[Int(symbol)] = Int32(e)
        return e
    }

    /// Doubles the room for entries at every level.
    private mutating func growEntries() {
        let grown = max(64, entryCapacity * 2)
        for l in coefficients.indices {
            coefficients[l].append(contentsOf: repeatElement(0, count: grown - entryCapacity))
        }
        entryCapacity = grown
    }

    /// Gives back `symbol`'s entry if every coefficient in it is zero.
    private mutating func releaseEntryIfZero(_ symbol: Symbol) {
        let e = Int(entryOf[Int(symbol)])
        guard e >= 0 else { return }
        for l in coefficients.indices where coefficients[l][e] != 0 { return }
        entryOf[Int(symbol)] = -1
        freeEntries.append(Int32(e))
    }

    /// Forgets a symbol given back to the tableau, whose coefficients are all zero.
    mutating func forget(_ symbol: Symbol) {
        guard Int(symbol) < entryOf.count else { return }
        releaseEntryIfZero(symbol)
    }

    /// The level slot for `priority`, created if needed, with one more user.
    mutating func retainLevel(_ priority: Double) -> Int {
        if let l = order.first(where: { priorities[$0] == priority }) {
            users[l] += 1
            noteUsers(l, +1)
            return l
        }
        saveLevels()
        let l: Int
        if let reused = freeLevels.popLast() {
            l = reused
            priorities[l] = priority
            users[l] = 1
        } else {
            l = priorities.count
            priorities.append(priority)
            users.append(1)
            coefficients.append([Double](repeating: 0, count: entryCapacity))
        }
        let at = order.firstIndex { priorities[$0] < priority } ?? order.count
        order.insert(l, at: at)
        return l
    }

    /// One user fewer for level slot `l`; an unused level is retired.
    mutating func releaseLevel(_ l: Int) {
        if users[l] == 1 { saveLevels() }  // the level retires
        users[l] -= 1
        guard users[l] == 0 else {
            noteUsers(l, -1)
            return
        }
        order.removeAll { $0 == l }
        freeLevels.append(l)
    }

    @inline(__always) func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
        let e = entryOf[Int(symbol)]
        return e >= 0 ? coefficients[level][Int(e)] : 0
    }

    /// Adds `delta` to one coefficient (a result near zero becomes exactly zero; a symbol
    /// left with no coefficient gives its entry back).
    @inline(__always)
    mutating func add(_ delta: Double, level: Int, symbol: Symbol) {
        let e = entry(for: symbol)
        let old = coefficients[level][e]
        var new = old + delta
        if nearZero(new) { new = 0 }
        if isRecording { undo.append(CoefficientWrite(level: Int32(level), symbol: symbol, old: old)) }
        coefficients[level][e] = new
        if new < old { noteCandidate(symbol) }
        if new == 0 { releaseEntryIfZero(symbol) }
    }

    /// Sets `symbol`'s coefficients to zero at every level and returns them, in `order`;
    /// the symbol gives its entry back.
    mutating func take(_ symbol: Symbol, into factors: inout [Double]) -> Bool {
        // Written in place: emptying and refilling the list costs more than the rest.
        if factors.count != order.count { factors = [Double](repeating: 0, count: order.count) }
        let e = Int(entryOf[Int(symbol)])
        guard e >= 0 else {
            for i in factors.indices { factors[i] = 0 }
            return false
        }
        var any = false
        for (i, l) in order.enumerated() {
            let c = coefficients[l][e]
            factors[i] = c
            if c != 0 {
                any = true
                if isRecording { undo.append(CoefficientWrite(level: Int32(l), symbol: symbol, old: c)) }
                coefficients[l][e] = 0
            }
        }
        releaseEntryIfZero(symbol)
        return any
    }

    /// Whether any level has a coefficient for `symbol`.
    @inline(__always) func mentions(_ symbol: Symbol) -> Bool {
        let e = Int(entryOf[Int(symbol)])
        guard e >= 0 else { return false }
        for l in order where coefficients[l][e] != 0 { return true }
        return false
    }

    /// Whether `symbol`'s coefficient vector is lexicographically negative.
    @inline(__always) func isNegative(_ symbol: Symbol) -> Bool {
        let e = Int(entryOf[Int(symbol)])
        guard e >= 0 else { return false }
        for l in order {
            let c = coefficients[l][e]
            if c < 0 { return true }
            if c > 0 { return false }
        }
        return false
    }

    /// Whether `a / x` is lexicographically less than `b / y` (x, y > 0).
    func ratioLess(_ a: Symbol, _ x: Double, than b: Symbol, _ y: Double) -> Bool {
        for l in order {
            let ra = coefficient(l, a) / x
            let rb = coefficient(l, b) / y
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }

    // MARK: checking

    /// How many entries are held by symbols (the rest are free).
    var heldEntries: Int { entryCount - freeEntries.count }

    /// What is wrong with the entries (empty when sound): two symbols holding one entry, a
    /// free entry held or holding a non-zero coefficient, an entry neither held nor free.
    func entryViolations() -> [String] {
        var problems: [String] = []
        var holder = [Int32](repeating: -1, count: entryCount)
        for (s, e) in entryOf.enumerated() where e >= 0 {
            if holder[Int(e)] >= 0 { problems.append("symbols \(holder[Int(e)]) and \(s) hold entry \(e)") }
            holder[Int(e)] = Int32(s)
        }
        for e in freeEntries {
            if holder[Int(e)] >= 0 { problems.append("free entry \(e) is held by symbol \(holder[Int(e)])") }
            if coefficients.contains(where: { $0[Int(e)] != 0 }) { problems.append("free entry \(e) is not zero") }
            holder[Int(e)] = -2
        }
        if let lost = holder.firstIndex(of: -1) { problems.append("entry \(lost) is neither held nor free") }
        return problems
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
        undo.removeAllKeepingStorage()
        userChanges.removeAllKeepingStorage()
        levelSnapshot = nil  // taken before the first level is made or retired
    }

    /// Notes a change to a level's user count, to undo on rollback (unless the levels were
    /// saved whole before it).
    @inline(__always) private mutating func noteUsers(_ level: Int, _ delta: Int32) {
        if isRecording && levelSnapshot == nil { userChanges.append(UserChange(level: Int32(level), delta: delta)) }
    }

    /// Keeps the levels whole before the first level is made or retired in a transaction
    /// (most transactions only count users: no copies then).
    @inline(__always) private mutating func saveLevels() {
        if isRecording && levelSnapshot == nil {
            levelSnapshot = LevelSnapshot(
                priorities: priorities, users: users, order: order, free: freeLevels, count: priorities.count)
        }
    }

    /// Stops recording and keeps the changes.
    mutating func commit() {
        isRecording = false
        undo.removeAllKeepingStorage()
        userChanges.removeAllKeepingStorage()
        levelSnapshot = nil
    }

    /// Undoes every change since ``beginRecording()``.
    mutating func rollback() {
        isRecording = false
        for write in undo.reversed() {
            coefficients[Int(write.level)][entry(for: write.symbol)] = write.old
            noteCandidate(write.symbol)
        }
        // Symbols whose coefficients are all back at zero give their entries back.
        for write in undo { releaseEntryIfZero(write.symbol) }
        undo.removeAllKeepingStorage()
        if let s = levelSnapshot {
            priorities = s.priorities
            users = s.users
            order = s.order
            freeLevels = s.free
            coefficients.removeLast(coefficients.count - s.count)
        }
        // The snapshot holds the counts changed before it; those changes are undone now.
        for change in userChanges.reversed() { users[Int(change.level)] -= Int(change.delta) }
        userChanges.removeAllKeepingStorage()
        levelSnapshot = nil
    }

}
