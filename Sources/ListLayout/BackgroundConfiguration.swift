import AutoLayout
import Foundation

/// A description of a cell's background (UIKit's iOS 14 `UIBackgroundConfiguration`): a
/// colour, corners, a stroke, or a custom view, inset from the cell's edges. Set it as a
/// cell's `backgroundConfiguration`; it replaces the cell's `backgroundView`.
public struct BackgroundConfiguration {
    /// The fill (`nil`: none).
    public var backgroundColor: Color?
    /// The corner radius of the background.
    public var cornerRadius: CGFloat = 0
    /// The space between the cell's edges and the background.
    public var backgroundInsets = DirectionalEdgeInsets.zero
    /// The colour of the stroke around the background.
    public var strokeColor: Color?
    /// The stroke's width (0: none).
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends outside the background.
    public var strokeOutset: CGFloat = 0
    /// A view to show instead of a plain fill, placed like the fill.
    public var customView: View?
    /// An image drawn in the background.
    public var image: Image?

    /// An empty background.
    public init() {}

    private init(color: Color?) { backgroundColor = color }

    /// A plain list's cell: the system background.
    public static func listPlainCell() -> BackgroundConfiguration { BackgroundConfiguration(color: .systemBackground) }
    /// A grouped or inset-grouped list's cell: the secondary grouped background.
    public static func listGroupedCell() -> BackgroundConfiguration {
        BackgroundConfiguration(color: .secondarySystemGroupedBackground)
    }
    /// A sidebar's cell: clear.
    public static func listSidebarCell() -> BackgroundConfiguration { BackgroundConfiguration(color: .clear) }
    /// A plain list's header or footer: the system background.
    public static func listPlainHeaderFooter() -> BackgroundConfiguration {
        BackgroundConfiguration(color: .systemBackground)
    }
    /// A grouped list's header or footer: clear.
    public static func listGroupedHeaderFooter() -> BackgroundConfiguration { BackgroundConfiguration(color: .clear) }
    /// No fill at all.
    public static func clear() -> BackgroundConfiguration { BackgroundConfiguration(color: .clear) }

    /// The configuration for a cell state: the same one (there are no state colours here).
    public func updated(for state: Any) -> BackgroundConfiguration { self }

    /// The background's frame in a cell's bounds.
    func frame(in bounds: CGRect) -> CGRect {
        let insets = backgroundInsets
        return CGRect(
            x: bounds.minX + insets.leading, y: bounds.minY + insets.top,
            width: max(0, bounds.width - insets.leading - insets.trailing),
            height: max(0, bounds.height - insets.top - insets.bottom))
    }

    /// The view that shows this configuration: the custom view, or a plain one, filled,
    /// rounded and stroked; it keeps its insets as the cell resizes.
    @MainActor func makeView(in bounds: CGRect) -> View {
        let view = customView ?? View()
        if customView == nil {
            view.backgroundColor = backgroundColor
            view.layer.cornerRadius = cornerRadius
            view.layer.borderWidth = strokeWidth
            view.layer.borderColor = strokeColor
        }
        view.frame = frame(in: bounds)
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        return view
    }
}

/// A background configuration and the view made for it, as a cell keeps them.
@MainActor
struct InstalledBackground {
    let configuration: BackgroundConfiguration
    let view: View

    init(_ configuration: BackgroundConfiguration, in bounds: CGRect) {
        self.configuration = configuration
        view = configuration.makeView(in: bounds)
    }

    /// The frame `candidate` takes in `bounds` when it is this background's view, inset
    /// by the configuration; nil for any other view.
    @MainActor func frame(of candidate: View, in bounds: CGRect) -> CGRect? {
        candidate === view ? configuration.frame(in: bounds) : nil
    }
}
