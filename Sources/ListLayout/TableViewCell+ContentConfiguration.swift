import AutoLayout
import Foundation

extension TableViewCell {
    /// Shows ``contentConfiguration`` in the content view, as UIKit does: the view the
    /// configuration makes is pinned to the four edges of ``contentView``, so its
    /// constraints size a self-sizing row; a view already there that supports the new
    /// configuration takes it in place; `nil` removes the view.
    func installConfiguration() {
        configurationView = contentView.showContent(
            contentConfiguration, replacing: configurationView, pinningTrailingEdge: true)
    }
}
