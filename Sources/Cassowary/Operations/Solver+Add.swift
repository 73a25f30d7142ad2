extension Solver {
    /// Adds a constraint.
    ///
    /// - Parameter constraint: a constraint not yet in the solver.
    /// - Throws: ``SolverError/duplicateConstraint(_:)``,
    ///   ``SolverError/priorityOutOfRange(_:)``, ``SolverError/nonFiniteConstraint(_:)``,
    ///   ``SolverError/constraintOutOfRange(_:)``, or
    ///   ``SolverError/unsatisfiableConstraint(_:conflict:)`` with a minimal conflicting set
    ///   when a required constraint cannot hold. The solver is then unchanged.
    /// - Complexity: proportional to the rows that mention its variables, plus the pivots
    ///   needed to reach the new optimum (usually a few).
    public mutating func add(_ constraint: LinearConstraint) throws {
        try insert([constraint], searchingConflicts: true)
    }

    /// Adds several constraints as one transaction: all or none.
    /// - Throws: the first error, as adding one constraint describes it, with the solver
    ///   unchanged.
    public mutating func add(_ constraints: [LinearConstraint]) throws {
        try insert(constraints, searchingConflicts: true)
    }

    /// Adds several constraints as one transaction when they can all hold together, without
    /// searching for the members of a conflict when they cannot (a caller that then adds
    /// them one at a time finds each conflict itself).
    /// - Returns: whether they were added; when not, the solver is unchanged.
    /// - Throws: the errors of ``add(_:)`` other than an unsatisfiable constraint.
    package mutating func addIfSatisfiable(_ constraints: [LinearConstraint]) throws -> Bool {
        do {
            try insert(constraints, searchingConflicts: false)
            return true
        } catch .unsatisfiableConstraint {
            return false
        }
    }

    /// The objective level of broken constraints: above every optional priority (the level
    /// Auto Layout uses).
    public static let brokenPriority = 1100.0

    /// Adds a required constraint as a *broken* one, as Auto Layout does with a constraint
    /// it breaks to resolve a conflict: it becomes the strongest soft constraint, above
    /// every optional priority, and holds as nearly as the required constraints allow.
    /// It takes no part in later conflicts; removing it works as for any constraint.
    ///
    /// - Parameter constraint: a constraint not yet in the solver. An optional one is
    ///   added at its own priority.
    /// - Throws: the errors of ``add(_:)``, except that it is never unsatisfiable.
    public mutating func addBroken(_ constraint: LinearConstraint) throws {
        try insert([constraint], searchingConflicts: true, broken: true)
    }

    /// Whether `constraint` is in the solver as a broken constraint (see ``addBroken(_:)``).
    public func isBroken(_ constraint: LinearConstraint) -> Bool {
        guard let record = records.record(of: constraint) else { return false }
        return constraint.isRequired && !record.isHard
    }

    /// Adds an optional constraint at one of the package's levels below 1
    /// (``Priority/probe``, ``Priority/hold``), which public calls refuse: it takes part
    /// only where every real priority leaves a value free.
    package mutating func addBelowEveryPriority(_ constraint: LinearConstraint) throws {
        guard constraint.priority.isPackageLevel else {
            throw SolverError.priorityOutOfRange(constraint.priority.value)
        }
        try insert([constraint], searchingConflicts: false, allowingPackageLevels: true)
    }

    @inline(__always)
    func validate(_ constraint: LinearConstraint, allowingPackageLevels: Bool = false) throws(SolverError) {
        guard constraint.priority.isValid || allowingPackageLevels && constraint.priority.isPackageLevel else {
            throw .priorityOutOfRange(constraint.priority.value)
        }
        if let error = constraint.numberError { throw error }
        // By key: a copy from `withConstant(_:)` cannot join the constraint it copies.
        guard !records.contains(constraint.key) else { throw .duplicateConstraint(constraint) }
    }

    /// Adds constraints in one tableau transaction. On an error everything is rolled back;
    /// an unsatisfiable constraint's conflict set is searched for only when asked (the
    /// search itself adds to scratch solvers without searching).
    mutating func insert(
        _ constraints: [LinearConstraint], searchingConflicts: Bool, broken: Bool = false,
        allowingPackageLevels: Bool = false, breaking victims: [Record] = []
    ) throws(SolverError) {
        var created = scratchCreated
        scratchCreated = []
        created.removeAllKeepingStorage()
        defer { scratchCreated = created }
        var added = 0  // constraints[..<added] are registered
        defer { tableau.refreshValues() }
        tableau.begin()
        var relaxed: [Tag] = []
        do {
            for record in victims { relaxed.append(relaxForBreaking(record)) }
            for constraint in constraints {
                try validate(constraint, allowingPackageLevels: allowingPackageLevels)
                let tag = try addRow(constraint, broken: broken, created: &created)
                register(constraint, tag)
                added += 1
            }
            tableau.commit()
            for (record, tag) in zip(victims, relaxed) { finishBreaking(record, tag: tag) }
        } catch {
            var thrown = error
            if searchingConflicts, case .unsatisfiableConstraint(let c, _) = error {
                let excluded = Set(victims.map(\.constraint.key))
                thrown = .unsatisfiableConstraint(c, conflict: conflictingSet(for: c, excluding: excluded))
            }
            tableau.rollback()
            for constraint in constraints[..<added].reversed() { unregister(constraint) }
            forget(created)
            throw thrown
        }
    }

    private mutating func register(_ constraint: LinearConstraint, _ tag: Tag) {
        let record = Record(constraint: constraint, tag: tag, sequence: nextSequence)
        retain(record, terms: scratchTerms)
        let isHard = record.isHard
        records.insertNew(consume record, key: constraint.key)  // validate(_:) found it absent
        nextSequence += 1
        if scratchImplied >= 0 { impliedSigns.add(constraint: constraint.key, symbol: scratchImplied) }
        if tracksRequired && isHard { markerOwners[Int(tag.marker)] = constraint.key }
    }

    private mutating func unregister(_ constraint: LinearConstraint) {
        guard let record = records[constraint.key] else { return }
        if tracksRequired && record.isHard { markerOwners[Int(record.tag.marker)] = nil }
        records[constraint.key] = nil
        impliedSigns.remove(constraint: constraint.key)
        nextSequence -= 1
        unretain(record)
    }

    /// Puts a new constraint's row into the tableau and re-optimises. A row that can
    /// define a free variable stays as written (mentioning other definitions by name);
    /// any other row is expanded into parametric symbols and joins the simplex.
    private mutating func addRow(
        _ constraint: LinearConstraint, broken: Bool, created: inout [Variable]
    ) throws(SolverError) -> Tag {
        var (row, tag) = createRow(constraint, broken: broken, created: &created)
        // The quick tests of a definition cycle first, each read in place (one call for
        // the whole test made Swift copy the tableau for it).
        if let x = freeVariable(in: row),
            tableau.isUnmentioned(x) || !tableau.mentionsDefinitions(row) || !tableau.dependsOnDefinitions(of: row, x)
        {
            row.solve(for: x)
            tableau.insertRow(consume row, basic: x)
        } else {
            tableau.expand(&row)
            if row.constant < 0 { row.reverseSign() }
            if let subject = chooseSubject(row, tag) {
                row.solve(for: subject)
                // Only definition rows mention a free variable, and they refer to it by name.
                if tableau.kind(subject) != .external { tableau.substitute(subject, row) }
                tableau.insertRow(consume row, basic: subject)
            } else if try !addWithArtificialVariable(row) {
                throw .unsatisfiableConstraint(constraint, conflict: [])
            }
        }
        try tableau.optimize()
        return tag
    }

    /// The unrestricted parametric variable of `row` that the fewest rows mention (a new
    /// variable mentions none), if any.
    @inline(__always) private func freeVariable(in row: Row) -> Symbol? {
        var best = noSymbol
        var bestUses = Int.max
        for cell in row.cells where tableau.kind(cell.symbol) == .external && !tableau.isBasic(cell.symbol) {
            let uses = tableau.mentionCount(cell.symbol)
            if uses < bestUses {
                best = cell.symbol
                bestUses = uses
            }
        }
        return best != noSymbol ? best : nil
    }

    /// Builds the constraint's row, with its slack, error or dummy symbols, and enters its
    /// errors in the objective. Core rows are substituted; defined variables stay by name.
    private mutating func createRow(
        _ constraint: LinearConstraint, broken: Bool, created: inout [Variable]
    ) -> (Row, Tag) {
        let expression = constraint.expression
        var terms = scratchTerms
        scratchTerms = ScratchList()
        terms.removeAll()
        var definesVariable = false
        for term in expression.terms {
            let i = entry(for: term.variable, created: &created)
            let s = variableEntries[i].symbol
            if tableau.kind(s) == .external && !tableau.isBasic(s) { definesVariable = true }
            terms.append(NewTerm(symbol: s, entry: Int32(i), coefficient: term.coefficient))
        }
        scratchImplied = -1
        if !definesVariable, let x = impliedSignSubject(constraint, terms, broken: broken) {
            tableau.setKind(x, .external)
            scratchImplied = x
            definesVariable = true
        }
        var row = tableau.newRow(constant: expression.constant, terms: terms, core: !definesVariable, spare: 2)
        scratchTerms = terms
        var tag = Tag(marker: noSymbol)
        let optional = !constraint.priority.isRequired || broken
        if optional {
            let level = constraint.priority.isRequired ? Solver.brokenPriority : constraint.priority.value
            tag.level = tableau.retainLevel(level)
        }
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            let sign: Double = constraint.relation == .lessThanOrEqual ? 1 : -1
            tag.marker = tableau.makeSymbol(.slack)
            row.insert(tag.marker, sign)
            if optional {
                tag.other = tableau.makeSymbol(.error)
                row.insert(tag.other, -sign)
                tableau.addToObjective(1, level: tag.level, symbol: tag.other)
            }
        case .equal:
            if optional {
                tag.marker = tableau.makeSymbol(.error)
                tag.other = tableau.makeSymbol(.error)
                row.insert(tag.marker, -1)
                row.insert(tag.other, 1)
                tableau.addToObjective(1, level: tag.level, symbol: tag.marker)
                tableau.addToObjective(1, level: tag.level, symbol: tag.other)
            } else {
                tag.marker = tableau.makeSymbol(.dummy)
                row.insert(tag.marker, 1)
            }
        }
        return (row, tag)
    }

    /// The symbol to solve an expanded row for (its constant made non-negative): an
    /// unrestricted variable (the one fewest rows mention), else the constraint's own
    /// slack or error symbol, or a non-negative variable no other row mentions, with a
    /// negative coefficient; for a zero constant, any restricted symbol but a dummy (the
    /// one fewest rows mention), or the marker when the row holds only dummies and a zero
    /// constant (a redundant equality). `nil` when no symbol will do and phase one must
    /// decide.
    @inline(__always) private func chooseSubject(_ row: Row, _ tag: Tag) -> Symbol? {
        if let free = freeVariable(in: row) { return free }
        if isPivotable(tag.marker, in: row) { return tag.marker }
        if isPivotable(tag.other, in: row) { return tag.other }
        for cell in row.cells where tableau.kind(cell.symbol) == .nonNegativeExternal && cell.coefficient < 0 {
            // Only a variable no other row mentions: giving a mentioned one a value would
            // move the rows that mention it, possibly below zero.
            if tableau.isUnmentioned(cell.symbol) { return cell.symbol }
        }
        guard nearZero(row.constant) else { return nil }
        return leastMentionedRestricted(in: row) ?? (tableau.isAllDummies(row) ? tag.marker : nil)
    }

    /// For a row whose constant is zero: the restricted symbol other than a dummy that the
    /// fewest rows mention, if any. Solving a row with a zero constant for any of its
    /// symbols keeps that constant at zero whatever the coefficient's sign, and
    /// substituting it leaves every other row's constant as it was, so the tableau stays
    /// feasible with no phase one (whose pivots would each touch every row that mentions
    /// their entering symbol).
    @inline(__always) private func leastMentionedRestricted(in row: Row) -> Symbol? {
        var best = noSymbol
        var bestUses = Int.max
        for cell in row.cells where tableau.kind(cell.symbol) != .dummy {
            let uses = tableau.mentionCount(cell.symbol)
            if uses < bestUses {
                best = cell.symbol
                bestUses = uses
            }
        }
        return best != noSymbol ? best : nil
    }

    /// Whether the constraint's own slack or error symbol `s` can be the row's subject.
    @inline(__always) private func isPivotable(_ s: Symbol, in row: Row) -> Bool {
        guard s != noSymbol else { return false }
        let k = tableau.kind(s)
        return (k == .slack || k == .error) && row.coefficient(for: s) < 0
    }

    /// Phase one: adds `row` under an artificial symbol and minimises it; a row that
    /// cannot hold leaves its proof as the conflict search's explanation.
    /// - Returns: whether the row can be satisfied (then it is in the tableau).
    private mutating func addWithArtificialVariable(_ row: Row) throws(SolverError) -> Bool {
        if tableau.isAllDummies(row) {
            explanation = Explanation(row)
            return false
        }
        guard case .refused(let proof) = try tableau.insertWithArtificialVariable(row) else { return true }
        if let proof { explanation = Explanation(proof) }
        return false
    }
}
