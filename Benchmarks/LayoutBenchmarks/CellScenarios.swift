import Cassowary

/// The variables of one self-sizing cell of S1 (SCENARIOS.md).
struct Cell {
    let cTop = Variable("cTop"), cLeft = Variable("cLeft"), cW = Variable("cW")
    let lTop = Variable("lTop"), lLeft = Variable("lLeft"), lW = Variable("lW")
    let cH: Variable, lH: Variable

    /// S1c declares the heights non-negative; S1, S1b and S3 use plain variables.
    init(nonNegativeHeights: Bool = false) {
        cH = Variable("cH", isNonNegative: nonNegativeHeights)
        lH = Variable("lH", isNonNegative: nonNegativeHeights)
    }

    static func labelHeight(_ i: Int) -> Double { Double(20 + (i * 13 % 60)) }
    static func labelWidth(_ i: Int) -> Double { Double(100 + (i * 37 % 250)) }

    /// The cell's own constraints; `requiredTop` makes the top inset required (S1c).
    func constraints(_ i: Int, requiredTop: Bool = false) -> [LinearConstraint] {
        let w = Cell.labelWidth(i)
        return [
            cLeft == 0,
            cW == 375,
            lLeft == cLeft + 12,
            (lLeft + lW == cLeft + cW).withPriority(.high),
            (lW >= w).withPriority(.high),
            (lW <= w).withPriority(.low),
        ] + heightConstraints(height: Cell.labelHeight(i), requiredTop: requiredTop)
            + [(cH == 0).withPriority(.fittingSizeLevel)]
    }

    /// The four constraints S3 removes and adds back: the two vertical edges and the
    /// label's height.
    func heightConstraints(height h: Double, requiredTop: Bool = false) -> [LinearConstraint] {
        [
            (lTop == cTop + 8).withPriority(requiredTop ? .required : .high),
            lTop + lH == cTop + cH - 8,
            (lH >= h).withPriority(.high),
            (lH <= h).withPriority(.low),
        ]
    }
}

/// S1 and S1b: N cells, stacked (`cTop_{i+1} == cTop_i + cH_i + 5`) or independent.
func buildCells(_ n: Int, stacked: Bool) throws -> (Solver, [Cell]) {
    var solver = Solver()
    var cells: [Cell] = []
    cells.reserveCapacity(n)
    for i in 0..<n {
        let cell = Cell()
        let position: LinearConstraint
        if !stacked || i == 0 {
            position = cell.cTop == 0
        } else {
            let above = cells[i - 1]
            position = cell.cTop == above.cTop + above.cH + 5
        }
        try solver.add(cell.constraints(i) + [position])  // one transaction per cell
        cells.append(cell)
    }
    _ = solver.fetchChanges()
    return (solver, cells)
}

/// Checks S1's expected values: lW == 363, cH == h + 16, cTop the running sum.
func verifyCells(_ solver: Solver, _ cells: [Cell], stacked: Bool, heights: (Int) -> Double, scenario: String) throws {
    var top = 0.0
    for (i, cell) in cells.enumerated() {
        let h = heights(i)
        try expect(solver.value(of: cell.lW), 363, "lW[\(i)]", scenario: scenario)
        try expect(solver.value(of: cell.cH), h + 16, "cH[\(i)]", scenario: scenario)
        try expect(solver.value(of: cell.lTop), (stacked ? top : 0) + 8, "lTop[\(i)]", scenario: scenario)
        try expect(solver.value(of: cell.cTop), stacked ? top : 0, "cTop[\(i)]", scenario: scenario)
        top += h + 16 + 5
    }
}

func cellsScenario(_ n: Int, stacked: Bool, runs: Int) throws -> Measurement {
    let name = stacked ? "S1 cells-\(n)" : "S1b cells-\(n)-independent"
    let (solver, cells) = try buildCells(n, stacked: stacked)
    try verifyCells(solver, cells, stacked: stacked, heights: Cell.labelHeight, scenario: name)
    let stats = solver.statistics
    var faults = 0
    let (ns, count) = try medianNanoseconds(runs: runs) {
        var built: Solver?
        let before = minorPageFaults()
        let ns = try time { built = try buildCells(n, stacked: stacked).0 }
        if let before, let after = minorPageFaults() { faults += after - before }
        _ = built
        return (ns, 1)
    }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "build + solve \(n) cells", runs: count,
        notes: [
            "tableau: \(stats.rows) rows, \(stats.cells) cells",
            "page faults per build: \(faults / (count + 1)) (pages taken fresh from the system)",
        ])
}

/// S1c: every cell's height is pinned at 1 while its top and bottom insets are required.
func conflictScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "S1c cells-\(n)-conflict"
    var report: [String] = []
    func run() throws -> Int {
        var solver = Solver()
        var rejected = 0
        var cells: [Cell] = []
        for i in 0..<n {
            let cell = Cell(nonNegativeHeights: true)
            try solver.add(cell.constraints(i, requiredTop: true) + [cell.cTop == 0])
            if let conflict = conflictOnAdding(cell.cH == 1, to: &solver) {
                rejected += 1
                if i == 0 && report.isEmpty { report = conflict.map(\.description) }
            }
            cells.append(cell)
        }
        // The rejected constraint must not act: every cell still fits its label.
        try verifyCells(solver, cells, stacked: false, heights: Cell.labelHeight, scenario: name)
        return rejected
    }
    let rejected = try run()
    guard rejected == n else {
        throw VerificationFailure(scenario: name, message: "\(rejected) of \(n) conflicts found")
    }
    guard report.count == 3 else {
        throw VerificationFailure(scenario: name, message: "conflict of cell 0 is \(report), expected 3 constraints")
    }
    let (ns, count) = try medianNanoseconds(runs: runs) { (try time { _ = try run() }, n) }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "add a cell and reject its height 1", runs: count,
        notes: [
            "conflict named for each cell: " + report.joined(separator: "; "),
            "rejected \(rejected) of \(n); afterwards every cell is still h + 16 tall",
        ])
}

/// Adds `constraint`; returns the conflicting set when it is unsatisfiable.
func conflictOnAdding(_ constraint: LinearConstraint, to solver: inout Solver) -> [LinearConstraint]? {
    do {
        try solver.add(constraint)
        return nil
    } catch SolverError.unsatisfiableConstraint(_, let conflict) {
        return conflict
    } catch {
        return []
    }
}
