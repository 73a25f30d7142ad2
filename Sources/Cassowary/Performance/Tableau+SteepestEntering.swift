// The entering choice of a long optimisation: once Bland's rule has taken its first
// pivots, the candidate that lowers the objective most.

extension Tableau {
    /// Of the entering candidates (the parametric symbols whose objective vector is
    /// lexicographically negative), the one whose pivot lowers the objective most: the one
    /// that lowers the highest priority level, then the one that lowers it by most (how far
    /// the ratio test lets it go times its coefficient there), then the smallest symbol.
    /// `bland` is the candidate Bland's rule popped, with its ratio test's row and ratio;
    /// the result is `nil` when no candidate can move at all (every ratio is zero), and
    /// the caller keeps Bland's choice, so that degenerate pivots cannot cycle.
    ///
    /// Bland's rule lowers the objective one neighbour at a time: a stack of n views that
    /// hug equally, given room to spare, passes it from each view to the next, n pivots
    /// that each rewrite the stretched view's long row. The largest decrease gives it to
    /// the last view at once.
    ///
    /// - Throws: `internalError` when a candidate is unbounded.
    /// - Complexity: O(h + Σ c) for h candidates in the heap and c rows mentioning each
    ///   negative one.
    func steepestEntering(than bland: (symbol: Symbol, slot: Int32, ratio: Double)) throws(SolverError)
        -> (entering: Symbol, slot: Int32)?
    {
        // Compared as (level rank, -decrease, symbol): the smallest is the best.
        var best: (rank: Int, loss: Double, symbol: Symbol, slot: Int32)?
        func consider(_ s: Symbol, _ slot: Int32, _ ratio: Double, _ leading: (rank: Int, coefficient: Double)) {
            guard ratio > 0 else { return }
            let key = (leading.rank, leading.coefficient * ratio, s)
            if let b = best, key >= (b.rank, b.loss, b.symbol) { return }
            best = (key.0, key.1, s, slot)
        }
        if let leading = objective.leadingCoefficient(bland.symbol) { consider(bland.symbol, bland.slot, bland.ratio, leading) }
        var unbounded = false
        objective.forEachCandidate { s in
            let i = Int(s)
            // A negative leading coefficient is a lexicographically negative vector.
            guard i < symbols.count, symbols[i].slot < 0, symbols[i].kind.canEnter,
                let leading = objective.leadingCoefficient(s), leading.coefficient < 0
            else { return }
            guard let (slot, ratio) = leavingSlotAndRatio(for: s) else {
                unbounded = true
                return
            }
            consider(s, slot, ratio, leading)
        }
        if unbounded { throw .internalError("the objective is unbounded") }
        return best.map { (entering: $0.symbol, slot: $0.slot) }
    }
}
