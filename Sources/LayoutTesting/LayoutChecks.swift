import AutoLayout
import Foundation
import LayoutDiagnostics

/// The layout problems that fail a snapshot test besides a changed snapshot.
public struct LayoutChecks: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Any "Unable to simultaneously satisfy constraints" report while the test built and
    /// laid out its views.
    public static let conflicts = LayoutChecks(rawValue: 1)
    /// A view whose layout is ambiguous (``View/hasAmbiguousLayout``).
    public static let ambiguity = LayoutChecks(rawValue: 2)
    /// A visible view not inside its superview's bounds (a scroll view's content area for
    /// its subviews), by more than half a point.
    public static let outOfBounds = LayoutChecks(rawValue: 4)
    /// A visible label whose text does not fit it.
    public static let truncation = LayoutChecks(rawValue: 8)

    /// Conflicts and ambiguity, the problems UIKit itself reports or traces.
    public static let `default`: LayoutChecks = [.conflicts, .ambiguity]
    /// Every check.
    public static let all: LayoutChecks = [.conflicts, .ambiguity, .outOfBounds, .truncation]
}

/// The problems `checks` finds: one message per problem, in tree order after the conflicts.
@MainActor
func layoutProblems(
    in root: View, reports: [ConflictReport], checks: LayoutChecks, ambiguity: AmbiguityMemo = AmbiguityMemo()
) -> [String] {
    var problems: [String] = []
    if checks.contains(.conflicts) { problems += reports.map(conflictMessage) }
    var stack: [View] = [root]
    while let view = stack.popLast() {
        guard !view.isHidden else { continue }
        let path = treePath(of: view, below: root)
        if checks.contains(.ambiguity), ambiguity.isAmbiguous(view) {
            problems.append("Ambiguous layout: \(path) \(rectangle(view.frame))")
        }
        if checks.contains(.outOfBounds), let parent = view.superview, view !== root {
            let area = parent is ScrollView ? contentArea(of: parent as! ScrollView) : parent.bounds
            if !area.insetBy(dx: -0.5, dy: -0.5).contains(view.frame) {
                problems.append("Outside its superview: \(path) \(rectangle(view.frame)) is not inside \(rectangle(area))")
            }
        }
        if checks.contains(.truncation), let label = view as? Label, label.isTruncated {
            problems.append("Truncated label: \(path) in \(snapshotNumber(view.bounds.width)) x \(snapshotNumber(view.bounds.height))")
        }
        stack += view.subviews.reversed()
    }
    return problems
}

/// `UIView > UIStackView > UILabel "Name"`: the classes from `root` down to `view`, the last
/// with its identifier or text; ancestors above the fourth are left out as `…`.
@MainActor
private func treePath(of view: View, below root: View) -> String {
    var names: [String] = []
    var current: View? = view
    var reachedRoot = false
    while let item = current, names.count < 5 {
        names.append(item === view ? LayoutSnapshot.name(of: view) : LayoutSnapshot.stableClassName(item.debugClassName))
        reachedRoot = item === root
        if reachedRoot { break }
        current = item.superview
    }
    if !reachedRoot { names.append("…") }
    return names.reversed().joined(separator: " > ")
}

/// A scroll view's content area: its content size, and at least its bounds.
@MainActor
private func contentArea(of scrollView: ScrollView) -> CGRect {
    CGRect(
        x: 0, y: 0, width: max(scrollView.contentSize.width, scrollView.bounds.width),
        height: max(scrollView.contentSize.height, scrollView.bounds.height))
}

/// UIKit's report followed by the diagnosis: the smallest conflicting set and what to change.
private func conflictMessage(_ report: ConflictReport) -> String {
    let analysis = ConflictAnalysis(report: report)
    var lines = ["Unsatisfiable constraints:", report.text, "", "Diagnosis: " + analysis.explanation]
    for suggestion in analysis.suggestions.prefix(5) { lines.append("  - " + suggestion.text) }
    return lines.joined(separator: "\n")
}
