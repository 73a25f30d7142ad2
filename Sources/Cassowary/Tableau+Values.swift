// The values of defined variables: recomputed after each call, only for the definitions
// whose rows changed and those defined through them.

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
    var scratchOrder = ScratchList<Symbol>()
    var scratchPath: [(symbol: Symbol, next: Int)] = []
}

extension Tableau {
    /// Recomputes the values of the defined variables whose rows changed and of everything
    /// defined through them, in dependency order, and records the variables whose values
    /// may have changed for ``takeChanged(into:)``.
    ///
    /// Runs after every call that changes the tableau, so it reads and writes the
    /// per-symbol state, the rows and the column index through unchecked buffers.
    /// - Complexity: proportional to the definitions affected.
    mutating func refreshValues() {
        guard !dirty.isEmpty else { return }
        let generation = nextGeneration()
        var affected = definitions.scratchAffected
        definitions.scratchAffected = []
        affected.removeAllKeepingStorage()
        var stack = definitions.scratchStack
        definitions.scratchStack = []
        var changed = definitions.changed
        definitions.changed = []
        var dirty = self.dirty
        self.dirty = []
        // The dirty variables, each listed once (as its flag says).
        symbols.withUnsafeMutableBufferPointer { state in
            for s in dirty where Int(s) < state.count && state[Int(s)].isDirty {
                state[Int(s)].isDirty = false
                if state[Int(s)].kind.isExternal { affected.append(s) }
            }
        }
        // Everything defined through them, and the definitions' values. One table is
        // written here and the others only read: with two written, Swift retained the
        // ones read (four more reference counts a refresh).
        let (rows, basicOf, columns, symbols) = (self.rows, self.basicOf, self.columns, self.symbols)
        rows.withUnsafeBufferPointer { rows in
            basicOf.withUnsafeBufferPointer { basicOf in
                symbols.withUnsafeBufferPointer { state in
                    defined.withUnsafeMutableBufferPointer { defined in
                        for s in affected where state[Int(s)].slot >= 0 {
                            defined[Int(state[Int(s)].slot)].affected = generation
                        }
                        // Breadth first.
                        var next = 0
                        while next < affected.count {
                            let s = affected[next]
                            next += 1
                            columns.forEachSlot(of: s) { slot in
                                let dependent = Int(basicOf[Int(slot)])
                                guard state[dependent].kind == .external, defined[Int(slot)].affected != generation
                                else { return }
                                defined[Int(slot)].affected = generation
                                affected.append(Symbol(dependent))
                            }
                        }
                        for s in affected where state[Int(s)].slot >= 0 && state[Int(s)].kind == .external {
                            Tableau.computeDefinition(s, generation, state, defined, rows, stack: &stack)
                        }
                    }
                }
            }
        }
        self.symbols.withUnsafeMutableBufferPointer { state in
            for s in affected where !state[Int(s)].isChanged {
                state[Int(s)].isChanged = true
                changed.append(s)
            }
        }
        dirty.removeAllKeepingStorage()
        self.dirty = dirty
        definitions.changed = changed
        definitions.scratchAffected = affected
        definitions.scratchStack = stack
        endWalk()
    }

    /// Computes one definition after the definitions it mentions that are affected in this
    /// refresh (iteratively, so long chains need no deep recursion).
    @inline(__always) private static func computeDefinition(
        _ root: Symbol, _ generation: UInt32, _ state: UnsafeBufferPointer<SymbolState>,
        _ defined: UnsafeMutableBufferPointer<DefinitionState>, _ rows: UnsafeBufferPointer<Row>,
        stack: inout [Symbol]
    ) {
        if defined[Int(state[Int(root)].slot)].computed == generation { return }
        stack.removeAllKeepingStorage()
        stack.append(root)
        while let s = stack.last {
            let slot = Int(state[Int(s)].slot)
            if defined[slot].computed == generation {
                stack.removeLast()
                continue
            }
            // One pass: add up the definitions already computed, and queue those that are
            // not (the sum is then discarded and redone once they are).
            var value = rows[slot].constant
            var ready = true
            // Cells read by index: a `for`-`in` over the row would retain its storage.
            for k in 0..<rows[slot].cells.count {
                let cell = rows[slot].cells[k]
                let other = Int(state[Int(cell.symbol)].slot)
                guard other >= 0 && state[Int(cell.symbol)].kind == .external else { continue }
                if defined[other].affected == generation && defined[other].computed != generation {
                    stack.append(cell.symbol)
                    ready = false
                } else if ready {
                    value += cell.coefficient * defined[other].cached
                }
            }
            if stack.count > state.count { break }  // a cycle: the invariant checker reports it
            guard ready else { continue }
            defined[slot].cached = value
            defined[slot].computed = generation
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
