// Phase one of the Cassowary paper: a row with no symbol to solve for joins the tableau
// under an artificial variable, which the simplex then drives to zero if it can.

/// What phase one found for a row.
enum PhaseOneResult {
    /// The row holds: it is in the tableau.
    case held
    /// The row cannot hold. `proof` is the artificial objective's row at its minimum (its
    /// symbols are the markers of the constraints it combines), when there is one.
    case refused(proof: Row?)
}

extension Tableau {
    /// Adds `row` under an artificial symbol, minimises that symbol with the primal
    /// simplex, and keeps the row if the minimum is zero (solved for one of its restricted
    /// symbols when the artificial symbol is still basic).
    mutating func insertWithArtificialVariable(_ row: Row) throws(SolverError) -> PhaseOneResult {
        let art = makeSymbol(.slack)
        insertRow(row, basic: art)
        artificial = row
        try optimizeArtificial()
        let proof = artificial!
        artificial = nil
        guard nearZero(proof.constant) else { return .refused(proof: proof) }
        if isBasic(art) {
            var artRow = removeRow(basic: art)
            if !artRow.cells.isEmpty {
                let pivotable = artRow.cells.first { kind($0.symbol).isRestricted && kind($0.symbol) != .dummy }
                guard let entering = (pivotable ?? artRow.cells.first)?.symbol else { return .refused(proof: nil) }
                artRow.solve(for: entering, replacing: art)
                substitute(entering, artRow)
                insertRow(artRow, basic: entering)
            }
        }
        purge(art)
        releaseSymbol(art)
        return .held
    }
}
