extension Solver {
    /// The index of `variable`'s entry in `variableEntries`, made (with a symbol) on first
    /// use.
    mutating func entry(for variable: Variable, created: inout [Variable]) -> Int {
        if let i = variableIndex[variable.key] { return i }
        let s = tableau.makeSymbol(variable.isNonNegative ? .nonNegativeExternal : .external)
        let entry = VariableEntry(variable: variable, symbol: s, uses: 0, reported: 0)
        let i: Int
        if let reused = freeVariableEntries.popLast() {
            i = reused
            variableEntries[i] = entry
        } else {
            i = variableEntries.count
            variableEntries.append(entry)
        }
        variableIndex.insertNew(variable.key, i)  // the look-up above found it absent
        while entryOfSymbol.count <= Int(s) { entryOfSymbol.append(-1) }
        entryOfSymbol[Int(s)] = Int32(i)
        created.append(variable)
        return i
    }

    /// Forgets variables made during a call that failed (their symbols are rolled back
    /// with the tableau).
    mutating func forget(_ created: [Variable]) {
        if !created.isEmpty { renewSymbolEpoch() }
        for variable in created.reversed() {
            guard let i = variableIndex.removeValue(forKey: variable.key) else { continue }
            let s = Int(variableEntries[i].symbol)
            if s < entryOfSymbol.count { entryOfSymbol[s] = -1 }
            freeVariableEntries.append(i)
        }
    }

    /// Counts one more use of each variable of a constraint, whose `terms` are those that
    /// `createRow` found.
    mutating func retain(_ record: Record, terms: ScratchList<NewTerm>) {
        for k in 0..<terms.count {
            let i = Int(terms[k].entry)
            variableEntries[i].uses += 1
            if tracksRequired && record.isHard { variableEntries[i].required.append(record.constraint) }
        }
    }

    /// Undoes ``retain(_:)`` for a constraint whose addition is being rolled back.
    mutating func unretain(_ record: Record) {
        for term in record.constraint.expression.terms {
            guard let i = variableIndex[term.variable.key] else { continue }
            variableEntries[i].uses -= 1
            if tracksRequired && record.isHard { variableEntries[i].required.removeLast() }
        }
    }

    /// Counts one use fewer of each variable of `constraint`; a variable no constraint
    /// and no row mentions any more leaves the solver with its row, if it has one (and is
    /// reported once more if it had a value).
    mutating func release(_ record: Record) {
        let constraint = record.constraint
        for term in constraint.expression.terms {
            guard let i = variableIndex[term.variable.key] else { continue }
            variableEntries[i].uses -= 1
            if tracksRequired, record.isHard, let k = variableEntries[i].required.firstIndex(of: constraint) {
                variableEntries[i].required.remove(at: k)
            }
            let entry = variableEntries[i]
            guard entry.uses == 0, tableau.isUnmentioned(entry.symbol) else { continue }
            // In exact arithmetic such a variable is parametric; when rounding cut the cells
            // that linked it to the removed constraints, it keeps a definition row that
            // nothing else reads, and the row goes with it.
            if tableau.isBasic(entry.symbol) { _ = tableau.removeRow(basic: entry.symbol) }
            if entry.reported != 0 { departed.append(entry.variable) }
            renewSymbolEpoch()
            variableIndex[term.variable.key] = nil
            freeVariableEntries.append(i)
            entryOfSymbol[Int(entry.symbol)] = -1
            tableau.purge(entry.symbol)
            tableau.releaseSymbol(entry.symbol)
        }
    }

    /// The variables whose values changed since the last call, with their new values, in
    /// no particular order. Variables untouched by the solver's work are never listed.
    ///
    /// A short list is written into the storage of the one the previous call returned when
    /// nothing else holds that one any more, so a caller that reads the changes and lets
    /// them go does not allocate each time; a long one is written unchecked into new
    /// storage.
    ///
    /// - Complexity: O(k) for k variables in rows the solver touched.
    public mutating func fetchChanges() -> [(variable: Variable, value: Double)] {
        tableau.refreshValuesIfNeeded()
        let bound = departed.count + tableau.changedCount
        // Past this many, checking the storage on each append costs more than allocating.
        guard bound <= 64 else {
            return [(variable: Variable, value: Double)](unsafeUninitializedCapacity: bound) { room, count in
                guard let first = room.baseAddress else { return }
                var next = first
                drainReported { variable, value in
                    next.initialize(to: (variable, value))
                    next += 1
                }
                count = next - first
            }
        }
        var changes = lastChanges
        lastChanges = []
        changes.removeAllKeepingStorage()
        changes.reserveCapacity(bound)
        drainReported { variable, value in changes.append((variable, value)) }
        lastChanges = changes
        return changes
    }

    /// Calls `body` with each variable to report (the departed ones at zero, then those
    /// whose values differ from what was reported last), noting the values as reported.
    @inline(__always) private mutating func drainReported(_ body: (Variable, Double) -> Void) {
        for variable in departed where variableIndex[variable.key] == nil { body(variable, 0) }
        departed.removeAllKeepingStorage()
        let entryOfSymbol = self.entryOfSymbol
        var entries = variableEntries
        variableEntries = []
        entryOfSymbol.withUnsafeBufferPointer { entryOf in
            entries.withUnsafeMutableBufferPointer { entries in
                tableau.drainChanged { s, v in
                    guard Int(s) < entryOf.count, entryOf[Int(s)] >= 0 else { return }
                    let i = Int(entryOf[Int(s)])
                    guard v != entries[i].reported else { return }
                    entries[i].reported = v
                    body(entries[i].variable, v)
                }
            }
        }
        variableEntries = entries
    }
}
