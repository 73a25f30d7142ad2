// Non-negative variables whose sign a required equality implies.
//
// `child.width == parent.width` with both widths non-negative: once the equality holds,
// the child's width is never negative because the parent's is not. Such a variable is
// made an ordinary definition (an unrestricted basic variable whose row may name other
// definitions, Tableau+Definitions.swift) instead of a core row of the simplex. A chain
// of 10,000 nested views, each as wide as its parent, then keeps rows of two cells
// (`width_k = width_(k-1) - d_k`) instead of rows that carry every dummy marker above
// them (quadratic in the depth).
//
// The sign stays implied while the equality is in the solver with the same numbers, and
// while the variable it names stays non-negative: a non-negative variable always is (as
// a core row, a parametric symbol, or a definition of this kind itself). Before the
// equality leaves the solver, the variable is made restricted again, a core row written
// out in parametric symbols (see `restoreSign(of:)`); an in-place change of the
// equality's constant or priority is refused (the caller removes and adds it instead).

/// The variables (by symbol) that required equalities (by key) made definitions.
struct ImpliedSigns: Sendable {
    private(set) var symbolOf: [Int: Symbol] = [:]
    /// The same variables, for asking whether a symbol is one.
    private(set) var symbols: Set<Symbol> = []

    /// Whether no variable's sign is implied (most solvers: every look-up is skipped).
    var isEmpty: Bool { symbolOf.isEmpty }

    /// The variable the constraint (by key) made a definition, if any.
    @inline(__always) func symbol(implyingFor key: Int) -> Symbol? { isEmpty ? nil : symbolOf[key] }

    mutating func add(constraint key: Int, symbol: Symbol) {
        symbolOf[key] = symbol
        symbols.insert(symbol)
    }

    mutating func remove(constraint key: Int) {
        guard !isEmpty, let symbol = symbolOf.removeValue(forKey: key) else { return }
        symbols.remove(symbol)
    }
}

extension Solver {
    /// The non-negative variable a new constraint can define with its sign implied, if
    /// any: the constraint is a required equality `cx·x + cy·y + c == 0` of two variables
    /// where `x` is non-negative and in no row yet, `y` is sure to stay non-negative, and
    /// `x = (-cy/cx)·y + (-c/cx)` has a positive factor and a constant of zero or more.
    /// (Inlined: called as a method from `createRow`, it was handed a copy of the solver.)
    @inline(__always)
    func impliedSignSubject(_ constraint: LinearConstraint, _ terms: ScratchList<NewTerm>, broken: Bool) -> Symbol? {
        guard terms.count == 2, !broken, constraint.relation == .equal, constraint.priority.isRequired else {
            return nil
        }
        let constant = constraint.expression.constant
        for i in 0..<2 {
            let j = 1 - i
            let (x, y) = (terms[i].symbol, terms[j].symbol)
            guard x != y, tableau.kind(x) == .nonNegativeExternal, !tableau.isBasic(x), tableau.isUnmentioned(x),
                staysNonNegative(y)
            else { continue }
            let (cx, cy) = (terms[i].coefficient, terms[j].coefficient)
            if -cy / cx > 0 && -constant / cx >= 0 { return x }
        }
        return nil
    }

    /// Whether symbol `s` is a non-negative variable: restricted, or a definition whose
    /// sign is implied.
    private func staysNonNegative(_ s: Symbol) -> Bool {
        switch tableau.kind(s) {
        case .nonNegativeExternal: true
        case .external: !impliedSigns.isEmpty && impliedSigns.symbols.contains(s)
        default: false
        }
    }

    /// Makes the variable of an implied sign restricted again, before the constraint that
    /// implied it goes: a definition is written out in parametric symbols and becomes a
    /// core row (its constant, the variable's value, is not negative), substituted into
    /// the rows that named it.
    /// - Complexity: O(size of the definitions it reaches + the rows that name it).
    mutating func restoreSign(of x: Symbol) {
        guard tableau.kind(x) == .external else { return }
        guard tableau.isBasic(x) else {
            tableau.setKind(x, .nonNegativeExternal)
            return
        }
        var row = tableau.removeRow(basic: x)
        tableau.expand(&row)
        if row.constant < 0 && nearZero(row.constant) { row.constant = 0 }
        tableau.setKind(x, .nonNegativeExternal)
        tableau.substitute(x, row)
        tableau.insertRow(consume row, basic: x)
    }
}
