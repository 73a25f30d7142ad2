import AutoLayout
import Foundation

extension TableViewCell {
    /// Shows ``contentConfiguration`` in the content view, as UIKit does: the view the
    /// configuration makes is pinned to the four edges of ``contentView``, so its
    /// constraints size a self-sizing row; a view already there that supports the new
    /// configuration takes it in place; `nil` removes the view.
    func installConfiguration() {
        guard let configuration = contentConfiguration else {
            configurationView?.removeFromSuperview()
            configurationView = nil
            return
        }
        if let current = configurationView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        configurationView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            view.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
        configurationView = view
    }
}
