import AutoLayout
import Foundation
import LayoutDiagnostics

/// Compares (or records) the snapshot of what `host` shows, as `<fileName>.txt` with its
/// picture `<fileName>.svg` in `settings.directory`, and checks the layout for `checks`.
///
/// A failed comparison leaves the recorded files as they were and writes the new
/// snapshot (`.new.txt`), its picture (`.new.svg`) and an overlay of both layouts
/// (`.overlay.svg`) into `settings.artifacts`.
///
/// - Returns: the outcome; the test assertions turn its failures into test failures.
@MainActor
public func verifyLayoutSnapshot(
    of host: LayoutHost, fileName: String, settings: SnapshotSettings, checks: LayoutChecks = .default
) -> SnapshotOutcome {
    let root = host.hostedView ?? host.window
    let ambiguity = AmbiguityMemo()
    let snapshot = LayoutSnapshot(
        of: root, header: host.environment.description, scale: host.environment.device.scale, ambiguity: ambiguity)
    var failures = layoutProblems(in: root, reports: host.reports, checks: checks, ambiguity: ambiguity)
    let file = settings.directory.appendingPathComponent(fileName + ".txt")
    let picture = settings.directory.appendingPathComponent(fileName + ".svg")
    let svg = ViewTreePicture.svg(root, title: "\(fileName): \(host.environment)")
    let recorded = try? String(contentsOf: file, encoding: .utf8)
    var diff: SnapshotDiff?
    switch (recorded, settings.recording) {
    case (_, .all), (nil, .missing):
        do {
            try write(snapshot.text, to: file)
            try write(svg, to: picture)
            failures.append(
                recorded == nil
                    ? "No layout snapshot was recorded at \(file.path); recorded it now. Run the test again to compare."
                    : "Recorded the layout snapshot at \(file.path) (LAYOUT_SNAPSHOTS=record); run again without it to compare.")
        } catch {
            failures.append("Could not write the layout snapshot at \(file.path): \(error)")
        }
    case (nil, .never):
        failures.append("No layout snapshot at \(file.path), and LAYOUT_SNAPSHOTS=never forbids recording one.")
    case (let text?, _):
        let old = LayoutSnapshot(parsing: text)
        if text != snapshot.text {
            let found = SnapshotDiff(recorded: old, new: snapshot)
            diff = found
            failures.append(mismatch(found, old: old, new: snapshot, file: file, fileName: fileName, svg: svg, host: host, settings: settings))
        } else if !FileManager.default.fileExists(atPath: picture.path) {
            try? write(svg, to: picture)
        }
    }
    return SnapshotOutcome(snapshot: snapshot, file: file, failures: failures, diff: diff)
}

/// The failure message of a changed snapshot, after writing the artifacts.
@MainActor
private func mismatch(
    _ diff: SnapshotDiff, old: LayoutSnapshot, new: LayoutSnapshot, file: URL, fileName: String, svg: String,
    host: LayoutHost, settings: SnapshotSettings
) -> String {
    let base = settings.artifacts.appendingPathComponent(fileName)
    let overlay = OverlayPicture.svg(recorded: old, new: new, size: host.window.bounds.size)
    let written = (try? write(new.text, to: base.appendingPathExtension("new.txt"))) != nil
        && (try? write(svg, to: base.appendingPathExtension("new.svg"))) != nil
        && (try? write(overlay, to: base.appendingPathExtension("overlay.svg"))) != nil
    var lines = ["Layout snapshot \(fileName) does not match \(file.path):"]
    if old.header != new.header { lines.append("recorded on: \(old.header)\nnow on:      \(new.header)") }
    lines.append(diff.isEmpty ? "(the lines are the same; the file's spacing or header differs)" : diff.text)
    if written {
        lines.append("New snapshot: \(base.path).new.txt; overlay of both: \(base.path).overlay.svg")
    }
    lines.append("If the new layout is right, record it with LAYOUT_SNAPSHOTS=record.")
    return lines.joined(separator: "\n")
}

private func write(_ text: String, to url: URL) throws {
    try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
    try Data(text.utf8).write(to: url, options: .atomic)
}
