// The values of defined variables: recomputed after each call, only for the definitions
// whose rows changed and those defined through them.

/// What changed, and the scratch space of refreshing and expanding.
struct DefinitionValues: Sendable {
    /// The generation of the current refresh or expansion (see `Tableau.SymbolState`).
    var generation: UInt32 = 0
    /// External symbols whose values may have changed since the last ``Tableau/drainChanged(_:)``.
    var changed = ScratchList<Symbol>()
    /// The replayed plans whose listed symbols are all that changed since the last drain,
    /// one bit per index in ``plans`` (set only while ``changed`` is empty): the drain reads
    /// them straight from the plans, with no flag to set and clear per symbol. A symbol two
    /// plans list is read twice, and reported once (its second value is the one already
    /// reported). Anything else that changes values, or the plans, first moves them into
    /// ``changed`` (``Tableau/settlePending()``). Indices, not copies: a copy of a plan
    /// retains each of its lists.
    var pending: UInt8 = 0
    /// The structure version the pending plans were replayed in: their
    /// ``ValuePlan/reads`` hold while the version does.
    var pendingVersion: UInt64 = 0
    /// Scratch space, kept to avoid allocating each time.
    var scratchAffected: [Symbol] = []
    var scratchStack: [Symbol] = []
    var scratchExpansion = Expansion()
    var scratchOrder = ScratchList<Symbol>()
    var scratchPath: [(symbol: Symbol, next: Int)] = []
    /// The last refreshes, kept to be replayed (see ``ValuePlan``).
    var plans = ValuePlans()
    /// The slots a refresh computed, in order, when it is to become the plan.
    var scratchComputed: [Int32] = []
}

extension Tableau {
    /// Whether every cached value is current (no row changed since the last refresh).
    @inline(__always) var valuesAreCurrent: Bool { dirty.isEmpty }

    /// ``refreshValues()`` when a row changed since the last one; a branch otherwise.
    @inline(__always) mutating func refreshValuesIfNeeded() {
        if !dirty.isEmpty { refreshValues() }
    }

    /// Recomputes the values of the defined variables whose rows changed and of everything
    /// defined through them, in dependency order, and records the variables whose values
    /// may have changed for ``drainChanged(_:)``.
    ///
    /// Runs after every call that changes the tableau (or, for the changes a package
    /// client makes in a row, before the next read), so it reads and writes the
    /// per-symbol state, the rows and the column index through unchecked buffers.
    /// - Complexity: proportional to the definitions affected.
    mutating func refreshValues() {
        guard !dirty.isEmpty, !replayPlan() else { return }
        settlePending()
        let generation = nextGeneration()
        // Each symbol is listed at most once (its dirty flag, then its slot's generation,
        // say whether it is), so a list as long as the symbols is written unchecked.
        var affected = definitions.scratchAffected
        definitions.scratchAffected = []
        if affected.count < symbols.count {
            affected = [Symbol](repeating: 0, count: max(symbols.count, 2 * affected.count))
        }
        var stack = definitions.scratchStack
        definitions.scratchStack = []
        var changed = definitions.changed
        definitions.changed = ScratchList()
        var dirty = self.dirty
        self.dirty = ScratchList()
        // One table is written at a time and the others only read: with two written,
        // Swift retained the ones read (four more reference counts a refresh).
        let (rows, basicOf, columns, version) = (self.rows, self.basicOf, self.columns, structureVersion)
        var plans = definitions.plans
        definitions.plans = ValuePlans()
        var order = definitions.scratchComputed
        definitions.scratchComputed = []
        var planned: (dirty: Int, count: Int)?
        affected.withUnsafeMutableBufferPointer { list in
            let dirtyCount = symbols.withUnsafeMutableBufferPointer { state in
                dirty.withUnsafeBufferPointer { Tableau.listDirty($0, state, into: list) }
            }
            if let i = plans.index(for: version, list[..<dirtyCount]) {
                let plan = plans.plans[i]
                rows.withUnsafeBufferPointer { rows in
                    defined.withUnsafeMutableBufferPointer { defined in Tableau.replay(plan, defined, rows) }
                }
                Tableau.noteChanged(plan.listed[...], &symbols, &changed)
                return
            }
            let record = plans.earnsPlan(list[..<dirtyCount])
            order.removeAll(keepingCapacity: true)
            var count = dirtyCount
            rows.withUnsafeBufferPointer { rows in
                basicOf.withUnsafeBufferPointer { basicOf in
                    symbols.withUnsafeBufferPointer { state in
                        defined.withUnsafeMutableBufferPointer { defined in
                            count = Tableau.listDependents(
                                list, count, generation, state, defined, basicOf, columns)
                            for s in list[..<count] where state[Int(s)].slot >= 0 && state[Int(s)].kind == .external {
                                Tableau.computeDefinition(
                                    s, generation, state, defined, rows, stack: &stack, order: &order, record: record)
                            }
                        }
                    }
                }
            }
            Tableau.noteChanged(list[..<count], &symbols, &changed)
            if record { planned = (dirtyCount, count) }
        }
        if let planned {
            let plan = affected.withUnsafeMutableBufferPointer { list in
                makePlan(order: order, list: list, dirtyCount: planned.dirty, count: planned.count)
            }
            plans.add(plan)
        }
        definitions.plans = plans
        definitions.scratchComputed = order
        dirty.removeAll()
        self.dirty = dirty
        definitions.changed = changed
        definitions.scratchAffected = affected
        definitions.scratchStack = stack
        endWalk()
    }

