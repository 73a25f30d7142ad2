/// What a tableau transaction must undo: the first saved state of every row slot it
/// changed, the symbol kinds it rewrote, and the sizes and free lists it started with.
struct Journal: Sendable {
    private(set) var isActive = false
    private var generation: UInt32 = 0
    /// For each slot, the generation in which it was last saved.
    private var stamps: [UInt32] = []

    private(set) var saved: [(slot: Int32, row: Row, basic: Symbol)] = []
    private(set) var kindWrites: [(symbol: Symbol, kind: SymbolKind)] = []
    private(set) var symbolCount = 0
    private(set) var slotCount = 0
    private(set) var freeSymbols: [Symbol] = []
    private(set) var freeSlots: [Int32] = []

    mutating func begin(symbolCount: Int, freeSymbols: [Symbol], slotCount: Int, freeSlots: [Int32]) {
        isActive = true
        generation &+= 1
        if generation == 0 {
            for i in stamps.indices { stamps[i] = 0 }
            generation = 1
        }
        saved.removeAllKeepingStorage()
        kindWrites.removeAllKeepingStorage()
        self.symbolCount = symbolCount
        self.slotCount = slotCount
        self.freeSymbols = freeSymbols
        self.freeSlots = freeSlots
    }

    mutating func end() {
        isActive = false
        saved.removeAllKeepingStorage()
        kindWrites.removeAllKeepingStorage()
        freeSymbols = []
        freeSlots = []
    }

    mutating func growSlots(_ count: Int) {
        while stamps.count < count { stamps.append(0) }
    }

    @inline(__always) func needsSave(_ slot: Int32) -> Bool { stamps[Int(slot)] != generation }

    mutating func save(slot: Int32, row: Row, basic: Symbol) {
        stamps[Int(slot)] = generation
        saved.append((slot, row, basic))
    }

    mutating func noteKind(_ symbol: Symbol, _ kind: SymbolKind) {
        if isActive { kindWrites.append((symbol, kind)) }
    }
}
