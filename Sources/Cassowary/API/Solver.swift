import Synchronization

private let nextSymbolEpoch = Atomic<Int>(0)

/// An incremental Cassowary constraint solver with exact, lexicographic priorities.
///
/// Add required and optional ``LinearConstraint``s, declare edit variables and suggest values for
/// them, and read the values the solver finds:
///
/// ```swift
/// var solver = Solver()
/// let left = Variable("left"), width = Variable("width", isNonNegative: true)
/// try solver.add(left == 0)
/// try solver.add(width >= 100)
/// try solver.add((width == 300).withPriority(.low))
/// solver.value(of: width)   // 300
/// ```
///
/// Required constraints (priority 1000) always hold. Optional ones are met as well as
/// possible, strictly by priority: one constraint at 751 outweighs any number at 750, and
/// within one priority the errors add up. Every call that throws leaves the solver exactly
/// as it was. `Solver` is a value: a copy is an independent solver.
public struct Solver: Sendable {
    struct Tag: Sendable {
        var marker: Symbol
        /// The second error symbol of an optional constraint, else ``noSymbol``.
        var other: Symbol = noSymbol
        /// The objective level of an optional constraint, ``requiredLevel`` for a required one.
        var level: Int = Tag.requiredLevel

        /// The level of a required constraint, which has none in the objective.
        static let requiredLevel = -1
        /// Whether the constraint is optional: it has a level of the objective.
        var isOptional: Bool { level != Tag.requiredLevel }
    }

    struct Record: Sendable {
        var constraint: LinearConstraint
        var tag: Tag
        /// When it was added: conflicts are listed in this order.
        var sequence: Int

        /// Whether the constraint is hard: required and not broken. Only hard constraints
        /// take part in conflicts.
        var isHard: Bool { !tag.isOptional }
    }

    /// What a conflict search keeps of the row that proved a constraint infeasible.
    struct Explanation: Sendable {
        /// The row's symbols: the markers of the required constraints it combines.
        var symbols: [Symbol] = []
        /// How far from zero the row's constant was: the margin of the proof (see
        /// `Solver.conflictingSet(for:excluding:)`).
        var margin = 0.0

        init() {}

        init(_ row: Row) {
            symbols = row.cells.map(\.symbol)
            margin = abs(row.constant)
        }
    }

    struct EditInfo: Sendable {
        var constraint: LinearConstraint
        var constant: Double
    }

    struct VariableEntry: Sendable {
        var variable: Variable
        var symbol: Symbol
        /// How many constraints (edit constraints included) mention the variable (32 bits,
        /// beside the symbol).
        var uses: Int32
        /// The value last returned by ``fetchChanges()``.
        var reported: Double
        /// The required constraints that mention the variable, kept once a conflict has
        /// been searched for (see `tracksRequired`).
        var required: [LinearConstraint] = []
    }

    var tableau = Tableau()
    var records = RecordTable()
    var edits = EditTable()
    var variableIndex = IntKeyedMap<Int>()
    var variableEntries: [VariableEntry] = []
    var freeVariableEntries: [Int] = []
    /// Changes whenever a variable may have left the solver (its symbol freed for reuse): a
    /// symbol read with ``symbol(of:)`` names the same variable while this stays the same.
    /// Epochs are unique across solvers, so a cached symbol also names its solver.
    package internal(set) var symbolEpoch = Solver.newSymbolEpoch()
    /// For each external symbol, its entry in `variableEntries`.
    var entryOfSymbol: [Int32] = []
    /// Variables that left the solver with a reported value other than zero.
    var departed: [Variable] = []
    /// The list ``fetchChanges()`` returned last: the next call writes into its storage
    /// when the caller has let it go, instead of allocating a new one.
    var lastChanges: [(variable: Variable, value: Double)] = []
    /// The terms of the constraint `createRow` wrote last (kept for `register`, and to
    /// reuse their storage).
    var scratchTerms = ScratchList<NewTerm>()
    /// The variables a call made (forgotten if it fails), kept to reuse their storage.
    var scratchCreated: [Variable] = []
    var nextSequence = 0
    /// The row that proved the last refused constraint infeasible (the Cassowary paper's
    /// explanation): where a conflict search starts looking.
    var explanation = Explanation()
    /// The constraint (by key) whose marker each symbol is, for required constraints; kept
    /// with the lists below, from the first conflict search on.
    var markerOwners = IntKeyedMap<Int>()
    /// Whether each variable entry lists its required constraints. Off until the first
    /// conflict search, so that solvers that never conflict never pay for the lists.
    var tracksRequired = false
    /// The non-negative variables that required equalities made definitions (see
    /// Solver+ImpliedSigns.swift).
    var impliedSigns = ImpliedSigns()
    /// The variable whose sign the constraint `createRow` wrote last implies, or -1.
    var scratchImplied: Symbol = noSymbol

    /// Creates an empty solver.
    public init() {}

