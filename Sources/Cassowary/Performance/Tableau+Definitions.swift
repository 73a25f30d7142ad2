extension Tableau {
    // MARK: expanding references

    /// Replaces every defined variable that `row` mentions by its definition, and those
    /// by theirs, until the row mentions parametric symbols only (as a core row must).
    ///
    /// Each definition reached is written out once, with its total coefficient: the
    /// definitions are visited in topological order (those that mention others first) and
    /// their terms gathered in one accumulator.
    /// - Complexity: O(size of the definitions reached + k log k) for k symbols in the result.
    mutating func expand(_ row: inout Row) {
        guard mentionsDefinitions(row) else { return }
        var expansion = definitions.scratchExpansion
        definitions.scratchExpansion = Expansion()
        expansion.start(row)
        row.cells.withUnsafeBufferPointer { writeOutDefinitions(reachedFrom: $0, into: &expansion) }
        expansion.finish(into: &row)
        definitions.scratchExpansion = expansion
    }

    /// Replaces, in `expansion`, each definition reachable from the symbols of `roots` by
    /// its row, written out. The definitions are visited in topological order (those that
    /// mention others first), so that each is written out once, with its total coefficient.
    mutating func writeOutDefinitions<T: HasSymbol>(
        reachedFrom roots: UnsafeBufferPointer<T>, into expansion: inout Expansion
    ) {
        var order = definitions.scratchOrder
        definitions.scratchOrder = ScratchList()
        collectDefinitions(reachedFrom: roots, into: &order)
        for k in stride(from: order.count - 1, through: 0, by: -1) {
            let d = order[k]
            let c = expansion.take(d)
            if c == 0 { continue }
            expansion.add(rowAt: Int(symbols[Int(d)].slot), of: rows, times: c)
        }
        definitions.scratchOrder = order
    }

    /// The definitions reachable from the symbols of `roots`, in depth-first post-order (a
    /// definition after every definition it mentions), into `order`.
    private mutating func collectDefinitions<T: HasSymbol>(
        reachedFrom roots: UnsafeBufferPointer<T>, into order: inout ScratchList<Symbol>
    ) {
        let generation = nextGeneration()
        order.removeAll()
        var stack = definitions.scratchPath
        definitions.scratchPath = []
        stack.removeAllKeepingStorage()
        let rows = self.rows
        // The walk reads rows and per-symbol state, and stamps the definitions' state,
        // through unchecked buffers: it runs for every row that needs writing out.
        rows.withUnsafeBufferPointer { rows in
            symbols.withUnsafeBufferPointer { state in
                defined.withUnsafeMutableBufferPointer { defined in
                    // Stamps `s` visited; true if it is a definition not visited yet.
                    func visit(_ s: Symbol) -> Bool {
                        let entry = state[Int(s)]
                        guard entry.slot >= 0 && entry.kind == .external else { return false }
                        if defined[Int(entry.slot)].computed == generation { return false }
                        defined[Int(entry.slot)].computed = generation
                        return true
                    }
                    for cell in roots where visit(cell.symbol) {
                        stack.append((cell.symbol, 0))
                        while let (s, next) = stack.last {
                            let slot = Int(state[Int(s)].slot)
                            if next < rows[slot].cells.count {
                                stack[stack.count - 1].next = next + 1
                                let r = rows[slot].cells[next].symbol
                                if visit(r) { stack.append((r, 0)) }
                            } else {
                                order.append(s)
                                stack.removeLast()
                            }
                        }
                    }
                }
            }
        }
        definitions.scratchPath = stack
        endWalk()
    }

    /// Whether `row` mentions a defined variable.
    /// (A loop: a closure over `isDefinition` would make callers copy the tableau.)
    @inline(__always) func mentionsDefinitions(_ row: Row) -> Bool {
        for cell in row.cells where isDefinition(cell.symbol) { return true }
        return false
    }

    /// Whether defining `symbol` by `row` would make a definition depend on itself: some
    /// definition that `row` mentions depends, through other definitions, on `symbol`.
    /// Callers test the quick cases first (no row mentions `symbol`, or `row` names no
    /// definition: then there is no loop) and search only when both fail.
    ///
    /// The walk marks symbols with the stamps of a new generation instead of keeping sets
    /// (`computed`: mentioned by `row`; `affected`: reached; both kept per slot), so it
    /// allocates nothing.
    /// - Complexity: O(definitions that depend on `symbol`, and the rows naming them).
    mutating func dependsOnDefinitions(of row: Row, _ symbol: Symbol) -> Bool {
        let generation = nextGeneration()
        for cell in row.cells where isDefinition(cell.symbol) {
            defined[Int(symbols[Int(cell.symbol)].slot)].computed = generation
        }
        var stack = definitions.scratchStack
        definitions.scratchStack = []
        stack.removeAllKeepingStorage()
        stack.append(symbol)
        if isBasic(symbol) { defined[Int(symbols[Int(symbol)].slot)].affected = generation }
        var found = false
        search: while let s = stack.popLast() {
            let start = stack.count
            markDependents(of: s, generation, into: &stack)
            for dependent in stack[start...] where defined[Int(symbols[Int(dependent)].slot)].computed == generation {
                found = true
                break search
            }
        }
        definitions.scratchStack = stack
        endWalk()
        return found
    }

    /// Marks with `affected` = `generation`, and appends to `list`, the definitions that
    /// name `s` and are not marked yet: one step of the walks from a symbol to everything
    /// defined through it.
    @inline(__always) private mutating func markDependents(
        of s: Symbol, _ generation: UInt32, into list: inout [Symbol]
    ) {
        for slot in columns.slots(s) {
            let dependent = Int(basicOf[Int(slot)])
            guard symbols[dependent].kind == .external, defined[Int(slot)].affected != generation else { continue }
            defined[Int(slot)].affected = generation
            list.append(Symbol(dependent))
        }
    }
}
