/// What changed, and the scratch space of refreshing and expanding.
struct DefinitionValues: Sendable {
    /// The generation of the current refresh or expansion (see `Tableau.SymbolState`).
    var generation: UInt32 = 0
    /// External symbols whose values may have changed since the last ``Tableau/takeChanged(into:)``.
    var changed: [Symbol] = []
    /// Scratch space, kept to avoid allocating each time.
    var scratchAffected: [Symbol] = []
    var scratchStack: [Symbol] = []
    var scratchExpansion = Expansion()
    var scratchOrder: [Symbol] = []
    var scratchPath: [(symbol: Symbol, next: Int)] = []
}

extension Tableau {
    // MARK: expanding references

    /// Replaces every defined variable that `row` mentions by its definition, and those
    /// by theirs, until the row mentions parametric symbols only (as a core row must).
    ///
    /// Each definition reached is written out once, with its total coefficient: the
    /// definitions are visited in topological order (those that mention others first) and
    /// their terms gathered in a dense accumulator.
    /// - Complexity: O(size of the definitions reached + k log k) for k symbols in the result.
    mutating func expand(_ row: inout Row) {
        guard mentionsDefinitions(row) else { return }
        var expansion = definitions.scratchExpansion
        definitions.scratchExpansion = Expansion()
        expansion.start(row, symbols: symbols.count)
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
        definitions.scratchOrder = []
        collectDefinitions(reachedFrom: roots, into: &order)
        for d in order.reversed() {
            let c = expansion.take(d)
            if c == 0 { continue }
            expansion.add(rowAt: Int(symbols[Int(d)].slot), of: rows, times: c)
        }
        definitions.scratchOrder = order
    }

