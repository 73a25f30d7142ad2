// The long step of the primal simplex (a bound-flipping ratio test, after the
// piecewise-linear simplex of Fourer, 1985): the entering symbol passes rows it can flip
// instead of stopping at the first one.

extension Tableau {
    /// The slot `entering` pivots into in phase one, after stepping past the rows it can
    /// flip; `first` is the plain ratio test's answer (``leavingSlotAndRatio(for:)``).
    ///
    /// The plain ratio test stops `entering` at the first restricted row whose basic
    /// symbol it drives to zero. When that row has a *partner*, a restricted symbol only
    /// that row mentions with a positive coefficient (the other error of a soft equality,
    /// the slack of a soft inequality), making the partner basic there instead costs one
    /// short row, and afterwards the row no longer limits `entering`. The rows are taken in
    /// ratio order and flipped (the artificial objective, which no partner is in, is
    /// still lowered); `entering` then pivots into the row it stopped at, and that longer
    /// step leaves every flipped row's constant non-negative again, since their ratios
    /// were smaller. Rows with a zero ratio (degenerate: their basic symbol is zero
    /// already) are flipped all together, and only when each can be flipped and a row with
    /// a positive ratio comes after them. So each long step strictly lowers the artificial
    /// objective and cannot cycle.
    ///
    /// A value pulled by k soft constraints, such as a width with k broken required
    /// constraints, crosses their k constants in one step rather than k pivots that each
    /// rewrite all k rows; and so does a value sitting at the constant of several of them
    /// (a width broken at 2 by several equal constraints), which the plain ratio test
    /// would leave by one degenerate pivot per constraint.
    ///
    /// - Complexity: O(c log c) for the c rows that mention `entering` when the first row
    ///   can be flipped, plus the length of each flipped row; O(1) otherwise.
    mutating func phaseOneLongStepSlot(for entering: Symbol, from first: Int32) -> Int32 {
        guard flipPartner(first, entering) != nil else { return first }
        let limits = limitingRows(of: entering)
        let start = flipDegenerateRows(limits, entering)
        return stepPast(limits[start...], entering, checkingObjective: false) ?? first
    }

    /// The slot `entering` pivots into when optimising, after stepping past the rows it
    /// can flip, as in phase one (``phaseOneLongStepSlot(for:from:)``) but each flip taken
    /// only while `entering` still lowers the objective once it is made; `nil` when the
    /// flips alone leave `entering` lowering it no more (nothing to pivot).
    ///
    /// Degenerate rows (zero ratio) come first and flip one by one: flipping one moves no
    /// value, and when enough of them are flipped, `entering` is done without a pivot. A
    /// width at the constant of many equal soft constraints (the same constraint added
    /// again and again) reaches an optimal basis that way with one short row per
    /// constraint instead of a pivot per constraint that rewrites all their rows. Each
    /// slot is flipped so at most once in one optimisation (``flippedAtZero``), so the
    /// steps that move nothing are finitely many, and the rest are Bland's pivots or
    /// long steps that strictly lower the objective: the simplex cannot cycle.
    ///
    /// - Complexity: as ``phaseOneLongStepSlot(for:from:)``.
    mutating func longStepSlot(for entering: Symbol, from first: Int32) -> Int32? {
        guard flipPartner(first, entering) != nil else { return first }
        let limits = limitingRows(of: entering)
        var start = 0
        for limit in limits.dropLast() {
            guard limit.ratio <= 0 || nearZero(limit.ratio) else { break }
            guard !flippedAtZero.contains(limit.slot), let partner = flipPartner(limit.slot, entering) else {
                return limit.slot
            }
            let lowersAfter = stillLowers(entering, flipping: limit.slot, to: partner)
            pivot(entering: partner, slot: limit.slot)
            longStepFlips += 1
            longStepFlipsAtZero += 1
            flippedAtZero.insert(limit.slot)
            if !lowersAfter { return nil }
            start += 1
        }
        return stepPast(limits[start...], entering, checkingObjective: true) ?? first
    }