    /// The refresh as a replay, when a plan is for the structure and exactly the dirty
    /// symbols as they stand (each still flagged, as ``listDirty`` would take it): then
    /// the flags are cleared, the plan replayed in place and its symbols noted as changed
    /// (or left pending), for a few reference counts.
    /// - Returns: whether it replayed.
    private mutating func replayPlan() -> Bool {
        guard definitions.plans.version == structureVersion else { return false }
        let found = dirty.withUnsafeBufferPointer { dirty in
            definitions.plans.plans.firstIndex { $0.dirty.elementsEqual(dirty) }
        }
        guard let i = found else { return false }
        let flagged = symbols.withUnsafeBufferPointer { state in
            dirty.withUnsafeBufferPointer { dirty in
                dirty.allSatisfy { Int($0) < state.count && state[Int($0)].isDirty && state[Int($0)].kind.isExternal }
            }
        }
        guard flagged else { return false }
        symbols.withUnsafeMutableBufferPointer { state in
            dirty.withUnsafeBufferPointer { dirty in
                for s in dirty { state[Int(s)].isDirty = false }
            }
        }
        dirty.removeAll()
        // The plans are moved out while the values are written, so the plan is read in
        // place (a copy would retain each of its lists).
        let plans = definitions.plans
        definitions.plans = ValuePlans()
        rows.withUnsafeBufferPointer { rows in
            defined.withUnsafeMutableBufferPointer { defined in Tableau.replay(plans.plans[i], defined, rows) }
        }
        definitions.plans = plans
        if definitions.changed.isEmpty && (definitions.pending == 0 || definitions.pendingVersion == structureVersion) {
            definitions.pending |= 1 << i
            definitions.pendingVersion = structureVersion
            return true
        }
        settlePending()
        noteChanged(plan: i)
        return true
    }

    /// Moves a pending plan's symbols into the flagged list of changes, before anything
    /// else is added to it.
    mutating func settlePending() {
        guard definitions.pending != 0 else { return }
        let pending = definitions.pending
        definitions.pending = 0
        for i in 0..<ValuePlans.capacity where pending & (1 << i) != 0 { noteChanged(plan: i) }
    }

    /// Notes the symbols plan `i` lists as changed.
    private mutating func noteChanged(plan i: Int) {
        var changed = definitions.changed
        definitions.changed = ScratchList()
        let plans = definitions.plans
        definitions.plans = ValuePlans()
        Tableau.noteChanged(plans.plans[i].listed, &symbols, &changed)
        definitions.plans = plans
        definitions.changed = changed
    }

    /// Appends to `changed` each of `listed` not yet in it (as its flag says).
    @inline(__always) private static func noteChanged(
        _ listed: some Collection<Symbol>, _ symbols: inout [SymbolState], _ changed: inout ScratchList<Symbol>
    ) {
        changed.append(upTo: listed.count, filler: 0) { room in
            symbols.withUnsafeMutableBufferPointer { state in
                var n = 0
                for s in listed where Int(s) < state.count && !state[Int(s)].isChanged {
                    state[Int(s)].isChanged = true
                    room[n] = s
                    n &+= 1
                }
                return n
            }
        }
    }

    /// Writes the dirty external symbols into `list`, each once (clearing their flags),
    /// and returns how many.
    @inline(__always) private static func listDirty(
        _ dirty: UnsafeBufferPointer<Symbol>, _ state: UnsafeMutableBufferPointer<SymbolState>,
        into list: UnsafeMutableBufferPointer<Symbol>
    ) -> Int {
        var count = 0
        for s in dirty where Int(s) < state.count && state[Int(s)].isDirty {
            state[Int(s)].isDirty = false
            if state[Int(s)].kind.isExternal {
                list[count] = s
                count &+= 1
            }
        }
        return count
    }

