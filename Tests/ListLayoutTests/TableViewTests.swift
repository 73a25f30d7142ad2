import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import ListLayout
import Testing

/// Story 2's cell: an image view whose aspect ratio a constraint keeps, replaced when a new
/// image is set and dropped in `prepareForReuse`.
final class PhotoCell: TableViewCell {
    let photo = ImageView()
    private(set) var aspect: LayoutConstraint?

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photo.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(photo)
        let fill = [
            photo.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 4),
            photo.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -4),
            photo.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            photo.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ]
        fill[1].priority = .required - 1
        LayoutConstraint.activate(fill)
    }

    required init?(coder: NSCoder) { nil }

    func show(_ image: Image) {
        photo.image = image
        aspect?.isActive = false
        let ratio = image.size.width / image.size.height
        aspect = photo.widthAnchor.constraint(equalTo: photo.heightAnchor, multiplier: ratio)
        aspect?.isActive = true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        aspect?.isActive = false
        aspect = nil
        photo.image = nil
    }
}

final class Photos: TableViewDataSource {
    let images: [Image]
    init(_ images: [Image]) { self.images = images }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { images.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "photo", for: indexPath)
        (cell as? PhotoCell)?.show(images[indexPath.row])
        return cell
    }
}

/// Story 3's table: it reports its content height as its intrinsic height.
final class GrowingTable: TableView {
    override var intrinsicContentSize: CGSize {
        CGSize(width: View.noIntrinsicMetric, height: contentSize.height)
    }
    override func reloadData() {
        super.reloadData()
        invalidateIntrinsicContentSize()
    }
}

@MainActor
final class Lines: TableViewDataSource {
    let lines: [String]
    init(_ lines: [String]) { self.lines = lines }
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { section == 0 ? lines.count : 1 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "line", for: indexPath)
        cell.textLabel?.text = indexPath.section == 0 ? lines[indexPath.row] : "Total"
        return cell
    }
}

