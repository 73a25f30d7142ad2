import AutoLayout
import Foundation

/// One side of an item's, group's or supplementary's size (UIKit's
/// `NSCollectionLayoutDimension`).
public struct CollectionLayoutDimension: Hashable, Sendable, CustomStringConvertible {
    enum Kind: Hashable, Sendable {
        case fractionalWidth, fractionalHeight, absolute, estimated, uniformAcrossSiblings
    }

    let kind: Kind
    /// The fraction, points or estimate.
    public let dimension: CGFloat

    /// A fraction of the container's width.
    public static func fractionalWidth(_ fraction: CGFloat) -> Self {
        Self(kind: .fractionalWidth, dimension: fraction)
    }
    /// A fraction of the container's height.
    public static func fractionalHeight(_ fraction: CGFloat) -> Self {
        Self(kind: .fractionalHeight, dimension: fraction)
    }
    /// A fixed number of points.
    public static func absolute(_ points: CGFloat) -> Self { Self(kind: .absolute, dimension: points) }
    /// An estimate; the content decides the final size when it is laid out.
    public static func estimated(_ points: CGFloat) -> Self { Self(kind: .estimated, dimension: points) }
    /// An estimate, and the same final size for every item of the group: the largest.
    public static func uniformAcrossSiblings(estimate: CGFloat) -> Self {
        Self(kind: .uniformAcrossSiblings, dimension: estimate)
    }

    /// Whether the size is a fraction of the container's width.
    public var isFractionalWidth: Bool { kind == .fractionalWidth }
    /// Whether the size is a fraction of the container's height.
    public var isFractionalHeight: Bool { kind == .fractionalHeight }
    /// Whether the size is a fixed number of points.
    public var isAbsolute: Bool { kind == .absolute }
    /// Whether the content decides the size (`estimated` and `uniformAcrossSiblings`).
    public var isEstimated: Bool { kind == .estimated || kind == .uniformAcrossSiblings }
    /// Whether siblings share the largest size.
    public var isUniformAcrossSiblings: Bool { kind == .uniformAcrossSiblings }

    /// The points this dimension stands for in a container.
    func resolve(in container: CGSize) -> CGFloat {
        switch kind {
        case .fractionalWidth: container.width * dimension
        case .fractionalHeight: container.height * dimension
        case .absolute, .estimated, .uniformAcrossSiblings: dimension
        }
    }

    /// `.fractionalWidth(0.5)`, `.estimated(44)`.
    public var description: String {
        switch kind {
        case .fractionalWidth: ".fractionalWidth(\(dimension))"
        case .fractionalHeight: ".fractionalHeight(\(dimension))"
        case .absolute: ".absolute(\(dimension))"
        case .estimated: ".estimated(\(dimension))"
        case .uniformAcrossSiblings: ".uniformAcrossSiblings(estimate: \(dimension))"
        }
    }
}

/// A width and a height dimension (UIKit's `NSCollectionLayoutSize`).
public struct CollectionLayoutSize: Hashable, Sendable {
    /// The width.
    public var widthDimension: CollectionLayoutDimension
    /// The height.
    public var heightDimension: CollectionLayoutDimension

    /// Creates a size from its dimensions.
    public init(widthDimension: CollectionLayoutDimension, heightDimension: CollectionLayoutDimension) {
        self.widthDimension = widthDimension
        self.heightDimension = heightDimension
    }

    /// The points this size stands for in a container.
    func resolve(in container: CGSize) -> CGSize {
        CGSize(width: widthDimension.resolve(in: container), height: heightDimension.resolve(in: container))
    }
}

/// Space between items (UIKit's `NSCollectionLayoutSpacing`): fixed, or flexible (at least
/// the given points, and a share of what is left).
public struct CollectionLayoutSpacing: Hashable, Sendable {
    /// The points.
    public let spacing: CGFloat
    /// Whether the spacing grows to share leftover space.
    public let isFlexibleSpacing: Bool

    /// Exactly `points`.
    public static func fixed(_ points: CGFloat) -> Self { Self(spacing: points, isFlexibleSpacing: false) }
    /// At least `points`, growing to share leftover space.
    public static func flexible(_ points: CGFloat) -> Self { Self(spacing: points, isFlexibleSpacing: true) }
    /// Whether the spacing is fixed.
    public var isFixedSpacing: Bool { !isFlexibleSpacing }
}

/// Spacing around an item within its group (UIKit's `NSCollectionLayoutEdgeSpacing`).
public struct CollectionLayoutEdgeSpacing: Hashable, Sendable {
    /// The spacing before the item on the leading side.
    public var leading: CollectionLayoutSpacing?
    /// The spacing above the item.
    public var top: CollectionLayoutSpacing?
    /// The spacing after the item on the trailing side.
    public var trailing: CollectionLayoutSpacing?
    /// The spacing below the item.
    public var bottom: CollectionLayoutSpacing?

    /// Creates edge spacing; `nil` edges have none.
    public init(
        leading: CollectionLayoutSpacing?, top: CollectionLayoutSpacing?, trailing: CollectionLayoutSpacing?,
        bottom: CollectionLayoutSpacing?
    ) {
        self.leading = leading
        self.top = top
        self.trailing = trailing
        self.bottom = bottom
    }
}
