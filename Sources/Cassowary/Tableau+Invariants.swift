extension Tableau {
    /// Every way the tableau breaks the invariants the algorithm relies on; empty when sound.
    ///
    /// Checks that rows and the column index agree, that no row mentions a basic symbol,
    /// that cells are sorted and non-zero, that restricted rows are feasible, that no
    /// restricted row mentions an unrestricted parametric variable, and that the objective
    /// is zero on basic symbols and (unless `optimal` is false) has no lexicographically
    /// negative parametric symbol left.
    func invariantViolations(optimal: Bool = true) -> [String] {
        var problems: [String] = []
        var expectedColumns = [[Int32]](repeating: [], count: kinds.count)
        for slot in rows.indices {
            let basic = basicOf[slot]
            if basic < 0 {
                if !rows[slot].cells.isEmpty { problems.append("free slot \(slot) holds cells") }
                continue
            }
            if slotOf[Int(basic)] != Int32(slot) { problems.append("slotOf[\(basic)] is not \(slot)") }
            problems += rowViolations(slot: slot, basic: basic)
            for cell in rows[slot].cells { expectedColumns[Int(cell.symbol)].append(Int32(slot)) }
        }
        for s in kinds.indices {
            if columns[s].sorted() != expectedColumns[s] { problems.append("column \(s) disagrees with the rows") }
            let slot = slotOf[s]
            if slot >= 0 && (Int(slot) >= rows.count || basicOf[Int(slot)] != Symbol(s)) {
                problems.append("symbol \(s) points at slot \(slot), which is not its row")
            }
        }
        problems += objectiveViolations(optimal: optimal)
        if artificial != nil { problems.append("an artificial objective is left over") }
        return problems
    }

    private func rowViolations(slot: Int, basic: Symbol) -> [String] {
        var problems: [String] = []
        let row = rows[slot]
        var previous: Symbol = -1
        for cell in row.cells {
            if cell.symbol <= previous { problems.append("row \(basic) is not sorted") }
            previous = cell.symbol
            if nearZero(cell.coefficient) { problems.append("row \(basic) keeps a zero cell") }
            if isBasic(cell.symbol) { problems.append("row \(basic) mentions basic symbol \(cell.symbol)") }
            if kind(basic).isRestricted && kind(cell.symbol) == .external {
                problems.append("restricted row \(basic) mentions unrestricted variable \(cell.symbol)")
            }
        }
        if kind(basic) == .dummy && (!nearZero(row.constant) || !row.allDummies(kinds)) {
            problems.append("redundant equality row \(basic) is no longer all dummies at zero")
        }
        if kind(basic).isRestricted && row.constant < -epsilon {
            problems.append("restricted row \(basic) is infeasible (\(row.constant))")
        }
        return problems
    }

    private func objectiveViolations(optimal: Bool) -> [String] {
        var problems: [String] = []
        for s in kinds.indices {
            let symbol = Symbol(s)
            if isBasic(symbol) {
                if objective.order.contains(where: { objective.coefficient($0, symbol) != 0 }) {
                    problems.append("objective mentions basic symbol \(s)")
                }
            } else if optimal && kinds[s].canEnter && objective.isNegative(symbol) && !freeSymbols.contains(symbol) {
                problems.append("objective can still fall along symbol \(s)")
            }
        }
        return problems
    }
}

extension Solver {
    /// Every broken internal invariant of the solver (empty when sound); for tests.
    package var invariantViolations: [String] {
        var problems = tableau.invariantViolations()
        for (i, entry) in variableEntries.enumerated() where variableIndex[entry.variable.key] == i {
            if entry.uses < 0 { problems.append("\(entry.variable) has negative uses") }
            if Int(entry.symbol) >= tableau.symbolCount || !tableau.kind(entry.symbol).isExternal {
                problems.append("\(entry.variable) has no external symbol")
            }
        }
        return problems
    }
}
