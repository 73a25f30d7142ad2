import AutoLayout
import Foundation

extension CollectionLayoutSection {
    /// A list section: one full-width row per item, estimated at 44 points, with the
    /// configuration's header, footer and spacing (see ``CollectionLayoutListConfiguration``).
    ///
    /// - Parameter layoutEnvironment: the container the section is laid out in (its width
    ///   decides the inset-grouped side margin).
    public static func list(
        using configuration: CollectionLayoutListConfiguration, layoutEnvironment: CollectionLayoutEnvironment
    ) -> CollectionLayoutSection {
        let row = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1),
            heightDimension: .estimated(CollectionLayoutListConfiguration.estimatedRowHeight))
        let group = CollectionLayoutGroup.vertical(layoutSize: row, subitems: [CollectionLayoutItem(layoutSize: row)])
        let section = CollectionLayoutSection(group: group)
        section.listConfiguration = configuration
        var boundary: [CollectionLayoutBoundarySupplementaryItem] = []
        let edge = CollectionLayoutSize(
            widthDimension: .fractionalWidth(1), heightDimension: .estimated(configuration.estimatedHeaderHeight))
        if configuration.headerMode == .supplementary {
            let header = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: edge, elementKind: CollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(header)
        }
        if configuration.footerMode == .supplementary {
            let footer = CollectionLayoutBoundarySupplementaryItem(
                layoutSize: edge, elementKind: CollectionView.elementKindSectionFooter, alignment: .bottom)
            footer.pinToVisibleBounds = configuration.appearance == .plain
            boundary.append(footer)
        }
        section.boundarySupplementaryItems = boundary
        if configuration.appearance == .insetGrouped {
            let margin = CollectionLayoutListConfiguration.sideMargin(
                forWidth: layoutEnvironment.container.contentSize.width)
            section.contentInsets.leading = margin
            section.contentInsets.trailing = margin
            section.contentInsetsReference = .safeArea
        } else {
            section.contentInsetsReference = .none
        }
        return section
    }
}

extension CompositionalLayout {
    /// A layout whose every section is a list with `configuration`.
    public static func list(using configuration: CollectionLayoutListConfiguration) -> CompositionalLayout {
        CompositionalLayout { _, environment in CollectionLayoutSection.list(using: configuration, layoutEnvironment: environment) }
    }
}
