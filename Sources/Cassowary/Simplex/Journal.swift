/// What a tableau transaction must undo: the first saved state of every row slot it
/// changed, the symbol kinds it rewrote, and the sizes and free lists it started with.
///
/// Transactions nest: a transaction begun while another is active joins it (its commit
/// keeps nothing apart, its rollback undoes nothing by itself but marks the outer one
/// failed, see ``failedInside``); only the outermost one saves and restores.
struct Journal: Sendable {
    private(set) var isActive = false
    /// How many transactions are open inside the outermost one.
    private(set) var depth = 0
    /// Whether a transaction inside the outermost one was rolled back: the changes made
    /// since the outermost began are then not to be trusted, and only its rollback mends
    /// them.
    private(set) var failedInside = false
    private var generation: UInt32 = 0
    /// For each slot, the generation in which it was last saved.
    private var stamps: [UInt32] = []

    /// A slot's row and basic symbol as they were before the transaction first changed it:
    /// the row's constant, and where its cells are in ``savedCells``. The cells are copied
    /// there rather than the row kept: a kept row shares its storage, and the pivot that
    /// changes it next would allocate new storage for it (and the commit free the old).
    struct SavedSlot: Sendable, BitwiseCopyable {
        var slot: Int32
        var basic: Symbol
        var constant: Double
        var cellStart: Int32
        var cellCount: Int32
    }

    /// A symbol's kind before the transaction rewrote it.
    struct KindWrite: Sendable {
        var symbol: Symbol
        var kind: SymbolKind
    }

    private(set) var saved: [SavedSlot] = []
    /// The cells of the saved rows, one row after another.
    private var savedCells: [Cell] = []
    /// How many saved cells a finished transaction may leave room for; a larger one gives
    /// its room back.
    private static var keptCells: Int { 1 << 16 }
    private(set) var kindWrites: [KindWrite] = []
    private(set) var symbolCount = 0
    private(set) var slotCount = 0
    private(set) var freeSymbols: [Symbol] = []
    private(set) var freeSlots: [Int32] = []

    mutating func begin(symbolCount: Int, freeSymbols: [Symbol], slotCount: Int, freeSlots: [Int32]) {
        isActive = true
        failedInside = false
        generation &+= 1
        if generation == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            generation = 1
        }
        saved.removeAllKeepingStorage()
        savedCells.removeAllKeepingStorage()
        kindWrites.removeAllKeepingStorage()
        self.symbolCount = symbolCount
        self.slotCount = slotCount
        self.freeSymbols = freeSymbols
        self.freeSlots = freeSlots
    }

    /// Opens a transaction inside the active one.
    mutating func nest() { depth += 1 }

    /// Closes a transaction opened by ``nest()``; `failed` when it was rolled back.
    mutating func unnest(failed: Bool) {
        depth -= 1
        if failed { failedInside = true }
    }

    mutating func end() {
        isActive = false
        saved.removeAllKeepingStorage()
        if savedCells.capacity > Self.keptCells { savedCells = [] } else { savedCells.removeAllKeepingStorage() }
        kindWrites.removeAllKeepingStorage()
        freeSymbols = []
        freeSlots = []
    }

    mutating func growSlots(_ count: Int) {
        while stamps.count < count { stamps.append(0) }
    }

    @inline(__always) func needsSave(_ slot: Int32) -> Bool { stamps[Int(slot)] != generation }

    mutating func save(slot: Int32, row: borrowing Row, basic: Symbol) {
        stamps[Int(slot)] = generation
        let start = Int32(truncatingIfNeeded: savedCells.count)
        savedCells.append(contentsOf: row.cells)
        saved.append(
            SavedSlot(
                slot: slot, basic: basic, constant: row.constant, cellStart: start,
                cellCount: Int32(truncatingIfNeeded: row.cells.count)))
    }

    /// The row a saved slot held, rebuilt from its copy.
    func row(of entry: SavedSlot) -> Row {
        let start = Int(entry.cellStart)
        return Row(constant: entry.constant, cells: Array(savedCells[start..<(start + Int(entry.cellCount))]))
    }

    mutating func noteKind(_ symbol: Symbol, _ kind: SymbolKind) {
        if isActive { kindWrites.append(KindWrite(symbol: symbol, kind: kind)) }
    }
}
