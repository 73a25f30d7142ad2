import Foundation

extension SnapshotDiff {
    /// Unified-diff hunks of `edits` with two lines of context; line numbers count the
    /// snapshot's header as line 1.
    static func hunks(_ edits: [Edit], old: [String], new: [String]) -> [String] {
        let changed = edits.indices.filter { if case .same = edits[$0] { false } else { true } }
        guard !changed.isEmpty else { return [] }
        var groups: [ClosedRange<Int>] = []
        for index in changed {
            let range = max(0, index - 2)...min(edits.count - 1, index + 2)
            if let last = groups.last, range.lowerBound <= last.upperBound + 1 {
                groups[groups.count - 1] = last.lowerBound...max(last.upperBound, range.upperBound)
            } else {
                groups.append(range)
            }
        }
        return groups.flatMap { group -> [String] in
            var body: [String] = []
            var oldStart: Int?
            var newStart: Int?
            var oldCount = 0
            var newCount = 0
            for edit in edits[group] {
                switch edit {
                case .same(let i, let j):
                    oldStart = oldStart ?? i
                    newStart = newStart ?? j
                    oldCount += 1
                    newCount += 1
                    body.append(" " + old[i])
                case .removed(let i):
                    oldStart = oldStart ?? i
                    oldCount += 1
                    body.append("-" + old[i])
                case .added(let j):
                    newStart = newStart ?? j
                    newCount += 1
                    body.append("+" + new[j])
                }
            }
            let header = "@@ -\(range(oldStart, oldCount, edits, group, old: true)) "
                + "+\(range(newStart, newCount, edits, group, old: false)) @@"
            return [header] + body
        }
    }

    /// `start,count` of a hunk's side, 1-based with the header line counted; a side with
    /// no lines starts after the line before it, as unified diffs print it.
    private static func range(_ start: Int?, _ count: Int, _ edits: [Edit], _ group: ClosedRange<Int>, old: Bool) -> String {
        if let start { return "\(start + 2),\(count)" }
        var before = 0
        for edit in edits[..<group.lowerBound] {
            switch edit {
            case .same(let i, let j): before = (old ? i : j) + 1
            case .removed(let i): if old { before = i + 1 }
            case .added(let j): if !old { before = j + 1 }
            }
        }
        return "\(before + 1),0"
    }

    /// For each removed line, the first added line of the same view (same depth and name)
    /// not yet taken: what changed in its frame and flags.
    static func moves(_ edits: [Edit], recorded: [LayoutSnapshot.Line], new: [LayoutSnapshot.Line]) -> [String] {
        var added: [String: [Int]] = [:]
        for case .added(let j) in edits { added[new[j].key, default: []].append(j) }
        var moves: [String] = []
        for case .removed(let i) in edits {
            let before = recorded[i]
            guard var candidates = added[before.key], !candidates.isEmpty else { continue }
            let after = new[candidates.removeFirst()]
            added[before.key] = candidates
            let changes = changesBetween(before, after)
            if !changes.isEmpty { moves.append("line \(i + 2), \(before.name): " + changes.joined(separator: ", ")) }
        }
        return moves
    }

    private static func changesBetween(_ a: LayoutSnapshot.Line, _ b: LayoutSnapshot.Line) -> [String] {
        let pairs: [(String, CGFloat, CGFloat)] = [
            ("x", a.frame.minX, b.frame.minX), ("y", a.frame.minY, b.frame.minY),
            ("width", a.frame.width, b.frame.width), ("height", a.frame.height, b.frame.height),
        ]
        var changes = pairs.filter { snapshotNumber($0.1) != snapshotNumber($0.2) }.map { name, from, to in
            let delta = to - from
            return "\(name) \(snapshotNumber(from)) → \(snapshotNumber(to)) (\(delta > 0 ? "+" : "")\(snapshotNumber(delta)))"
        }
        if a.scrolled != b.scrolled { changes.append("scrolled \(point(a.scrolled)) → \(point(b.scrolled))") }
        changes += b.flags.filter { !a.flags.contains($0) }.map { "now \($0)" }
        changes += a.flags.filter { !b.flags.contains($0) }.map { "no longer \($0)" }
        return changes
    }

    private static func point(_ p: CGPoint?) -> String {
        guard let p else { return "(0, 0)" }
        return "(\(snapshotNumber(p.x)), \(snapshotNumber(p.y)))"
    }
}
