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
/// name instead of by their rows (see Tableau+Definitions.swift, and Tableau+Values.swift
/// for their values), which keeps chains of positions (`top[i+1] = top[i] + height[i] +
/// 5`) short instead of quadratic.
struct Tableau: Sendable {
    /// What the tableau keeps per symbol, side by side in 8 bytes (one append per new
    /// symbol; eight symbols to a cache line, for the look-ups every step makes).
    struct SymbolState: Sendable {
        var kind: SymbolKind
        /// Whether the symbol is in `dirty` (its row changed since the last refresh).
        var isDirty = false
        /// Whether the symbol is in the list of changed variables for `drainChanged(_:)`.
        var isChanged = false
        /// The slot whose row has this symbol as its basic symbol, or -1 when parametric.
        var slot: Int32 = -1

        init(kind: SymbolKind) { self.kind = kind }
    }

    /// What the tableau keeps per slot for a definition row: the value of its defined
    /// variable and the stamps of the walks over definitions. (Only a basic symbol has a
    /// definition, so this lives with the slots, fewer than the symbols, and keeps the
    /// per-symbol state small.)
    struct DefinitionState: Sendable {
        /// The defined variable's value, kept current by `refreshValues()`.
        var cached: Double = 0
        /// The walk in which the definition was found affected / computed.
        var affected: UInt32 = 0
        var computed: UInt32 = 0
    }

    // Per symbol.
    var symbols: [SymbolState] = []
    /// The slots whose rows mention this symbol (in no particular order).
    var columns = ColumnIndex()
    var freeSymbols: [Symbol] = []

    // Per slot.
    var rows: [Row] = []
    /// The basic symbol of each slot's row, or -1 for a free slot.
    private(set) var basicOf: [Symbol] = []
    /// The value and walk stamps of each slot's defined variable (see `DefinitionState`);
    /// meaningless for a core row or a free slot.
    var defined: [DefinitionState] = []
    var freeSlots: [Int32] = []

    var objective = Objective()
    /// The phase-one objective while a row is added through an artificial variable.
    var artificial: Row?
    /// Restricted basic symbols whose rows may have gone negative (for the dual simplex).
    var infeasible: [Symbol] = []

    /// External symbols whose rows changed since the last ``refreshValues()``.
    var dirty = ScratchList<Symbol>()
    /// Bookkeeping of the defined variables' values.
    var definitions = DefinitionValues()
    /// Counts the changes to the tableau's structure: any row's cells or basic symbol, any
    /// symbol's kind or slot, symbols made or dropped (everything but a constant shifted
    /// by ``suggest(marker:other:delta:)``). A ``ValuePlan`` is valid for one count.
    var structureVersion: UInt64 = 0
    /// How many rows long steps have flipped (see `longStepSlot` and `phaseOneLongStepSlot`), for the tests that
    /// check the path is taken.
    var longStepFlips = 0
    /// How many of them had a zero ratio.
    var longStepFlipsAtZero = 0
    /// How many entering symbols the largest decrease chose over Bland's (a count for tests).
    var steepestChoices = 0
    /// The slots whose rows a long step flipped at a zero ratio in the current
    /// ``optimize()`` call (each at most once per call); empty between calls.
    var flippedAtZero: Set<Int32> = []

    var journal = Journal()

    /// Buffers the simplex steps reuse instead of allocating on every call.
    struct Scratch: Sendable {
        var added = ScratchList<Symbol>()
        var removed = ScratchList<Symbol>()
        var factors: [Double] = []
        /// Where rows are merged before they are copied back.
        var merged: [Cell] = []
        /// The slots of the column a substitution goes down.
        var slots = ScratchList<Int32>()
    }
    var scratch = Scratch()
    /// The rows and former constants of the last constant shift (see `suggest`).
    var shifted = ScratchList<ShiftedConstant>()
    /// The columns the last shifts went down, kept for the next (see `markerColumn`).
    var shiftColumns = ShiftColumns()

