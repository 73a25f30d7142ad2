/// A dense accumulator for writing a row out: coefficients by symbol, and the symbols
/// touched, so that it can be read back sorted and cleared in time proportional to them.
struct Expansion: Sendable {
    private var coefficients: [Double] = []
    private var touched = ScratchList<Symbol>()
    private var constant = 0.0

    /// Starts accumulating `row`, with room for symbols below `symbols`.
    mutating func start(_ row: Row, symbols: Int) {
        if coefficients.count < symbols {
            coefficients.append(contentsOf: repeatElement(0, count: symbols - coefficients.count + 256))
        }
        constant = 0
        add(row, times: 1)
    }

    /// Adds one cell to the accumulator (whose symbol is below the count given to
    /// ``start(_:symbols:)``).
    mutating func add(_ cell: Cell) {
        assert(Int(cell.symbol) < coefficients.count, "a symbol made after the accumulator started")
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

    /// Adds `factor ·` each of `count` cells to the accumulator.
    @inline(__always) private mutating func accumulate(
        _ count: Int, times factor: Double, _ cell: (Int) -> Cell
    ) {
        var touched = self.touched
        self.touched = ScratchList()
        // Unchecked access: this runs for every cell of every row written out.
        coefficients.withUnsafeMutableBufferPointer { c in
            for k in 0..<count {
                let cell = cell(k)
                let i = Int(cell.symbol)
                if c[i] == 0 { touched.append(cell.symbol) }
                c[i] += cell.coefficient * factor
                if c[i] == 0 { c[i] = .leastNonzeroMagnitude }
            }
        }
        self.touched = touched
    }

    /// Removes and returns one symbol's coefficient.
    mutating func take(_ s: Symbol) -> Double {
        let c = coefficients[Int(s)]
        coefficients[Int(s)] = 0
        return c == .leastNonzeroMagnitude ? 0 : c
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
        coefficients.withUnsafeMutableBufferPointer { c in
            touched.withUnsafeBufferPointer { t in
                var previous: Symbol = -1
                for s in t where s != previous {
                    previous = s
                    let value = c[Int(s)]
                    c[Int(s)] = 0
                    if value != .leastNonzeroMagnitude && !nearZero(value) {
                        cells.append(Cell(symbol: s, coefficient: value))
                    }
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
