import Cassowary
import Foundation

// The benchmark runner: every scenario of docs/scenarios.md, each verified before it is timed.
//
//     swift run -c release layout-benchmarks [--scenario NAME] [--json] [--smoke] [--runs N]

struct Options {
    var scenarios: Set<String> = []
    var json = false
    var smoke = false
    var runs = 7
    var data: String?
    var countInstructions = false
    /// `--compare kiwi`: the peer to run beside this solver.
    var compare: String?
    var rounds = 3
}

let help = """
    usage: layout-benchmarks [--scenario NAME]... [--json] [--smoke] [--runs N] [--exact-runs] [--data FILE]
                             [--count-instructions] [--compare kiwi [--rounds N]]

    Runs the solver benchmarks of docs/scenarios.md (E1 E2 S1 S1b S1c S2 S3) and the layout
    benchmarks L1 (a self-sizing list of story 1's cells), L2 (a column of labels), L3 (a
    chain of nested views), L4 (a stack view in a scroll view), L5 (a view's width set
    n times, each a conflict the engine recovers from), L6 (a stack view with room to
    spare, its last label stretched) and F0-F2 (the feed benchmark: a feed cell sized by
    hand, with Auto Layout and with stack views, and F1's memory over many fits) and T1 (a
    30-character line measured, and a label's size for it) in this build's
    mode (use -c release), checks each result, and prints the median time per operation
    over at least N runs (default 7) and 0.2 s, and, for S1, S1b and S2, the time ratio
    from N to 10N.

        --scenario NAME   run only this family (repeatable): E1 E2 S1 S1b S1c S2 S3 L1 L2 L3 L4 L5 L6 F
                      (or one variant: F0 F1 F2) T1
        --json            print the results as JSON
        --smoke           small sizes and 3 runs: checks every scenario quickly
        --exact-runs      exactly N runs (no 0.2 s floor), for counting instructions
        --count-instructions
                          after timing, run again under valgrind's callgrind (exactly N
                          runs, default 3) and print each measurement's instructions per
                          operation and the 10N/N ratios in instructions
        --data FILE       the enaml-like system (default Examples/enaml.constraints)
        --compare kiwi    run the solver-level scenarios here and on kiwi 1.5.1 (C++): its
                          source comes from PyPI (pip download), a harness of ours is built
                          with g++ -O3, and the two alternate for --rounds N (default 3);
                          prints each side's medians and kiwi's time over ours
    Exits with status 1 if any scenario's result is wrong.
    """

func parseOptions() -> Options {
    var options = Options()
    var arguments = CommandLine.arguments.dropFirst()
    while let argument = arguments.popFirst() {
        switch argument {
        case "--json": options.json = true
        case "--exact-runs": break  // read in Measurement.swift
        case "--count-instructions": options.countInstructions = true
        case "--compare": options.compare = arguments.popFirst()
        case "--rounds": options.rounds = max(1, Int(arguments.popFirst() ?? "") ?? options.rounds)
        case "--smoke": options.smoke = true
        case "--scenario": if let name = arguments.popFirst() { options.scenarios.insert(name) }
        case "--runs": options.runs = max(1, Int(arguments.popFirst() ?? "") ?? options.runs)
        case "--data": options.data = arguments.popFirst()
        case "--help", "-h":
            print(help)
            exit(0)
        default:
            FileHandle.standardError.write(Data("layout-benchmarks: unknown argument '\(argument)'\n\n\(help)\n".utf8))
            exit(2)
        }
    }
    if options.smoke && !CommandLine.arguments.contains("--runs") { options.runs = 3 }
    return options
}

func loadEnaml(_ options: Options) throws -> ConstraintSystem {
    let candidates = [
        options.data, "Examples/enaml.constraints",
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../../Examples/enaml.constraints").path,
    ].compactMap { $0 }
    for path in candidates {
        if let data = FileManager.default.contents(atPath: path) {
            return try ConstraintSystem.parse(String(decoding: data, as: UTF8.self))
        }
    }
    throw VerificationFailure(scenario: "E1", message: "cannot find enaml.constraints (use --data)")
}