    // MARK: symbols

    /// A new symbol of `kind`, reusing a released one when possible.
    mutating func makeSymbol(_ kind: SymbolKind) -> Symbol {
        structureVersion &+= 1
        if let s = freeSymbols.popLast() {
            setKind(s, kind)
            return s
        }
        let s = Symbol(symbols.count)
        symbols.append(SymbolState(kind: kind))
        columns.appendSymbol()
        objective.reserve(symbols: symbols.count)
        return s
    }

    /// A new stamp for a walk over the definitions (`affected`, `computed`). Each walk
    /// ends with ``endWalk()``, which keeps the count from wrapping around into old stamps.
    @inline(__always) mutating func nextGeneration() -> UInt32 {
        definitions.generation &+= 1
        return definitions.generation
    }

    /// Ends a walk. Before the count would wrap around (after 2^32 walks: weeks of layout
    /// passes in a long-running process), every stamp is cleared and the count starts
    /// again, so that no old stamp can pass for a new one. (Checked after the walk, not
    /// before it: a possible write to every symbol ahead of the walk's loops makes the
    /// compiler check the array's uniqueness inside them.)
    @inline(__always) mutating func endWalk() {
        if definitions.generation == .max { clearStamps() }
    }

    /// Clears every walk stamp; the next walk is generation 1.
    @inline(never) private mutating func clearStamps() {
        for i in defined.indices {
            defined[i].affected = 0
            defined[i].computed = 0
        }
        definitions.generation = 0
    }

    /// Gives back a symbol that no row and no objective level mentions any more.
    mutating func releaseSymbol(_ s: Symbol) {
        objective.forget(s)
        freeSymbols.append(s)
    }

    var symbolCount: Int { symbols.count }

    @inline(__always) func kind(_ s: Symbol) -> SymbolKind { symbols[Int(s)].kind }
    @inline(__always) func isBasic(_ s: Symbol) -> Bool { symbols[Int(s)].slot >= 0 }

    /// The current value of a symbol: zero when parametric, its row's constant for a core
    /// row, the cached value for a defined variable.
    @inline(__always) func value(_ s: Symbol) -> Double {
        let slot = symbols[Int(s)].slot
        if slot < 0 { return 0 }
        return symbols[Int(s)].kind == .external ? defined[Int(slot)].cached : rows[Int(slot)].constant
    }

    /// The values of four symbols in one pass over the unchecked tables (each symbol still
    /// checked against the symbol table's size): a frame's four, on every layout pass.
    @inline(__always) func values(_ a: Symbol, _ b: Symbol, _ c: Symbol, _ d: Symbol) -> (
        Double, Double, Double, Double
    ) {
        readingValues { value in (value(a), value(b), value(c), value(d)) }
    }

    /// Runs `body` with a reader of symbols' values over the unchecked tables (each symbol
    /// still checked against the symbol table's size; 0 for one beyond it), for loops that
    /// read many values at once.
    @inline(__always) func readingValues<R>(_ body: ((Symbol) -> Double) -> R) -> R {
        symbols.withUnsafeBufferPointer { state in
            defined.withUnsafeBufferPointer { defined in
                rows.withUnsafeBufferPointer { rows in
                    body { s in
                        guard Int(s) < state.count else { return 0 }
                        let entry = state[Int(s)]
                        if entry.slot < 0 { return 0 }
                        let slot = Int(entry.slot)
                        return entry.kind == .external ? defined[slot].cached : rows[slot].constant
                    }
                }
            }
        }
    }

    /// Whether `s` is a defined variable: an unrestricted variable with a definition row.
    @inline(__always) func isDefinition(_ s: Symbol) -> Bool {
        symbols[Int(s)].slot >= 0 && symbols[Int(s)].kind == .external
    }

