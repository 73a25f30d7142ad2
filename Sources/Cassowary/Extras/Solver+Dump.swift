extension Solver {
    /// A readable listing of the solver's internal state: every row of the tableau
    /// (`basic = constant + coefficient·symbol ...`), the objective by priority level,
    /// the edit variables and the variables' symbols. Two solvers in the same state give
    /// the same text, so it also serves to compare states exactly.
    ///
    /// Symbols print as their kind and number: `x` a variable, `n` a non-negative variable,
    /// `s` a slack, `e` an error, `d` a dummy.
    /// - Complexity: O(size of the tableau).
    public func dump() -> String {
        var lines: [String] = ["rows:"]
        tableau.forEachRow { slot, basic, row in
            let cells = row.cells.map { " \(formatNumber($0.coefficient))·\(name($0.symbol))" }.joined()
            lines.append("  [\(slot)] \(name(basic)) = \(formatNumber(row.constant))\(cells)")
        }
        lines.append("objective:")
        for level in tableau.levelListing() {
            let cells = level.cells.map { " \(formatNumber($0.1))·\(name($0.0))" }.joined()
            lines.append("  @\(formatNumber(level.priority))\(cells)")
        }
        lines.append("variables:")
        // Only the entries in use: a freed entry keeps its last variable until it is reused.
        for (i, entry) in variableEntries.enumerated().sorted(by: { $0.element.symbol < $1.element.symbol })
        where variableIndex[entry.variable.key] == i {
            lines.append("  \(entry.variable.name) -> \(name(entry.symbol)) uses \(entry.uses)")
        }
        lines.append("edits:")
        for (variable, info) in edits.all.sorted(by: { $0.variable.id < $1.variable.id }) {
            lines.append("  \(variable.name) = \(formatNumber(info.constant))")
        }
        lines.append("free symbols: \(tableau.freeLists.symbols), free slots: \(tableau.freeLists.slots)")
        return lines.joined(separator: "\n")
    }

    private func name(_ s: Symbol) -> String {
        let prefix: String
        switch tableau.kind(s) {
        case .external: prefix = "x"
        case .nonNegativeExternal: prefix = "n"
        case .slack: prefix = "s"
        case .error: prefix = "e"
        case .dummy: prefix = "d"
        }
        return prefix + String(s)
    }

    /// Sets the counter behind the stamps of the solver's walks over its definitions (see
    /// `Tableau.nextGeneration()`), so that a test can cross its wrap-around without
    /// 2^32 operations.
    package mutating func setWalkGeneration(_ generation: UInt32) {
        precondition(generation < .max, "a finished walk never leaves the count at its maximum")
        tableau.setWalkGeneration(generation)
    }
}
