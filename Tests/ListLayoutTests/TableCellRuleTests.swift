import AutoLayout
import Foundation
import ListLayout
import Testing

/// A cell whose label is constrained to the cell itself, not to its content view.
final class CellLevelLabelCell: TableViewCell {
    let title = Label(text: "Hello")
    private(set) var awoken = 0

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            title.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -10),
            title.topAnchor.constraint(equalTo: topAnchor, constant: 5),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func awakeFromNib() {
        super.awakeFromNib()
        awoken += 1
    }
}

/// A cell whose content view holds a label pinned to its margins.
final class MarginLabelCell: TableViewCell {
    let title = Label(text: "Title")
    private(set) var selections: [Bool] = []

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        LayoutConstraint.activate([
            title.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            title.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            title.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            title.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    override func setSelected(_ selected: Bool, animated: Bool) {
        super.setSelected(selected, animated: animated)
        selections.append(selected)
    }
}

/// Rows of one registered class, configured by a closure.
final class RuleRows: TableViewDataSource, TableViewDelegate {
    let count: Int
    let configure: (TableViewCell, IndexPath) -> Void
    var log: [String] = []
    init(_ count: Int, configure: @escaping (TableViewCell, IndexPath) -> Void = { _, _ in }) {
        self.count = count
        self.configure = configure
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        configure(cell, indexPath)
        return cell
    }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        indexPath.row == 2 ? nil : indexPath
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(indexPath.row)")
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        log.append("deselect \(indexPath.row)")
    }
}

@MainActor @Suite struct TableCellRuleTests {
    private func table(_ cellClass: TableViewCell.Type, _ rows: RuleRows) -> TableView {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        table.register(cellClass, forCellReuseIdentifier: "cell")
        table.dataSource = rows
        table.delegate = rows
        table.layoutIfNeeded()
        return table
    }

    @Test func viewsConstrainedToTheCellGetItsWidthAndACollapsedRowGets44() throws {
        var warnings: [String] = []
        let rows = RuleRows(2)
        let table: TableView = LayoutErrors.withHandler({ warnings.append("\($0)") }) {
            self.table(CellLevelLabelCell.self, rows)
        }
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? CellLevelLabelCell)
        #expect(cell.title.frame == CGRect(x: 10, y: 5, width: 300, height: 61.0 / 3))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        #expect(warnings.count == 1)
        #expect(
            warnings.first?.contains(
                "Warning once only: Detected a case where constraints ambiguously suggest a height of zero for a "
                    + "table view cell's content view. We're considering the collapse unintentional and using "
                    + "standard height instead. Cell: <") == true)
        #expect(cell.awoken == 1)
    }

    @Test func accessoriesShrinkTheContentView() throws {
        let rows = RuleRows(4) { cell, path in
            switch path.row {
            case 0: cell.accessoryType = .disclosureIndicator
            case 1: cell.accessoryType = .checkmark
            case 2:
                let toggle = View(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                cell.accessoryView = toggle
            default: cell.accessoryType = .none
            }
        }
        let table = table(MarginLabelCell.self, rows)
        func cell(_ row: Int) throws -> MarginLabelCell {
            try #require(table.cellForRow(at: IndexPath(row: row, section: 0)) as? MarginLabelCell)
        }
        // 320 - 16 (trailing inset) - 8 (chevron) - 10 (spacing) = 286.
        // Rows are 11 + 20.33 + 11 high; the chevron is centred on the 3x pixel grid.
        #expect(try cell(0).contentView.frame == CGRect(x: 0, y: 0, width: 286, height: 127.0 / 3))
        #expect(try cell(0).title.frame == CGRect(x: 16, y: 11, width: 254, height: 61.0 / 3))
        #expect(try cell(0).subviews.last?.frame == CGRect(x: 296, y: 44.0 / 3, width: 8, height: 13))
        #expect(try cell(1).contentView.frame.width == 280)
        #expect(try cell(2).contentView.frame.width == 243)
        #expect(try cell(2).accessoryView?.frame == CGRect(x: 253, y: 17.0 / 3, width: 51, height: 31))
        #expect(try cell(3).contentView.frame.width == 320)
        try cell(0).accessoryType = .none
        try cell(0).layoutIfNeeded()
        #expect(try cell(0).contentView.frame.width == 320)
        #expect(try cell(0).subviews.count == 1)
    }

    @Test func tapsSelectRowsAndCellsShowTheirSelectedBackground() throws {
        let rows = RuleRows(4) { cell, _ in cell.selectedBackgroundView = View() }
        let table = table(MarginLabelCell.self, rows)
        let first = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? MarginLabelCell)
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? MarginLabelCell)
        #expect(table.simulateTap(at: CGPoint(x: 10, y: 10)) == IndexPath(row: 0, section: 0))
        #expect(first.isSelected && first.selections == [true])
        table.layoutIfNeeded()
        #expect(first.subviews.first === first.selectedBackgroundView)
        #expect(first.selectedBackgroundView?.frame == CGRect(x: 0, y: 0, width: 320, height: 127.0 / 3))
        table.simulateTap(at: CGPoint(x: 10, y: 50))
        #expect(!first.isSelected && second.isSelected)
        #expect(first.selectedBackgroundView?.superview == nil)
        table.simulateTap(at: CGPoint(x: 10, y: 100))
        #expect(table.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(rows.log == ["select 0", "deselect 0", "select 1"])
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.selectRow(at: IndexPath(row: 9, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(rows.log.count == 3)
        second.selectionStyle = .none
        second.isHighlighted = true
        #expect(second.selectedBackgroundView?.superview == nil)
    }

    @Test func separatorInsetsKeepOnlyLeftAndRightAndNeverGoBelowZero() throws {
        let table = table(MarginLabelCell.self, RuleRows(1))
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 16, bottom: 0, right: 0))
        table.separatorInset = EdgeInsets(top: 5, left: 20, bottom: 5, right: -3)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 20, bottom: 0, right: 0))
        cell.separatorInset = EdgeInsets(top: 9, left: -4, bottom: 9, right: 12)
        #expect(cell.separatorInset == EdgeInsets(top: 0, left: 0, bottom: 0, right: 12))
        #expect(cell.selectionStyle == .default && cell.accessoryType == .none)
    }

    @Test func aHeaderFooterSubclassOverridesTheDesignatedInitializer() {
        final class Header: TableViewHeaderFooterView {
            override init(reuseIdentifier: String?) { super.init(reuseIdentifier: reuseIdentifier) }
            required init?(coder: NSCoder) { nil }
        }
        let header = Header(reuseIdentifier: "h")
        #expect(header.reuseIdentifier == "h")
        #expect(header.contentView.superview === header)
    }
}

@MainActor @Suite struct CollectionCellBackgroundTests {
    @Test func selectedBackgroundsShowWhileSelectedAndFollowTheCellsSize() {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
        let background = View()
        let selected = View()
        cell.backgroundView = background
        cell.selectedBackgroundView = selected
        #expect(cell.subviews.first === background && selected.superview == nil)
        cell.isSelected = true
        #expect(
            cell.subviews.prefix(3).map { ObjectIdentifier($0) }
                == [background, selected, cell.contentView].map { ObjectIdentifier($0) })
        cell.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(selected.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        #expect(background.frame == CGRect(x: 0, y: 0, width: 200, height: 80))
        cell.isSelected = false
        #expect(selected.superview == nil)
        cell.isHighlighted = true
        #expect(selected.superview === cell)
    }
}
