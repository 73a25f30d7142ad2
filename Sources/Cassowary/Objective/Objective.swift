/// The objective: one row per optional priority level in use, compared lexicographically
/// from the highest level down (the Cassowary paper's symbolic weights, kept exact).
///
/// Its parts: the levels (``ObjectiveLevels``), the coefficients of each level stored
/// densely by *entry* (``ObjectiveEntries`` hands entries to the symbols with a non-zero
/// coefficient), the entering candidates (``CandidateHeap``) and the undo log of a
/// transaction (``ObjectiveUndoLog``, used in Objective+Transaction.swift). Updating a
/// coefficient costs O(1) however long the objective is, and the memory follows the
/// symbols the objective mentions (the errors of optional constraints, mostly) rather than
/// every symbol at every level.
struct Objective: Sendable {
    var levels = ObjectiveLevels()
    /// Coefficients of each level slot, indexed by entry.
    var coefficients: [[Double]] = []
    /// How many entries each level's array has room for.
    private var entryCapacity = 0
    var entries = ObjectiveEntries()
    private var candidates = CandidateHeap()
    var log = ObjectiveUndoLog()

    /// Priority of each level slot.
    var priorities: [Double] { levels.priorities }
    /// The level slots in use, highest priority first.
    var order: [Int] { levels.order }

    /// Makes room for symbols below `count`.
    /// - Complexity: amortised O(1) per symbol.
    @inline(__always) mutating func reserve(symbols count: Int) {
        entries.reserve(symbols: count)
        candidates.reserve(symbols: count)
    }

    /// `symbol`'s entry, made if it has none.
    @inline(__always) mutating func entry(for symbol: Symbol) -> Int {
        let e = entries.entry(of: symbol)
        return e >= 0 ? e : makeEntry(for: symbol)
    }

    @inline(never) private mutating func makeEntry(for symbol: Symbol) -> Int {
        let e = entries.make(for: symbol)
        if entries.count > entryCapacity { growEntries() }
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
    mutating func releaseEntryIfZero(_ symbol: Symbol) {
        let e = entries.entry(of: symbol)
        guard e >= 0 else { return }
        for l in coefficients.indices where coefficients[l][e] != 0 { return }
        entries.release(symbol)
    }

    /// Forgets a symbol given back to the tableau, whose coefficients are all zero.
    mutating func forget(_ symbol: Symbol) {
        guard entries.covers(symbol) else { return }
        releaseEntryIfZero(symbol)
    }

    /// The level slot for `priority`, created if needed, with one more user.
    mutating func retainLevel(_ priority: Double) -> Int {
        if let l = levels.slot(for: priority) {
            levels.addUsers(1, to: l)
            log.noteUsers(1, level: l)
            return l
        }
        log.saveLevels(levels)
        let (l, isNew) = levels.open(priority)
        if isNew { coefficients.append([Double](repeating: 0, count: entryCapacity)) }
        return l
    }

    /// One user fewer for level slot `l`; an unused level is retired.
    mutating func releaseLevel(_ l: Int) {
        guard levels.users[l] == 1 else {
            levels.addUsers(-1, to: l)
            log.noteUsers(-1, level: l)
            return
        }
        log.saveLevels(levels)
        levels.addUsers(-1, to: l)
        levels.retire(l)
    }

    @inline(__always) func coefficient(_ level: Int, _ symbol: Symbol) -> Double {
        let e = entries.entry(of: symbol)
        return e >= 0 ? coefficients[level][e] : 0
    }

    /// Adds `delta` to one coefficient (a result near zero becomes exactly zero; a symbol
    /// left with no coefficient gives its entry back).
    @inline(__always)
    mutating func add(_ delta: Double, level: Int, symbol: Symbol) {
        let e = entry(for: symbol)
        let old = coefficients[level][e]
        var new = old + delta
        if nearZero(new) { new = 0 }
        log.noteWrite(level: level, symbol: symbol, old: old)
        coefficients[level][e] = new
        if new < old { noteCandidate(symbol) }
        if new == 0 { releaseEntryIfZero(symbol) }
    }

    /// Sets `symbol`'s coefficients to zero at every level and returns them, in `order`;
    /// the symbol gives its entry back.
    mutating func take(_ symbol: Symbol, into factors: inout [Double]) -> Bool {
        // Written in place: emptying and refilling the list costs more than the rest.
        let order = levels.order
        if factors.count != order.count { factors = [Double](repeating: 0, count: order.count) }
        let e = entries.entry(of: symbol)
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
                log.noteWrite(level: l, symbol: symbol, old: c)
                coefficients[l][e] = 0
            }
        }
        releaseEntryIfZero(symbol)
        return any
    }

    /// Whether any level has a coefficient for `symbol`.
    @inline(__always) func mentions(_ symbol: Symbol) -> Bool {
        let e = entries.entry(of: symbol)
        guard e >= 0 else { return false }
        for l in levels.order where coefficients[l][e] != 0 { return true }
        return false
    }

    /// Whether `symbol`'s coefficient vector is lexicographically negative.
    @inline(__always) func isNegative(_ symbol: Symbol) -> Bool {
        let e = entries.entry(of: symbol)
        guard e >= 0 else { return false }
        for l in levels.order {
            let c = coefficients[l][e]
            if c < 0 { return true }
            if c > 0 { return false }
        }
        return false
    }

    /// Whether `a`'s coefficient vector plus `factor` times `b`'s is lexicographically
    /// negative, a level whose sum is within rounding of zero counting as zero.
    func isNegative(_ a: Symbol, plus factor: Double, times b: Symbol) -> Bool {
        for l in levels.order {
            let c = coefficient(l, a) + factor * coefficient(l, b)
            if nearZero(c) { continue }
            return c < 0
        }
        return false
    }

    /// Whether `a / x` is lexicographically less than `b / y` (x, y > 0).
    func ratioLess(_ a: Symbol, _ x: Double, than b: Symbol, _ y: Double) -> Bool {
        for l in levels.order {
            let ra = coefficient(l, a) / x
            let rb = coefficient(l, b) / y
            if nearZero(ra - rb) { continue }
            return ra < rb
        }
        return false
    }

    /// The first non-zero coefficient of `symbol`'s vector, highest level first, and the
    /// rank of its level (0 for the highest in use); `nil` when every one is zero.
    func leadingCoefficient(_ symbol: Symbol) -> (rank: Int, coefficient: Double)? {
        let e = entries.entry(of: symbol)
        guard e >= 0 else { return nil }
        for (rank, l) in levels.order.enumerated() where coefficients[l][e] != 0 { return (rank, coefficients[l][e]) }
        return nil
    }

    /// Calls `body` with each entering candidate, in no particular order.
    func forEachCandidate(_ body: (Symbol) -> Void) { candidates.forEach(body) }

    /// Notes that `symbol` may have become an entering candidate.
    @inline(__always) mutating func noteCandidate(_ symbol: Symbol) { candidates.insert(symbol) }

    /// Removes and returns the smallest entering candidate.
    mutating func popCandidate() -> Symbol? { candidates.popMin() }

    // MARK: checking

    /// How many entries are held by symbols (the rest are free).
    var heldEntries: Int { entries.held }

    /// What is wrong with the entries (empty when sound).
    func entryViolations() -> [String] {
        entries.violations { e in !coefficients.contains { $0[e] != 0 } }
    }
}