    /// Appends to the first `count` symbols of `list` every definition that mentions one
    /// of them, breadth first, marking each slot with `generation`; returns the new count.
    @inline(__always) private static func listDependents(
        _ list: UnsafeMutableBufferPointer<Symbol>, _ count: Int, _ generation: UInt32,
        _ state: UnsafeBufferPointer<SymbolState>, _ defined: UnsafeMutableBufferPointer<DefinitionState>,
        _ basicOf: UnsafeBufferPointer<Symbol>, _ columns: ColumnIndex
    ) -> Int {
        for s in list[..<count] where state[Int(s)].slot >= 0 {
            defined[Int(state[Int(s)].slot)].affected = generation
        }
        var count = count
        var next = 0
        while next < count {
            let s = list[next]
            next &+= 1
            columns.forEachSlot(of: s) { slot in
                let dependent = basicOf[Int(slot)]
                guard state[Int(dependent)].kind == .external, defined[Int(slot)].affected != generation
                else { return }
                defined[Int(slot)].affected = generation
                list[count] = dependent
                count &+= 1
            }
        }
        return count
    }

    /// Computes one definition after the definitions it mentions that are affected in this
    /// refresh (iteratively, so long chains need no deep recursion).
    @inline(__always) private static func computeDefinition(
        _ root: Symbol, _ generation: UInt32, _ state: UnsafeBufferPointer<SymbolState>,
        _ defined: UnsafeMutableBufferPointer<DefinitionState>, _ rows: UnsafeBufferPointer<Row>,
        stack: inout [Symbol], order: inout [Int32], record: Bool
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
            if record { order.append(Int32(slot)) }
            stack.removeLast()
        }
    }

    /// How many symbols ``drainChanged(_:)`` would go through (an upper bound of the
    /// external symbols it reports).
    var changedCount: Int {
        var count = definitions.changed.count
        for i in 0..<ValuePlans.capacity where definitions.pending & (1 << i) != 0 {
            count += definitions.plans.plans[i].listed.count
        }
        return count
    }

    /// Calls `body` with each external symbol whose value may have changed since the last
    /// call and its value now, clearing their flags, and starts a new list: one pass over
    /// unchecked tables. A symbol two pending plans list comes twice, with the same value.
    @inline(__always) mutating func drainChanged(_ body: (Symbol, Double) -> Void) {
        if definitions.pending != 0 && definitions.pendingVersion == structureVersion {
            let pending = definitions.pending
            definitions.pending = 0
            let plans = definitions.plans
            definitions.plans = ValuePlans()
            drainReads(plans.plans, pending, body)
            definitions.plans = plans
            return
        }
        // Pending plans whose structure changed since are read as flagged symbols.
        settlePending()
        var changed = definitions.changed
        definitions.changed = ScratchList()
        symbols.withUnsafeMutableBufferPointer { state in
            defined.withUnsafeBufferPointer { defined in
                rows.withUnsafeBufferPointer { rows in
                    changed.withUnsafeBufferPointer { changed in
                        for s in changed where Int(s) < state.count {
                            state[Int(s)].isChanged = false
                            let entry = state[Int(s)]
                            guard entry.kind.isExternal else { continue }
                            let slot = Int(entry.slot)
                            body(s, slot < 0 ? 0 : entry.kind == .external ? defined[slot].cached : rows[slot].constant)
                        }
                    }
                }
            }
        }
        changed.removeAll()
        definitions.changed = changed
    }

    /// ``drainChanged(_:)`` for the pending plans (the bits of `pending`), whose structure
    /// still holds: their reads say where each value is, with no symbol state to look up.
    @inline(__always) private func drainReads(_ plans: [ValuePlan], _ pending: UInt8, _ body: (Symbol, Double) -> Void) {
        defined.withUnsafeBufferPointer { defined in
            rows.withUnsafeBufferPointer { rows in
                for i in plans.indices where pending & (1 << i) != 0 {
                    plans[i].reads.withUnsafeBufferPointer { reads in
                        for read in reads {
                            let source = Int(read.source)
                            body(read.symbol, source >= 0 ? defined[source].cached : source < -1 ? rows[-source - 2].constant : 0)
                        }
                    }
                }
            }
        }
    }
}
