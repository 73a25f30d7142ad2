import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

final class TwoRows: TableViewDataSource {
    let style: TableViewCell.CellStyle
    let texts: [(String, String?)]
    let lines: Int
    init(_ style: TableViewCell.CellStyle, _ texts: [(String, String?)], lines: Int = 1) {
        (self.style, self.texts, self.lines) = (style, texts, lines)
    }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { texts.count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = TableViewCell(style: style, reuseIdentifier: nil)
        cell.textLabel?.text = texts[indexPath.row].0
        cell.textLabel?.numberOfLines = lines
        cell.detailTextLabel?.text = texts[indexPath.row].1
        return cell
    }
}

/// UIKit's four cell styles lay out `textLabel`, `detailTextLabel` and `imageView` by frames,
/// with UIKit's numbers (TableViewCell+Styles.swift cites them): a cell alone is 320 x 44,
/// its content view's margins 16 at the sides.
@MainActor @Suite struct CellStyleTests {
    /// The size a label of this font gives the text on one line.
    func size(_ text: String, _ font: Font) -> CGSize {
        let label = Label(text: text)
        label.font = font
        return label.intrinsicContentSize
    }

    @Test func theDefaultStyleFillsTheRowWithItsText() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.layoutIfNeeded()
        // As iOS prints it: <UITableViewLabel; frame = (16 0; 288 43.5)> in a table's 320-point
        // row (43.5 there: the separator takes half a point).
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: 44))
        #expect(cell.detailTextLabel == nil)
        #expect(cell.textLabel?.font == .preferredFont(forTextStyle: .body))
        #expect(cell.textLabel?.numberOfLines == 1)
    }

    @Test func anImageComesFirstAndTheTextFifteenPointsAfterIt() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "Photos"
        cell.imageView?.image = Image(size: CGSize(width: 30, height: 30))
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 7, width: 30, height: 30))
        #expect(cell.textLabel?.frame == CGRect(x: 61, y: 0, width: 243, height: 44))
        // An image taller than the row is scaled down to its height.
        cell.imageView?.image = Image(size: CGSize(width: 60, height: 88))
        cell.layoutIfNeeded()
        #expect(cell.imageView?.frame == CGRect(x: 16, y: 0, width: 30, height: 44))
    }

    @Test func value1PutsTheDetailAtTheTrailingMargin() {
        let cell = TableViewCell(style: .value1, reuseIdentifier: nil)
        cell.textLabel?.text = "Wi-Fi"
        cell.detailTextLabel?.text = "Home"
        cell.layoutIfNeeded()
        let text = size("Wi-Fi", .body)
        let detail = size("Home", .body)
        // The pair is centred: ceil((44 - 20.33) / 2) = 12.
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 12, width: text.width, height: text.height))
        #expect(
            cell.detailTextLabel?.frame
                == CGRect(x: 304 - detail.width, y: 12, width: detail.width, height: detail.height))
        #expect(cell.detailTextLabel?.textColor == .secondaryLabel)
        #expect(cell.detailTextLabel?.textAlignment == .right)
    }

    @Test func value2HasABlueColumnAndNoImage() {
        let cell = TableViewCell(style: .value2, reuseIdentifier: nil)
        cell.textLabel?.text = "mobile"
        cell.detailTextLabel?.text = "+1 555 0100"
        cell.layoutIfNeeded()
        let footnote = Font.preferredFont(forTextStyle: .footnote)
        let line = size("mobile", footnote).height
        let top = ceil((44 - line) / 2)
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: top, width: 91, height: line))
        #expect(cell.detailTextLabel?.frame.minX == 113)
        #expect(cell.detailTextLabel?.frame.size == size("+1 555 0100", footnote))
        #expect(cell.textLabel?.textColor == .systemBlue)
        #expect(cell.textLabel?.font == footnote)
        #expect(cell.imageView == nil)
    }

    @Test func subtitlePutsTheDetailUnderTheText() {
        let cell = TableViewCell(style: .subtitle, reuseIdentifier: nil)
        cell.textLabel?.text = "Title"
        cell.detailTextLabel?.text = "Subtitle"
        cell.layoutIfNeeded()
        let text = size("Title", .body)
        let detail = size("Subtitle", .preferredFont(forTextStyle: .caption1))
        // 20.33 and 14.33 high at 3x: the pair's top at ceil((44 - 34.67) / 2) = 5.
        #expect(cell.textLabel?.frame == CGRect(x: 16, y: 5, width: text.width, height: text.height))
        #expect(
            cell.detailTextLabel?.frame == CGRect(x: 16, y: 5 + text.height, width: detail.width, height: detail.height)
        )
        #expect(cell.detailTextLabel?.font.pointSize == 12)
    }

    /// In a self-sizing table the built-in labels give the row its height: a subtitle row
    /// stays 44, a default row with wrapping text is its lines and 11 points above and below.
    @Test func builtInLabelsSizeTheirRows() {
        let long = "A row whose text is long enough to wrap onto a second line and then a third one"
        for (style, texts, lines) in [
            (TableViewCell.CellStyle.subtitle, [("Title", "Subtitle")], 1), (.default, [(long, nil)], 0),
            (.value1, [("Wi-Fi", "Home")], 1),
        ] as [(TableViewCell.CellStyle, [(String, String?)], Int)] {
            let table = TableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
            let source = TwoRows(style, texts, lines: lines)
            table.dataSource = source
            let (_, reports, errors) = collecting { table.layoutIfNeeded() }
            #expect(reports.isEmpty && errors.isEmpty)
            let cell = table.visibleCells[0]
            let label = Label(text: texts[0].0)
            label.numberOfLines = lines
            let textHeight = label.sizeThatFits(CGSize(width: 288, height: CGFloat.greatestFiniteMagnitude)).height
            let expected = style == .default ? textHeight + 22 : 44
            #expect(cell.frame.height == expected, "\(style)")
            if style == .default { #expect(cell.textLabel?.frame == CGRect(x: 16, y: 0, width: 288, height: expected)) }
        }
    }
}
