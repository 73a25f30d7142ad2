// Writing a new constraint's terms as a row of the tableau (`createRow`'s first step).

extension Tableau {
    /// The row `constant + Σ terms` of a new constraint, with room for `spare` more cells.
    ///
    /// Symbols that are basic in core rows are replaced by their rows, as in every
    /// Cassowary. Defined variables are replaced where that costs nothing later:
    /// - a definition whose row holds only dummies is a constant (a required equality such
    ///   as `left == 0`, or `x == y + 12` with `y` such a constant): it is always replaced,
    ///   since no pivot of the simplex ever changes it;
    /// - when the new row will be a core row (`core`: none of its variables is free to be
    ///   defined by it), it has to be written out in parametric symbols anyway, and it is
    ///   written out here, in the same pass: short definitions that name no other
    ///   definition are added directly, the others through the walk of ``expand(_:)``.
    ///
    /// Otherwise a new definition row names the definitions it mentions: a copy of a
    /// definition's row would have to follow every later pivot on that row's symbols (and
    /// can grow with them), where a name does not.
    ///
    /// Replacements are summed in the accumulator of expansions, so that a row with
    /// several of them is merged once.
    /// - Complexity: O(cells of the new row and of the rows replaced, + k log k) for k cells.
    mutating func newRow(constant: Double, terms: ScratchList<NewTerm>, core: Bool, spare: Int) -> Row {
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
        expansion.start(row)
        var named = false
        for k in 0..<terms.count {
            let s = terms[k].symbol
            // Rows added directly: core-basic symbols, constants, and short flat
            // definitions of a core row. A core row's other definitions go to the walk.
            if k >= firstReplaced && isReplaced(s, core: core) && !(core && isDefinition(s) && !isShortAndFlat(s)) {
                expansion.add(rowAt: Int(symbols[Int(s)].slot), of: rows, times: terms[k].coefficient)
            } else {
                if core && isDefinition(s) { named = true }
                expansion.add(Cell(symbol: s, coefficient: terms[k].coefficient))
            }
        }
        if named {
            terms.withUnsafeBufferPointer { writeOutDefinitions(reachedFrom: $0, into: &expansion) }
        }
        expansion.finish(into: &row, spare: spare)
        definitions.scratchExpansion = expansion
        return row
    }

    /// Whether a new row takes in `s`'s row (written out) instead of `s` (see
    /// ``newRow(constant:terms:core:spare:)``).
    @inline(__always) private func isReplaced(_ s: Symbol, core: Bool) -> Bool {
        let slot = Int(symbols[Int(s)].slot)
        guard slot >= 0 else { return false }
        guard symbols[Int(s)].kind == .external && !core else { return true }
        let count = rows[slot].cells.count
        guard count <= Tableau.shortDefinition else { return false }
        for k in 0..<count where symbols[Int(rows[slot].cells[k].symbol)].kind != .dummy { return false }
        return true
    }

    /// Whether defined variable `s` has a short row that names no other definition.
    @inline(__always) private func isShortAndFlat(_ s: Symbol) -> Bool {
        let slot = Int(symbols[Int(s)].slot)
        let count = rows[slot].cells.count
        guard count <= Tableau.shortDefinition else { return false }
        for k in 0..<count where isDefinition(rows[slot].cells[k].symbol) { return false }
        return true
    }

    /// The longest definition row that a new row adds directly.
    static let shortDefinition = 8
}

/// A term of a new constraint: its variable's symbol and entry (see `Solver.register`).
struct NewTerm: Sendable, HasSymbol {
    var symbol: Symbol
    /// The variable's index in `Solver.variableEntries`.
    var entry: Int32
    var coefficient: Double
}

/// Cells and terms, for the walk over the definitions they name.
protocol HasSymbol: BitwiseCopyable {
    var symbol: Symbol { get }
}

extension Cell: HasSymbol {}