    /// The row whose basic symbol is `s`, if `s` is basic.
    func row(of s: Symbol) -> Row? {
        let slot = symbols[Int(s)].slot
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

    /// Puts `row` into the tableau with basic symbol `basic`, indexing its cells. The row
    /// is taken (moved in, not copied: no reference count to raise and drop again).
    @discardableResult
    mutating func insertRow(_ row: consuming Row, basic: Symbol) -> Int32 {
        let slot: Int32
        if let reused = freeSlots.popLast() {
            slot = reused
            touch(slot)
            columns.insert(row.cells, slot: slot)
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            // A new slot: a rollback drops it, so there is nothing to save.
            slot = Int32(rows.count)
            columns.insert(row.cells, slot: slot)
            rows.append(row)
            basicOf.append(basic)
            defined.append(DefinitionState())
            journal.growSlots(rows.count)
        }
        symbols[Int(basic)].slot = slot
        markDirty(basic)
        return slot
    }

    /// Takes the row of basic symbol `basic` out of the tableau and returns it.
    mutating func removeRow(basic: Symbol) -> Row {
        let slot = symbols[Int(basic)].slot
        touch(slot)
        let row = rows[Int(slot)]
        for cell in row.cells { removeFromColumn(cell.symbol, slot) }
        rows[Int(slot)] = Row()
        basicOf[Int(slot)] = -1
        symbols[Int(basic)].slot = -1
        freeSlots.append(slot)
        markDirty(basic)
        return row
    }

    /// Changes the basic symbol of `slot` (in a pivot).
    mutating func setBasic(_ slot: Int32, _ basic: Symbol) {
        let old = basicOf[Int(slot)]
        if old >= 0 {
            symbols[Int(old)].slot = -1
            markDirty(old)
        }
        basicOf[Int(slot)] = basic
        symbols[Int(basic)].slot = slot
        markDirty(basic)
    }

    @inline(__always) mutating func removeFromColumn(_ s: Symbol, _ slot: Int32) {
        columns.remove(s, slot)
    }

    // MARK: rollback support

    mutating func clearBasic(_ basic: Symbol) {
        guard Int(basic) < symbols.count else { return }
        symbols[Int(basic)].slot = -1
        markDirty(basic)
    }

    /// Drops the symbols and slots made after the counts given.
    mutating func truncate(symbols count: Int, slots: Int) {
        structureVersion &+= 1
        if symbols.count > count {
            symbols.removeLast(symbols.count - count)
            columns.truncate(to: count)
        }
        if rows.count > slots {
            rows.removeLast(rows.count - slots)
            basicOf.removeLast(basicOf.count - slots)
            defined.removeLast(defined.count - slots)
        }
    }

    /// Changes a symbol's kind (journaled, so that a rollback puts it back).
    mutating func setKind(_ s: Symbol, _ kind: SymbolKind) {
        structureVersion &+= 1
        journal.noteKind(s, symbols[Int(s)].kind)
        symbols[Int(s)].kind = kind
    }

    mutating func restoreKind(_ s: Symbol, _ kind: SymbolKind) {
        structureVersion &+= 1
        if Int(s) < symbols.count { symbols[Int(s)].kind = kind }
    }

    /// Puts a saved row back in its slot (its cells already in the column index).
    mutating func restoreSlot(_ slot: Int32, row: Row, basic: Symbol) {
        rows[Int(slot)] = row
        basicOf[Int(slot)] = basic
        if basic >= 0 {
            symbols[Int(basic)].slot = slot
            markDirty(basic)
        }
    }

    // MARK: changed values

    /// Notes that the row of `s` (or which row is its own) changed: a change of structure
    /// (every caller changes cells or a basic symbol, or may).
    @inline(__always) mutating func markDirty(_ s: Symbol) {
        structureVersion &+= 1
        guard s >= 0, symbols[Int(s)].kind.isExternal, !symbols[Int(s)].isDirty else { return }
        symbols[Int(s)].isDirty = true
        dirty.append(s)
    }

}
