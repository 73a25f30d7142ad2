import AutoLayout
import Foundation

/// A description of a cell's content that makes the view showing it (UIKit's
/// `UIContentConfiguration`); set it as a cell's ``CollectionViewCell/contentConfiguration``.
public protocol ContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> View & ContentView
}

/// A view that shows a content configuration (UIKit's `UIContentView`).
@MainActor
public protocol ContentView: AnyObject {
    /// The configuration shown; setting one the view can show updates it in place.
    var configuration: ContentConfiguration { get set }
    /// Whether the view can show `configuration` (by default, one of the same type).
    func supports(_ configuration: ContentConfiguration) -> Bool
}

extension ContentView {
    public func supports(_ configuration: ContentConfiguration) -> Bool {
        type(of: configuration) == type(of: self.configuration)
    }
}

extension CollectionViewCell {
    /// Shows `configuration` in the content view: the view it makes fills the
    /// ``contentView`` (edges pinned), or, when the view already there supports it, takes
    /// the new configuration in place; `nil` removes it.
    func install(_ configuration: ContentConfiguration?) {
        guard let configuration else {
            installedContentView?.removeFromSuperview()
            installedContentView = nil
            return
        }
        if let current = installedContentView, current.supports(configuration) {
            current.configuration = configuration
            return
        }
        installedContentView?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(view)
        LayoutConstraint.activate([
            view.topAnchor.constraint(equalTo: contentView.topAnchor),
            view.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            view.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
        installedContentView = view
        contentViewDidChange()
    }
}