/// Collects results and prints them as they come.
@MainActor
struct Runner {
    let options: Options
    var results: [Measurement] = []
    var failures: [String] = []
    /// The pairs of measurements whose ratio is printed (N and 10N).
    var ratioPairs: [(String, String)] = []

    func wanted(_ family: String) -> Bool { options.scenarios.isEmpty || options.scenarios.contains(family) }

    mutating func record(_ body: () throws -> Measurement) {
        do {
            let m = try body()
            results.append(m)
            guard !options.json else { return }
            let notes = m.notes.map { "\n      \($0)" }.joined()
            let name = m.scenario.padding(toLength: 34, withPad: " ", startingAt: 0)
            let duration = formatDuration(m.nanoseconds).padding(toLength: 10, withPad: " ", startingAt: 0)
            print("\(name) \(duration) per \(m.operation) (median of \(m.runs))\(notes)")
        } catch {
            failures.append("\(error)")
            if !options.json { print("FAILED \(error)") }
        }
    }

    /// Records the measurements of a scenario that measures several operations.
    mutating func recordAll(_ body: () throws -> [Measurement]) {
        do {
            for m in try body() { record { m } }
        } catch {
            record { throw error }
        }
    }

    mutating func ratio(_ a: String, _ b: String) {
        ratioPairs.append((a, b))
        guard let x = results.first(where: { $0.scenario == a }),
            let i = results.firstIndex(where: { $0.scenario == b })
        else { return }
        let r = results[i].nanoseconds / x.nanoseconds
        results[i].notes.append("ratio to \(a): \(format3(r))x")
        if !options.json { print("  scaling: \(b) / \(a) = \(format3(r))x") }
    }

    mutating func runAll() {
        let small = options.smoke
        let runs = options.runs
        let cellSizes = small ? [100, 1000] : [1000, 10000]
        let rowSizes = small ? [20, 200] : [100, 1000]
        if wanted("E1") || wanted("E2") {
            do {
                let enaml = try loadEnaml(options)
                if wanted("E1") { record { try enamlBuildScenario(enaml, runs: runs) } }
                if wanted("E2") { record { try enamlSuggestScenario(enaml, runs: runs) } }
            } catch {
                failures.append("\(error)")
            }
        }
        if wanted("S1") {
            for n in cellSizes {
                record { try cellsScenario(n, stacked: true, runs: runs) }
            }
            ratio("S1 cells-\(cellSizes[0])", "S1 cells-\(cellSizes[1])")
        }
        if wanted("S1b") {
            for n in cellSizes { record { try cellsScenario(n, stacked: false, runs: runs) } }
            ratio("S1b cells-\(cellSizes[0])-independent", "S1b cells-\(cellSizes[1])-independent")
        }
        if wanted("S1c") { record { try conflictScenario(cellSizes[0], runs: runs) } }
        if wanted("S2") {
            for n in rowSizes { record { try rowResizeBuildScenario(n, runs: runs) } }
            ratio("S2 row-resize-\(rowSizes[0]) build", "S2 row-resize-\(rowSizes[1]) build")
            for n in rowSizes { record { try rowResizeSuggestScenario(n, runs: runs) } }
        }
        if wanted("S3") { record { try churnScenario(cellSizes[0], cycles: small ? 1000 : 10000, runs: runs) } }
        if wanted("L1") {
            let n = small ? 500 : 10000
            record { try selfSizingListScenario(n, runs: small ? 1 : 3) }
            perCell("S1b cells-\(cellSizes[0])-independent", cells: cellSizes[0], "L1 self-sizing-list-\(n)")
        }
        runTreeScenarios()
        if wanted("F") || FeedVariant.allCases.contains(where: { options.scenarios.contains($0.rawValue) }) {
            runFeedScenarios()
        }
        if wanted("T1") { recordAll { try textScenarios(runs: runs) } }
    }

