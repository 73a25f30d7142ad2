import AutoLayout
import Foundation

/// The ambiguous views of a laid-out tree: which views the constraints leave free, along
/// which axis, and one constraint that removes each ambiguity (checked by adding it).
public struct AmbiguityReport: Sendable {
    /// One view that can move or stretch on one axis.
    public struct Finding: Sendable {
        /// The view.
        public let view: View
        /// The axis it is free on.
        public let axis: LayoutAxis
        /// UIKit's names of its free unknowns (`UIView:0x7fa….minX{id: 12}`).
        public let unknowns: [String]
        /// A constraint (not active) that pins it where it is now and removes the ambiguity.
        public let fix: LayoutConstraint
        /// The fix in words.
        @MainActor public var suggestion: String {
            "Add \(fix.equationDescription) to fix its \(axis == .horizontal ? "x" : "y") axis."
        }
    }

    /// The findings, parents before children, horizontal before vertical.
    public let findings: [Finding]

    /// Checks every view under `root` (the root's frame is its own).
    @MainActor public init(root: View) {
        var findings: [Finding] = []
        var stack = root.subviews.reversed().map { $0 }
        while let view = stack.popLast() {
            stack += view.subviews.reversed()
            let free = view.freeUnknowns()
            for axis in [LayoutAxis.horizontal, .vertical] {
                let onAxis = free.filter { $0.axis == axis }
                guard !onAxis.isEmpty,
                    let fix = Self.fix(view, axis: axis, positionFree: onAxis.contains { $0.isPosition })
                else { continue }
                findings.append(Finding(view: view, axis: axis, unknowns: onAxis.map(\.name), fix: fix))
            }
        }
        self.findings = findings
    }

    /// A constraint that pins the free unknown of an axis where it is now, if adding it
    /// ends the ambiguity on that axis.
    @MainActor private static func fix(_ view: View, axis: LayoutAxis, positionFree: Bool) -> LayoutConstraint? {
        let f = view.frame
        var candidates: [LayoutConstraint] = []
        if positionFree, let parent = view.superview {
            candidates.append(
                axis == .horizontal
                    ? view.leftAnchor.constraint(equalTo: parent.leftAnchor, constant: f.minX)
                    : view.topAnchor.constraint(equalTo: parent.topAnchor, constant: f.minY))
        }
        candidates.append(
            axis == .horizontal
                ? view.widthAnchor.constraint(equalToConstant: f.width)
                : view.heightAnchor.constraint(equalToConstant: f.height))
        for candidate in candidates {
            candidate.isActive = true
            let stillFree = view.freeUnknowns().contains { $0.axis == axis }
            candidate.isActive = false
            if !stillFree { return candidate }
        }
        return nil
    }

    /// One line per finding: `UIView:0x7fa… is ambiguous on the x axis (minX{id: 12}): add ….`
    @MainActor public var text: String {
        guard !findings.isEmpty else { return "No ambiguous views.\n" }
        return findings.map { finding in
            let names = finding.unknowns.map { $0.split(separator: ".").last.map(String.init) ?? $0 }
            return "\(finding.view.debugName) is ambiguous on the \(finding.axis == .horizontal ? "x" : "y") axis "
                + "(\(names.joined(separator: ", "))): add \(finding.fix.equationDescription)."
        }.joined(separator: "\n") + "\n"
    }
}
