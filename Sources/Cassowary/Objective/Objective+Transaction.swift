extension Objective {
    /// Whether a transaction is recording changes.
    var isRecording: Bool { log.isRecording }

    /// Starts recording every change so that ``rollback()`` can undo it.
    mutating func beginRecording() { log.begin() }

    /// Stops recording and keeps the changes.
    mutating func commit() { log.clear() }

    /// Undoes every change since ``beginRecording()``.
    mutating func rollback() {
        for write in log.writes.reversed() {
            coefficients[Int(write.level)][entry(for: write.symbol)] = write.old
            noteCandidate(write.symbol)
        }
        // Symbols whose coefficients are all back at zero give their entries back.
        for write in log.writes { releaseEntryIfZero(write.symbol) }
        if let saved = log.savedLevels {
            coefficients.removeLast(coefficients.count - saved.slotCount)
            levels = saved
        }
        // The saved levels hold the counts changed before they were saved; those changes
        // are undone now.
        for change in log.userChanges.reversed() { levels.addUsers(-Int(change.delta), to: Int(change.level)) }
        log.clear()
    }
}
