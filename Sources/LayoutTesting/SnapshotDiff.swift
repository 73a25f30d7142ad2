/// The difference between a recorded snapshot and a new one: a unified diff of the lines
/// that changed (two lines of context) and, for each view that moved, by how much.
///
/// ```text
/// @@ -4,3 +4,3 @@
///      UILabel "Your name" (0, 0, 80, 20.33)
/// -    UIButton "Save" (0, 28.33, 38, 30)
/// +    UIButton "Save" (0, 36.33, 38, 30)
/// Moved:
///   line 5, UIButton "Save": y 28.33 → 36.33 (+8)
/// ```
public struct SnapshotDiff: Sendable {
    /// The unified diff's hunks, `@@` lines included.
    public let hunks: [String]
    /// One line per view that moved or changed its flags.
    public let moves: [String]

    /// Whether the snapshots have the same lines.
    public var isEmpty: Bool { hunks.isEmpty }

    /// The difference from `recorded` to `new`.
    public init(recorded: LayoutSnapshot, new: LayoutSnapshot) {
        let old = recorded.lines.map(\.text)
        let now = new.lines.map(\.text)
        let edits = Self.edits(old, now)
        hunks = Self.hunks(edits, old: old, new: now)
        moves = Self.moves(edits, recorded: recorded.lines, new: new.lines)
    }

    /// The whole text: the hunks, then the moves.
    public var text: String {
        var lines = hunks
        if !moves.isEmpty { lines += ["Moved:"] + moves.map { "  " + $0 } }
        return lines.joined(separator: "\n")
    }

    enum Edit: Equatable {
        case same(Int, Int)
        case removed(Int)
        case added(Int)
    }

    /// A shortest edit script by longest common subsequence, after the common prefix and
    /// suffix; a middle too large for the table (over 4 million cells) counts as replaced.
    static func edits(_ a: [String], _ b: [String]) -> [Edit] {
        var prefix = 0
        while prefix < a.count, prefix < b.count, a[prefix] == b[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < a.count - prefix, suffix < b.count - prefix, a[a.count - 1 - suffix] == b[b.count - 1 - suffix] {
            suffix += 1
        }
        var result = (0..<prefix).map { Edit.same($0, $0) }
        let midA = Array(prefix..<(a.count - suffix))
        let midB = Array(prefix..<(b.count - suffix))
        if midA.count * midB.count > 4_000_000 {
            result += midA.map(Edit.removed) + midB.map(Edit.added)
        } else {
            result += middle(midA.map { a[$0] }, midB.map { b[$0] }).map { edit in
                switch edit {
                case .same(let i, let j): .same(i + prefix, j + prefix)
                case .removed(let i): .removed(i + prefix)
                case .added(let j): .added(j + prefix)
                }
            }
        }
        result += (0..<suffix).map { .same(a.count - suffix + $0, b.count - suffix + $0) }
        return result
    }

    private static func middle(_ a: [String], _ b: [String]) -> [Edit] {
        let width = b.count + 1
        var table = [Int32](repeating: 0, count: (a.count + 1) * width)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                table[i * width + j] =
                    a[i] == b[j]
                    ? table[(i + 1) * width + j + 1] + 1 : max(table[(i + 1) * width + j], table[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                edits.append(.same(i, j))
                i += 1
                j += 1
            } else if i < a.count, j == b.count || table[(i + 1) * width + j] >= table[i * width + j + 1] {
                edits.append(.removed(i))
                i += 1
            } else {
                edits.append(.added(j))
                j += 1
            }
        }
        return edits
    }
}
