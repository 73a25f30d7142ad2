// The simplex steps of the Cassowary paper on the tableau: substitute, pivot, optimize
// (primal, on the lexicographic objective or the phase-one artificial objective) and
// dualOptimize. Every choice breaks ties by the smallest symbol (Bland's rule), so the
// result never depends on the order of a column.

extension Tableau {
    /// Replaces `symbol` with `row` (`symbol = row`) in every row that mentions it, in the
    /// objective and in the artificial objective.
    ///
    /// - Complexity: O(Σ lengths of the rows that mention `symbol`), through the column
    ///   index; rows that do not mention it are not looked at.
    mutating func substitute(_ symbol: Symbol, _ row: Row) {
        if objective.mentions(symbol) { substituteObjective(symbol, row) }
        if artificial != nil, artificial!.coefficient(for: symbol) != 0 { substituteArtificial(symbol, row) }
        if columns.isEmpty(symbol) { return }  // a new symbol: nothing else to do
        // The scratch lists are used in place (each a stored property of its own, so the
        // accesses do not overlap): taking them out and putting them back cost a dozen
        // reference counts a call.
        scratch.slots.removeAll()
        for slot in columns.slots(symbol) { scratch.slots.append(slot) }
        columns.removeAll(symbol)
        for k in 0..<scratch.slots.count {
            let slot = scratch.slots[k]
            touch(slot)
            scratch.added.removeAll()
            scratch.removed.removeAll()
            rows[Int(slot)].substitute(
                symbol, by: row, added: &scratch.added, removed: &scratch.removed, scratch: &scratch.merged)
            columns.update(slot: slot, adding: scratch.added, removing: scratch.removed)
            let basic = basicOf[Int(slot)]
            if kind(basic).isRestricted && rows[Int(slot)].constant < 0 { infeasible.append(basic) }
        }
    }

    private mutating func substituteArtificial(_ symbol: Symbol, _ row: Row) {
        var added = ScratchList<Symbol>()
        var removed = ScratchList<Symbol>()
        artificial!.substitute(symbol, by: row, added: &added, removed: &removed, scratch: &scratch.merged)
    }

    private mutating func substituteObjective(_ symbol: Symbol, _ row: Row) {
        var factors = scratch.factors
        scratch.factors = []
        defer { scratch.factors = factors }
        guard objective.take(symbol, into: &factors) else { return }
        let order = objective.order
        for (i, level) in order.enumerated() where factors[i] != 0 {
            let f = factors[i]
            for cell in row.cells { objective.add(f * cell.coefficient, level: level, symbol: cell.symbol) }
        }
    }

    /// Makes `entering` basic in place of the basic symbol of `slot`.
    mutating func pivot(entering: Symbol, slot: Int32) {
        touch(slot)
        let leaving = basicOf[Int(slot)]
        var row = rows[Int(slot)]
        row.solve(for: entering, replacing: leaving)
        removeFromColumn(entering, slot)
        columns.insert(leaving, slot)
        rows[Int(slot)] = row
        setBasic(slot, entering)
        substitute(entering, row)
    }

    /// The lexicographically negative parametric symbol with the smallest id, if any.
    mutating func enteringSymbol() -> Symbol? {
        while let s = objective.popCandidate() {
            let i = Int(s)
            guard i < symbols.count, symbols[i].slot < 0, symbols[i].kind.canEnter, objective.isNegative(s) else {
                continue
            }
            return s
        }
        return nil
    }

    /// The slot of the restricted row that limits `entering` first (the paper's minimum
    /// ratio test, ties going to the smallest basic symbol), and how far `entering` can
    /// rise before that row's basic symbol reaches zero.
    @inline(__always) func leavingSlotAndRatio(for entering: Symbol) -> (slot: Int32, ratio: Double)? {
        var best: Int32 = -1
        var bestRatio = Double.infinity
        var bestBasic = Symbol.max
        for slot in columns.slots(entering) {
            let basic = basicOf[Int(slot)]
            guard kind(basic).isRestricted else { continue }
            let c = rows[Int(slot)].coefficient(for: entering)
            guard c < 0 else { continue }
            let ratio = -rows[Int(slot)].constant / c
            if ratio < bestRatio || (ratio == bestRatio && basic < bestBasic) {
                best = slot
                bestRatio = ratio
                bestBasic = basic
            }
        }
        return best >= 0 ? (best, bestRatio) : nil
    }

    /// Pivots until no symbol can lower the lexicographic objective.
    /// After ``blandPivots`` pivots in one call, the entering symbol is the one that lowers
    /// the objective most (``steepestEntering(than:)``), or Bland's when none can move;
    /// and then, or for an entering symbol that at least ``longColumn`` rows mention, each
    /// step is a long one (``longStepSlot(for:from:)``), which may settle the entering
    /// symbol by flips alone.
    mutating func optimize() throws(SolverError) {
        var pivots = 0
        defer { if !flippedAtZero.isEmpty { flippedAtZero.removeAll() } }
        while var entering = enteringSymbol() {
            guard let limit = leavingSlotAndRatio(for: entering) else {
                throw .internalError("the objective is unbounded")
            }
            var slot = limit.slot
            if pivots >= Self.blandPivots, let steepest = try steepestEntering(than: (entering, slot, limit.ratio)),
                steepest.entering != entering
            {
                objective.noteCandidate(entering)  // still negative: a candidate again
                (entering, slot) = steepest
                steepestChoices += 1
            }
            if pivots >= Self.blandPivots || columns.count(entering) >= Self.longColumn {
                guard let long = longStepSlot(for: entering, from: slot) else { continue }
                slot = long
            }
            pivot(entering: entering, slot: slot)
            pivots += 1
        }
    }