@MainActor @Suite struct TableViewTests {
    @Test func rowsSizeThemselvesFromTheImageAspectRatio() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 216, height: 1000))
        table.register(PhotoCell.self, forCellReuseIdentifier: "photo")
        table.estimatedRowHeight = 100
        let source = Photos([
            Image(size: CGSize(width: 400, height: 200)), Image(size: CGSize(width: 100, height: 100)),
            Image(size: CGSize(width: 300, height: 400)),
        ])
        table.dataSource = source
        let (_, reports, _) = collecting { table.layoutIfNeeded() }
        #expect(reports.isEmpty)
        // The photo is 200 wide: heights 100, 200, 266.67, plus 8.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 0, width: 216, height: 108))
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 108, width: 216, height: 208))
        let third = table.rectForRow(at: IndexPath(row: 2, section: 0))
        #expect(abs(third.height - (8 + 800.0 / 3)) < 1e-9)
        let cell = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? PhotoCell)
        #expect(cell.photo.frame == CGRect(x: 8, y: 4, width: 200, height: 200))
        #expect(cell.contentView.debugClassName == "UITableViewCellContentView")
        #expect(
            cell.contentView.constraintsAffectingLayout(for: .vertical).contains {
                $0.description.hasSuffix(
                    "'UIView-Encapsulated-Layout-Height' \(cell.contentView.debugName).height == 208   (active)>")
            })
    }

    /// `scrollToRow` puts a self-sizing row where it was asked to go, although the rows
    /// above it were only estimated when it started; a row that does not exist is refused
    /// with UIKit's message and nothing moves.
    @Test func scrollsASelfSizingRowToWhereItWasAsked() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 216, height: 300))
        table.register(PhotoCell.self, forCellReuseIdentifier: "photo")
        table.estimatedRowHeight = 50
        // Square photos, 200 wide: every row is 208 tall once measured, 50 before.
        let source = Photos((0..<30).map { _ in Image(size: CGSize(width: 100, height: 100)) })
        table.dataSource = source
        table.layoutIfNeeded()
        let row = IndexPath(row: 20, section: 0)
        table.scrollToRow(at: row, at: .top, animated: true)
        #expect(table.rectForRow(at: row).height == 208)
        #expect(table.contentOffset.y == table.rectForRow(at: row).minY)
        #expect(table.cellForRow(at: row)?.frame.minY == table.contentOffset.y)
        table.scrollToRow(at: row, at: .bottom, animated: false)
        #expect(table.contentOffset.y == table.rectForRow(at: row).maxY - 300)
        table.scrollToRow(at: row, at: .middle, animated: false)
        #expect(table.contentOffset.y == table.rectForRow(at: row).midY - 150)
        let middle = table.contentOffset.y
        table.scrollToRow(at: row, at: .none, animated: false)
        #expect(table.contentOffset.y == middle, "a row in view does not move")
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == table.contentSize.height - 300, "the offset stays within the content")
        table.scrollToRow(at: IndexPath(row: 0, section: 0), at: .none, animated: false)
        #expect(table.contentOffset.y == 0)
        let (_, _, errors) = collecting {
            table.scrollToRow(at: IndexPath(row: 30, section: 0), at: .top, animated: false)
            table.scrollToRow(at: IndexPath(row: 0, section: 2), at: .top, animated: false)
        }
        #expect(table.contentOffset.y == 0)
        let messages = errors.map(\.description)
        #expect(messages.count == 2)
        #expect(
            messages.first?.hasPrefix(
                "Attempted to scroll the table view to an out-of-bounds row (30) when there are only 30 rows in "
                    + "section 0. Table view: <UITableView: 0x") == true)
        #expect(
            messages.last?.hasPrefix(
                "Attempted to scroll the table view to an out-of-bounds section (2) when there are only 1 sections. "
                    + "Table view: <UITableView: 0x") == true)
    }

    @Test func reuseNeverLeavesAnOldRatioBehind() throws {
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 216, height: 120))
        table.register(PhotoCell.self, forCellReuseIdentifier: "photo")
        table.estimatedRowHeight = 108
        let images = (0..<20).map { Image(size: CGSize(width: 400, height: $0 % 2 == 0 ? 200 : 400)) }
        let source = Photos(images)
        table.dataSource = source
        let (_, reports, _) = collecting {
            table.layoutIfNeeded()
            for step in 1...10 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 150)
                table.setNeedsLayout()
                table.layoutIfNeeded()
            }
        }
        #expect(reports.isEmpty)
        #expect(table.cellRequests > table.subviews.count)
        for cell in table.visibleCells {
            let photo = try #require((cell as? PhotoCell)?.photo)
            let ratios = photo.constraintsAffectingLayout(for: .horizontal).filter { $0.secondAttribute == .height }
            #expect(ratios.count == 1)
            let path = try #require(table.indexPath(for: cell))
            #expect(photo.frame.width == 200)
            #expect(photo.frame.height == (path.row % 2 == 0 ? 100 : 200))
        }
    }

    @Test func aTableThatReportsItsContentHeightGrowsInsideAScrollView() {
        let root = View(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        let scroll = ScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        root.addSubview(scroll)
        let table = GrowingTable(frame: .zero)
        table.register(TableViewCell.self, forCellReuseIdentifier: "line")
        table.translatesAutoresizingMaskIntoConstraints = false
        scroll.addSubview(table)
        LayoutConstraint.activate([
            table.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor, constant: 10),
            table.leadingAnchor.constraint(equalTo: scroll.frameLayoutGuide.leadingAnchor),
            table.trailingAnchor.constraint(equalTo: scroll.frameLayoutGuide.trailingAnchor),
        ])
        let source = Lines((0..<12).map { "Line \($0)" })
        table.sectionHeaderHeight = 30
        table.dataSource = source
        table.reloadData()
        root.layoutIfNeeded()
        // 13 rows of 44 (a one-line label inside 11-point margins, at least 44) and two headers.
        #expect(table.contentSize == CGSize(width: 320, height: 13 * 44 + 60))
        #expect(table.frame == CGRect(x: 0, y: 10, width: 320, height: 632))
        #expect(table.indexPathsForVisibleRows.count == 13)
        #expect(
            table.cellForRow(at: IndexPath(row: 0, section: 1))?.frame == CGRect(x: 0, y: 588, width: 320, height: 44))
        #expect(table.rectForHeader(inSection: 1) == CGRect(x: 0, y: 558, width: 320, height: 30))
    }

    @Test func fixedRowHeightsAndDelegateHeights() {
        final class Heights: TableViewDelegate {
            func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                CGFloat(20 + indexPath.row * 10)
            }
            func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> CGFloat { 5 }
        }
        let table = TableView(frame: CGRect(x: 0, y: 0, width: 100, height: 500))
        table.register(TableViewCell.self, forCellReuseIdentifier: "line")
        let source = Lines(["a", "b", "c"])
        let heights = Heights()
        table.dataSource = source
        table.delegate = heights
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 50, width: 100, height: 40))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 90, width: 100, height: 5))
        #expect(table.contentSize.height == CGFloat(95 + 20 + 5))
        table.delegate = nil
        table.rowHeight = 30
        table.layoutIfNeeded()
        #expect(table.contentSize.height == CGFloat(4 * 30))
        withExtendedLifetime((source, heights)) {}
    }

    @Test func changingTheContentViewsAutoresizingIsReported() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: "x")
        let (_, _, errors) = collecting { cell.contentView.translatesAutoresizingMaskIntoConstraints = false }
        let text = try #require(errors.first?.description)
        #expect(
            text.hasPrefix(
                "Changing the translatesAutoresizingMaskIntoConstraints property of the contentView of a UITableViewCell "
                    + "is not supported and will result in undefined behavior, as this property is managed by the "
                    + "owning UITableViewCell. Cell: <UITableViewCell: 0x"))
    }
}
