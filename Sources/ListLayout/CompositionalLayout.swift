import AutoLayout
import Foundation

/// A layout of sections made of repeating groups of items (UIKit's
/// `UICollectionViewCompositionalLayout`), computed for a ``CollectionView``.
///
/// ```swift
/// let item = CollectionLayoutItem(layoutSize: .init(widthDimension: .fractionalWidth(0.5),
///                                                   heightDimension: .absolute(350)))
/// let group = CollectionLayoutGroup.horizontal(
///     layoutSize: .init(widthDimension: .fractionalWidth(1), heightDimension: .absolute(350)),
///     subitems: [item])
/// let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
/// ```
@MainActor
open class CompositionalLayout: CollectionViewLayout {
    /// The settings of the whole layout.
    public var configuration: CompositionalLayoutConfiguration
    private let provider: (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?

    /// A layout where every section is `section`.
    public convenience init(section: CollectionLayoutSection, configuration: CompositionalLayoutConfiguration = .init())
    {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections a closure makes, given the section index and the environment
    /// (the container's size); `nil` skips a section.
    public init(
        sectionProvider: @escaping (Int, CollectionLayoutEnvironment) -> CollectionLayoutSection?,
        configuration: CompositionalLayoutConfiguration = .init()
    ) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// The direction the content scrolls in: the configuration's.
    public override var scrollDirection: ScrollDirection { configuration.scrollDirection }

    func section(at index: Int, environment: CollectionLayoutEnvironment) -> CollectionLayoutSection? {
        provider(index, environment)
    }

    override func makePass(
        itemCounts: [Int], container: CGSize, references: [ContentInsetsReference: DirectionalEdgeInsets]
    ) -> CompositionalLayoutPass {
        CompositionalLayoutPass(
            layout: self, itemCounts: itemCounts, container: container, measured: measuredItems,
            measuredSupplementaries: measuredSupplementaries, references: references)
    }
}