    /// Pivots until the artificial objective cannot be lowered. The first pivots take the
    /// smallest symbol that lowers it (Bland's rule). A constraint added across a long
    /// chain of rows would then lower it one row's slack at a time, a pivot per row, so
    /// after ``blandPivots`` pivots each takes the symbol that lowers it most (often to
    /// zero in one pivot, and a long step past the rows it can flip), and Bland's again
    /// whenever none lowers it (degenerate pivots cannot cycle). A symbol that at least
    /// ``longColumn`` rows mention takes the long step from the first pivot. Small systems
    /// keep exactly the pivots, and so the vertex among equally good ones, that Bland's
    /// rule alone gives.
    mutating func optimizeArtificial() throws(SolverError) {
        var pivots = 0
        while let art = artificial {
            var best: (entering: Symbol, slot: Int32, decrease: Double)?
            var first: (entering: Symbol, slot: Int32)?
            for cell in art.cells where cell.coefficient < 0 && kind(cell.symbol).canEnter {
                guard let (slot, ratio) = leavingSlotAndRatio(for: cell.symbol) else {
                    throw .internalError("the artificial objective is unbounded")
                }
                if first == nil {
                    first = (cell.symbol, slot)
                    if pivots < Self.blandPivots { break }
                }
                let decrease = -ratio * cell.coefficient
                if decrease > (best?.decrease ?? 0) { best = (cell.symbol, slot, decrease) }
            }
            guard var pick = best.map({ ($0.entering, $0.slot) }) ?? first else { return }
            if pivots >= Self.blandPivots || columns.count(pick.0) >= Self.longColumn {
                pick.1 = phaseOneLongStepSlot(for: pick.0, from: pick.1)
            }
            pivot(entering: pick.0, slot: pick.1)
            pivots += 1
        }
    }

    /// How many of phase one's pivots follow Bland's rule before the largest decrease
    /// takes over.
    static var blandPivots: Int { 8 }

    /// How many rows must mention an entering symbol (in phase one or when optimising)
    /// for its pivot to take the long step before ``blandPivots`` pivots: a symbol that
    /// long is a value many soft constraints pull on, where each of Bland's pivots would
    /// rewrite all their rows.
    static var longColumn: Int { 32 }

    /// Restores feasibility after ``suggest(marker:other:delta:)`` with the dual simplex,
    /// all or nothing: when no row went negative there is nothing to pivot and nothing to
    /// save; otherwise the pivots run in a transaction, and on an error the tableau is put
    /// back as it was before the shift.
    mutating func reoptimizeShift() throws(SolverError) {
        guard !infeasible.isEmpty else {
            keepShift()
            return
        }
        begin()
        do {
            try dualOptimize()
        } catch {
            rollback()
            undoShift()
            throw error
        }
        commit()
        keepShift()
    }

    /// Restores feasibility after row constants changed (dual simplex), keeping optimality.
    mutating func dualOptimize() throws(SolverError) {
        while let leaving = infeasible.popLast() {
            let slot = symbols[Int(leaving)].slot
            guard slot >= 0, rows[Int(slot)].constant < 0, !nearZero(rows[Int(slot)].constant) else { continue }
            guard let entering = dualEnteringSymbol(slot) else {
                throw .internalError("the dual simplex found no entering symbol")
            }
            pivot(entering: entering, slot: slot)
        }
    }

    /// The symbol with a positive coefficient in the row of `slot` whose objective vector
    /// divided by that coefficient is lexicographically smallest.
    @inline(__always) func dualEnteringSymbol(_ slot: Int32) -> Symbol? {
        var best: Symbol = -1
        var bestCoefficient = 0.0
        for cell in rows[Int(slot)].cells where cell.coefficient > 0 && kind(cell.symbol).canEnter {
            if best < 0 || objective.ratioLess(cell.symbol, cell.coefficient, than: best, bestCoefficient) {
                best = cell.symbol
                bestCoefficient = cell.coefficient
            }
        }
        return best >= 0 ? best : nil
    }

    /// Takes `symbol` out of every row and objective level (after a constraint is gone, so
    /// that only rounding residue can remain there).
    mutating func purge(_ symbol: Symbol) {
        for slot in columns.slots(symbol) {
            touch(slot)
            rows[Int(slot)].remove(symbol)
        }
        columns.removeAll(symbol)
        var factors: [Double] = []
        _ = objective.take(symbol, into: &factors)
    }
}
