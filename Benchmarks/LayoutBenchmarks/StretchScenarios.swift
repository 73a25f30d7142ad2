import AutoLayout
import Foundation

/// L6's tree: a vertical `.fill` stack view of `n` labels pinned to the four edges of a
/// root 375 wide and 40 points a label tall, so that the stack has room to spare and its
/// last label, tied with the others in hugging, stretches.
@MainActor
func stretchedStack(_ n: Int) -> (root: View, labels: [Label]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 375, height: CGFloat(40 * n)))
    let (stack, labels) = labelColumn(n, spacing: 0)
    root.addSubview(stack)
    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: root.topAnchor),
        stack.leadingAnchor.constraint(equalTo: root.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: root.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: root.bottomAnchor),
    ])
    return (root, labels)
}

/// Checks L6's frames: every label at its own height in a column, but the last, which
/// takes the rest of the root's height.
@MainActor
func verifyStretchedStack(_ tree: (root: View, labels: [Label]), scenario: String) throws {
    let height = Double(tree.labels[0].intrinsicContentSize.height)
    for (i, label) in tree.labels.enumerated() {
        try expect(Double(label.frame.minY), Double(i) * height, "label \(i)'s minY", scenario: scenario)
        try expect(Double(label.frame.width), 375, "label \(i)'s width", scenario: scenario)
    }
    let last = Double(tree.labels.count - 1)
    try expect(
        Double(tree.labels[tree.labels.count - 1].frame.height), Double(tree.root.frame.height) - last * height,
        "the last label's height", scenario: scenario)
}

/// L6 stretched-stack-N: the first layout, then the root 100 points taller (only the
/// last label grows) and back.
@MainActor
func stretchedStackScenarios(_ n: Int, runs: Int) throws -> [Measurement] {
    try LayoutScenario(
        name: "L6 stretched-stack-\(n)", change: ("resize", "root height +-100 + layout"),
        make: { stretchedStack(n) }, root: { $0.root },
        verify: { tree, _, scenario in try verifyStretchedStack(tree, scenario: scenario) },
        apply: { tree, changed in tree.root.frame.size.height += changed ? 100 : -100 }
    ).measure(runs: runs)
}
