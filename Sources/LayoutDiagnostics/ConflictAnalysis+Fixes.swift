import Foundation

extension ConflictAnalysis {
    /// A fix before it is checked and ranked.
    private struct Candidate {
        var text: String
        var change: [ConstraintStatement]
        var rank: Int
        var reason: String
    }

    /// Fixes for the minimal set, each checked by solving again, most likely first: a
    /// repeated constraint removed; with a size a list or UIKit imposes, the app's
    /// constraint at the far end of that axis lowered to 999 (the standard fix for
    /// self-sizing cells); an autoresizing mask turned off; other priorities lowered;
    /// constants changed last. Duplicates are merged.
    static func suggest(_ listed: [ConstraintStatement], _ minimal: [Int], wouldBreak: Int?) -> [Suggestion] {
        guard !minimal.isEmpty else { return [] }
        let order = minimal.sorted { a, b in
            if a == wouldBreak { return true }
            if b == wouldBreak { return false }
            if listed[a].isSystemGenerated != listed[b].isSystemGenerated { return !listed[a].isSystemGenerated }
            return a < b
        }
        let imposed = imposedSizeAxis(listed, minimal)
        var candidates = duplicates(listed, minimal)
        candidates += lowered(listed, order, imposed: imposed, wouldBreak: wouldBreak)
        candidates += autoresizing(listed, order)
        candidates += constants(listed, minimal, order)
        var seen: Set<String> = []
        let ranked = candidates.enumerated().sorted { a, b in
            a.element.rank != b.element.rank ? a.element.rank > b.element.rank : a.offset < b.offset
        }
        return ranked.map(\.element).filter { candidate in
                guard !seen.contains(candidate.text), firstConflict(candidate.change) == nil else { return false }
                seen.insert(candidate.text)
                return true
            }.map { Suggestion(text: $0.text, constraints: $0.change, reason: $0.reason) }
    }

    private static func at(_ s: ConstraintStatement) -> String { s.sourceLocation.map { " (\($0))" } ?? "" }

    /// The axis of a size UIKit imposes in the set (a cell's encapsulated size, a
    /// temporary layout size): "height" or "width".
    private static func imposedSizeAxis(_ listed: [ConstraintStatement], _ minimal: [Int]) -> String? {
        for index in minimal {
            let name = listed[index].identifier ?? ""
            guard name.hasPrefix("UIView-Encapsulated-Layout-") || name.hasPrefix("_UITemporaryLayout") else { continue }
            return name.hasSuffix("Height") ? "height" : "width"
        }
        return nil
    }

    private static func duplicates(_ listed: [ConstraintStatement], _ minimal: [Int]) -> [Candidate] {
        var found: [Candidate] = []
        for (i, a) in minimal.enumerated() {
            for b in minimal[(i + 1)...]
            where sameRelation(listed[a], listed[b]) && !listed[a].isSystemGenerated && !listed[b].isSystemGenerated {
                var changed = listed
                changed.remove(at: a)
                found.append(
                    Candidate(
                        text: "Remove the duplicate \(listed[a].equation)\(at(listed[a])) (it repeats \(listed[b].equation)).",
                        change: changed, rank: 100,
                        reason: "two constraints relate the same attributes with different constants: one is left over"))
            }
        }
        return found
    }

    private static func lowered(_ listed: [ConstraintStatement], _ order: [Int], imposed: String?, wouldBreak: Int?)
        -> [Candidate]
    {
        var found: [Candidate] = []
        for index in order where !listed[index].isSystemGenerated && listed[index].priority >= 1000 {
            let statement = listed[index]
            let farEnd = imposed.map { isFarEnd(statement, axis: $0) } ?? false
            for (priority, name) in [(999.0, "999"), (750, ".high (750)")] {
                var changed = listed
                changed[index].priority = priority
                let (rank, reason): (Int, String) =
                    if farEnd && priority == 999 {
                        (90, "the size the list gives the cell always wins while it is estimated; lowering the "
                            + "\(imposed == "height" ? "bottom" : "trailing") constraint to 999 lets the content meet "
                            + "it, the standard fix for self-sizing cells")
                    } else if priority == 999 {
                        (index == wouldBreak ? 70 : 65, "999 keeps the constraint as strong as anything optional, so "
                            + "it still holds whenever it can")
                    } else {
                        (55, "750 gives way also to content that resists compression")
                    }
                found.append(
                    Candidate(
                        text: "Lower the priority of \(statement.equation)\(at(statement)) to \(name).", change: changed,
                        rank: rank, reason: reason))
            }
        }
        return found
    }

    /// Whether a constraint pins the far end of an axis: a bottom (or last baseline) for
    /// heights, a trailing or right edge for widths.
    private static func isFarEnd(_ statement: ConstraintStatement, axis: String) -> Bool {
        let ends: Set<String> =
            axis == "height" ? ["bottom", "bottomMargin", "lastBaseline"] : ["trailing", "right", "trailingMargin", "rightMargin"]
        return ends.contains(statement.first.attribute) || ends.contains(statement.second?.attribute ?? "")
    }

    private static func autoresizing(_ listed: [ConstraintStatement], _ order: [Int]) -> [Candidate] {
        order.filter {
            listed[$0].autoresizingMask != nil || listed[$0].className == "NSAutoresizingMaskLayoutConstraint"
        }.map { index in
            let item = listed[index].first.item
            let changed = listed.filter { !($0.autoresizingMask != nil && $0.first.item == item) }
            return Candidate(
                text: "Set translatesAutoresizingMaskIntoConstraints = false on \(item).", change: changed, rank: 85,
                reason: "its frame is turned into constraints, so a view laid out by constraints has two sets of them")
        }
    }

    private static func constants(_ listed: [ConstraintStatement], _ minimal: [Int], _ order: [Int]) -> [Candidate] {
        var found: [Candidate] = []
        for index in order where !listed[index].isSystemGenerated {
            let others = minimal.filter { $0 != index }.map { listed[$0] }
            guard let bounds = range(of: listed[index], under: others) else { continue }
            let k = listed[index].constant
            guard let target = [bounds.low, bounds.high].compactMap({ $0 }).min(by: { abs($0 - k) < abs($1 - k) }),
                target != k
            else { continue }
            var changed = listed
            changed[index].constant = target
            found.append(
                Candidate(
                    text: "Change the constant of \(listed[index].equation)\(at(listed[index])) from \(number(k)) to "
                        + "\(number(target)).", change: changed, rank: 40,
                    reason: "the numbers then agree, but another size (a device, a longer text) can conflict again"))
        }
        return found
    }
}
