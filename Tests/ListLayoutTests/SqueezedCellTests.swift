import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

/// A cell whose content needs more height than its row gives: a column of three rows each
/// held at 30 points, pinned to every edge of the content view, in a cell at UIKit's 320 x
/// 44. The content view's `UIView-Encapsulated-Layout-Height` of 44 cannot hold 90 points:
/// as in UIKit, the conflict is reported with UIKit's text and an app constraint is broken
/// (never the system's encapsulated height), one report per constraint that could not be
/// added.
final class ColumnCell: TableViewCell {
    let column = StackView()
    let rows = (0..<3).map { _ in View() }
    private(set) var heights: [LayoutConstraint] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        column.axis = .vertical
        column.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(column)
        for row in rows {
            column.addArrangedSubview(row)
            let height = row.heightAnchor.constraint(equalToConstant: 30)
            height.isActive = true
            heights.append(height)
        }
        LayoutConstraint.activate([
            column.topAnchor.constraint(equalTo: contentView.topAnchor),
            column.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            column.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

final class ColumnRows: TableViewDataSource {
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 2 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "column", for: indexPath)
    }
}

@MainActor @Suite struct SqueezedCellTests {
    /// Alone, the cell keeps UIKit's 320 x 44: the first two rows' heights are broken, in
    /// the order they meet the encapsulated height, and the column fills the 44 points
    /// with the last row at its 30.
    @Test func aCellAloneBreaksTheRowsThatDoNotFit() throws {
        let cell = ColumnCell(style: .default, reuseIdentifier: nil)
        let (_, reports, _) = collecting { cell.layoutIfNeeded() }
        #expect(reports.count == 2)
        #expect(
            reports.map { ObjectIdentifier($0.brokenConstraint) } == cell.heights.prefix(2).map(ObjectIdentifier.init))
        let first = try #require(reports.first)
        #expect(first.constraints.contains { $0.identifier == "UIView-Encapsulated-Layout-Height" })
        #expect(first.text.hasPrefix("Unable to simultaneously satisfy constraints."))
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.column.frame == CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(cell.rows[2].frame == CGRect(x: 0, y: 14, width: 320, height: 30))
        #expect(cell.rows[0].frame.height + cell.rows[1].frame.height == 14)
    }

    /// In a table with a fixed row height the same happens in every row; with self-sizing
    /// rows (UIKit's default `rowHeight`) the row takes its content's 90 points and nothing
    /// conflicts.
    @Test func aFixedRowHeightSqueezesASelfSizingRowDoesNot() {
        for (rowHeight, expected, conflicts) in [(44, 44, true), (TableView.automaticDimension, 90, false)]
            as [(CGFloat, CGFloat, Bool)]
        {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            table.register(ColumnCell.self, forCellReuseIdentifier: "column")
            table.rowHeight = rowHeight
            let rows = ColumnRows()
            table.dataSource = rows
            let (_, reports, _) = collecting { table.layoutIfNeeded() }
            #expect(reports.isEmpty != conflicts, "row height \(rowHeight)")
            let cells = table.visibleCells.compactMap { $0 as? ColumnCell }
            #expect(cells.count == 2)
            #expect(cells.map(\.frame.height) == [expected, expected], "row height \(rowHeight)")
            if !conflicts { #expect(cells[0].rows.map(\.frame.height) == [30, 30, 30]) }
        }
    }
}
