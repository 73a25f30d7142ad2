import Foundation

/// When snapshots are written instead of compared.
public enum SnapshotRecording: String, Sendable {
    /// Write a snapshot that is missing (the test fails once, saying so); compare the rest.
    case missing
    /// Write every snapshot again (each test fails, to remind that nothing was compared).
    case all
    /// Write nothing: a missing snapshot is a failure (for CI, where nothing should be new).
    case never

    /// The mode `LAYOUT_SNAPSHOTS` asks for: `record` for ``all``, `never` for ``never``,
    /// anything else or unset for ``missing``.
    public static var fromEnvironment: SnapshotRecording {
        switch ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOTS"] {
        case "record": .all
        case "never": .never
        default: .missing
        }
    }
}

/// Where a test's snapshots live and what happens to them.
public struct SnapshotSettings: Sendable {
    /// The folder of recorded snapshots: `__Snapshots__/FileName/` beside the test file.
    public var directory: URL
    /// Where a failed comparison writes the new snapshot and pictures.
    public var artifacts: URL
    /// Whether to write instead of compare.
    public var recording: SnapshotRecording

    /// Settings for snapshots kept in `directory`; failures go to `artifacts` (by default
    /// `LAYOUT_SNAPSHOT_ARTIFACTS`, else `layout-snapshot-failures` in the temporary folder).
    public init(directory: URL, artifacts: URL? = nil, recording: SnapshotRecording = .fromEnvironment) {
        self.directory = directory
        self.recording = recording
        let environment = ProcessInfo.processInfo.environment["LAYOUT_SNAPSHOT_ARTIFACTS"]
        self.artifacts =
            artifacts ?? environment.map { URL(fileURLWithPath: $0) }
            ?? FileManager.default.temporaryDirectory.appendingPathComponent("layout-snapshot-failures")
    }

    /// The settings for a test in the file at `filePath`: `__Snapshots__/<file name>/`
    /// beside it, failures under a folder of the same name in the artifacts folder.
    public init(testFile filePath: String, recording: SnapshotRecording = .fromEnvironment) {
        let file = URL(fileURLWithPath: filePath)
        let stem = file.deletingPathExtension().lastPathComponent
        self.init(directory: file.deletingLastPathComponent().appendingPathComponent("__Snapshots__/\(stem)"))
        self.recording = recording
        artifacts = artifacts.appendingPathComponent(stem)
    }
}

/// What comparing one snapshot found.
public struct SnapshotOutcome: Sendable {
    /// The new snapshot.
    public let snapshot: LayoutSnapshot
    /// The recorded snapshot's file.
    public let file: URL
    /// Why the test fails: a changed or missing snapshot, layout problems. Empty when it passes.
    public let failures: [String]
    /// The changes from the recorded snapshot, when there was one and it differs.
    public let diff: SnapshotDiff?

    /// Whether nothing failed.
    public var passed: Bool { failures.isEmpty }
}

/// A file name from a test's function name and a snapshot name: letters, digits, `-`,
/// `_` and `.` kept, anything else `-`; `formOnDevices()` becomes `formOnDevices`.
func snapshotFileName(function: String, name: String?) -> String {
    let base = function.split(separator: "(").first.map(String.init) ?? function
    let joined = [base, name].compactMap { $0 }.filter { !$0.isEmpty }.joined(separator: ".")
    return String(joined.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "-" })
}
