import Foundation

// `--compare kiwi`: the solver-level scenarios on this solver and on kiwi 1.5.1 (C++) in
// one run. kiwi's source distribution comes from PyPI (`pip download`), our harness
// (Benchmarks/KiwiHarness/harness.cpp) is built against it with `g++ -O3`, and the two
// sides run in alternating rounds; each scenario's median over the rounds is compared.

/// Where kiwi's source and the harness are kept between runs.
private let kiwiDirectory = URL(fileURLWithPath: ".build/kiwi", isDirectory: true)
private let kiwiVersion = "1.5.1"

extension Runner {
    /// Runs `rounds` alternating rounds of this solver's scenarios and kiwi's, and prints
    /// each scenario's medians and kiwi's time over ours. Without g++, pip or the network,
    /// says why and runs this side alone.
    mutating func compareWithKiwi(rounds: Int) {
        let harness: URL?
        do { harness = try buildKiwiHarness() } catch {
            print("--compare kiwi: \(error); running this solver alone")
            harness = nil
        }
        var ours: [String: [Double]] = [:]
        var theirs: [String: [Double]] = [:]
        var order: [String] = []
        for round in 1...max(1, rounds) {
            for m in comparedScenarios() {
                if ours[m.scenario] == nil { order.append(m.scenario) }
                ours[m.scenario, default: []].append(m.nanoseconds)
            }
            guard let harness else { continue }
            do {
                for (name, ns) in try runKiwiHarness(harness) { theirs[name, default: []].append(ns) }
            } catch {
                failures.append("kiwi, round \(round): \(error)")
            }
        }
        printComparison(order, ours: ours, theirs: theirs, rounds: rounds)
    }

    /// This solver's side: the scenarios kiwi runs too, at the sizes the harness uses.
    private mutating func comparedScenarios() -> [Measurement] {
        var measured: [Measurement] = []
        let small = options.smoke
        let runs = options.runs
        func keep(_ body: () throws -> Measurement) {
            do { measured.append(try body()) } catch { failures.append("\(error)") }
        }
        if let enaml = try? loadEnaml(options) {
            keep { try enamlBuildScenario(enaml, runs: runs) }
            keep { try enamlSuggestScenario(enaml, runs: runs) }
        }
        let cells = small ? 100 : 1000
        keep { try cellsScenario(cells, stacked: true, runs: runs) }
        keep { try cellsScenario(cells, stacked: false, runs: runs) }
        for row in small ? [20] : [100, 1000] {
            keep { try rowResizeBuildScenario(row, runs: runs) }
            keep { try rowResizeSuggestScenario(row, runs: runs) }
        }
        keep { try churnScenario(small ? 100 : 1000, cycles: small ? 1000 : 10000, runs: runs) }
        return measured
    }

    private func printComparison(
        _ order: [String], ours: [String: [Double]], theirs: [String: [Double]], rounds: Int
    ) {
        print("\nthis solver against kiwi \(kiwiVersion) (C++, g++ -O3), medians of \(rounds) alternating rounds:")
        print("scenario                           this solver   kiwi          kiwi / this")
        for name in order {
            guard let mine = ours[name].map(median) else { continue }
            let other = theirs[name].map(median)
            let ratio = other.map { format3($0 / mine) + "x" } ?? "-"
            print(
                name.padding(toLength: 34, withPad: " ", startingAt: 0)
                    + " " + formatDuration(mine).padding(toLength: 13, withPad: " ", startingAt: 0)
                    + " " + (other.map(formatDuration) ?? "-").padding(toLength: 13, withPad: " ", startingAt: 0)
                    + " " + ratio)
        }
        print("(priorities: an optional p is kiwi's strength create(0, p, 0); E1 and E2 use the strengths")
        print(" of kiwi's own enaml-like benchmark, which Examples/enaml.constraints was written from)")
    }

