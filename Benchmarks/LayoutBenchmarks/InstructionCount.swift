import Foundation

// `--count-instructions`: the runner runs itself again under valgrind's callgrind, which
// zeroes its counters at each call of `regionStart()` and writes them to a file before
// each call of `regionEnd()`, so that every timed region gets an exact instruction count. The child
// logs, in order, each region and the operations of each sample (RegionLog); the parent
// pairs the k-th group of samples with the k-th measurement and reports the median
// instructions per operation (warm-up run left out).

/// The child's log of timed regions, written when `LAYOUT_BENCHMARKS_REGION_LOG` names a file.
/// Its `nonisolated(unsafe)` instance is safe: the runner is one thread, which alone writes it.
final class RegionLog {
    nonisolated(unsafe) static let shared: RegionLog? = ProcessInfo.processInfo
        .environment["LAYOUT_BENCHMARKS_REGION_LOG"].flatMap(RegionLog.init(path:))
    private let handle: FileHandle

    init?(path: String) {
        guard FileManager.default.createFile(atPath: path, contents: nil),
            let handle = FileHandle(forWritingAtPath: path)
        else { return nil }
        self.handle = handle
    }

    /// Appends one line: `group`, `region`, `ops N` or `end`.
    func note(_ line: String) { handle.write(Data((line + "\n").utf8)) }
}

/// Instruction counts per operation for each measurement of a child run, in order.
struct InstructionCounts {
    /// Median instructions per operation of each group of samples, in the order the
    /// groups ran.
    var perOperation: [Double] = []

    /// Runs `arguments` of this runner under callgrind and reads the counts back: nil (with
    /// the reason printed) when valgrind is missing, no counts when the run failed.
    static func measure(arguments: [String]) -> InstructionCounts? {
        guard let valgrind = findExecutable("valgrind") else {
            print("--count-instructions: valgrind is not installed (apt-get install valgrind); counting skipped")
            return nil
        }
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("layout-benchmarks-callgrind-\(getpid())")
        try? FileManager.default.removeItem(at: directory)
        try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let log = directory.appendingPathComponent("regions.log").path
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        process.arguments =
            [
                "--tool=callgrind", "--callgrind-out-file=\(directory.path)/cg.out",
                "--zero-before=$s16LayoutBenchmarks11regionStartyyF", "--dump-before=$s16LayoutBenchmarks9regionEndyyF",
                "--dump-instr=no",
                CommandLine.arguments[0],
            ] + arguments
        var environment = ProcessInfo.processInfo.environment
        environment["LAYOUT_BENCHMARKS_REGION_LOG"] = log
        process.environment = environment
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch {
            print("--count-instructions: cannot run valgrind: \(error)")
            return InstructionCounts()
        }
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            print("--count-instructions: the run under valgrind failed (status \(process.terminationStatus))")
            return InstructionCounts()
        }
        let lines = (try? String(contentsOfFile: log, encoding: .utf8))?.split(separator: "\n") ?? []
        return InstructionCounts(log: lines.map(String.init), regions: regionCounts(in: directory))
    }

    init() {}

    /// Pairs the log with the regions' counts (the i-th `region` line is the i-th dump).
    init(log: [String], regions: [Double]) {
        var next = 0
        var sample = 0.0
        var samples: [Double] = []
        var isWarmUp = true
        for line in log {
            if line == "group" {
                samples = []
                sample = 0
                isWarmUp = true
            } else if line == "region" {
                sample += next < regions.count ? regions[next] : .nan
                next += 1
            } else if line.hasPrefix("ops "), let ops = Double(line.dropFirst(4)) {
                if !isWarmUp { samples.append(sample / ops) }
                isWarmUp = false
                sample = 0
            } else if line == "end" {
                perOperation.append(median(samples))
            }
        }
    }

    /// The instructions of each dump callgrind wrote (`cg.out.N`, in order of N).
    private static func regionCounts(in directory: URL) -> [Double] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []
        let dumps = names.compactMap { name -> (Int, String)? in
            guard name.hasPrefix("cg.out."), let n = Int(name.dropFirst("cg.out.".count)) else { return nil }
            return (n, name)
        }.sorted { $0.0 < $1.0 }
        return dumps.map { _, name in
            let text = (try? String(contentsOfFile: directory.appendingPathComponent(name).path, encoding: .utf8)) ?? ""
            let total = text.split(separator: "\n").first { $0.hasPrefix("summary:") || $0.hasPrefix("totals:") }
            return total.flatMap { Double($0.split(separator: " ").last ?? "") } ?? .nan
        }
    }
}

/// The program `name` on the PATH, if there is one.
func findExecutable(_ name: String) -> String? {
    let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
    return path.split(separator: ":").map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
}
