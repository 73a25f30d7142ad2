import Foundation

extension Color {
    /// A colour that depends on the traits it is shown with (UIKit's
    /// `init(dynamicProvider:)`,
    /// https://developer.apple.com/documentation/uikit/uicolor/init(dynamicprovider:)):
    /// ``resolvedColor(with:)`` asks `dynamicProvider` for the colour of a trait collection
    /// (light or dark ``TraitCollection/userInterfaceStyle``, text size, size classes).
    ///
    /// The colour's own components (``red``, ``green``, ``blue``, ``alpha``, equality,
    /// descriptions and pictures) are those it resolves to in ``TraitCollection/default``,
    /// the traits of a view outside any window, where UIKit would use the current traits.
    /// A view keeps the colour as set; code that wants what a view shows asks
    /// `color.resolvedColor(with: view.traitCollection)`.
    public convenience init(dynamicProvider: @escaping (TraitCollection) -> Color) {
        let resolved = dynamicProvider(.default).resolvedColor(with: .default)
        self.init(
            red: CGFloat(resolved.red), green: CGFloat(resolved.green), blue: CGFloat(resolved.blue),
            alpha: CGFloat(resolved.alpha))
        self.dynamicProvider = dynamicProvider
    }

    /// The colour for `traitCollection` (UIKit's `resolvedColor(with:)`,
    /// https://developer.apple.com/documentation/uikit/uicolor/resolvedcolor(with:)): what the
    /// dynamic provider answers for those traits, resolved in turn; a colour that is not
    /// dynamic is itself.
    public func resolvedColor(with traitCollection: TraitCollection) -> Color {
        guard let dynamicProvider else { return self }
        return dynamicProvider(traitCollection).resolvedColor(with: traitCollection)
    }
}
