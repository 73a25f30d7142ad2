/// One entry of a sparse row.
struct Cell: Sendable, Equatable {
    var symbol: Symbol
    var coefficient: Double
}

/// A tableau row, `basic = constant + Σ coefficient·symbol`, with its cells in one
/// contiguous array sorted by symbol.
///
/// Before a row has been solved for a symbol it reads `0 = constant + Σ cells`.
struct Row: Sendable, Equatable {
    var constant: Double
    var cells: [Cell]

    init(constant: Double = 0, cells: [Cell] = []) {
        self.constant = constant
        self.cells = cells
    }

    /// The index of `symbol` in `cells`, or where it would be inserted (binary search).
    @inline(__always) func position(of symbol: Symbol) -> (index: Int, found: Bool) {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s == symbol { return (mid, true) }
            if s < symbol { low = mid &+ 1 } else { high = mid }
        }
        return (low, false)
    }

    /// The coefficient of `symbol`, zero when it is absent. O(log n).
    @inline(__always) func coefficient(for symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        return found ? cells[index].coefficient : 0
    }

    /// Adds `coefficient · symbol`, dropping the cell if the sum is near zero.
    /// - Returns: +1 if the symbol was added, -1 if it was removed, 0 otherwise.
    @discardableResult
    mutating func insert(_ symbol: Symbol, _ coefficient: Double) -> Int {
        if cells.last.map({ $0.symbol < symbol }) ?? true {  // the common case: a new symbol
            if nearZero(coefficient) { return 0 }
            cells.append(Cell(symbol: symbol, coefficient: coefficient))
            return 1
        }
        let (index, found) = position(of: symbol)
        if found {
            let sum = cells[index].coefficient + coefficient
            if nearZero(sum) {
                cells.remove(at: index)
                return -1
            }
            cells[index].coefficient = sum
            return 0
        }
        if nearZero(coefficient) { return 0 }
        cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        return 1
    }

    /// Removes `symbol`'s cell and returns its coefficient (zero if absent).
    @discardableResult
    mutating func remove(_ symbol: Symbol) -> Double {
        let (index, found) = position(of: symbol)
        guard found else { return 0 }
        return cells.remove(at: index).coefficient
    }

    /// How many times longer than the row it takes a row must be for
    /// ``substitute(_:by:added:removed:scratch:)`` to update its cells in place instead of
    /// merging.
    static let sparseAddRatio = 16

    /// `a + b`, or exactly 0 when the sum is within ``epsilon`` of zero or cancels to
    /// within ``Row/cancellation`` of the larger operand (a difference of two nearly equal
    /// large constants is rounding, and left as it is it would read as a restricted row
    /// a little below zero).
    @inline(__always) static func cancelled(_ a: Double, _ b: Double) -> Double {
        let sum = a + b
        if nearZero(sum) { return 0 }
        let size = Swift.max(abs(a), abs(b))
        return abs(sum) <= size * cancellation ? 0 : sum
    }

    /// How small a sum of two constants may be, relative to the larger, before it counts
    /// as exact cancellation: some 450 units in the last place.
    static var cancellation: Double { 1e-13 }

    /// Multiplies the constant and every coefficient by -1.
    mutating func reverseSign() {
        constant = -constant
        for i in cells.indices { cells[i].coefficient = -cells[i].coefficient }
    }

    /// Turns `0 = constant + Σ cells` into `symbol = ...`, removing `symbol`'s cell.
    ///
    /// Every other cell is kept, however small the scaling makes it: dividing by a
    /// coefficient near 1e11 leaves cells near 1e-11, and they are the same constraint.
    /// Dropping one would cut the row off from a marker that only it mentions (that
    /// constraint could then no longer move or be removed). Only sums are cut to zero,
    /// where rows are combined.
    mutating func solve(for symbol: Symbol) {
        let (index, found) = position(of: symbol)
        guard found else {
            assertionFailure("solving a row for a symbol it does not mention")
            return
        }
        let factor = -1.0 / cells[index].coefficient
        constant *= factor
        // One pass that scales the cells and closes the gap, then one removal at the end.
        cells.withUnsafeMutableBufferPointer { c in
            for r in 0..<index { c[r].coefficient *= factor }
            for r in (index + 1)..<c.count { c[r - 1] = Cell(symbol: c[r].symbol, coefficient: c[r].coefficient * factor) }
        }
        cells.removeLast()
    }

    /// Turns `lhs = constant + Σ cells` (with `rhs` among the cells) into `rhs = ...`.
    mutating func solve(for rhs: Symbol, replacing lhs: Symbol) {
        insert(lhs, -1)
        solve(for: rhs)
    }
}