    /// Runs the harness once; its lines are `NAME<TAB>NANOSECONDS`.
    private func runKiwiHarness(_ harness: URL) throws -> [(String, Double)] {
        var arguments = ["--runs", "\(options.runs)"]
        if options.smoke { arguments.append("--smoke") }
        if let data = options.data { arguments += ["--data", data] }
        let output = try runProcess(harness.path, arguments)
        guard output.status == 0 else { throw ComparisonError("the harness failed: \(output.text)") }
        return output.text.split(separator: "\n").compactMap { line in
            let parts = line.split(separator: "\t")
            guard parts.count == 2, let ns = Double(parts[1]) else { return nil }
            return (String(parts[0]), ns)
        }
    }
}

/// Why kiwi could not be run.
struct ComparisonError: Error, CustomStringConvertible {
    var description: String
    init(_ description: String) { self.description = description }
}

/// Downloads kiwi's source if it is missing and builds the harness if it is missing or
/// older than its source. Returns the harness.
private func buildKiwiHarness() throws -> URL {
    guard let compiler = findExecutable("g++") else { throw ComparisonError("g++ is not installed") }
    let source = try harnessSource()
    let include = kiwiDirectory.appendingPathComponent("kiwisolver-\(kiwiVersion)")
    if !FileManager.default.fileExists(atPath: include.appendingPathComponent("kiwi/kiwi.h").path) {
        try downloadKiwi()
    }
    let harness = kiwiDirectory.appendingPathComponent("harness")
    if !isNewer(harness, than: source) {
        let built = try runProcess(
            compiler, ["-O3", "-std=c++17", "-I", include.path, source.path, "-o", harness.path])
        guard built.status == 0 else { throw ComparisonError("g++ could not build the harness:\n\(built.text)") }
    }
    return harness
}

/// `pip download` of kiwisolver's source distribution into `.build/kiwi`, unpacked.
private func downloadKiwi() throws {
    try FileManager.default.createDirectory(at: kiwiDirectory, withIntermediateDirectories: true)
    guard let python = findExecutable("python3") else { throw ComparisonError("python3 (for pip) is not installed") }
    let pip = try runProcess(
        python,
        [
            "-m", "pip", "download", "--no-binary", ":all:", "--no-deps", "kiwisolver==\(kiwiVersion)", "-d",
            kiwiDirectory.path,
        ])
    let archive = kiwiDirectory.appendingPathComponent("kiwisolver-\(kiwiVersion).tar.gz")
    guard pip.status == 0, FileManager.default.fileExists(atPath: archive.path) else {
        throw ComparisonError("pip could not download kiwisolver \(kiwiVersion) (no network?):\n\(pip.text)")
    }
    let tar = try runProcess("/bin/tar", ["xzf", archive.path, "-C", kiwiDirectory.path])
    guard tar.status == 0 else { throw ComparisonError("cannot unpack \(archive.path): \(tar.text)") }
}

/// The harness's source, next to the runner's own sources or under the working directory.
private func harnessSource() throws -> URL {
    let candidates = [
        URL(fileURLWithPath: "Benchmarks/KiwiHarness/harness.cpp"),
        URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("../KiwiHarness/harness.cpp").standardized,
    ]
    guard let found = candidates.first(where: { FileManager.default.fileExists(atPath: $0.path) }) else {
        throw ComparisonError("cannot find Benchmarks/KiwiHarness/harness.cpp (run from the package's folder)")
    }
    return found
}

private func isNewer(_ a: URL, than b: URL) -> Bool {
    let attributes = { (url: URL) in try? FileManager.default.attributesOfItem(atPath: url.path)[.modificationDate] }
    guard let x = attributes(a) as? Date, let y = attributes(b) as? Date else { return false }
    return x > y
}

/// Runs a program to its end; its exit status and what it printed (both streams).
private func runProcess(_ path: String, _ arguments: [String]) throws -> (status: Int32, text: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: path)
    process.arguments = arguments
    let pipe = Pipe()
    process.standardOutput = pipe
    process.standardError = pipe
    try process.run()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
