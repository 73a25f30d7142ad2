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
        let made = journal.slotCount < rows.count ? (journal.slotCount..<rows.count).map(Int32.init) : []
        for slot in saved.map(\.slot) + made where Int(slot) < rows.count {
            for cell in rows[Int(slot)].cells where Int(cell.symbol) < columns.symbolCount {
                removeFromColumn(cell.symbol, slot)
            }
            let basic = basicOf[Int(slot)]
            if basic >= 0 { clearBasic(basic) }
        }
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
}
