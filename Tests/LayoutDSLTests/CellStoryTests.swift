import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

/// The documents' cell: a multi-line bold label pinned top +8, leading +12, bottom -8 and
/// trailing 0 inside a cell's content view.
@MainActor @Suite struct CellStoryTests {
    private func makeCell(height: CGFloat, lowered: Bool) -> (content: View, label: Label, line: Int) {
        let content = View(frame: CGRect(x: 0, y: 0, width: 200, height: height))
        let label = Label(text: "A rather long title that wraps")
        label.font = .boldSystemFont(ofSize: 16)
        label.numberOfLines = 0
        content.addSubview(label)
        let line = #line + 2
        label.snp.makeConstraints {
            $0.top.equalToSuperview().offset(8).priority(lowered ? .high : .required)
            $0.leading.equalToSuperview().offset(12)
            $0.bottom.equalToSuperview().offset(-8)
            $0.trailing.equalToSuperview().priority(lowered ? .high : .required)
        }
        return (content, label, line)
    }

    @Test func atAHeightOfOneTheInsetsConflict() throws {
        let (content, label, line) = makeCell(height: 1, lowered: false)
        let (_, reports, _) = collecting { content.layoutIfNeeded() }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        let l = address(label)
        let c = address(content)
        #expect(
            report.descriptions == [
                "<SnapKit.LayoutConstraint:\(address(report.constraints[0]))@CellStoryTests.swift#\(line) "
                    + "UILabel:\(l).top == UIView:\(c).top + 8.0>",
                "<SnapKit.LayoutConstraint:\(address(report.constraints[1]))@CellStoryTests.swift#\(line + 2) "
                    + "UILabel:\(l).bottom == UIView:\(c).bottom - 8.0>",
                "<NSAutoresizingMaskLayoutConstraint:\(address(report.constraints[2])) h=--& v=--& "
                    + "UIView:\(c).height == 1   (active)>",
            ])
        #expect(report.brokenConstraint === report.constraints[1])
        #expect(report.text.contains("Will attempt to recover by breaking constraint \n<SnapKit.LayoutConstraint:"))
    }

    @Test func withTopAndTrailingAtHighThereIsNoReportAndTheCellFits() {
        let (content, label, _) = makeCell(height: 1, lowered: true)
        let (size, reports, _) = collecting {
            content.layoutIfNeeded()
            return content.systemLayoutSizeFitting(
                CGSize(width: 200, height: 1), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(reports.isEmpty)
        // At 188 points the bold 16-point text wraps into two lines of 19.09: 38.19 -> 38.33.
        #expect(label.lines == ["A rather long title that", "wraps"])
        #expect(size == CGSize(width: 200, height: 163.0 / 3))
        content.frame.size.height = size.height
        content.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 12, y: 8, width: 188, height: 115.0 / 3))
    }

    private func address(_ view: View) -> String {
        String(view.debugName.split(separator: ":")[1].prefix { $0 != "'" })
    }

    private func address(_ constraint: LayoutConstraint) -> String {
        let text = constraint.description
        let start = text.index(after: text.firstIndex(of: ":")!)
        return String(text[start...].prefix { $0 != " " && $0 != "@" })
    }
}
