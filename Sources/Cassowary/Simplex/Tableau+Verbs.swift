/// The tableau's questions and small changes that the solver's steps ask for, so that the
/// solver reaches rows, columns and the objective only through named verbs.
extension Tableau {
    /// How many rows mention `s` (the length of its column).
    @inline(__always) func mentionCount(_ s: Symbol) -> Int { columns.count(s) }

    /// Whether every symbol of `row` is a dummy (a redundant or conflicting required
    /// equality's row).
    @inline(__always) func isAllDummies(_ row: Row) -> Bool {
        for cell in row.cells where kind(cell.symbol) != .dummy { return false }
        return true
    }

    /// Whether no row mentions `s`.
    @inline(__always) func isUnmentioned(_ s: Symbol) -> Bool { columns.isEmpty(s) }

    /// A level of the objective for `priority`, made if no constraint uses it yet; the
    /// caller holds it until ``releaseLevel(_:)``.
    mutating func retainLevel(_ priority: Double) -> Int { objective.retainLevel(priority) }

    /// Gives back a level taken with ``retainLevel(_:)``.
    mutating func releaseLevel(_ level: Int) { objective.releaseLevel(level) }

    /// Adds `delta`·`symbol` to the objective at `level`.
    mutating func addToObjective(_ delta: Double, level: Int, symbol: Symbol) {
        objective.add(delta, level: level, symbol: symbol)
    }

    /// Whether the last nested transaction failed and left its work for the outer rollback.
    var nestedTransactionFailed: Bool { journal.failedInside }

    /// Each row in slot order: its slot, basic symbol and row.
    func forEachRow(_ body: (Int, Symbol, Row) -> Void) {
        for slot in rows.indices where basicOf[slot] >= 0 { body(slot, basicOf[slot], rows[slot]) }
    }

    /// The objective's levels, strongest first: each level's priority and its nonzero
    /// coefficients by symbol.
    /// - Complexity: O(levels × symbols).
    func levelListing() -> [(priority: Double, cells: [(Symbol, Double)])] {
        objective.order.map { level in
            let cells = (0..<symbolCount).compactMap { s -> (Symbol, Double)? in
                let c = objective.coefficient(level, Symbol(s))
                return c == 0 ? nil : (Symbol(s), c)
            }
            return (objective.priorities[level], cells)
        }
    }

    /// Sizes: rows, cells, symbols in use, objective levels and objective entries.
    var sizes: (rows: Int, cells: Int, symbols: Int, levels: Int, objectiveSymbols: Int) {
        var count = 0
        var cells = 0
        forEachRow { _, _, row in
            count += 1
            cells += row.cells.count
        }
        return (count, cells, symbolCount - freeSymbols.count, objective.order.count, objective.heldEntries)
    }

    /// The symbols and row slots waiting to be reused, for the solver's dump.
    var freeLists: (symbols: [Symbol], slots: [Int32]) { (freeSymbols, freeSlots) }

    /// Sets the counter behind the stamps of the walks over definitions (see
    /// ``nextGeneration()``), so that a test can cross its wrap-around.
    mutating func setWalkGeneration(_ generation: UInt32) { definitions.generation = generation }

    /// How many rows the long steps flipped, how many of those at a zero ratio, and how
    /// many times a long optimisation took the steepest candidate (counts for tests).
    var stepCounts: (longStepFlips: Int, flipsAtZero: Int, steepestChoices: Int) {
        (longStepFlips, longStepFlipsAtZero, steepestChoices)
    }
}