    /// The definitions reachable from the symbols of `roots`, in depth-first post-order (a
    /// definition after every definition it mentions), into `order`.
    private mutating func collectDefinitions<T: HasSymbol>(
        reachedFrom roots: UnsafeBufferPointer<T>, into order: inout [Symbol]
    ) {
        let generation = nextGeneration()
        order.removeAllKeepingStorage()
        var stack = definitions.scratchPath
        definitions.scratchPath = []
        stack.removeAllKeepingStorage()
        let rows = self.rows
        // The walk reads rows and reads and stamps per-symbol state through unchecked
        // buffers: it runs for every row that needs writing out.
        rows.withUnsafeBufferPointer { rows in
            symbols.withUnsafeMutableBufferPointer { state in
                func unvisitedDefinition(_ s: Symbol) -> Bool {
                    let entry = state[Int(s)]
                    return entry.slot >= 0 && entry.kind == .external && entry.computed != generation
                }
                for cell in roots where unvisitedDefinition(cell.symbol) {
                    state[Int(cell.symbol)].computed = generation
                    stack.append((cell.symbol, 0))
                    while let (s, next) = stack.last {
                        let slot = Int(state[Int(s)].slot)
                        if next < rows[slot].cells.count {
                            stack[stack.count - 1].next = next + 1
                            let r = rows[slot].cells[next].symbol
                            if unvisitedDefinition(r) {
                                state[Int(r)].computed = generation
                                stack.append((r, 0))
                            }
                        } else {
                            order.append(s)
                            stack.removeLast()
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
    /// (`computed`: mentioned by `row`; `affected`: reached), so it allocates nothing.
    /// - Complexity: O(definitions that depend on `symbol`, and the rows naming them).
    mutating func dependsOnDefinitions(of row: Row, _ symbol: Symbol) -> Bool {
        let generation = nextGeneration()
        for cell in row.cells where isDefinition(cell.symbol) { symbols[Int(cell.symbol)].computed = generation }
        var stack = definitions.scratchStack
        definitions.scratchStack = []
        stack.removeAllKeepingStorage()
        stack.append(symbol)
        symbols[Int(symbol)].affected = generation
        var found = false
        search: while let s = stack.popLast() {
            let start = stack.count
            markDependents(of: s, generation, into: &stack)
            for dependent in stack[start...] where symbols[Int(dependent)].computed == generation {
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
            guard symbols[dependent].kind == .external, symbols[dependent].affected != generation else { continue }
            symbols[dependent].affected = generation
            list.append(Symbol(dependent))
        }
    }

    // MARK: values

    /// Recomputes the values of the defined variables whose rows changed and of everything
    /// defined through them, in dependency order, and records the variables whose values
    /// may have changed for ``takeChanged(into:)``.
    /// - Complexity: proportional to the definitions affected.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        let generation = nextGeneration()
        var affected = definitions.scratchAffected
        definitions.scratchAffected = []
        affected.removeAllKeepingStorage()
        for s in dirty where Int(s) < symbols.count {
            symbols[Int(s)].isDirty = false
            if symbols[Int(s)].kind.isExternal && symbols[Int(s)].affected != generation {
                symbols[Int(s)].affected = generation
                affected.append(s)
            }
        }
        dirty.removeAllKeepingStorage()
        var next = 0
        while next < affected.count {
            let s = affected[next]
            next += 1
            markDependents(of: s, generation, into: &affected)
        }
        var stack = definitions.scratchStack
        definitions.scratchStack = []
        for s in affected {
            if isDefinition(s) { computeDefinition(s, stack: &stack) }
            if !symbols[Int(s)].isChanged {
                symbols[Int(s)].isChanged = true
                definitions.changed.append(s)
            }
        }
        definitions.scratchAffected = affected
        definitions.scratchStack = stack
        endWalk()
    }

    /// Computes one definition after the definitions it mentions (iteratively, so long
    /// chains need no deep recursion).
    private mutating func computeDefinition(_ root: Symbol, stack: inout [Symbol]) {
        let generation = definitions.generation
        if symbols[Int(root)].computed == generation { return }
        stack.removeAllKeepingStorage()
        stack.append(root)
        while let s = stack.last {
            if symbols[Int(s)].computed == generation {
                stack.removeLast()
                continue
            }
            // One pass: add up the definitions already computed, and queue those that are
            // not (the sum is then discarded and redone once they are).
            let slot = Int(symbols[Int(s)].slot)
            var value = rows[slot].constant
            var ready = true
            // Cells read by index: a `for`-`in` over the row would retain its storage.
            for k in 0..<rows[slot].cells.count {
                let cell = rows[slot].cells[k]
                let r = Int(cell.symbol)
                guard symbols[r].slot >= 0 && symbols[r].kind == .external else { continue }
                if symbols[r].affected == generation && symbols[r].computed != generation {
                    stack.append(cell.symbol)
                    ready = false
                } else if ready {
                    value += cell.coefficient * symbols[r].cached
                }
            }
            if stack.count > symbols.count { break }  // a cycle: the invariant checker reports it
            guard ready else { continue }
            symbols[Int(s)].cached = value
            symbols[Int(s)].computed = generation
            stack.removeLast()
        }
    }

    /// Puts the external symbols whose values may have changed since the last call into
    /// `taken` (emptied first), reusing its storage, and starts a new list.
    mutating func takeChanged(into taken: inout [Symbol]) {
        taken.removeAllKeepingStorage()
        for s in definitions.changed where Int(s) < symbols.count {
            symbols[Int(s)].isChanged = false
            if symbols[Int(s)].kind.isExternal { taken.append(s) }
        }
        definitions.changed.removeAllKeepingStorage()
    }
}

/// A dense accumulator for writing a row out: coefficients by symbol, and the symbols
/// touched, so that it can be read back sorted and cleared in time proportional to them.
struct Expansion: Sendable {
    private var coefficients: [Double] = []
    private var touched = ScratchList<Symbol>()
    private var constant = 0.0

    /// Starts accumulating `row`, with room for symbols below `symbols`.
    mutating func start(_ row: Row, symbols: Int) {
        makeRoom(symbols: symbols)
        constant = 0
        add(row, times: 1)
    }

    /// Adds one cell to the accumulator (its symbol may be newer than those it has room for).
    mutating func add(_ cell: Cell) {
        makeRoom(symbols: Int(cell.symbol) + 1)
        accumulate(1, times: 1) { _ in cell }
    }

    @inline(__always) private mutating func makeRoom(symbols: Int) {
        if coefficients.count < symbols {
            coefficients.append(contentsOf: repeatElement(0, count: symbols - coefficients.count + 256))
        }
    }

    mutating func add(_ row: Row, times factor: Double) {
        constant += row.constant * factor
        accumulate(row.cells.count, times: factor) { row.cells[$0] }
    }

    /// ``add(_:times:)`` for the row in `slot` of `rows`, read in place (passing the row
    /// itself would retain and release its storage for every definition written out).
    mutating func add(rowAt slot: Int, of rows: [Row], times factor: Double) {
        constant += rows[slot].constant * factor
        accumulate(rows[slot].cells.count, times: factor) { rows[slot].cells[$0] }
    }

    /// Adds `factor ·` each of `count` cells to the accumulator.
    @inline(__always) private mutating func accumulate(
        _ count: Int, times factor: Double, _ cell: (Int) -> Cell
    ) {
        var touched = self.touched
        self.touched = ScratchList()
        // Unchecked access: this runs for every cell of every row written out.
        coefficients.withUnsafeMutableBufferPointer { c in
            for k in 0..<count {
                let cell = cell(k)
                let i = Int(cell.symbol)
                if c[i] == 0 { touched.append(cell.symbol) }
                c[i] += cell.coefficient * factor
                if c[i] == 0 { c[i] = .leastNonzeroMagnitude }
            }
        }
        self.touched = touched
    }

    /// Removes and returns one symbol's coefficient.
    mutating func take(_ s: Symbol) -> Double {
        let c = coefficients[Int(s)]
        coefficients[Int(s)] = 0
        return c == .leastNonzeroMagnitude ? 0 : c
    }

    /// Writes the accumulated row (near-zero cells dropped) over `row`, reusing its storage
    /// with room for `spare` more cells, and leaves the accumulator empty.
    mutating func finish(into row: inout Row, spare: Int = 0) {
        var touched = self.touched
        self.touched = ScratchList()
        touched.withUnsafeMutableBufferPointer { sortShort($0) }
        row.constant = nearZero(constant) ? 0 : constant
        // The row's storage is taken out while it is written, so that the appends need not
        // check, one by one, that nothing else shares it.
        var cells = row.cells
        row.cells = []
        if cells.capacity < touched.count + spare {
            cells = []  // too small: dropped rather than emptied first
            cells.reserveCapacity(touched.count + spare)
        } else {
            cells.removeAllKeepingStorage()
        }
        coefficients.withUnsafeMutableBufferPointer { c in
            touched.withUnsafeBufferPointer { t in
                var previous: Symbol = -1
                for s in t where s != previous {
                    previous = s
                    let value = c[Int(s)]
                    c[Int(s)] = 0
                    if value != .leastNonzeroMagnitude && !nearZero(value) {
                        cells.append(Cell(symbol: s, coefficient: value))
                    }
                }
            }
        }
        row.cells = cells
        touched.removeAll()
        self.touched = touched
    }
}

/// Sorts `t` in place: by insertion when short (rows are, and the generic sort costs more
/// than it saves on them).
@inline(__always) func sortShort<T: Comparable>(_ t: UnsafeMutableBufferPointer<T>) {
    guard t.count <= 24 else {
        var t = t
        t.sort()
        return
    }
    for i in t.indices.dropFirst() {
        let s = t[i]
        var j = i
        while j > 0 && t[j - 1] > s {
            t[j] = t[j - 1]
            j -= 1
        }
        t[j] = s
    }
}
