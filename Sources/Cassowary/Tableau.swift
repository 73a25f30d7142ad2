/// The simplex tableau: the rows, keyed by their basic symbol, with a column index (for
/// each symbol, the rows that mention it) so that every step touches only the rows
/// involved, and the lexicographic objective.
///
/// Rows live in slots of one array; a slot keeps its row when the row's basic symbol
/// changes in a pivot. Every mutation goes through ``touch(_:)`` so that a transaction can
/// be rolled back exactly.
///
/// There are two kinds of rows. A *core* row has a restricted basic symbol (slack, error,
/// dummy, non-negative variable) and mentions parametric symbols only: these are the rows
/// the simplex works on. A *definition* row has an unrestricted variable as its basic
/// symbol; it takes no part in the simplex and may mention other defined variables by
/// name instead of by their rows (see Tableau+Definitions.swift), which keeps chains of
/// positions (`top[i+1] = top[i] + height[i] + 5`) short instead of quadratic.
struct Tableau: Sendable {
    // Per symbol.
    private(set) var kinds: [SymbolKind] = []
    /// The slot whose row has this symbol as its basic symbol, or -1 when parametric.
    private(set) var slotOf: [Int32] = []
    /// The slots whose rows mention this symbol (in no particular order).
    var columns: [[Int32]] = []
    var freeSymbols: [Symbol] = []

    // Per slot.
    var rows: [Row] = []
    /// The basic symbol of each slot's row, or -1 for a free slot.
    private(set) var basicOf: [Symbol] = []
    var freeSlots: [Int32] = []

    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows may have gone negative (for the dual simplex).
    var infeasible: [Symbol] = []

    /// External symbols whose rows changed since the last ``refreshValues()``.
    var dirty: [Symbol] = []
    var isDirty: [Bool] = []
    /// The values of defined variables, kept current by ``refreshValues()``.
    var definitions = DefinitionValues()

    var journal = Journal()

    /// Buffers the simplex steps reuse instead of allocating on every call.
    struct Scratch: Sendable {
        var added: [Symbol] = []
        var removed: [Symbol] = []
        var factors: [Double] = []
    }
    var scratch = Scratch()

    // MARK: symbols

    /// A new symbol of `kind`, reusing a released one when possible.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        if let s = freeSymbols.popLast() {
            journal.noteKind(s, kinds[Int(s)])
            kinds[Int(s)] = kind
            return s
        }
        let s = Symbol(kinds.count)
        kinds.append(kind)
        slotOf.append(-1)
        columns.append([])
        isDirty.append(false)
        definitions.grow(to: kinds.count)
        objective.reserve(symbols: kinds.count)
        return s
    }

    /// Gives back a symbol that no row and no objective level mentions any more.
    mutating func releaseSymbol(_ s: Symbol) {
        freeSymbols.append(s)
    }

    var symbolCount: Int { kinds.count }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { kinds[Int(s)] }
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { slotOf[Int(s)] >= 0 }

    /// The current value of a symbol: zero when parametric, its row's constant for a core
    /// row, the cached value for a defined variable.
    @inline(__always) func value(_ s: Symbol) -> Double {
        let slot = slotOf[Int(s)]
        if slot < 0 { return 0 }
        return kinds[Int(s)] == .external ? definitions.cached[Int(s)] : rows[Int(slot)].constant
    }

    /// Whether `s` is a defined variable: an unrestricted variable with a definition row.
    @inline(__always) func isDefinition(_ s: Symbol) -> Bool {
        slotOf[Int(s)] >= 0 && kinds[Int(s)] == .external
    }

    /// The row whose basic symbol is `s`, if `s` is basic.
    func row(of s: Symbol) -> Row? {
        let slot = slotOf[Int(s)]
        return slot >= 0 ? rows[Int(slot)] : nil
    }

    // MARK: slots

    /// Saves a slot's row for rollback the first time it changes in a transaction.
    @inline(__always) mutating func touch(_ slot: Int32) {
        // Slots made during the transaction need no saving: rollback drops them.
        if journal.isActive, Int(slot) < journal.slotCount, journal.needsSave(slot) {
            journal.save(slot: slot, row: rows[Int(slot)], basic: basicOf[Int(slot)])
        }
        markDirty(basicOf[Int(slot)])
    }

    /// Puts `row` into the tableau with basic symbol `basic`, indexing its cells.
    @discardableResult
    mutating func insertRow(_ row: Row, basic: Symbol) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
        } else {
            slot = Int32(rows.count)
            rows.append(Row())
            basicOf.append(-1)
            journal.growSlots(rows.count)
        }
        touch(slot)
        rows[Int(slot)] = row
        basicOf[Int(slot)] = basic
        slotOf[Int(basic)] = slot
        for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
        markDirty(basic)
        return slot
    }

    /// Takes the row of basic symbol `basic` out of the tableau and returns it.
    mutating func removeRow(basic: Symbol) -> Row {
        let slot = slotOf[Int(basic)]
        touch(slot)
        let row = rows[Int(slot)]
        for cell in row.cells { removeFromColumn(cell.symbol, slot) }
        rows[Int(slot)] = Row()
        basicOf[Int(slot)] = -1
        slotOf[Int(basic)] = -1
        freeSlots.append(slot)
        markDirty(basic)
        return row
    }

    /// Changes the basic symbol of `slot` (in a pivot).
    mutating func setBasic(_ slot: Int32, _ basic: Symbol) {
        let old = basicOf[Int(slot)]
        if old >= 0 { slotOf[Int(old)] = -1; markDirty(old) }
        basicOf[Int(slot)] = basic
        slotOf[Int(basic)] = slot
        markDirty(basic)
    }

    @inline(__always) mutating func removeFromColumn(_ s: Symbol, _ slot: Int32) {
        let index = Int(s)
        if let i = columns[index].firstIndex(of: slot) {
            columns[index].swapAt(i, columns[index].count - 1)
            columns[index].removeLast()
        }
    }

    // MARK: rollback support

    mutating func clearBasic(_ basic: Symbol) {
        guard Int(basic) < slotOf.count else { return }
        slotOf[Int(basic)] = -1
        markDirty(basic)
    }

    /// Drops the symbols and slots made after the counts given.
    mutating func truncate(symbols: Int, slots: Int) {
        if kinds.count > symbols {
            kinds.removeLast(kinds.count - symbols)
            slotOf.removeLast(slotOf.count - symbols)
            columns.removeLast(columns.count - symbols)
            isDirty.removeLast(isDirty.count - symbols)
            definitions.truncate(to: symbols)
        }
        if rows.count > slots {
            rows.removeLast(rows.count - slots)
            basicOf.removeLast(basicOf.count - slots)
        }
    }

    mutating func restoreKind(_ s: Symbol, _ kind: SymbolKind) {
        if Int(s) < kinds.count { kinds[Int(s)] = kind }
    }

    mutating func restoreSlot(_ slot: Int32, row: Row, basic: Symbol) {
        rows[Int(slot)] = row
        basicOf[Int(slot)] = basic
        if basic >= 0 {
            slotOf[Int(basic)] = slot
            markDirty(basic)
        }
        for cell in row.cells { columns[Int(cell.symbol)].append(slot) }
    }

    // MARK: changed values

    @inline(__always) mutating func markDirty(_ s: Symbol) {
        guard s >= 0, kinds[Int(s)].isExternal, !isDirty[Int(s)] else { return }
        isDirty[Int(s)] = true
        dirty.append(s)
    }

    /// Forgets everything.
    mutating func reset() { self = Tableau() }
}