    /// Whether `constraint` is in the solver. O(1).
    @inline(__always)
    public func contains(_ constraint: LinearConstraint) -> Bool {
        records.contains(constraint)
    }

    /// ``contains(_:)`` for a solver kept in a class's stored property, where a
    /// non-mutating call is handed a copy of the whole solver (see ``valueInPlace(of:)``).
    package mutating func containsInPlace(_ constraint: LinearConstraint) -> Bool {
        records.contains(constraint)
    }

    /// Whether `variable` is an edit variable. O(1).
    public func hasEditVariable(_ variable: Variable) -> Bool { edits[variable] != nil }

    /// The constraints in the solver, in the order they were added (edit variables' own
    /// constraints are not listed).
    /// - Complexity: O(n log n).
    public var constraints: [LinearConstraint] {
        let editConstraints = Set(edits.all.map { ObjectIdentifier($0.info.constraint) })
        return records.values.filter { !editConstraints.contains(ObjectIdentifier($0.constraint)) }
            .sorted { $0.sequence < $1.sequence }.map(\.constraint)
    }

    /// The value the solver gives `variable`; zero for a variable it does not know.
    /// Always current: there is no separate update step. O(1).
    public func value(of variable: Variable) -> Double {
        guard let i = variableIndex[variable.key] else { return 0 }
        guard tableau.valuesAreCurrent else {
            // Only after a package client's ``changeConstantLeavingValues(of:to:)``, which
            // reads through the mutating readers: refreshed on a copy, left as it was here.
            var current = tableau
            current.refreshValues()
            return current.value(variableEntries[i].symbol)
        }
        return tableau.value(variableEntries[i].symbol)
    }

    /// ``value(of:)`` for a solver kept in a class's stored property. Called there, a
    /// non-mutating method is handed a copy of the whole solver (a `memcpy` of its 537
    /// bytes per call); a mutating one works on it in place. It changes nothing.
    package mutating func valueInPlace(of variable: Variable) -> Double {
        guard let i = variableIndex[variable.key] else { return 0 }
        tableau.refreshValuesIfNeeded()
        return tableau.value(variableEntries[i].symbol)
    }

    /// The tableau symbol of a variable in the solver, or -1 for one it does not hold: read
    /// its value with ``values(ofSymbols:_:_:_:)`` while ``symbolEpoch`` stays the same (a view's
    /// four frame variables are read this way on every layout pass, skipping the look-up).
    package mutating func symbol(of variable: Variable) -> Int32 {
        guard let i = variableIndex[variable.key] else { return -1 }
        return variableEntries[i].symbol
    }

    /// The values of four variables by their symbols (from ``symbol(of:)``, in the same
    /// epoch), in one call: a frame's four. `mutating` for the reason ``valueInPlace(of:)``
    /// is: it changes nothing.
    package mutating func values(ofSymbols a: Int32, _ b: Int32, _ c: Int32, _ d: Int32) -> (
        Double, Double, Double, Double
    ) {
        tableau.refreshValuesIfNeeded()
        return tableau.values(a, b, c, d)
    }

    /// A symbol epoch no solver has had.
    static func newSymbolEpoch() -> Int { nextSymbolEpoch.wrappingAdd(1, ordering: .relaxed).newValue }

    /// Marks that a variable may have left: symbols read before no longer count.
    mutating func renewSymbolEpoch() { symbolEpoch = Solver.newSymbolEpoch() }

    /// Removes every constraint and edit variable.
    public mutating func reset() { self = Solver() }

    /// How many rows the simplex's long steps have flipped so far (a count for tests).
    package var longStepFlips: Int { tableau.stepCounts.longStepFlips }

    /// How many of those rows had a zero ratio (degenerate rows flipped), a count for tests.
    package var longStepFlipsAtZero: Int { tableau.stepCounts.flipsAtZero }

    /// How many times a long optimisation took the candidate that lowers the objective
    /// most instead of Bland's (a count for tests).
    package var steepestChoices: Int { tableau.stepCounts.steepestChoices }

    /// Statistics about the tableau, for benchmarks and diagnostics.
    public var statistics: Statistics {
        let sizes = tableau.sizes
        return Statistics(
            rows: sizes.rows, cells: sizes.cells, symbols: sizes.symbols, priorityLevels: sizes.levels,
            objectiveSymbols: sizes.objectiveSymbols)
    }

    /// Sizes of the tableau.
    public struct Statistics: Sendable, Equatable {
        /// Rows (one per basic symbol).
        public var rows: Int
        /// Non-zero entries over all rows.
        public var cells: Int
        /// Symbols in use: variables, slacks, errors and dummies.
        public var symbols: Int
        /// Optional priority levels in use.
        public var priorityLevels: Int
        /// Symbols holding a place in the objective (the objective's memory follows this
        /// count, not the number of symbols).
        public var objectiveSymbols: Int
    }
}
