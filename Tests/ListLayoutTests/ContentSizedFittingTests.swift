import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

final class ThreeRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Row \(indexPath.row)"
        return cell
    }
}

/// A view sized only by its content, fitted before it was ever laid out: a stack of two
/// labels and a table held at 200 points, 10 points inside a view made with no frame. As in
/// UIKit, the fit reports nothing about the zero frame the view has not been laid out at,
/// and gives the content's size.
@MainActor @Suite struct ContentSizedFittingTests {
    @Test func aViewSizedByItsContentFitsBeforeItsFirstLayout() {
        let view = View()
        let stack = StackView()
        stack.axis = .vertical
        stack.spacing = 8
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)
        let title = Label(text: "Title")
        let table = TableView(frame: .zero, style: .plain)
        let rows = ThreeRows()
        table.dataSource = rows
        table.heightAnchor.constraint(equalToConstant: 200).isActive = true
        for arranged in [title, table] { stack.addArrangedSubview(arranged) }
        LayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.topAnchor, constant: 10),
            stack.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 10),
            stack.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -10),
            stack.bottomAnchor.constraint(equalTo: view.bottomAnchor, constant: -10),
        ])
        let (size, reports, errors) = collecting {
            view.systemLayoutSizeFitting(
                CGSize(width: 200, height: 0), withHorizontalFittingPriority: .required,
                verticalFittingPriority: .fittingSizeLevel)
        }
        #expect(reports.isEmpty && errors.isEmpty)
        // 10 + 20.33 (the title) + 8 + 200 + 10.
        #expect(size == CGSize(width: 200, height: 228 + 61.0 / 3))
        view.frame = CGRect(origin: .zero, size: size)
        let (_, laterReports, _) = collecting { view.layoutIfNeeded() }
        #expect(laterReports.isEmpty)
        #expect(stack.frame == CGRect(x: 10, y: 10, width: 180, height: 208 + 61.0 / 3))
        #expect(table.frame == CGRect(x: 0, y: 8 + 61.0 / 3, width: 180, height: 200))
        #expect(table.visibleCells.map(\.frame) == [0, 44, 88].map { CGRect(x: 0, y: $0, width: 180, height: 44) })
        // A view laid out at its zero frame first conflicts there, as in UIKit.
        let other = View()
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        other.addSubview(box)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: other.leadingAnchor, constant: 10),
            box.trailingAnchor.constraint(equalTo: other.trailingAnchor, constant: -10),
        ])
        let (_, zeroReports, _) = collecting { other.layoutIfNeeded() }
        #expect(zeroReports.count == 1)
    }
}
