import AutoLayout
import Foundation

/// What the engine makes of a set of listed constraints: the minimal conflicting set, the
/// constraint it would break, the conflict explained in numbers, and fixes each checked by
/// solving again.
public struct ConflictAnalysis: Sendable {
    /// The listed constraints.
    public let listed: [ConstraintStatement]
    /// Indexes into ``listed`` of a minimal conflicting set (every proper subset can hold);
    /// empty when the listed constraints can all hold in the rebuilt system.
    public let minimal: [Int]
    /// The index of the constraint UIKit said it broke, if it is in the list.
    public let brokenByUIKit: Int?
    /// The index of the constraint this engine (and, as far as the logs show, UIKit) would
    /// break: of the minimal set, the one with the largest ``BreakingKeys``, the earliest
    /// listed of those tied.
    public let engineWouldBreak: Int?
    /// Why this engine would break ``engineWouldBreak``: "it is the only one the app made", ...
    public var engineReason: String {
        guard let index = engineWouldBreak, let chosen = minimal.firstIndex(of: index) else { return "" }
        return BreakingKeys.reason(minimal.map { listed[$0].breakingKeys(amongListed: listed) }, chosen: chosen)
    }

    /// Why the set cannot hold, in numbers.
    public let explanation: String
    /// What each system-generated member is and where it comes from.
    public let origins: [String]
    /// Fixes, best first; each one makes the listed constraints hold together.
    public let suggestions: [Suggestion]

    /// A fix, and the listed constraints as they are after it (which can all hold).
    public struct Suggestion: Sendable {
        /// What to do, in a sentence.
        public let text: String
        /// The listed constraints after the fix.
        public let constraints: [ConstraintStatement]
        /// Why this fix ranks where it does: what the author most likely meant.
        public let reason: String
    }

    /// Whether constraints can all hold together, rebuilt as the analysis rebuilds them.
    public static func canHold(_ statements: [ConstraintStatement]) -> Bool { firstConflict(statements) == nil }

    /// Analyses listed constraints; `broken` is the one UIKit named, if any.
    public init(listed: [ConstraintStatement], broken: ConstraintStatement? = nil) {
        self.listed = listed
        let minimal = firstConflict(listed) ?? []
        self.minimal = minimal
        brokenByUIKit = broken.flatMap { broken in
            listed.firstIndex { $0.address == broken.address && $0.className == broken.className }
                ?? listed.firstIndex { $0.text == broken.text }
        }
        let members = minimal.map { listed[$0] }
        engineWouldBreak = BreakingKeys.choice(members.map { $0.breakingKeys(amongListed: listed) })
            .map { minimal[$0] }
        explanation = Self.explain(listed, minimal)
        origins = members.compactMap { member in member.origin.map { "\(member.name): \($0)" } }
        suggestions = Self.suggest(listed, minimal, wouldBreak: engineWouldBreak)
    }

    // MARK: Explanation

    private static func explain(_ listed: [ConstraintStatement], _ minimal: [Int]) -> String {
        guard !minimal.isEmpty else {
            if let rounding = roundingExplanation(listed) { return rounding }
            return "The listed constraints can all hold together when rebuilt here; the conflict depends on "
                + "constraints the log does not list."
        }
        let members = minimal.map { listed[$0] }
        // The constraint that pins one value (a size or position to a constant), a system
        // one first; otherwise the last listed.
        let pins = minimal.filter { listed[$0].second == nil }
        let holder =
            pins.first { listed[$0].isSystemGenerated } ?? pins.first ?? minimal.last!
        let held = listed[holder]
        let others = minimal.filter { $0 != holder }.map { listed[$0] }
        guard !others.isEmpty else {
            return "\(held.name) alone cannot hold: widths and heights are never negative."
        }
        let reasons = others.map(\.equation).joined(separator: " and ")
        guard let bounds = range(of: held, under: others) else {
            return "\(reasons) cannot hold together with \(held.name)."
        }
        let loose = range(of: held, under: others, sizesMayBeNegative: true)
        let subject = side(held)
        var need: String
        if let low = bounds.low, held.constant < low || held.relation == "<=" && held.constant < low {
            need = "\(subject) >= \(number(low))"
            if loose?.low != bounds.low { need += " (widths and heights are never negative)" }
        } else if let high = bounds.high {
            need = "\(subject) <= \(number(high))"
            if loose?.high != bounds.high { need += " (widths and heights are never negative)" }
        } else {
            need = "\(subject) to be something else"
        }
        let verb =
            switch held.relation {
            case "==": "holds it at \(number(held.constant))"
            case ">=": "needs it >= \(number(held.constant))"
            default: "needs it <= \(number(held.constant))"
            }
        _ = members
        return "\(reasons) \(others.count == 1 ? "needs" : "need") \(need), but \(held.name) \(verb)."
    }

    /// `UIView:0x7f….height`, or `A.top - B.top` for two sides.
    private static func side(_ statement: ConstraintStatement) -> String {
        let first = "\(ConstraintStatement.short(statement.first.item)).\(statement.first.attribute)"
        guard let second = statement.second else { return first }
        let factor = statement.multiplier == 1 ? "" : "\(number(statement.multiplier)) * "
        return "\(first) - \(factor)\(ConstraintStatement.short(second.item)).\(second.attribute)"
    }

    // MARK: Suggestions

    static func sameRelation(_ a: ConstraintStatement, _ b: ConstraintStatement) -> Bool {
        a.first == b.first && a.second == b.second && a.multiplier == b.multiplier
    }
}

extension ConflictAnalysis {
    /// Analyses a conflict the engine reported, from the descriptions it gave: the same
    /// analysis as for a pasted log.
    public init(report: ConflictReport) {
        let statements = report.descriptions.compactMap { text -> ConstraintStatement? in
            var parser = DescriptionParser(Substring(text), offset: 0)
            return try? parser.parse()
        }
        var parser = DescriptionParser(Substring(report.brokenDescription), offset: 0)
        self.init(listed: statements, broken: try? parser.parse())
    }
}
