extension Tableau {
    /// Starts a transaction: from now on every change can be undone by ``rollback()``.
    /// Inside an active transaction it opens a nested one, which the outer one's
    /// ``rollback()`` undoes with the rest (see ``Journal``).
    mutating func begin() {
        if journal.isActive { return journal.nest() }
        journal.begin(
            symbolCount: symbols.count, freeSymbols: freeSymbols,
            slotCount: rows.count, freeSlots: freeSlots)
        objective.beginRecording()
    }

    /// Ends the transaction and keeps its changes.
    mutating func commit() {
        if journal.depth > 0 { return journal.unnest(failed: false) }
        journal.end()
        objective.commit()
    }

    /// Ends the transaction and puts the tableau back exactly as it was at ``begin()``.
    /// A nested transaction only marks the outer one failed: the outer one's rollback
    /// restores everything.
    mutating func rollback() {
        if journal.depth > 0 { return journal.unnest(failed: true) }
        let saved = journal.saved
        // Unindex the rows as they are now: the saved slots and the slots made since.
        for entry in saved { unindex(entry.slot) }
        for slot in journal.slotCount..<max(rows.count, journal.slotCount) { unindex(Int32(slot)) }
        truncate(symbols: journal.symbolCount, slots: journal.slotCount)
        for write in journal.kindWrites.reversed() { restoreKind(write.symbol, write.kind) }
        // Put the saved rows back and index them again.
        for entry in saved where Int(entry.slot) < journal.slotCount {
            restoreSlot(entry.slot, row: entry.row, basic: entry.basic)
        }
        freeSymbols = journal.freeSymbols
        freeSlots = journal.freeSlots
        artificial = nil
        infeasible.removeAll()
        objective.rollback()
        journal.end()
    }

    /// Takes a slot's row out of the column index and its basic symbol out of the basis
    /// (the first half of putting a saved row back).
    private mutating func unindex(_ slot: Int32) {
        guard Int(slot) < rows.count else { return }
        for cell in rows[Int(slot)].cells where Int(cell.symbol) < columns.symbolCount {
            removeFromColumn(cell.symbol, slot)
        }
        let basic = basicOf[Int(slot)]
        if basic >= 0 { clearBasic(basic) }
    }
}
