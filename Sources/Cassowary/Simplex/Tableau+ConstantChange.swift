extension Tableau {
    /// Whether the rows a constant change reached (the marker's and the other symbol's
    /// rows and the rows mentioning the marker) that have a dummy as their basic symbol (a
    /// redundant required equality) still read zero: a moved constant there means the
    /// equalities no longer agree.
    /// (Inlined, with plain loops: called from the solver as a separate function, or
    /// through a closure, it would be handed a copy of the tableau.)
    @inline(__always) func dummyRowsHold(near marker: Symbol, _ other: Symbol) -> Bool {
        for slot in columns.slots(marker) where kind(basicOf[Int(slot)]) == .dummy {
            if !nearZero(rows[Int(slot)].constant) { return false }
        }
        for symbol in [marker, other] where symbol >= 0 {
            let slot = symbols[Int(symbol)].slot
            if slot >= 0 && kind(basicOf[Int(slot)]) == .dummy && !nearZero(rows[Int(slot)].constant) { return false }
        }
        return true
    }
}
