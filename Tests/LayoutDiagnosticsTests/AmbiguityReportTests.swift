import AutoLayout
import Foundation
import LayoutDiagnostics
import Testing

@MainActor @Suite struct AmbiguityReportTests {
    @Test func namesTheFreeAxisAndAFixThatWorks() throws {
        let root = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(box)
        let tall = View()
        tall.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(tall)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 20),
            tall.leftAnchor.constraint(equalTo: root.leftAnchor), tall.widthAnchor.constraint(equalToConstant: 10),
            tall.topAnchor.constraint(equalTo: root.topAnchor),
            tall.bottomAnchor.constraint(lessThanOrEqualTo: root.bottomAnchor),
        ])
        root.layoutIfNeeded()
        let report = AmbiguityReport(root: root)
        #expect(report.findings.count == 2)
        let first = try #require(report.findings.first)
        #expect(first.view === box && first.axis == .horizontal)
        #expect(first.fix.equationDescription == "\(box.debugName).left == \(root.debugName).left")
        let second = try #require(report.findings.last)
        #expect(second.view === tall && second.axis == .vertical)
        #expect(second.fix.equationDescription == "\(tall.debugName).height == \(format(tall.frame.height))")
        #expect(
            report.text == "\(box.debugName) is ambiguous on the x axis (minX{id: \(idOf(first.unknowns[0]))}): add "
                + "\(box.debugName).left == \(root.debugName).left.\n"
                + "\(tall.debugName) is ambiguous on the y axis (Height{id: \(idOf(second.unknowns[0]))}): add "
                + "\(tall.debugName).height == \(format(tall.frame.height)).\n")
        // Each fix, added, ends its view's ambiguity.
        for finding in report.findings { finding.fix.isActive = true }
        #expect(AmbiguityReport(root: root).findings.isEmpty)
        #expect(AmbiguityReport(root: root).text == "No ambiguous views.\n")
    }

    private func idOf(_ name: String) -> String {
        String(name.split(separator: " ").last?.dropLast() ?? "")
    }
}

/// A number as descriptions print it.
func format(_ value: CGFloat) -> String { String(format: "%g", Double(value)) }
