import AutoLayout
import Foundation

/// Where each section's header, rows and footer lie in a table's content.
@MainActor
struct TableGeometry {
    private var headerTops: [CGFloat] = []
    private var headerHeights: [CGFloat] = []
    private var rowTops: [[CGFloat]] = []
    private var rowHeights: [[CGFloat]] = []
    private var footerHeights: [CGFloat] = []
    private var selfSizing: Set<IndexPath> = []
    /// The content height.
    private(set) var height: CGFloat = 0
    /// Where the table's footer view starts: after the last section.
    private(set) var footerTop: CGFloat = 0

    init() {}

    /// The geometry from the table's heights, its delegate's, and the measured ones.
    init(table: TableView) {
        let estimate = table.estimatedRowHeight > 0 ? table.estimatedRowHeight : 44
        var y: CGFloat = table.tableHeaderView?.frame.height ?? 0
        for (section, count) in table.rowCounts.enumerated() {
            let header = max(
                0, table.delegate?.tableView(table, heightForHeaderInSection: section) ?? table.sectionHeaderHeight)
            headerTops.append(y)
            headerHeights.append(header)
            y += header
            var tops: [CGFloat] = []
            var heights: [CGFloat] = []
            for row in 0..<count {
                let path = IndexPath(row: row, section: section)
                var height = table.delegate?.tableView(table, heightForRowAt: path) ?? table.rowHeight
                if height == TableView.automaticDimension || height < 0 {
                    selfSizing.insert(path)
                    height = table.measuredHeights[path] ?? estimate
                }
                tops.append(y)
                heights.append(height)
                y += height
            }
            rowTops.append(tops)
            rowHeights.append(heights)
            let footer = max(
                0, table.delegate?.tableView(table, heightForFooterInSection: section) ?? table.sectionFooterHeight)
            footerHeights.append(footer)
            y += footer
        }
        footerTop = y
        height = y + (table.tableFooterView?.frame.height ?? 0)
    }

    func isSelfSizing(_ path: IndexPath) -> Bool { selfSizing.contains(path) }

    func rowRect(_ path: IndexPath, width: CGFloat) -> CGRect {
        guard rowTops.indices.contains(path.section), rowTops[path.section].indices.contains(path.row) else {
            return .zero
        }
        return CGRect(
            x: 0, y: rowTops[path.section][path.row], width: width, height: rowHeights[path.section][path.row])
    }

    func headerRect(_ section: Int, width: CGFloat) -> CGRect {
        guard headerTops.indices.contains(section) else { return .zero }
        return CGRect(x: 0, y: headerTops[section], width: width, height: headerHeights[section])
    }

    func footerRect(_ section: Int, width: CGFloat) -> CGRect {
        guard headerTops.indices.contains(section) else { return .zero }
        let rowsEnd =
            rowTops[section].last.map { $0 + rowHeights[section].last! } ?? headerTops[section] + headerHeights[section]
        return CGRect(x: 0, y: rowsEnd, width: width, height: footerHeights[section])
    }

    /// The rows whose rectangles meet `rect`, in order.
    func rows(in rect: CGRect) -> [IndexPath] {
        var result: [IndexPath] = []
        for (section, tops) in rowTops.enumerated() {
            for (row, top) in tops.enumerated() {
                let bottom = top + rowHeights[section][row]
                if bottom > rect.minY && top < rect.maxY
                    || rowHeights[section][row] == 0 && top >= rect.minY && top < rect.maxY
                {
                    result.append(IndexPath(row: row, section: section))
                }
            }
        }
        return result
    }
}
