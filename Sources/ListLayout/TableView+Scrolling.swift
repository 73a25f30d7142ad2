import AutoLayout
import Foundation

extension TableView {
    /// Where ``scrollToRow(at:at:animated:)`` brings a row to rest (UIKit's
    /// `UITableView.ScrollPosition`).
    public enum ScrollPosition: Int, Sendable {
        /// The least scrolling that shows the whole row (none when it is in view).
        case none
        /// The row's top at the view's top.
        case top
        /// The row's centre at the view's centre.
        case middle
        /// The row's bottom at the view's bottom.
        case bottom
    }

    /// Scrolls so that a row sits at `position` in the view, the offset kept within the
    /// content. Rows measure themselves as they come into view, and the offset is worked out
    /// again until it settles, so a self-sizing row lands where asked. A row that does not
    /// exist is refused with UIKit's message, and nothing moves; a `row` of `NSNotFound`
    /// scrolls to the section.
    ///
    /// - Parameters:
    ///   - indexPath: the row.
    ///   - position: where it comes to rest.
    ///   - animated: kept for source compatibility: the scroll happens at once.
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        guard let target = scrollTarget(indexPath) else { return }
        for _ in 0..<8 {
            let y = offset(showing: target(), at: position)
            guard y != contentOffset.y else { break }
            contentOffset = CGPoint(x: contentOffset.x, y: y)
            layoutIfNeeded()
        }
    }

    /// The rectangle to show for `indexPath`, read again after each pass (rows above it
    /// may have measured themselves), or nil with UIKit's message when there is none.
    private func scrollTarget(_ indexPath: IndexPath) -> (() -> CGRect)? {
        let section = indexPath.section
        guard section >= 0 && section < numberOfSections else {
            LayoutErrors.report(
                .managedViewWarning(
                    "Attempted to scroll the table view to an out-of-bounds section (\(section)) when there are only "
                        + "\(numberOfSections) sections. Table view: \(description)"))
            return nil
        }
        if indexPath.row == NSNotFound {
            return { self.rectForHeader(inSection: section).union(self.rectForFooter(inSection: section)) }
        }
        let rows = numberOfRows(inSection: section)
        guard indexPath.row >= 0 && indexPath.row < rows else {
            LayoutErrors.report(
                .managedViewWarning(
                    "Attempted to scroll the table view to an out-of-bounds row (\(indexPath.row)) when there are only "
                        + "\(rows) rows in section \(section). Table view: \(description)"))
            return nil
        }
        return { self.rectForRow(at: indexPath) }
    }

    /// The vertical offset that puts `rect` at `position`, within the content.
    private func offset(showing rect: CGRect, at position: ScrollPosition) -> CGFloat {
        let height = bounds.height
        let wanted: CGFloat =
            switch position {
            case .top: rect.minY
            case .middle: rect.midY - height / 2
            case .bottom: rect.maxY - height
            case .none:
                // The least move: up to the row's top, or down until its bottom shows.
                rect.minY < contentOffset.y ? rect.minY : max(contentOffset.y, rect.maxY - height)
            }
        return max(0, min(wanted, contentSize.height - height))
    }
}
