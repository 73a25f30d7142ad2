import AutoLayout
import Foundation

// L5: UIKit's conflict recovery at scale. One view gets `n` required width constraints in
// turn, each contradicting the one before it; the engine reports each conflict, breaks the
// older constraint (equal keys: the oldest of a tie) and keeps it at 1100.

/// L5's tree: a 320 x 480 root and one view whose width is set required to 1, 2, ... n, one
/// activation at a time, then laid out. Returns the view and the reports this caused.
@MainActor
func conflictingWidths(_ n: Int) -> (root: View, view: View, reports: Int) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    root.addSubview(view)
    LayoutConstraint.activate([
        view.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        view.topAnchor.constraint(equalTo: root.topAnchor),
        view.heightAnchor.constraint(equalToConstant: 10),
    ])
    var reports = 0
    let activate = {
        for i in 1...n {
            view.widthAnchor.constraint(equalToConstant: CGFloat(i)).isActive = true
        }
        root.layoutIfNeeded()
    }
    ConflictReporting.withHandler({ _ in reports += 1 }, activate)
    return (root, view, reports)
}

/// L5 conflicting-widths-N: `n` activations, `n - 1` of them conflicts, then the layout.
/// The newest width holds: each conflict breaks the older constraint.
@MainActor
func conflictingWidthsScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "L5 conflicting-widths-\(n)"
    let probe = conflictingWidths(n)
    guard probe.reports == n - 1 else {
        throw VerificationFailure(scenario: name, message: "\(probe.reports) conflicts reported, expected \(n - 1)")
    }
    try expect(Double(probe.view.frame.width), Double(n), "the view's width", scenario: name)
    try expect(Double(probe.view.frame.height), 10, "the view's height", scenario: name)
    let (ns, count) = medianNanoseconds(runs: runs) {
        let ns = time { _ = conflictingWidths(n) }
        return (ns, n)
    }
    return Measurement(scenario: name, nanoseconds: ns, operation: "conflicting activation", runs: count)
}
