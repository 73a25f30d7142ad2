import Cassowary
import Foundation

/// `--exact-runs`: exactly `runs` samples, no time floor, so that instruction counts
/// (valgrind --tool=callgrind) repeat from one run to the next.
let exactRuns = CommandLine.arguments.contains("--exact-runs")

/// One scenario's result: the median time per operation over several runs.
struct Measurement {
    var scenario: String
    /// Median nanoseconds per operation.
    var nanoseconds: Double
    /// What one operation is.
    var operation: String
    var runs: Int
    /// Extra facts to print (ratios, the conflict found).
    var notes: [String] = []
}

/// A scenario whose result was wrong: its time does not count.
struct VerificationFailure: Error, CustomStringConvertible {
    var scenario: String
    var message: String
    var description: String { "\(scenario): wrong result: \(message)" }
}

/// Runs `body` after one warm-up run, at least `runs` times and for at least a fifth of a
/// second (so that short operations get enough samples to steady the median), at most
/// 2000 times; `body` returns the nanoseconds it measured and the number of operations
/// they cover. Returns the median per operation and the number of runs.
func medianNanoseconds(
    runs: Int, _ body: () throws -> (nanoseconds: Double, operations: Int)
) rethrows -> (nanoseconds: Double, runs: Int) {
    RegionLog.shared?.note("group")
    defer { RegionLog.shared?.note("end") }
    let (_, warmUpOperations) = try body()
    RegionLog.shared?.note("ops \(warmUpOperations)")
    var samples: [Double] = []
    var total = 0.0
    while samples.count < runs || (!exactRuns && total < 2e8 && samples.count < 2000) {
        let (ns, ops) = try body()
        RegionLog.shared?.note("ops \(ops)")
        samples.append(ns / Double(ops))
        total += ns
    }
    return (median(samples), samples.count)
}

/// The median of `values` (the mean of the middle two for an even count); NaN for none.
func median(_ values: [Double]) -> Double {
    guard !values.isEmpty else { return .nan }
    let sorted = values.sorted()
    let mid = sorted.count / 2
    return sorted.count % 2 == 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2
}

/// The minor page faults of this process so far (memory it touched for the first time
/// since the system gave it), or nil where the system does not count them.
func minorPageFaults() -> Int? {
    #if os(Linux)
        var usage = rusage()
        guard getrusage(RUSAGE_SELF.rawValue, &usage) == 0 else { return nil }
        return usage.ru_minflt
    #else
        return nil
    #endif
}

/// Nanoseconds taken by `body`.
func time(_ body: () throws -> Void) rethrows -> Double {
    let ns = try timedRegion(body)
    RegionLog.shared?.note("region")
    return ns
}

/// Runs and times `body`, between the two marks whose calls `--count-instructions`
/// counts between (callgrind zeroes its counters entering `regionStart()` and writes them out
/// before `regionEnd()`; see InstructionCount.swift).
func timedRegion(_ body: () throws -> Void) rethrows -> Double {
    let clock = ContinuousClock()
    regionStart()
    let start = clock.now
    try body()
    let elapsed = clock.now - start
    regionEnd()
    return Double(elapsed.components.seconds) * 1e9 + Double(elapsed.components.attoseconds) / 1e9
}

/// How many timed regions have started, and ended (so that the marks are real calls, and
/// not alike: the compiler merges functions with the same body). `nonisolated(unsafe)` is
/// safe: the runner is one thread, and only the marks below touch these counts.
nonisolated(unsafe) var regionsStarted = 0
nonisolated(unsafe) var regionsEnded = 0

/// The mark before a timed region.
@inline(never) @_optimize(none) func regionStart() { regionsStarted &+= 1 }

/// The mark after a timed region.
@inline(never) @_optimize(none) func regionEnd() {
    if regionsEnded < regionsStarted { regionsEnded &+= 1 }
}

/// Checks that `actual` is within rounding of `expected`.
func expect(_ actual: Double, _ expected: Double, _ what: @autoclosure () -> String, scenario: String) throws {
    guard abs(actual - expected) <= 1e-6 * max(1, abs(expected)) else {
        throw VerificationFailure(scenario: scenario, message: "\(what()) is \(actual), expected \(expected)")
    }
}

/// Formats nanoseconds with a readable unit.
func formatDuration(_ ns: Double) -> String {
    if ns >= 1e9 { return String(format3(ns / 1e9)) + " s" }
    if ns >= 1e6 { return String(format3(ns / 1e6)) + " ms" }
    if ns >= 1e3 { return String(format3(ns / 1e3)) + " us" }
    return String(format3(ns)) + " ns"
}

/// Three significant digits.
func format3(_ x: Double) -> String {
    let digits = x >= 100 ? 0 : x >= 10 ? 1 : 2
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let rounded = (x * scale).rounded() / scale
    return digits == 0 ? String(Int(rounded)) : String(rounded)
}
