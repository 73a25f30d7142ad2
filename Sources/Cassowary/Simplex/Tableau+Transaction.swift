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
        // The rows as they are now leave the basis, and the slots made since the index.
        for entry in saved where Int(entry.slot) < rows.count {
            let basic = basicOf[Int(entry.slot)]
            if basic >= 0 { clearBasic(basic) }
        }
        for slot in journal.slotCount..<max(rows.count, journal.slotCount) { unindex(Int32(slot)) }
        truncate(symbols: journal.symbolCount, slots: journal.slotCount)
        for write in journal.kindWrites.reversed() { restoreKind(write.symbol, write.kind) }
        // Put the saved rows back; the index changes only where they differ from now.
        for entry in saved where Int(entry.slot) < journal.slotCount {
            let row = journal.row(of: entry)
            reindex(entry.slot, to: row)
            restoreSlot(entry.slot, row: row, basic: entry.basic)
        }
        freeSymbols = journal.freeSymbols
        freeSlots = journal.freeSlots
        artificial = nil
        infeasible.removeAll()
        objective.rollback()
        journal.end()
    }

    /// Changes the column index from the row now in `slot` to `row`, which is to take its
    /// place: both are sorted by symbol, so one merge finds the symbols only one of them
    /// mentions. (A pivot or a relaxed marker changes a few cells of a row; taking every
    /// cell out of its column and putting it back cost a search of the column each.)
    /// Symbols made since the transaction began have no columns any more.
    private mutating func reindex(_ slot: Int32, to row: Row) {
        let now = rows[Int(slot)].cells
        var i = 0
        var j = 0
        while i < now.count || j < row.cells.count {
            let a = i < now.count ? now[i].symbol : .max
            let b = j < row.cells.count ? row.cells[j].symbol : .max
            if a == b {
                i += 1
                j += 1
            } else if a < b {
                if Int(a) < columns.symbolCount { removeFromColumn(a, slot) }
                i += 1
            } else {
                columns.insert(b, slot)
                j += 1
            }
        }
    }

    /// Takes a slot's row out of the column index and its basic symbol out of the basis
    /// (a slot made during the transaction, which rollback drops).
    private mutating func unindex(_ slot: Int32) {
        guard Int(slot) < rows.count else { return }
        for cell in rows[Int(slot)].cells where Int(cell.symbol) < columns.symbolCount {
            removeFromColumn(cell.symbol, slot)
        }
        let basic = basicOf[Int(slot)]
        if basic >= 0 { clearBasic(basic) }
    }
}
