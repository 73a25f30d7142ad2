import AutoLayout
import Foundation

@MainActor
extension FlowPlacement {
    /// One item's size in flow coordinates and whether it is an estimate still to measure.
    struct Piece {
        var size: CGSize
        var estimated: Bool
    }

    /// Breaks a section's items into lines and places them (see ``CollectionViewFlowLayout``
    /// for the rules of a line).
    mutating func placeLines(section: Int, count: Int, insets: EdgeInsets) {
        guard count > 0 else { return }
        // Loops, not closures, in this main-actor code: see AutoLayout's Array+Identity.swift.
        var pieces: [Piece] = []
        pieces.reserveCapacity(count)
        for item in 0..<count { pieces.append(piece(IndexPath(item: item, section: section))) }
        let spacing = spacing(section)
        let available = max(0, size.width - insets.left - insets.right)
        reportWideItems(pieces, available: available)
        var lines: [Range<Int>] = []
        var start = 0
        var used: CGFloat = 0
        for index in pieces.indices {
            let width = pieces[index].size.width
            if index > start, used + spacing.interitem + width > available + 0.0001 {
                lines.append(start..<index)
                start = index
                used = width
            } else {
                used += (index > start ? spacing.interitem : 0) + width
            }
        }
        lines.append(start..<pieces.count)
        var uniform = true
        for piece in pieces where piece.size != pieces[0].size { uniform = false }
        let columns = lines.first?.count ?? 1
        var cells = [CompositionalLayoutPass.Cell](repeating: .init(frame: .zero, zIndex: 0, estimatesWidth: false, estimatesHeight: false), count: count)
        var spansOfCells = [Int32](repeating: 0, count: count)
        for (number, line) in lines.enumerated() {
            if number > 0 { cursor += spacing.line }
            var thickness: CGFloat = 0
            var widths: [CGFloat] = []
            widths.reserveCapacity(line.count)
            for index in line {
                thickness = max(thickness, pieces[index].size.height)
                widths.append(pieces[index].size.width)
            }
            let xs = positions(of: widths, available: available, spacing: spacing.interitem,
                isLast: number == lines.count - 1 && lines.count > 1, gridColumns: uniform ? columns : nil)
            for (offset, index) in line.enumerated() {
                let piece = pieces[index]
                let frame = CGRect(
                    x: insets.left + xs[offset], y: cursor + (thickness - piece.size.height) / 2,
                    width: piece.size.width, height: piece.size.height)
                cells[index] = .init(frame: turned(frame), zIndex: 0, estimatesWidth: piece.estimated, estimatesHeight: piece.estimated)
                spansOfCells[index] = Int32(pass.spans.count)
            }
            pass.spans.append((start: cursor, end: cursor + thickness, section: section, firstItem: line.lowerBound, count: line.count))
            pass.thickestSpan = max(pass.thickestSpan, thickness)
            cursor += thickness
        }
        while pass.sectionCells.count < section { pass.sectionCells.append([]); pass.cellSpans.append([]) }
        pass.sectionCells.append(cells)
        pass.cellSpans.append(spansOfCells)
    }

    /// Where each item of a line starts across it.
    nonisolated private func positions(of widths: [CGFloat], available: CGFloat, spacing: CGFloat, isLast: Bool, gridColumns: Int?)
        -> [CGFloat]
    {
        let total = widths.reduce(0, +)
        if widths.count == 1 { return [(available - total) / 2] }
        let gap: CGFloat
        if !isLast {
            gap = (available - total) / CGFloat(widths.count - 1)
        } else if let columns = gridColumns, columns > 1 {
            gap = (available - CGFloat(columns) * widths[0]) / CGFloat(columns - 1)
        } else {
            gap = spacing
        }
        var x: CGFloat = 0
        return widths.map { width in
            defer { x += width + gap }
            return x
        }
    }

    /// The spacing between lines and between items of a line of a section.
    private func spacing(_ section: Int) -> (line: CGFloat, interitem: CGFloat) {
        guard let delegate, let view = layout.collectionView else {
            return (layout.minimumLineSpacing, layout.minimumInteritemSpacing)
        }
        return (
            delegate.collectionView(view, layout: layout, minimumLineSpacingForSectionAt: section),
            delegate.collectionView(view, layout: layout, minimumInteritemSpacingForSectionAt: section)
        )
    }

    /// An item's size in flow coordinates: measured, estimated, from the delegate, or the
    /// layout's ``CollectionViewFlowLayout/itemSize``.
    private func piece(_ path: IndexPath) -> Piece {
        let flow: (CGSize) -> CGSize = { vertical ? $0 : CGSize(width: $0.height, height: $0.width) }
        if let estimate = layout.estimate {
            if let measured = layout.measuredItems[path] { return Piece(size: flow(measured), estimated: false) }
            return Piece(size: flow(estimate), estimated: true)
        }
        if let delegate, let view = layout.collectionView {
            return Piece(size: flow(delegate.collectionView(view, layout: layout, sizeForItemAt: path)), estimated: false)
        }
        return Piece(size: flow(layout.itemSize), estimated: false)
    }

    /// UIKit's warning for an item wider than its line, once per computation.
    private mutating func reportWideItems(_ pieces: [Piece], available: CGFloat) {
        guard !reportedWideItem else { return }
        var wide = false
        for piece in pieces where piece.size.width > available + 0.0001 { wide = true }
        guard wide else { return }
        reportedWideItem = true
        let side = vertical ? "width" : "height"
        let edges = vertical ? "left and right" : "top and bottom"
        LayoutErrors.report(
            .managedViewWarning(
                "The behavior of the UICollectionViewFlowLayout is not defined because: the item \(side) must be less "
                    + "than the \(side) of the UICollectionView minus the section insets \(edges) values, minus the "
                    + "content insets \(edges) values."))
    }
}
