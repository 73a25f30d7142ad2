// A refresh of the defined variables' values, kept to be replayed: the same call on the
// same tableau (a suggested value moving one edit variable, a drag) recomputes the same
// definitions in the same order, so from the third time the order and the coefficients are
// read from one flat list instead of being found again through the column index.

/// The definitions one refresh computed, in dependency order, with the coefficients they
/// read, valid for the dirty symbols it was made from (and the structure of its
/// ``ValuePlans``).
struct ValuePlan: Sendable {
    /// One definition: its slot, and where its terms end in ``terms``.
    struct Step: Sendable {
        var slot: Int32
        var termEnd: Int32
    }

    /// The dirty symbols a refresh starts from, in order.
    var dirty: [Symbol] = []
    /// Every symbol the refresh reports as changed, in order.
    var listed: [Symbol] = []
    /// Where each listed user variable's value is read, in ``listed`` order (see
    /// ``ValueRead``): resolved once, valid for the plan's structure version.
    var reads: [ValueRead] = []
    var steps: [Step] = []
    var terms: [SlotTerm] = []
}

/// A listed user variable and where its value is: a definition's slot, a row's slot (a
/// non-negative variable is kept basic in a row), or nowhere (parametric, at zero).
struct ValueRead: Sendable {
    var symbol: Symbol
    /// The definition slot when `>= 0`; the row slot `-source - 2` below -1; -1 for zero.
    var source: Int32

    init(_ symbol: Symbol, _ state: Tableau.SymbolState) {
        self.symbol = symbol
        if state.slot < 0 {
            source = -1
        } else {
            source = state.kind == .external ? state.slot : ~state.slot - 1
        }
    }
}

/// A coefficient and the slot of the row it refers to: a term of a definition (the other
/// definition's value) or a row of a marker's column (the marker's coefficient there).
struct SlotTerm: Sendable {
    var coefficient: Double
    var slot: Int32
}

/// The plans of the last few distinct refreshes, all for one structure version (see
/// `Tableau.structureVersion`): two edit variables moved in turn (a width and a height)
/// each keep theirs.
struct ValuePlans: Sendable {
    /// How many plans, and how many refreshes that missed, are kept.
    static var capacity: Int { 4 }

    /// The structure version the plans are for.
    private(set) var version: UInt64 = .max
    private(set) var plans: [ValuePlan] = []
    /// The last refreshes that missed, by a fingerprint of their dirty symbols and how
    /// often each came: a plan is made when one comes a third time in one structure (one
    /// that comes only twice, as between the pivots of a layout pass, would not pay for
    /// its plan). A fingerprint that collides makes a plan at worst: a plan is used only
    /// for exactly its own dirty symbols.
    private var candidates: [(fingerprint: Int, count: Int, seen: Int)] = []

    /// How many times a refresh must come, in one structure, before it gets a plan.
    static var timesBeforePlan: Int { 3 }

    /// The index of the plan for `version` and exactly these dirty symbols; all plans are
    /// dropped when the version moved on.
    mutating func index(for version: UInt64, _ dirty: UnsafeMutableBufferPointer<Symbol>.SubSequence) -> Int? {
        if version != self.version {
            self.version = version
            plans.removeAll(keepingCapacity: true)
            candidates.removeAll(keepingCapacity: true)
            return nil
        }
        return plans.firstIndex { $0.dirty.elementsEqual(dirty) }
    }

    /// After a refresh that missed: whether it is the third of its kind (then the caller
    /// records its order and makes a plan); otherwise it is counted as a candidate.
    mutating func earnsPlan(_ dirty: UnsafeMutableBufferPointer<Symbol>.SubSequence) -> Bool {
        var fingerprint = dirty.count
        for s in dirty { fingerprint = (fingerprint &* 31) ^ Int(s) }
        if let i = candidates.firstIndex(where: { $0.fingerprint == fingerprint && $0.count == dirty.count }) {
            candidates[i].seen += 1
            guard candidates[i].seen >= Self.timesBeforePlan else { return false }
            candidates.remove(at: i)
            return true
        }
        if candidates.count == Self.capacity { candidates.removeFirst() }
        candidates.append((fingerprint, dirty.count, 1))
        return false
    }

    /// Keeps `plan`, dropping the oldest when full.
    mutating func add(_ plan: ValuePlan) {
        if plans.count == Self.capacity { plans.removeFirst() }
        plans.append(plan)
    }
}

extension Tableau {
    /// Makes a plan from a refresh that computed the definitions in `order`, starting from
    /// the dirty symbols `list[..<dirtyCount]` and listing `list[..<count]`.
    func makePlan(order: [Int32], list: UnsafeMutableBufferPointer<Symbol>, dirtyCount: Int, count: Int) -> ValuePlan {
        var plan = ValuePlan()
        plan.dirty.append(contentsOf: list[..<dirtyCount])
        plan.listed.append(contentsOf: list[..<count])
        for s in plan.listed where symbols[Int(s)].kind.isExternal {
            plan.reads.append(ValueRead(s, symbols[Int(s)]))
        }
        plan.steps.reserveCapacity(order.count)
        for slot in order {
            for cell in rows[Int(slot)].cells {
                let other = symbols[Int(cell.symbol)].slot
                guard other >= 0 && symbols[Int(cell.symbol)].kind == .external else { continue }
                plan.terms.append(SlotTerm(coefficient: cell.coefficient, slot: other))
            }
            plan.steps.append(ValuePlan.Step(slot: slot, termEnd: Int32(plan.terms.count)))
        }
        return plan
    }

    /// Recomputes the plan's definitions in its order (the same sums, term for term, as
    /// the refresh it was made from, so the values are the same to the bit).
    ///
    /// - Complexity: O(steps + terms), over contiguous storage.
    @inline(__always) static func replay(
        _ plan: ValuePlan, _ defined: UnsafeMutableBufferPointer<DefinitionState>, _ rows: UnsafeBufferPointer<Row>
    ) {
        plan.steps.withUnsafeBufferPointer { steps in
            plan.terms.withUnsafeBufferPointer { terms in
                guard let first = terms.baseAddress else {
                    for step in steps { defined[Int(step.slot)].cached = rows[Int(step.slot)].constant }
                    return
                }
                // Walked by pointer: an index compared with each step's end made the loop's
                // test cost more than its sum.
                var term = first
                for step in steps {
                    var value = rows[Int(step.slot)].constant
                    let end = first + Int(step.termEnd)
                    while term < end {
                        value += term.pointee.coefficient * defined[Int(term.pointee.slot)].cached
                        term += 1
                    }
                    defined[Int(step.slot)].cached = value
                }
            }
        }
    }
}
