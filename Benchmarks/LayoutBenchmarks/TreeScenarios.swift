import AutoLayout
import Foundation

// The layout-level scenarios of SCENARIOS.md that go through views and anchors: L2 (a
// column of labels), L3 (a chain of nested views) and L4 (a stack view in a scroll view);
// L2 and L4 are checked and timed as a LayoutScenario (LayoutScenario.swift).

/// L2's tree: a 320 x 480 root with `n` labels "Row i" (system font 17) in a column.
/// Returns the root, the labels and the first label's top constraint.
@MainActor
func stackedLabels(_ n: Int) -> (root: View, labels: [Label], first: LayoutConstraint) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var labels: [Label] = []
    labels.reserveCapacity(n)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(3 * n)
    for i in 0..<n {
        let label = Label()
        label.text = "Row \(i)"
        label.font = .systemFont(ofSize: 17)
        label.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(label)
        constraints.append(label.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16))
        constraints.append(label.trailingAnchor.constraint(lessThanOrEqualTo: root.trailingAnchor, constant: -16))
        let top = labels.last.map { label.topAnchor.constraint(equalTo: $0.bottomAnchor, constant: 8) }
        constraints.append(top ?? label.topAnchor.constraint(equalTo: root.topAnchor))
        labels.append(label)
    }
    LayoutConstraint.activate(constraints)
    return (root, labels, constraints[2])
}

/// Checks L2's frames: label i at y = i * (height + 8) + shift, x = 16.
@MainActor
func verifyStackedLabels(_ labels: [Label], shift: Double, scenario: String) throws {
    let height = Double(labels[0].intrinsicContentSize.height)
    for (i, label) in labels.enumerated() {
        try expect(Double(label.frame.minY), Double(i) * (height + 8) + shift, "label \(i)'s minY", scenario: scenario)
        try expect(Double(label.frame.minX), 16, "label \(i)'s minX", scenario: scenario)
        try expect(Double(label.frame.height), height, "label \(i)'s height", scenario: scenario)
    }
}

/// L2 stacked-labels-N: the first layout of the column, then the first label's top
/// constant moved by one and back.
@MainActor
func stackedLabelsScenarios(_ n: Int, runs: Int) throws -> [Measurement] {
    try LayoutScenario(
        name: "L2 stacked-labels-\(n)", change: ("constant", "constant change + layout"),
        make: { stackedLabels(n) }, root: { $0.root },
        verify: { tree, changed, scenario in
            try verifyStackedLabels(tree.labels, shift: changed ? 1 : 0, scenario: scenario)
        },
        apply: { tree, changed in tree.first.constant += changed ? 1 : -1 }
    ).measure(runs: runs)
}

/// L3's tree: a 320 x 480 root and a chain of `n` views, each the only subview of the
/// previous one. Returns the root and the chain.
@MainActor
func nestedViews(_ n: Int) -> (root: View, chain: [View]) {
    let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    var chain: [View] = []
    chain.reserveCapacity(n)
    var constraints: [LayoutConstraint] = []
    constraints.reserveCapacity(4 * n)
    var parent = root
    for _ in 0..<n {
        let view = View()
        view.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(view)
        constraints.append(view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.01))
        constraints.append(view.leadingAnchor.constraint(equalTo: parent.leadingAnchor))
        constraints.append(view.widthAnchor.constraint(equalTo: parent.widthAnchor))
        constraints.append(view.heightAnchor.constraint(equalToConstant: 10))
        chain.append(view)
        parent = view
    }
    LayoutConstraint.activate(constraints)
    return (root, chain)
}

/// L3 nested-N: the first layout of the chain.
@MainActor
func nestedViewsScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "L3 nested-\(n)"
    let probe = nestedViews(n)
    probe.root.layoutIfNeeded()
    let expected = CGRect(x: 0, y: 0.01, width: 320, height: 10)
    for (i, view) in probe.chain.enumerated() {
        let frame = view.frame
        guard abs(frame.minX - expected.minX) < 1e-6, abs(frame.minY - expected.minY) < 1e-6,
            abs(frame.width - expected.width) < 1e-6, abs(frame.height - expected.height) < 1e-6
        else {
            throw VerificationFailure(scenario: name, message: "view \(i)'s frame is \(frame), expected \(expected)")
        }
    }
    let (ns, count) = medianNanoseconds(runs: runs) {
        let tree = nestedViews(n)
        let ns = time { tree.root.layoutIfNeeded() }
        return (ns, 1)
    }
    return Measurement(scenario: name, nanoseconds: ns, operation: "first layout", runs: count)
}

/// L4's tree: a vertical stack view (spacing 8, alignment .fill) of `n` labels, pinned to
/// a 375 x 812 scroll view's content layout guide and as wide as its frame layout guide.
@MainActor
func scrollingStack(_ n: Int) -> (scroll: ScrollView, stack: StackView, labels: [Label]) {
    let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 812))
    let (stack, labels) = labelColumn(n, spacing: 8)
    scroll.addSubview(stack)
    let content = scroll.contentLayoutGuide
    LayoutConstraint.activate([
        stack.topAnchor.constraint(equalTo: content.topAnchor),
        stack.leadingAnchor.constraint(equalTo: content.leadingAnchor),
        stack.trailingAnchor.constraint(equalTo: content.trailingAnchor),
        stack.bottomAnchor.constraint(equalTo: content.bottomAnchor),
        stack.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
    ])
    return (scroll, stack, labels)
}

/// A vertical stack view (alignment `.fill`, distribution `.fill`) of `n` labels "Row i"
/// (system font 17), for constraints of its own.
@MainActor
func labelColumn(_ n: Int, spacing: CGFloat) -> (stack: StackView, labels: [Label]) {
    let stack = StackView()
    stack.axis = .vertical
    stack.spacing = spacing
    stack.alignment = .fill
    stack.translatesAutoresizingMaskIntoConstraints = false
    var labels: [Label] = []
    labels.reserveCapacity(n)
    for i in 0..<n {
        let label = Label()
        label.text = "Row \(i)"
        label.font = .systemFont(ofSize: 17)
        stack.addArrangedSubview(label)
        labels.append(label)
    }
    return (stack, labels)
}

/// Checks L4's frames: the visible labels in a column, 375 wide, and the content height.
@MainActor
func verifyScrollingStack(_ tree: (scroll: ScrollView, stack: StackView, labels: [Label]), scenario: String) throws {
    let height = Double(tree.labels[0].intrinsicContentSize.height)
    var y = 0.0
    for (i, label) in tree.labels.enumerated() where !label.isHidden {
        try expect(Double(label.frame.minY), y, "label \(i)'s minY", scenario: scenario)
        try expect(Double(label.frame.width), 375, "label \(i)'s width", scenario: scenario)
        y += height + 8
    }
    try expect(Double(tree.scroll.contentSize.height), y - 8, "content height", scenario: scenario)
}

/// L4 stack-N: the first layout, then one arranged subview hidden and shown again.
@MainActor
func scrollingStackScenarios(_ n: Int, runs: Int) throws -> [Measurement] {
    try LayoutScenario(
        name: "L4 stack-\(n)", change: ("hide", "hide or show one + layout"),
        make: { scrollingStack(n) }, root: { $0.scroll },
        verify: { tree, _, scenario in try verifyScrollingStack(tree, scenario: scenario) },
        apply: { tree, changed in tree.labels[n / 2].isHidden = changed }
    ).measure(runs: runs)
}
