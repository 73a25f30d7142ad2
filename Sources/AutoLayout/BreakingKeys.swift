/// What decides which constraint of a mutually exclusive set is broken: a tuple of keys
/// compared lexicographically, the largest winning, the earliest listed winning ties. The
/// layout engine and `layoutctl diagnose` both choose with it.
///
/// UIKit's choice has this shape: its engine asks the view which constraint to break, and
/// the view scans the set, keeping the first candidate until a later one has larger keys.
/// UIKit does not name its keys; these three are the ones real conflict logs support
/// (docs/diagnostics.md, "Which constraint UIKit breaks", states which logs support each):
///
/// 1. ``appMade``: the app wrote it. Constraints that UIKit made (for intrinsic sizes,
///    containers, cells, guides, the autoresizing mask) are broken only when the set has
///    no app constraint.
/// 2. ``absoluteSize``: it sets a value to a constant (`height == 44`, no second item). A
///    fixed size gives way before the chain of edges around it.
/// 3. ``farEdge``: its first attribute is a bottom, trailing or right edge (or margin). Of
///    symmetric insets, UIKit breaks the bottom or trailing one.
public struct BreakingKeys: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Whether the app made the constraint.
    public var appMade: Bool
    /// Whether it sets a value to a constant: no second item (`height == 44`).
    public var absoluteSize: Bool
    /// Whether its first attribute is a far edge: bottom, trailing, right or their margins.
    public var farEdge: Bool

    /// Creates the keys of a constraint.
    /// - Parameters:
    ///   - appMade: whether the app (not UIKit) made it.
    ///   - firstAttribute: its first attribute.
    ///   - hasSecondItem: whether it relates two items (false for `height == 44`).
    public init(appMade: Bool, firstAttribute: LayoutAttribute, hasSecondItem: Bool) {
        self.appMade = appMade
        absoluteSize = !hasSecondItem
        farEdge = [.bottom, .trailing, .right, .bottomMargin, .trailingMargin, .rightMargin]
            .contains(firstAttribute)
    }

    /// The keys as the bits of one number, the first key highest: comparing ranks is
    /// comparing the keys lexicographically.
    var rank: Int { (appMade ? 4 : 0) | (absoluteSize ? 2 : 0) | (farEdge ? 1 : 0) }

    /// Whether key `position` (0 for the first) is set.
    func has(_ position: Int) -> Bool { rank & (4 >> position) != 0 }

    /// Whether `lhs` loses to `rhs`: its keys come first in lexicographic order.
    public static func < (lhs: BreakingKeys, rhs: BreakingKeys) -> Bool { lhs.rank < rhs.rank }

    /// The keys in words, for reports: `app-made, constant value, far edge`.
    public var description: String {
        let names = [
            appMade ? "app-made" : "system-made", absoluteSize ? "constant value" : nil,
            farEdge ? "far edge" : nil,
        ]
        return names.compactMap { $0 }.joined(separator: ", ")
    }

    /// The index of the constraint to break: the one with the largest keys, the earliest
    /// of those tied.
    /// - Parameter keys: each candidate's keys, in the order the constraints entered the
    ///   engine (or are listed).
    /// - Returns: an index into `keys`, or `nil` when it is empty.
    /// - Complexity: O(n).
    public static func choice(_ keys: [BreakingKeys]) -> Int? {
        guard var best = keys.indices.first else { return nil }
        for index in keys.indices.dropFirst() where keys[best] < keys[index] { best = index }
        return best
    }

    /// Why the chosen candidate wins, in a sentence fragment: "it is the only one the app
    /// made", "the app made it; it is the only one that sets a value to a constant", ...
    /// - Parameters:
    ///   - keys: the candidates' keys, as given to ``choice(_:)``.
    ///   - chosen: the index ``choice(_:)`` returned.
    public static func reason(_ keys: [BreakingKeys], chosen: Int) -> String {
        let names = [
            ("the app made it", "the only one the app made"),
            ("it sets a value to a constant", "the only one that sets a value to a constant"),
            ("it is on a bottom, trailing or right edge", "the only one on a bottom, trailing or right edge"),
        ]
        var field = Array(keys.indices)
        var said = keys[chosen].appMade ? [] : ["every constraint in the set is system-generated"]
        for (position, (some, only)) in names.enumerated() where keys[chosen].has(position) {
            let having = field.filter { keys[$0].has(position) }
            guard having.count < field.count else { continue }
            said.append(having.count == 1 ? "it is \(only)" : some)
            field = having
        }
        if field.count > 1 { said.append("it is the earliest listed of the \(field.count) tied") }
        if said.isEmpty { return "it is the only constraint in the set" }
        return said.joined(separator: "; ")
    }
}
