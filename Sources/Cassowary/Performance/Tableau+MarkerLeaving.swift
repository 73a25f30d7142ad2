extension Tableau {
    /// The basic symbol of the row to pivot a parametric marker into (the paper's
    /// marker-leaving row). First the row of a redundant required
    /// equality (a basic dummy) that depends on the marker: it takes the removed
    /// constraint's place, and its row, all dummies with a zero constant, stays so. Then,
    /// among restricted rows, the one with the smallest ratio where the marker's
    /// coefficient is negative, else where it is positive; else a row of an unrestricted
    /// variable whose written-out definition mentions the marker. Ties go to the smallest
    /// basic symbol.
    mutating func markerLeavingSymbol(_ marker: Symbol) -> Symbol? {
        var redundant = Candidate()
        var negative = Candidate()
        var positive = Candidate()
        var definitions: [Int32] = []
        for slot in columns.slots(marker) {
            let row = rows[Int(slot)]
            let c = row.coefficient(for: marker)
            guard c != 0 else { continue }
            let basic = basicOf[Int(slot)]
            switch kind(basic) {
            case .dummy: redundant.offer(slot, ratio: 0, basic: basic)
            case .external: definitions.append(slot)
            default:
                if c < 0 {
                    negative.offer(slot, ratio: -row.constant / c, basic: basic)
                } else {
                    positive.offer(slot, ratio: row.constant / c, basic: basic)
                }
            }
        }
        if let slot = redundant.slot ?? negative.slot ?? positive.slot { return basicOf[Int(slot)] }
        // A definition row counts only if, written out, it still mentions the marker.
        var chosen: (slot: Int32, basic: Symbol)?
        for slot in definitions {
            let basic = basicOf[Int(slot)]
            if let current = chosen, current.basic < basic { continue }
            var expanded = rows[Int(slot)]
            expand(&expanded)
            if !nearZero(expanded.coefficient(for: marker)) { chosen = (slot, basic) }
        }
        return chosen?.basic
    }
}

/// The best row so far for a marker to leave by: the smallest ratio, ties to the smallest
/// basic symbol.
private struct Candidate {
    private(set) var slot: Int32?
    private var ratio = Double.infinity
    private var basic = Symbol.max

    mutating func offer(_ slot: Int32, ratio: Double, basic: Symbol) {
        guard self.slot == nil || ratio < self.ratio || (ratio == self.ratio && basic < self.basic) else { return }
        self.slot = slot
        self.ratio = ratio
        self.basic = basic
    }
}
