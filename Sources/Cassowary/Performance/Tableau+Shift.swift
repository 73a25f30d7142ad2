// Shifting row constants: what a suggested value or a changed constant does to the
// tableau before the dual simplex restores feasibility.

/// The rows that mention a marker and its coefficients there, for the last few markers
/// shifted (see `Tableau.markerColumn(_:)`), all for one structure version.
struct ShiftColumns: Sendable {
    var version: UInt64 = .max
    var columns: [(marker: Symbol, cells: [SlotTerm])] = []
    /// Lists of columns dropped, whose storage the next columns take.
    var spare: [[SlotTerm]] = []

    /// Drops every column (the structure changed), keeping the lists' storage.
    mutating func clear(version: UInt64) {
        self.version = version
        for entry in columns where spare.count < ValuePlans.capacity { spare.append(entry.cells) }
        columns.removeAll(keepingCapacity: true)
    }

    /// An empty list, with a dropped column's storage when there is one.
    mutating func emptyList() -> [SlotTerm] {
        var cells = spare.popLast() ?? []
        cells.removeAllKeepingStorage()
        return cells
    }

    /// Keeps a new column, dropping the oldest when full.
    mutating func keep(_ marker: Symbol, _ cells: [SlotTerm]) {
        if columns.count == ValuePlans.capacity { spare.append(columns.removeFirst().cells) }
        columns.append((marker, cells))
    }
}

/// A row constant as it was before a shift, kept until the shift is kept or undone.
struct ShiftedConstant: BitwiseCopyable, Sendable {
    var slot: Int32
    var constant: Double
}

extension Tableau {
    /// Changes the constant of a constraint by `-delta` (an edit constraint's suggested
    /// value by `delta`): `marker` and `other` are its marker and second error symbol (-1
    /// when it has none). Rows that go negative are queued for ``dualOptimize()``.
    ///
    /// The constants it overwrites are kept (outside any transaction, which a shift alone
    /// does not need) until ``keepShift()`` or ``undoShift()``.
    ///
    /// - Complexity: O(1) when the marker or the other error symbol is basic, otherwise one
    ///   pass over the rows that mention the marker.
    mutating func suggest(marker: Symbol, other: Symbol, delta: Double) {
        shifted.removeAll()
        if let slot = Optional(symbols[Int(marker)].slot), slot >= 0 {
            if journal.isActive { touch(slot) }
            shiftRows(by: -delta, count: 1) { step in step(slot, 1) }
        } else if other >= 0, let slot = Optional(symbols[Int(other)].slot), slot >= 0 {
            if journal.isActive { touch(slot) }
            shiftRows(by: delta, count: 1) { step in step(slot, 1) }
        } else {
            if journal.isActive {
                for slot in columns.slots(marker) { touch(slot) }
            }
            let column = markerColumn(marker)
            shiftRows(by: delta, count: column.count) { step in
                column.withUnsafeBufferPointer { cells in
                    for cell in cells { step(cell.slot, cell.coefficient) }
                }
            }
        }
    }

    /// The rows that mention `marker`, with its coefficient in each, kept while the
    /// structure stays the same: the same edit variable moved again reads them from one
    /// list instead of searching each row.
    private mutating func markerColumn(_ marker: Symbol) -> [SlotTerm] {
        if shiftColumns.version != structureVersion {
            shiftColumns.clear(version: structureVersion)
        } else if let kept = shiftColumns.columns.first(where: { $0.marker == marker }) {
            return kept.cells
        }
        var cells = shiftColumns.emptyList()
        cells.reserveCapacity(columns.count(marker))
        for slot in columns.slots(marker) {
            cells.append(SlotTerm(coefficient: rows[Int(slot)].coefficient(for: marker), slot: slot))
        }
        shiftColumns.keep(marker, cells)
        return cells
    }

    /// One shift: the row in `slot` moves by the delta times `factor`.
    typealias ShiftStep = (_ slot: Int32, _ factor: Double) -> Void

    /// Runs `body` with a step that shifts one row's constant, saves the old constant,
    /// marks the row's variable changed and queues the row when it goes negative; `body`
    /// takes at most `count` steps. The step writes into room reserved for `count` entries
    /// of the lists it appends to, and reads and writes the tables through unchecked
    /// buffers, so a long column costs no uniqueness check or reference count per row.
    /// Inside a transaction the caller touches the rows first (saving them for the
    /// journal).
    @inline(__always) private mutating func shiftRows(by delta: Double, count: Int, _ body: (ShiftStep) -> Void) {
        var (shifted, dirty, infeasible) = (self.shifted, self.dirty, self.infeasible)
        (self.shifted, self.dirty, self.infeasible) = (ScratchList(), ScratchList(), [])
        let basicOf = self.basicOf
        let filler = ShiftedConstant(slot: 0, constant: 0)
        shifted.append(upTo: count, filler: filler) { saved in
            var n = 0
            dirty.append(upTo: count, filler: 0) { marked in
                var m = 0
                basicOf.withUnsafeBufferPointer { basicOf in
                    rows.withUnsafeMutableBufferPointer { rows in
                        symbols.withUnsafeMutableBufferPointer { state in
                            body { slot, factor in
                                let i = Int(slot)
                                saved[n] = ShiftedConstant(slot: slot, constant: rows[i].constant)
                                n &+= 1
                                rows[i].constant += delta * factor
                                let basic = Int(basicOf[i])
                                if state[basic].kind.isExternal && !state[basic].isDirty {
                                    state[basic].isDirty = true
                                    marked[m] = Symbol(basic)
                                    m &+= 1
                                }
                                if state[basic].kind.isRestricted && rows[i].constant < 0 {
                                    infeasible.append(Symbol(basic))
                                }
                            }
                        }
                    }
                }
                return m
            }
            return n
        }
        (self.shifted, self.dirty, self.infeasible) = (shifted, dirty, infeasible)
    }

    /// Keeps the constants the last ``suggest(marker:other:delta:)`` wrote.
    mutating func keepShift() { shifted.removeAll() }

    /// Puts back the constants the last ``suggest(marker:other:delta:)`` overwrote (after a
    /// transaction opened since has been rolled back) and forgets the rows it queued.
    mutating func undoShift() {
        for i in stride(from: shifted.count - 1, through: 0, by: -1) {
            let old = shifted[i]
            touch(old.slot)
            rows[Int(old.slot)].constant = old.constant
        }
        shifted.removeAll()
        infeasible.removeAll()
    }
}
