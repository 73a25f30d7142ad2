// Writing a new constraint's terms as a row of the tableau (`createRow`'s first step).

extension Tableau {
    /// The row `constant + Σ terms` of a new constraint, with room for `spare` more cells.
    ///
    /// Symbols that are basic in core rows are replaced by their rows, as in every
    /// Cassowary. Defined variables are replaced too where that costs nothing later:
    /// - a definition whose row holds only dummies is a constant (a required equality such
    ///   as `left == 0`, or `x == y + 12` with `y` such a constant): it is always replaced,
    ///   since no pivot of the simplex ever changes it;
    /// - when the new row will be a core row (`core`: none of its variables is free to be
    ///   defined by it), it has to be written out in parametric symbols anyway, and every
    ///   short definition that names no other definition is replaced now, which spares
    ///   the expansion its walk over the definitions. Definitions that name others stay
    ///   by name, for ``expand(_:)``.
    ///
    /// Otherwise a new definition row names the definitions it mentions: a copy of a
    /// definition's row would have to follow every later pivot on that row's symbols (and
    /// can grow with them), where a name does not.
    ///
    /// Replacements are summed in the dense accumulator of expansions, so that a row with
    /// several of them is merged once.
    /// - Complexity: O(cells of the new row and of the rows replaced, + k log k) for k cells.
    mutating func newRow(constant: Double, terms: ScratchList<Cell>, core: Bool, spare: Int) -> Row {
        var row = Row(constant: constant)
        var firstReplaced = terms.count
        for k in 0..<terms.count where isReplaced(terms[k].symbol, core: core) {
            firstReplaced = k
            break
        }
        if firstReplaced == terms.count {
            row.cells.reserveCapacity(terms.count + spare)
            for k in 0..<terms.count { row.insert(terms[k].symbol, terms[k].coefficient) }
            return row
        }
        var expansion = definitions.scratchExpansion
        definitions.scratchExpansion = Expansion()
        expansion.start(row, symbols: symbols.count)
        for k in 0..<terms.count {
            let s = terms[k].symbol
            if k >= firstReplaced && isReplaced(s, core: core) {
                expansion.add(rowAt: Int(symbols[Int(s)].slot), of: rows, times: terms[k].coefficient)
            } else {
                expansion.add(terms[k])
            }
        }
        expansion.finish(into: &row, spare: spare)
        definitions.scratchExpansion = expansion
        return row
    }

    /// Whether a new row takes in `s`'s row instead of `s` (see
    /// ``newRow(constant:terms:core:spare:)``).
    @inline(__always) private func isReplaced(_ s: Symbol, core: Bool) -> Bool {
        let slot = Int(symbols[Int(s)].slot)
        guard slot >= 0 else { return false }
        guard symbols[Int(s)].kind == .external else { return true }
        let count = rows[slot].cells.count
        guard count <= Tableau.shortDefinition else { return false }
        var constant = true
        for k in 0..<count {
            let r = rows[slot].cells[k].symbol
            if isDefinition(r) { return false }
            if symbols[Int(r)].kind != .dummy { constant = false }
        }
        return constant || core
    }

    /// The longest definition row that a new core row takes in instead of its name.
    static let shortDefinition = 8
}
