import AutoLayout
import Foundation

// A section's header and footer titles from the data source, shown as UIKit shows them: in
// a header or footer view the table makes when its delegate gives no view. The view is as
// high as the section's header or footer height (the delegate's, or the table's
// `sectionHeaderHeight`/`sectionFooterHeight`): the height of UIKit's own title headers is
// not documented, so none is assumed and a height of 0 shows no header, as for any view.

extension TableView {
    /// The view for a section's header (`header`) or footer: the delegate's, or one made
    /// for the data source's title (the view made before, `existing`, is given the title).
    func sectionView(_ header: Bool, in section: Int, reusing existing: View?) -> View? {
        let given =
            header
            ? delegate?.tableView(self, viewForHeaderInSection: section)
            : delegate?.tableView(self, viewForFooterInSection: section)
        if let given { return given }
        let title =
            header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
        guard let title else { return nil }
        let view: TableViewHeaderFooterView
        if let made = existing as? TableViewHeaderFooterView, made.isMadeForTitle {
            view = made
        } else {
            view = TableViewHeaderFooterView(reuseIdentifier: nil)
            view.isMadeForTitle = true
        }
        if view.textLabel?.text != title { view.textLabel?.text = title }
        return view
    }

    /// The header view shown for a section, if any: the delegate's or the one made for the
    /// data source's title (UIKit's `headerView(forSection:)`).
    /// https://developer.apple.com/documentation/uikit/uitableview/headerview(forsection:)
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        subviews.lazy.compactMap { $0 as? TableViewHeaderFooterView }.first {
            $0.frame == self.rectForHeader(inSection: section) && $0.frame.height > 0
        }
    }

    /// The footer view shown for a section, if any (UIKit's `footerView(forSection:)`).
    /// https://developer.apple.com/documentation/uikit/uitableview/footerview(forsection:)
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        subviews.lazy.compactMap { $0 as? TableViewHeaderFooterView }.first {
            $0.frame == self.rectForFooter(inSection: section) && $0.frame.height > 0
        }
    }
}

extension TableViewHeaderFooterView {
    /// The label showing a section's title: the data source's title in a view the table
    /// made, or any text set (UIKit's `textLabel`). It is made when first read.
    /// https://developer.apple.com/documentation/uikit/uitableviewheaderfooterview/textlabel
    public var textLabel: Label? {
        if let label = textLabelStorage { return label }
        let label = Label()
        contentView.addSubview(label)
        textLabelStorage = label
        setNeedsLayout()
        return label
    }

    /// The title label spans the view between its left and right layout margins.
    func placeTextLabel() {
        guard let label = textLabelStorage else { return }
        let margins = layoutMargins
        let frame = CGRect(
            x: margins.left, y: 0, width: max(0, bounds.width - margins.left - margins.right), height: bounds.height)
        if label.frame != frame { label.frame = frame }
    }
}
