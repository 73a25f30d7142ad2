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
        let previous = installedContentView
        installedContentView = contentView.showContent(configuration, replacing: previous, pinningTrailingEdge: false)
        if let installedContentView, installedContentView !== previous { contentViewDidChange() }
    }
}

extension View {
    /// Shows `configuration` in this view in place of `current`, the content view shown so
    /// far, and returns the view now shown: `current` itself when it supports the
    /// configuration (it takes it in place), a new view made by the configuration and
    /// pinned to this view's top, leading and bottom edges (and trailing edge, with
    /// `pinningTrailingEdge`), or `nil` when `configuration` is `nil`. A replaced view is
    /// removed.
    func showContent(
        _ configuration: ContentConfiguration?, replacing current: (View & ContentView)?, pinningTrailingEdge: Bool
    ) -> (View & ContentView)? {
        guard let configuration else {
            current?.removeFromSuperview()
            return nil
        }
        if let current, current.supports(configuration) {
            current.configuration = configuration
            return current
        }
        current?.removeFromSuperview()
        let view = configuration.makeContentView()
        view.translatesAutoresizingMaskIntoConstraints = false
        addSubview(view)
        var constraints = [
            view.topAnchor.constraint(equalTo: topAnchor),
            view.leadingAnchor.constraint(equalTo: leadingAnchor),
            view.bottomAnchor.constraint(equalTo: bottomAnchor),
        ]
        if pinningTrailingEdge { constraints.append(view.trailingAnchor.constraint(equalTo: trailingAnchor)) }
        LayoutConstraint.activate(constraints)
        return view
    }
}
