import AutoLayout
import Foundation

extension TableView {
    /// Places the table's header view above the first section and its footer view below
    /// the last, each as wide as the table and as high as its own frame, as UIKit does
    /// (`tableHeaderView` and `tableFooterView`).
    func placeTableHeaderAndFooter() {
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView {
            let frame = CGRect(x: 0, y: geometry.footerTop, width: bounds.width, height: footer.frame.height)
            if footer.frame != frame { footer.frame = frame }
        }
    }

    /// Puts a new header or footer view in the table in place of the old one.
    func replaceTableView(_ old: View?, with new: View?) {
        if let old, old !== new { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        invalidateRows()
    }
}
