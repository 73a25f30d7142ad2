/// An accumulator for writing a row out: coefficients by symbol in a small hash table,
/// and the symbols touched, so that it can be read back sorted and cleared in time
/// proportional to them.
///
/// The table is open-addressed (linear probing, at most half full) and sized by the rows
/// written out, not by the tableau: a dense array indexed by symbol would span every
/// symbol of a large tableau, and each cell accumulated would touch a cache line of it
/// far from the last one.
struct Expansion: Sendable {
    /// A symbol touched since ``start(_:)``, and where its coefficient sits in the table
    /// (entries do not move until the table grows).
    struct Entry: Sendable, Comparable {
        var symbol: Symbol
        var position: Int32

        static func < (a: Entry, b: Entry) -> Bool { a.symbol < b.symbol }
    }

    /// A place in the table: a symbol (-1 when empty) and its coefficient.
    struct Place: Sendable {
        var symbol: Symbol
        var coefficient: Double
    }

    private var table: [Place] = []
    private var touched = ScratchList<Entry>()
    private var constant = 0.0

    /// Starts accumulating `row`.
    mutating func start(_ row: Row) {
        constant = 0
        add(row, times: 1)
    }

    /// Adds one cell to the accumulator.
    mutating func add(_ cell: Cell) {
        accumulate(1, times: 1) { _ in cell }
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        accumulate(row.cells.count, times: factor) { row.cells[$0] }
    }

    /// ``add(_:times:)`` for the row in `slot` of `rows`, read in place (passing the row
    /// itself would retain and release its storage for every definition written out).
    mutating func add(rowAt slot: Int, of rows: [Row], times factor: Double) {
        constant += rows[slot].constant * factor
        accumulate(rows[slot].cells.count, times: factor) { rows[slot].cells[$0] }
    }

    /// Where `s` sits in the table, or the empty place where it would go. (The symbol is
    /// its own hash: symbols are small integers, and a row's are mostly distinct modulo
    /// the table's size.)
    @inline(__always) private static func probe(_ s: Symbol, _ table: UnsafeMutableBufferPointer<Place>) -> Int {
        let mask = table.count &- 1
        var i = Int(s) & mask
        while table[i].symbol != s && table[i].symbol >= 0 { i = (i &+ 1) & mask }
        return i
    }

    /// Adds `factor ·` each of `count` cells to the accumulator.
    @inline(__always) private mutating func accumulate(
        _ count: Int, times factor: Double, _ cell: (Int) -> Cell
    ) {
        // Room for every cell to be new, so that the table cannot fill up in the loop.
        if (touched.count &+ count) &* 2 > table.count { grow(toHold: touched.count &+ count) }
        var touched = self.touched
        self.touched = ScratchList()
        // Unchecked access: this runs for every cell of every row written out.
        table.withUnsafeMutableBufferPointer { table in
            for k in 0..<count {
                let cell = cell(k)
                let i = Expansion.probe(cell.symbol, table)
                if table[i].symbol < 0 {
                    table[i] = Place(symbol: cell.symbol, coefficient: cell.coefficient * factor)
                    touched.append(Entry(symbol: cell.symbol, position: Int32(truncatingIfNeeded: i)))
                } else {
                    table[i].coefficient += cell.coefficient * factor
                }
            }
        }
        self.touched = touched
    }

    /// Makes the table large enough for `count` symbols at most half full, moving the
    /// symbols touched so far.
    @inline(never) private mutating func grow(toHold count: Int) {
        var size = max(64, table.count)
        while size < count &* 2 { size &*= 2 }
        let old = table
        table = [Place](repeating: Place(symbol: -1, coefficient: 0), count: size)
        touched.withUnsafeMutableBufferPointer { entries in
            table.withUnsafeMutableBufferPointer { table in
                for k in entries.indices {
                    let i = Expansion.probe(entries[k].symbol, table)
                    table[i] = old[Int(entries[k].position)]
                    entries[k].position = Int32(truncatingIfNeeded: i)
                }
            }
        }
    }

    /// Removes and returns one symbol's coefficient (zero if it was not touched).
    mutating func take(_ s: Symbol) -> Double {
        guard !table.isEmpty else { return 0 }
        return table.withUnsafeMutableBufferPointer { table in
            let i = Expansion.probe(s, table)
            guard table[i].symbol >= 0 else { return 0 }
            let c = table[i].coefficient
            table[i].coefficient = 0
            return c
        }
    }

    /// Writes the accumulated row (near-zero cells dropped) over `row`, reusing its storage
    /// with room for `spare` more cells, and leaves the accumulator empty.
    mutating func finish(into row: inout Row, spare: Int = 0) {
        var touched = self.touched
        self.touched = ScratchList()
        touched.withUnsafeMutableBufferPointer { sortShort($0) }
        row.constant = nearZero(constant) ? 0 : constant
        // The row's storage is taken out while it is written, so that the appends need not
        // check, one by one, that nothing else shares it.
        var cells = row.cells
        row.cells = []
        if cells.capacity < touched.count + spare {
            cells = []  // too small: dropped rather than emptied first
            cells.reserveCapacity(touched.count + spare)
        } else {
            cells.removeAllKeepingStorage()
        }
        table.withUnsafeMutableBufferPointer { table in
            touched.withUnsafeBufferPointer { t in
                for entry in t {
                    let i = Int(entry.position)
                    table[i].symbol = -1
                    let c = table[i].coefficient
                    if !nearZero(c) { cells.append(Cell(symbol: entry.symbol, coefficient: c)) }
                }
            }
        }
        row.cells = cells
        touched.removeAll()
        self.touched = touched
    }
}

/// Sorts `t` in place: by insertion when short (rows are, and the generic sort costs more
/// than it saves on them).
@inline(__always) func sortShort<T: Comparable>(_ t: UnsafeMutableBufferPointer<T>) {
    guard t.count <= 24 else {
        var t = t
        t.sort()
        return
    }
    for i in t.indices.dropFirst() {
        let s = t[i]
        var j = i
        while j > 0 && t[j - 1] > s {
            t[j] = t[j - 1]
            j -= 1
        }
        t[j] = s
    }
}
