import Foundation

extension Runner {
    /// `--count-instructions`: runs the same scenarios again under callgrind (exactly N runs,
    /// default 3), notes each measurement's instructions per operation, and prints them with
    /// the 10N/N ratios in instructions.
    mutating func countInstructions() {
        var arguments = CommandLine.arguments.dropFirst().filter { $0 != "--count-instructions" && $0 != "--json" }
        if !arguments.contains("--exact-runs") { arguments.append("--exact-runs") }
        if !CommandLine.arguments.contains("--runs") { arguments += ["--runs", "3"] }
        guard let counts = InstructionCounts.measure(arguments: arguments) else { return }
        guard counts.perOperation.count == results.count else {
            failures.append(
                "--count-instructions: \(counts.perOperation.count) counted groups for \(results.count) measurements")
            return
        }
        if !options.json { print("\ninstructions per operation (callgrind, median of the runs):") }
        for i in results.indices {
            let n = counts.perOperation[i]
            if n.isNaN { failures.append("\(results[i].scenario): its instructions could not be counted") }
            results[i].notes.append("instructions per operation: \(formatCount(n))")
            if !options.json {
                print("\(results[i].scenario.padding(toLength: 34, withPad: " ", startingAt: 0)) \(formatCount(n))")
            }
        }
        for (a, b) in ratioPairs {
            guard let x = results.firstIndex(where: { $0.scenario == a }),
                let y = results.firstIndex(where: { $0.scenario == b })
            else { continue }
            let r = counts.perOperation[y] / counts.perOperation[x]
            results[y].notes.append("instruction ratio to \(a): \(format3(r))x")
            if !options.json { print("  scaling in instructions: \(b) / \(a) = \(format3(r))x") }
        }
    }
}

/// An instruction count with a readable unit (`1.23 M`).
func formatCount(_ n: Double) -> String {
    if n.isNaN { return "unknown" }
    if n >= 1e9 { return format3(n / 1e9) + " G" }
    if n >= 1e6 { return format3(n / 1e6) + " M" }
    if n >= 1e3 { return format3(n / 1e3) + " k" }
    return format3(n)
}