    /// F0 to F2: the feed benchmark (FEED.md), each variant's time per cell and its ratio
    /// to F0's.
    mutating func runFeedScenarios() {
        let sizes = options.smoke ? [10, 100] : [100, 1000]
        let runs = options.runs
        for n in sizes {
            let variants = FeedVariant.allCases.filter { wanted("F") || options.scenarios.contains($0.rawValue) }
            for variant in variants { record { try feedScenario(variant, n, runs: runs) } }
            perCell("\(FeedVariant.manual.name)-\(n)", cells: 1, "\(FeedVariant.autoLayout.name)-\(n)")
            perCell("\(FeedVariant.manual.name)-\(n)", cells: 1, "\(FeedVariant.stacks.name)-\(n)")
            perCell("\(FeedVariant.autoLayout.name)-\(n)", cells: 1, "\(FeedVariant.stacks.name)-\(n)")
        }
        guard wanted("F") else { return }
        let fits = options.smoke ? 3_000 : 100_000
        record { try feedMemoryScenario(fits: fits) }
    }

    /// L2 to L6: layouts through views and anchors.
    mutating func runTreeScenarios() {
        let small = options.smoke
        let runs = options.runs
        if wanted("L2") {
            let sizes = small ? [100, 1000] : [1000, 10000]
            for n in sizes { recordAll { try stackedLabelsScenarios(n, runs: runs) } }
            ratio("L2 stacked-labels-\(sizes[0])", "L2 stacked-labels-\(sizes[1])")
        }
        if wanted("L3") {
            let sizes = small ? [10, 100] : [100, 1000, 10000]
            for n in sizes { record { try nestedViewsScenario(n, runs: runs) } }
            for (a, b) in zip(sizes, sizes.dropFirst()) { ratio("L3 nested-\(a)", "L3 nested-\(b)") }
        }
        if wanted("L4") {
            for n in small ? [100] : [1000] { recordAll { try scrollingStackScenarios(n, runs: runs) } }
        }
        if wanted("L5") {
            let sizes = small ? [10, 100] : [100, 1000]
            for n in sizes { record { try conflictingWidthsScenario(n, runs: runs) } }
            ratio("L5 conflicting-widths-\(sizes[0])", "L5 conflicting-widths-\(sizes[1])")
        }
        if wanted("L6") {
            let sizes = small ? [10, 100] : [100, 1000]
            for n in sizes { recordAll { try stretchedStackScenarios(n, runs: runs) } }
            ratio("L6 stretched-stack-\(sizes[0])", "L6 stretched-stack-\(sizes[1])")
        }
    }

    /// Compares a per-cell time with a scenario's time per cell.
    mutating func perCell(_ reference: String, cells: Int, _ scenario: String) {
        guard let x = results.first(where: { $0.scenario == reference }),
            let i = results.firstIndex(where: { $0.scenario == scenario })
        else { return }
        let r = results[i].nanoseconds / (x.nanoseconds / Double(cells))
        results[i].notes.append("per cell vs \(reference) per cell: \(format3(r))x")
        if !options.json { print("  per cell: \(scenario) / \(reference) = \(format3(r))x") }
    }

    func json() -> String {
        func quoted(_ s: String) -> String {
            "\"" + s.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
        }
        let items = results.map { m in
            "{\"scenario\": \(quoted(m.scenario)), \"nanosecondsPerOperation\": \(m.nanoseconds), "
                + "\"operation\": \(quoted(m.operation)), \"runs\": \(m.runs), "
                + "\"notes\": [\(m.notes.map(quoted).joined(separator: ", "))]}"
        }
        return
            "{\"results\": [\(items.joined(separator: ", "))], \"failures\": [\(failures.map(quoted).joined(separator: ", "))]}"
    }
}

var runner = Runner(options: parseOptions())
if let peer = runner.options.compare {
    guard peer == "kiwi" else {
        FileHandle.standardError.write(Data("layout-benchmarks: --compare takes 'kiwi', not '\(peer)'\n".utf8))
        exit(2)
    }
    runner.compareWithKiwi(rounds: runner.options.rounds)
} else {
    runner.runAll()
    if runner.options.countInstructions { runner.countInstructions() }
}
if runner.options.json { print(runner.json()) }
if !runner.failures.isEmpty {
    FileHandle.standardError.write(
        Data(
            "\(runner.failures.count) scenario(s) gave wrong results:\n\(runner.failures.joined(separator: "\n"))\n"
                .utf8))
    exit(1)
}
