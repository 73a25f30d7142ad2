/// The objective's entry allocator: a symbol gets an entry (a column of every level's
/// coefficient array) when it first has a non-zero coefficient, and gives it back when all
/// its coefficients are zero again. Entries are reused, so the arrays follow the symbols
/// the objective mentions rather than every symbol the tableau has made.
struct ObjectiveEntries: Sendable {
    /// Each symbol's entry, or -1 when it has none.
    private var entryOf: [Int32] = []
    /// Entries no symbol holds.
    private var free: [Int32] = []
    /// How many entries have been made (held or free).
    private(set) var count = 0

    /// Makes room for symbols below `symbols`.
    /// - Complexity: amortised O(1) per symbol.
    @inline(__always) mutating func reserve(symbols: Int) {
        if symbols > entryOf.count { grow(to: symbols) }
    }

    @inline(never) private mutating func grow(to symbols: Int) {
        let grown = max(symbols, entryOf.count * 2, 64)
        entryOf.append(contentsOf: repeatElement(-1, count: grown - entryOf.count))
    }

    /// Whether `symbol` was ever given room (symbols above it have no entry).
    @inline(__always) func covers(_ symbol: Symbol) -> Bool { Int(symbol) < entryOf.count }

    /// `symbol`'s entry, or -1 when it has none.
    @inline(__always) func entry(of symbol: Symbol) -> Int { Int(entryOf[Int(symbol)]) }

    /// Gives `symbol` an entry, a free one if there is one; `count` grows otherwise.
    @inline(__always) mutating func make(for symbol: Symbol) -> Int {
        let e: Int
        if let reused = free.popLast() {
            e = Int(reused)
        } else {
            e = count
            count += 1
        }
        entryOf[Int(symbol)] = Int32(e)
        return e
    }

    /// Takes `symbol`'s entry back (its coefficients are all zero).
    @inline(__always) mutating func release(_ symbol: Symbol) {
        let e = entryOf[Int(symbol)]
        entryOf[Int(symbol)] = -1
        free.append(e)
    }

    /// How many entries are held by symbols.
    var held: Int { count - free.count }

    /// What is wrong with the entries (empty when sound): two symbols holding one entry, a
    /// free entry held or, by `isZero`, holding a non-zero coefficient, an entry neither
    /// held nor free.
    func violations(isZero: (Int) -> Bool) -> [String] {
        var problems: [String] = []
        var holder = [Int32](repeating: -1, count: count)
        for (s, e) in entryOf.enumerated() where e >= 0 {
            if holder[Int(e)] >= 0 { problems.append("symbols \(holder[Int(e)]) and \(s) hold entry \(e)") }
            holder[Int(e)] = Int32(s)
        }
        for e in free {
            if holder[Int(e)] >= 0 { problems.append("free entry \(e) is held by symbol \(holder[Int(e)])") }
            if !isZero(Int(e)) { problems.append("free entry \(e) is not zero") }
            holder[Int(e)] = -2
        }
        if let lost = holder.firstIndex(of: -1) { problems.append("entry \(lost) is neither held nor free") }
        return problems
    }
}
