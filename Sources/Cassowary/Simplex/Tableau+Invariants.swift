extension Tableau {
    /// Every way the tableau breaks the invariants the algorithm relies on; empty when sound.
    ///
    /// Checks that rows and the column index agree, that core rows mention parametric
    /// symbols only and no unrestricted variable, that definition rows mention no core
    /// basic symbol and depend on no definition circularly, that each slot has its basic
    /// symbol and definition state, that cached values are what the definitions give,
    /// that cells are sorted and non-zero (solving a row for a symbol may leave cells
    /// below the 1e-8 cut of sums; they are kept), that restricted rows are feasible, and
    /// that the objective is zero on basic symbols and (unless `optimal` is false) has no
    /// lexicographically negative parametric symbol left.
    func invariantViolations(optimal: Bool = true) -> [String] {
        var problems: [String] = []
        var expectedColumns = [[Int32]](repeating: [], count: symbols.count)
        if basicOf.count != rows.count || defined.count != rows.count {
            problems.append("\(rows.count) slots, \(basicOf.count) basic symbols, \(defined.count) definition states")
        }
        for slot in rows.indices {
            let basic = basicOf[slot]
            if basic < 0 {
                if !rows[slot].cells.isEmpty { problems.append("free slot \(slot) holds cells") }
                continue
            }
            if symbols[Int(basic)].slot != Int32(slot) { problems.append("symbols[\(basic)].slot is not \(slot)") }
            problems += rowViolations(slot: slot, basic: basic)
            for cell in rows[slot].cells { expectedColumns[Int(cell.symbol)].append(Int32(slot)) }
        }
        for s in symbols.indices {
            if columns.array(Symbol(s)).sorted() != expectedColumns[s] {
                problems.append("column \(s) disagrees with the rows")
            }
            let slot = symbols[s].slot
            if slot >= 0 && (Int(slot) >= rows.count || basicOf[Int(slot)] != Symbol(s)) {
                problems.append("symbol \(s) points at slot \(slot), which is not its row")
            }
        }
        problems += objectiveViolations(optimal: optimal)
        problems += definitionViolations()
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
            if cell.coefficient == 0 { problems.append("row \(basic) keeps a zero cell") }
            let definition = kind(basic) == .external
            if isBasic(cell.symbol) && !(definition && isDefinition(cell.symbol)) {
                problems.append("row \(basic) mentions basic symbol \(cell.symbol)")
            }
            if !definition && kind(cell.symbol) == .external {
                problems.append("restricted row \(basic) mentions unrestricted variable \(cell.symbol)")
            }
        }
        if kind(basic) == .dummy && (!nearZero(row.constant) || !isAllDummies(row)) {
            problems.append("redundant equality row \(basic) is no longer all dummies at zero")
        }
        if kind(basic).isRestricted && row.constant < -epsilon {
            problems.append("restricted row \(basic) is infeasible (\(row.constant))")
        }
        return problems
    }

    /// Recomputes every definition from scratch (depth first, detecting cycles) and
    /// compares with the cache, bit for bit.
    private func definitionViolations() -> [String] {
        var problems: [String] = []
        var state = [UInt8](repeating: 0, count: symbols.count)  // 0 new, 1 open, 2 done
        var value = [Double](repeating: 0, count: symbols.count)
        for root in symbols.indices where isDefinition(Symbol(root)) && state[root] == 0 {
            var stack: [(symbol: Int, next: Int)] = [(root, 0)]
            state[root] = 1
            while let (s, next) = stack.last {
                let row = rows[Int(symbols[s].slot)]
                if next < row.cells.count {
                    stack[stack.count - 1].next += 1
                    let r = Int(row.cells[next].symbol)
                    guard isDefinition(Symbol(r)) else { continue }
                    if state[r] == 1 {
                        problems.append("definition of \(r) depends on itself")
                    } else if state[r] == 0 {
                        state[r] = 1
                        stack.append((r, 0))
                    }
                    continue
                }
                var v = row.constant
                for cell in row.cells where isDefinition(cell.symbol) {
                    v += cell.coefficient * value[Int(cell.symbol)]
                }
                value[s] = v
                let cached = defined[Int(symbols[s].slot)].cached
                if v.bitPattern != cached.bitPattern {
                    problems.append("cached value of \(s) is \(cached), its definition gives \(v)")
                }
                state[s] = 2
                stack.removeLast()
            }
        }
        return problems
    }

    private func objectiveViolations(optimal: Bool) -> [String] {
        var problems = objective.entryViolations()
        for s in symbols.indices {
            let symbol = Symbol(s)
            if isBasic(symbol) {
                if objective.order.contains(where: { objective.coefficient($0, symbol) != 0 }) {
                    problems.append("objective mentions basic symbol \(s)")
                }
            } else if optimal && symbols[s].kind.canEnter && objective.isNegative(symbol)
                && !freeSymbols.contains(symbol)
            {
                problems.append("objective can still fall along symbol \(s)")
            }
        }
        return problems
    }
}

extension Solver {
    /// Every broken internal invariant of the solver (empty when sound); for tests.
    package var invariantViolations: [String] {
        var current = tableau  // cached values as the next read sees them
        current.refreshValuesIfNeeded()
        var problems = current.invariantViolations()
        for (i, entry) in variableEntries.enumerated() where variableIndex[entry.variable.key] == i {
            if entry.uses < 0 { problems.append("\(entry.variable) has negative uses") }
            if Int(entry.symbol) >= tableau.symbolCount || !tableau.kind(entry.symbol).isExternal {
                problems.append("\(entry.variable) has no external symbol")
            }
        }
        return problems
    }
}
