// Relaxing a constraint's marker: moving a required constraint to an objective level, for
// a priority change in place and for breaking a constraint.
extension Tableau {
    /// Whether a required equality's dummy marker can become two error symbols: it is
    /// parametric, and no redundant equality (a row whose basic symbol is a dummy) depends
    /// on it, since that row must keep only dummies.
    func canRelax(marker: Symbol) -> Bool {
        guard !isBasic(marker) else { return false }
        return !columns.slots(marker).contains { kind(basicOf[Int($0)]) == .dummy }
    }

    /// Makes a required equality optional at `level`: its parametric dummy `marker` is
    /// replaced, in every row and in the objective, by `plus - minus`, two new error
    /// symbols that the objective counts at `level`. Returns the constraint's new tag.
    mutating func relax(marker: Symbol, level: Int) -> Solver.Tag {
        let plus = makeSymbol(.error)
        let minus = makeSymbol(.error)
        for slot in columns.array(marker) {
            touch(slot)
            let c = rows[Int(slot)].remove(marker)
            rows[Int(slot)].insert(plus, c)
            rows[Int(slot)].insert(minus, -c)
            columns.insert(plus, slot)
            columns.insert(minus, slot)
        }
        columns.removeAll(marker)
        var factors: [Double] = []
        if objective.take(marker, into: &factors) {
            for (i, l) in objective.order.enumerated() where factors[i] != 0 {
                objective.add(factors[i], level: l, symbol: plus)
                objective.add(-factors[i], level: l, symbol: minus)
            }
        }
        objective.add(1, level: level, symbol: plus)
        objective.add(1, level: level, symbol: minus)
        // As created for an optional equality: the marker with -1, the other with +1.
        return Solver.Tag(marker: minus, other: plus, level: level)
    }

    /// Moves an optional constraint's error symbols' weight from its level to `level`.
    mutating func moveErrors(of tag: Solver.Tag, to level: Int) {
        for error in [tag.marker, tag.other] where error != noSymbol && kind(error) == .error {
            if let row = row(of: error) {
                for cell in row.cells {
                    objective.add(-cell.coefficient, level: tag.level, symbol: cell.symbol)
                    objective.add(cell.coefficient, level: level, symbol: cell.symbol)
                }
            } else {
                objective.add(-1, level: tag.level, symbol: error)
                objective.add(1, level: level, symbol: error)
            }
        }
    }
}

extension Tableau {
    /// Makes a required inequality optional at `level`: its slack `marker` s is rewritten
    /// as s - e for a new error symbol e that the objective counts at `level` (s's own row
    /// gains +e; each row and objective level mentioning s gains -c·e). Since e is zero,
    /// no value changes. Returns the constraint's new tag, as created for an optional
    /// inequality: the slack as marker, the error as the other symbol.
    mutating func relax(slack marker: Symbol, level: Int) -> Solver.Tag {
        let error = makeSymbol(.error)
        let own = symbols[Int(marker)].slot
        if own >= 0 {
            touch(own)
            rows[Int(own)].insert(error, 1)
            columns.insert(error, own)
        } else {
            for slot in columns.array(marker) {
                touch(slot)
                let c = rows[Int(slot)].coefficient(for: marker)
                rows[Int(slot)].insert(error, -c)
                columns.insert(error, slot)
            }
            for l in objective.order {
                let f = objective.coefficient(l, marker)
                if f != 0 { objective.add(-f, level: l, symbol: error) }
            }
        }
        objective.add(1, level: level, symbol: error)
        return Solver.Tag(marker: marker, other: error, level: level)
    }
}
