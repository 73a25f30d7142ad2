import Cassowary

/// E1: build a fresh solver with the enaml-like system (constraints and edit variables).
func buildEnaml(_ system: ConstraintSystem) throws -> Solver {
    var solver = Solver()
    for statement in system.statements { try solver.add(statement.constraint) }
    for edit in system.edits { try solver.addEditVariable(edit.variable, priority: edit.priority) }
    _ = solver.fetchChanges()
    return solver
}

/// Checks that every required constraint of `system` holds in `solver`.
func verifyRequired(_ system: ConstraintSystem, _ solver: Solver, scenario: String) throws {
    for statement in system.statements where statement.constraint.isRequired {
        let off = statement.constraint.violation(in: solver)
        guard off <= 1e-6 else {
            throw VerificationFailure(scenario: scenario, message: "line \(statement.line) is off by \(off)")
        }
    }
}

func enamlBuildScenario(_ system: ConstraintSystem, runs: Int) throws -> Measurement {
    let solver = try buildEnaml(system)
    try verifyRequired(system, solver, scenario: "E1")
    let (ns, count) = try medianNanoseconds(runs: runs) { (try time { _ = try buildEnaml(system) }, 1) }
    return Measurement(
        scenario: "E1 enaml-build", nanoseconds: ns, operation: "build \(system.statements.count) constraints",
        runs: count, notes: ["priorities: kiwi strengths mapped as in Examples/enaml.constraints"])
}

func enamlSuggestScenario(_ system: ConstraintSystem, runs: Int) throws -> Measurement {
    let names = Dictionary(uniqueKeysWithValues: system.variables.map { ($0.name, $0) })
    guard let width = names["width"], let height = names["height"], !system.suggestions.isEmpty else {
        throw VerificationFailure(scenario: "E2", message: "the system has no width, height or suggest lines")
    }
    var solver = try buildEnaml(system)
    for pair in system.suggestions {
        try solver.suggestValue(pair[0], for: width)
        try solver.suggestValue(pair[1], for: height)
        _ = solver.fetchChanges()
        try expect(solver.value(of: width), pair[0], "width", scenario: "E2")
        try expect(solver.value(of: height), pair[1], "height", scenario: "E2")
        try verifyRequired(system, solver, scenario: "E2")
    }
    let rounds = 200
    let (ns, count) = try medianNanoseconds(runs: runs) {
        let ns = try time {
            for _ in 0..<rounds {
                for pair in system.suggestions {
                    try solver.suggestValue(pair[0], for: width)
                    try solver.suggestValue(pair[1], for: height)
                    _ = solver.fetchChanges()
                }
            }
        }
        return (ns, rounds * system.suggestions.count)
    }
    return Measurement(
        scenario: "E2 enaml-suggest", nanoseconds: ns, operation: "suggest (w, h) + fetch changes", runs: count)
}

/// S2: a row of N views whose right edge follows an edit variable.
struct RowResize {
    var solver = Solver()
    var left: [Variable] = []
    var width: [Variable] = []
    let right = Variable("W")

    init(_ n: Int) throws {
        for i in 0..<n {
            left.append(Variable("left\(i)"))
            width.append(Variable("w\(i)"))
            if i == 0 {
                try solver.add(left[0] == 0)
            } else {
                try solver.add(left[i] == left[i - 1] + width[i - 1] + 8)
                try solver.add(width[i] == width[0])
            }
            try solver.add(width[i] >= 10)
        }
        try solver.add(left[n - 1] + width[n - 1] == right)
        try solver.addEditVariable(right, priority: .high)
        _ = solver.fetchChanges()
    }

    static func target(_ n: Int, _ k: Int) -> Double { Double(18 * n + (k * 97 % 1000) * n / 10) }

    func verify(_ x: Double, scenario: String) throws {
        let n = left.count
        let w = (x - 8 * Double(n - 1)) / Double(n)
        try expect(solver.value(of: right), x, "W", scenario: scenario)
        try expect(solver.value(of: width[n - 1]), w, "w[N-1]", scenario: scenario)
        try expect(solver.value(of: left[n - 1]), Double(n - 1) * (w + 8), "left[N-1]", scenario: scenario)
    }
}

func rowResizeBuildScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "S2 row-resize-\(n) build"
    var row = try RowResize(n)
    try row.solver.suggestValue(RowResize.target(n, 0), for: row.right)
    try row.verify(RowResize.target(n, 0), scenario: name)
    let (ns, count) = try medianNanoseconds(runs: runs) { (try time { _ = try RowResize(n) }, 1) }
    return Measurement(scenario: name, nanoseconds: ns, operation: "build \(n) views", runs: count)
}

func rowResizeSuggestScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "S2 row-resize-\(n) suggest"
    var row = try RowResize(n)
    for k in 0..<1000 {
        try row.solver.suggestValue(RowResize.target(n, k), for: row.right)
        _ = row.solver.fetchChanges()
        if k % 97 == 0 { try row.verify(RowResize.target(n, k), scenario: name) }
    }
    let (ns, count) = try medianNanoseconds(runs: runs) {
        let ns = try time {
            for k in 0..<1000 {
                try row.solver.suggestValue(RowResize.target(n, k), for: row.right)
                _ = row.solver.fetchChanges()
            }
        }
        return (ns, 1000)
    }
    return Measurement(scenario: name, nanoseconds: ns, operation: "suggest W + fetch changes", runs: count)
}

/// S3: remove and add back one cell's four height constraints, 10,000 times.
func churnScenario(_ n: Int, cycles: Int, runs: Int) throws -> Measurement {
    let name = "S3 churn-\(n)"
    func run() throws -> (Double, [Double]) {
        var solver = Solver()
        var cells: [Cell] = []
        var current: [[LinearConstraint]] = []
        for i in 0..<n {
            let cell = Cell()
            let all = cell.constraints(i)
            try solver.add(all + [cell.cTop == 0])
            current.append(Array(all[6..<10]))
            cells.append(cell)
        }
        _ = solver.fetchChanges()
        var heights = (0..<n).map(Cell.labelHeight)
        let ns = try time {
            for k in 0..<cycles {
                let c = (k * 7919) % n
                try solver.remove(current[c])
                heights[c] = Double(20 + (k % 60))
                current[c] = cells[c].heightConstraints(height: heights[c])
                try solver.add(current[c])
                if k % 100 == 99 { _ = solver.fetchChanges() }
            }
        }
        try verifyCells(solver, cells, stacked: false, heights: { heights[$0] }, scenario: name)
        return (ns, heights)
    }
    _ = try run()
    let (ns, count) = try medianNanoseconds(runs: runs) { (try run().0, cycles) }
    return Measurement(scenario: name, nanoseconds: ns, operation: "remove + add 4 constraints", runs: count)
}
