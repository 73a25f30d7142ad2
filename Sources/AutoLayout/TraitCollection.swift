import Foundation

/// The environment a view lays out in (UIKit's `UITraitCollection`): size classes, the
/// reader's text size, the layout direction, light or dark, and the display scale.
///
/// A view's ``View/traitCollection`` starts from ``TraitCollection/default`` and takes the
/// ``View/traitOverrides`` of each of its ancestors in turn, the nearest last; a window
/// sets the traits of its device.
public struct TraitCollection: Hashable, Sendable, CustomStringConvertible {
    /// How much room an axis has (UIKit's `UIUserInterfaceSizeClass`).
    public enum SizeClass: Int, Sendable, Hashable { case unspecified, compact, regular }
    /// Light or dark appearance (UIKit's `UIUserInterfaceStyle`).
    public enum UserInterfaceStyle: Int, Sendable, Hashable { case unspecified, light, dark }

    /// The width's size class.
    public var horizontalSizeClass: SizeClass = .unspecified
    /// The height's size class.
    public var verticalSizeClass: SizeClass = .unspecified
    /// The reader's text size.
    public var preferredContentSizeCategory: ContentSizeCategory = .large
    /// The direction leading and trailing run in.
    public var layoutDirection: UserInterfaceLayoutDirection = .leftToRight
    /// Light or dark.
    public var userInterfaceStyle: UserInterfaceStyle = .unspecified
    /// Pixels per point (0: unspecified, as in UIKit's empty trait collection).
    public var displayScale: CGFloat = 0

    /// The traits of a view outside any window: unspecified size classes, the default text
    /// size `.large`, left to right.
    public static let `default` = TraitCollection()

    /// Creates the default trait collection.
    public init() {}

    /// Traits with only the text size given.
    public init(preferredContentSizeCategory: ContentSizeCategory) {
        self.preferredContentSizeCategory = preferredContentSizeCategory
    }

    /// Traits with only the horizontal size class given.
    public init(horizontalSizeClass: SizeClass) { self.horizontalSizeClass = horizontalSizeClass }

    /// Traits with only the vertical size class given.
    public init(verticalSizeClass: SizeClass) { self.verticalSizeClass = verticalSizeClass }

    /// Traits with only light or dark given (UIKit's `init(userInterfaceStyle:)`,
    /// https://developer.apple.com/documentation/uikit/uitraitcollection/init(userinterfacestyle:)).
    public init(userInterfaceStyle: UserInterfaceStyle) { self.userInterfaceStyle = userInterfaceStyle }

    /// Whether a change from `previous` changes what a layout depends on: size classes, the
    /// text size or the layout direction.
    public func hasDifferentLayoutTraits(comparedTo previous: TraitCollection?) -> Bool {
        guard let previous else { return true }
        return horizontalSizeClass != previous.horizontalSizeClass || verticalSizeClass != previous.verticalSizeClass
            || preferredContentSizeCategory != previous.preferredContentSizeCategory
            || layoutDirection != previous.layoutDirection
    }

    /// `<UITraitCollection: …; HorizontalSizeClass = Compact, …>` in short: the size
    /// classes, text size, style and scale.
    public var description: String {
        "<UITraitCollection: HorizontalSizeClass = \(horizontalSizeClass), VerticalSizeClass = \(verticalSizeClass), "
            + "PreferredContentSizeCategory = \(preferredContentSizeCategory), LayoutDirection = \(layoutDirection), "
            + "UserInterfaceStyle = \(userInterfaceStyle), DisplayScale = \(format(displayScale))>"
    }
}

/// Traits a view sets for itself and its subtree (UIKit's `traitOverrides`); a trait left
/// `nil` is inherited.
public struct TraitOverrides: Hashable, Sendable {
    /// The width's size class.
    public var horizontalSizeClass: TraitCollection.SizeClass?
    /// The height's size class.
    public var verticalSizeClass: TraitCollection.SizeClass?
    /// The reader's text size.
    public var preferredContentSizeCategory: ContentSizeCategory?
    /// Light or dark.
    public var userInterfaceStyle: TraitCollection.UserInterfaceStyle?
    /// Pixels per point.
    public var displayScale: CGFloat?

    /// No overrides.
    public init() {}

    /// Whether nothing is overridden.
    public var isEmpty: Bool { self == TraitOverrides() }

    /// `traits` with these overrides applied.
    func applied(to traits: TraitCollection) -> TraitCollection {
        var result = traits
        if let horizontalSizeClass { result.horizontalSizeClass = horizontalSizeClass }
        if let verticalSizeClass { result.verticalSizeClass = verticalSizeClass }
        if let preferredContentSizeCategory { result.preferredContentSizeCategory = preferredContentSizeCategory }
        if let userInterfaceStyle { result.userInterfaceStyle = userInterfaceStyle }
        if let displayScale { result.displayScale = displayScale }
        return result
    }
}

extension Font {
    /// The font of a text style for the text size of `traits` (the default size when
    /// `traits` is `nil`).
    public static func preferredFont(forTextStyle style: TextStyle, compatibleWith traits: TraitCollection?) -> Font {
        preferredFont(forTextStyle: style, category: traits?.preferredContentSizeCategory ?? .large)
    }
}