    /// Flips the rows of `limits`, in order, while each has a positive ratio and a
    /// partner (and, `checkingObjective`, while `entering` still lowers the objective
    /// after the flip); returns the slot of the row it stopped at, the last one at most.
    private mutating func stepPast(_ limits: ArraySlice<Limit>, _ entering: Symbol, checkingObjective: Bool) -> Int32? {
        for limit in limits.dropLast() {
            guard limit.ratio > 0, !nearZero(limit.ratio), let partner = flipPartner(limit.slot, entering) else {
                return limit.slot
            }
            if checkingObjective && !stillLowers(entering, flipping: limit.slot, to: partner) { return limit.slot }
            pivot(entering: partner, slot: limit.slot)
            longStepFlips += 1
        }
        return limits.last?.slot
    }

    /// Flips the rows at the front of `limits` whose ratio is zero, when each of them can
    /// be flipped and a row with a positive ratio follows them; returns how many it
    /// flipped (none otherwise). A flip rewrites only its own row and the objective, so
    /// the other rows' partners and ratios stay as `limits` found them.
    private mutating func flipDegenerateRows(_ limits: [Limit], _ entering: Symbol) -> Int {
        guard let k = limits.firstIndex(where: { $0.ratio > 0 && !nearZero($0.ratio) }), k > 0 else { return 0 }
        var partners: [Symbol] = []
        for limit in limits[..<k] {
            guard let partner = flipPartner(limit.slot, entering) else { return 0 }
            partners.append(partner)
        }
        for (limit, partner) in zip(limits[..<k], partners) {
            pivot(entering: partner, slot: limit.slot)
            longStepFlips += 1
            longStepFlipsAtZero += 1
        }
        return k
    }

    /// A row that limits an entering symbol: the step at which its basic symbol reaches
    /// zero, the basic symbol, the row's slot.
    typealias Limit = (ratio: Double, basic: Symbol, slot: Int32)

    /// The restricted rows that limit `entering`, in the plain ratio test's order (smaller
    /// ratio first, ties to the smaller basic symbol).
    private func limitingRows(of entering: Symbol) -> [Limit] {
        var limits: [Limit] = []
        for slot in columns.slots(entering) {
            let basic = basicOf[Int(slot)]
            guard kind(basic).isRestricted else { continue }
            let c = rows[Int(slot)].coefficient(for: entering)
            guard c < 0 else { continue }
            limits.append((-rows[Int(slot)].constant / c, basic, slot))
        }
        limits.sort { $0.ratio < $1.ratio || ($0.ratio == $1.ratio && $0.basic < $1.basic) }
        return limits
    }

    /// The smallest symbol that can be made basic in the row of `slot` without touching
    /// another row: restricted, able to enter, mentioned by that row alone (and not by the
    /// artificial objective) with a positive coefficient. Only slack and error rows flip.
    private func flipPartner(_ slot: Int32, _ entering: Symbol) -> Symbol? {
        let basicKind = kind(basicOf[Int(slot)])
        guard basicKind == .slack || basicKind == .error else { return nil }
        var found: Symbol?
        for cell in rows[Int(slot)].cells where cell.coefficient > 0 && !nearZero(cell.coefficient) {
            let s = cell.symbol
            guard s != entering, kind(s).canEnter, columns.count(s) == 1 else { continue }
            if let art = artificial, art.coefficient(for: s) != 0 { continue }
            if found.map({ s < $0 }) ?? true { found = s }
        }
        return found
    }

    /// Whether `entering` would still lower the objective after `partner` is made basic in
    /// the row of `slot`: its coefficient vector plus the partner's times -a/q, for a and
    /// q their coefficients in that row, is lexicographically negative.
    private func stillLowers(_ entering: Symbol, flipping slot: Int32, to partner: Symbol) -> Bool {
        let row = rows[Int(slot)]
        let factor = -row.coefficient(for: entering) / row.coefficient(for: partner)
        return objective.isNegative(entering, plus: factor, times: partner)
    }
}
