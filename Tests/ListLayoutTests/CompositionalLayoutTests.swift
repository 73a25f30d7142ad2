import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

@MainActor @Suite struct CompositionalLayoutTests {
    @Test func fractionalWidthsFillRows() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(100)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let f = frames(layout, counts: [3], width: 300)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 0, width: 150, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 150, y: 0, width: 150, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 0, y: 100, width: 150, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 300, height: 200))
    }

    @Test func fractionalHeightAbsoluteAndRepeatingCount() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(10), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.25)), repeatingSubitem: item, count: 3)
        group.interItemSpacing = .fixed(6)
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let f = frames(layout, counts: [4], width: 300, height: 400)
        // Three items share 300 - 2 * 6: 96 each; heights are half of the 100-point group.
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 102, y: 0, width: 96, height: 50))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 0, y: 100, width: 96, height: 50))
    }

    @Test func verticalGroupsNestedInHorizontalOnes() {
        let small = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)), repeatingSubitem: small, count: 2)
        let big = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .fractionalHeight(1)))
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(200)), subitems: [big, column])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: row))
        let f = frames(layout, counts: [4], width: 400)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 0, y: 0, width: 200, height: 200))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 200, y: 0, width: 200, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 200, y: 100, width: 200, height: 100))
        #expect(f[IndexPath(item: 3, section: 0)] == CGRect(x: 0, y: 200, width: 200, height: 200))
    }

    @Test func flexibleSpacingEdgeSpacingAndContentInsets() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(50), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        group.interItemSpacing = .flexible(0)
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        var f = frames(layout, counts: [3], width: 250)
        // Three of five places used: the 100 points left are shared by the two gaps.
        #expect(f[IndexPath(item: 0, section: 0)]?.minX == 0)
        #expect(f[IndexPath(item: 1, section: 0)]?.minX == 100)
        #expect(f[IndexPath(item: 2, section: 0)]?.minX == 200)
        let inset = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(40)))
        inset.contentInsets = DirectionalEdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8)
        inset.edgeSpacing = CollectionLayoutEdgeSpacing(leading: nil, top: .fixed(10), trailing: nil, bottom: nil)
        let column = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [inset])
        let section = CollectionLayoutSection(group: column)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 3, bottom: 5, trailing: 7)
        section.interGroupSpacing = 9
        f = frames(CompositionalLayout(section: section), counts: [2], width: 110)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 7, y: 13, width: 88, height: 32))
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 7, y: 13 + 38 + 9 + 12, width: 88, height: 32))
    }

    @Test func headersFootersAndBackgrounds() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(30)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.absolute(40), .absolute(10)), elementKind: "footer", alignment: .bottomTrailing),
        ]
        section.decorationItems = [.background(elementKind: "background")]
        let configuration = CompositionalLayoutConfiguration()
        configuration.interSectionSpacing = 7
        let layout = CompositionalLayout(section: section, configuration: configuration)
        _ = frames(layout, counts: [1, 1], width: 200)
        let header = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 10, y: 77, width: 180, height: 20))
        let footer = layout.layoutAttributesForSupplementaryView(ofKind: "footer", at: IndexPath(item: 0, section: 0))
        #expect(footer?.frame == CGRect(x: 150, y: 60, width: 40, height: 10))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 10, y: 102, width: 180, height: 30))
        let background = layout.layoutAttributesForDecorationView(
            ofKind: "background", at: IndexPath(item: 0, section: 0))
        #expect(background?.frame == CGRect(x: 0, y: 20, width: 200, height: 40))
        #expect(layout.collectionViewContentSize.height == 147)
    }

    @Test func orthogonalSectionsHaveTheirOwnExtent() {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(58), .absolute(82)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(58), .absolute(82)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = DirectionalEdgeInsets(top: 12, leading: 10, bottom: 24, trailing: 10)
        let layout = CompositionalLayout(section: section)
        let f = frames(layout, counts: [8], width: 375)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 10, y: 12, width: 58, height: 82))
        #expect(f[IndexPath(item: 7, section: 0)] == CGRect(x: 10 + 7 * 68, y: 12, width: 58, height: 82))
        #expect(layout.collectionViewContentSize == CGSize(width: 375, height: 12 + 82 + 24))
        #expect(layout.orthogonalContentSize(forSection: 0) == CGSize(width: 10 + 8 * 58 + 7 * 10 + 10, height: 82))
    }

    @Test func groupPagingCenteredCentresTheFirstGroup() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(0.8), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .groupPagingCentered
        let f = frames(CompositionalLayout(section: section), counts: [2], width: 400)
        #expect(f[IndexPath(item: 0, section: 0)] == CGRect(x: 40, y: 0, width: 320, height: 100))
        #expect(f[IndexPath(item: 1, section: 0)]?.minX == 360)
    }

    @Test func customGroupsAndItemSupplementaries() {
        let badge = CollectionLayoutSupplementaryItem(
            layoutSize: size(.absolute(10), .absolute(10)), elementKind: "badge",
            containerAnchor: CollectionLayoutAnchor(edges: .topTrailing, absoluteOffset: CGPoint(x: 5, y: -5)))
        let group = CollectionLayoutGroup.custom(layoutSize: size(.fractionalWidth(1), .absolute(60))) { _ in
            [
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 5, y: 5, width: 20, height: 20)),
                CollectionLayoutGroupCustomItem(frame: CGRect(x: 40, y: 30, width: 20, height: 20), zIndex: 2),
            ]
        }
        let plain = CollectionLayoutItem(layoutSize: size(.absolute(30), .absolute(30)), supplementaryItems: [badge])
        let row = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [plain])
        let layout = CompositionalLayout(sectionProvider: { index, environment in
            #expect(environment.container.contentSize == CGSize(width: 200, height: 800))
            return CollectionLayoutSection(group: index == 0 ? group : row)
        })
        let f = frames(layout, counts: [3, 1], width: 200)
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 40, y: 30, width: 20, height: 20))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 5, y: 65, width: 20, height: 20))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.zIndex == 2)
        let b = layout.layoutAttributesForSupplementaryView(ofKind: "badge", at: IndexPath(item: 0, section: 1))
        #expect(b?.frame == CGRect(x: 25, y: 115, width: 10, height: 10))
    }

    @Test func horizontalScrollDirection() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        let f = frames(layout, counts: [3], width: 300, height: 200)
        #expect(f[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 100, width: 100, height: 100))
        #expect(f[IndexPath(item: 2, section: 0)] == CGRect(x: 100, y: 0, width: 100, height: 100))
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 200))
    }

    @Test func uniformAcrossSiblingsTakesTheLargest() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.5), .uniformAcrossSiblings(estimate: 40)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .estimated(40)), subitems: [item])
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group))
        let f = frames(layout, counts: [2], width: 200)
        #expect(f[IndexPath(item: 0, section: 0)]?.height == 40)
        #expect(f[IndexPath(item: 1, section: 0)]?.height == 40)
    }
}

@MainActor @Suite struct PinningAndReferenceTests {
    @Test func pinnedHeadersStayInViewWithinTheirSection() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(50)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        let header = CollectionLayoutBoundarySupplementaryItem(
            layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "header", alignment: .top)
        header.pinToVisibleBounds = true
        section.boundarySupplementaryItems = [header]
        let layout = CompositionalLayout(section: section)
        layout.prepare(itemCounts: [4, 4], container: CGSize(width: 100, height: 100))
        func headerFrame(_ section: Int, visibleFrom y: CGFloat) -> CGRect? {
            layout.layoutAttributesForElements(in: CGRect(x: 0, y: y, width: 100, height: 100)).first {
                $0.representedElementKind == "header" && $0.indexPath.section == section
            }?.frame
        }
        // Section 0 spans 0...220: header 20 then four rows of 50.
        #expect(headerFrame(0, visibleFrom: 0) == CGRect(x: 0, y: 0, width: 100, height: 20))
        #expect(headerFrame(0, visibleFrom: 90) == CGRect(x: 0, y: 90, width: 100, height: 20))
        #expect(headerFrame(0, visibleFrom: 210) == CGRect(x: 0, y: 200, width: 100, height: 20))
        #expect(headerFrame(1, visibleFrom: 250) == CGRect(x: 0, y: 250, width: 100, height: 20))
        // The layout's own attributes do not move.
        let fixed = layout.layoutAttributesForSupplementaryView(ofKind: "header", at: IndexPath(item: 0, section: 0))
        #expect(fixed?.frame.minY == 0)
    }

    @Test func contentInsetsReferences() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .absolute(10)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .absolute(10)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 1, leading: 2, bottom: 0, trailing: 2)
        let layout = CompositionalLayout(section: section)
        let margins = DirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
        for (reference, x) in [(ContentInsetsReference.none, 2.0), (.layoutMargins, 18), (.safeArea, 2)] {
            section.contentInsetsReference = reference
            layout.prepare(
                itemCounts: [1], container: CGSize(width: 200, height: 100),
                references: [.layoutMargins: margins, .safeArea: .zero, .none: .zero])
            #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == CGFloat(x))
        }
    }
}

@MainActor @Suite struct RightToLeftCompositionalTests {
    @Test func leadingIsTheRightEdge() {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(0.25), .absolute(50)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(50)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.contentInsets = DirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 30)
        let layout = CompositionalLayout(section: section)
        layout.prepare(itemCounts: [3], container: CGSize(width: 200, height: 400), direction: .rightToLeft)
        // 160 points inside the insets: items of 40 from the right edge, 10 in.
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 150, y: 0, width: 40, height: 50))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame
                == CGRect(x: 70, y: 0, width: 40, height: 50))
        let visible = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 200, height: 100))
        #expect(visible.map(\.frame.minX) == [150, 110, 70])
        layout.prepare(itemCounts: [3], container: CGSize(width: 200, height: 400))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 10)
    }

    /// Columns of 100 in a layout that scrolls horizontally, 300 wide and 200 tall.
    private func columns(count: Int, direction: UserInterfaceLayoutDirection) -> CompositionalLayout {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(0.5)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: CollectionLayoutSection(group: group), configuration: configuration)
        layout.prepare(itemCounts: [count], container: CGSize(width: 300, height: 200), direction: direction)
        return layout
    }

    @Test func aHorizontalLayoutStartsAtTheRightAndScrollsLeft() {
        // Ten items make five columns, 500 wide: the first column is at the right end.
        let layout = columns(count: 10, direction: .rightToLeft)
        #expect(layout.collectionViewContentSize == CGSize(width: 500, height: 200))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 400, y: 0, width: 100, height: 100))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))?.frame
                == CGRect(x: 300, y: 100, width: 100, height: 100))
        // The right end of the content shows the first three columns; the left end the last two.
        let right = layout.layoutAttributesForElements(in: CGRect(x: 200, y: 0, width: 300, height: 200))
        #expect(right.map(\.indexPath.item) == [0, 1, 2, 3, 4, 5])
        #expect(right.map(\.frame.minX) == [400, 400, 300, 300, 200, 200])
        let left = layout.layoutAttributesForElements(in: CGRect(x: 0, y: 0, width: 150, height: 200))
        #expect(left.map(\.indexPath.item) == [6, 7, 8, 9])
        #expect(left.map(\.frame.minX) == [100, 100, 0, 0])
    }

    @Test func aShortHorizontalLayoutSitsAtTheRightOfItsContainer() {
        // Two columns in 300 points: mirrored across the container, not the content.
        let layout = columns(count: 3, direction: .rightToLeft)
        #expect(layout.collectionViewContentSize == CGSize(width: 200, height: 200))
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 200)
        #expect(layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 100)
        let ltr = columns(count: 3, direction: .leftToRight)
        #expect(ltr.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 100)
        #expect(ltr.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 0)
    }

    @Test func aRightToLeftHorizontalCollectionViewShowsItsFirstItems() throws {
        // Ten columns of 100 in a 300-point view: the view opens at the right end of its
        // 1000-point content, where items 0, 1 and 2 are, and stays where it is scrolled to.
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.absolute(100), .fractionalHeight(1)), subitems: [item])
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 100),
            collectionViewLayout: CompositionalLayout(
                section: CollectionLayoutSection(group: group), configuration: configuration))
        view.semanticContentAttribute = .forceRightToLeft
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let source = Titles((0..<10).map { "item \($0)" }, lowered: true)
        view.dataSource = source
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        #expect(view.contentSize == CGSize(width: 1000, height: 100))
        #expect(view.contentOffset == CGPoint(x: 700, y: 0))
        #expect(view.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        #expect(
            view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 900, y: 0, width: 100, height: 100)
        )
        view.contentOffset.x = 0
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        #expect(view.contentOffset == .zero)
        #expect(view.indexPathsForVisibleItems.map(\.item) == [7, 8, 9])
        // A left-to-right view opens at its left end.
        let ltr = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 300, height: 100),
            collectionViewLayout: CompositionalLayout(
                section: CollectionLayoutSection(group: group), configuration: configuration))
        ltr.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        ltr.dataSource = source
        #expect(collecting { ltr.layoutIfNeeded() }.reports.isEmpty)
        #expect(ltr.contentOffset == .zero && ltr.indexPathsForVisibleItems.map(\.item) == [0, 1, 2])
        withExtendedLifetime(source) {}
    }

    @Test func aRightToLeftCollectionViewMirrorsItsCells() throws {
        let item = CollectionLayoutItem(layoutSize: size(.absolute(30), .absolute(30)))
        let group = CollectionLayoutGroup.horizontal(
            layoutSize: size(.fractionalWidth(1), .absolute(30)), subitems: [item])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100),
            collectionViewLayout: CompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.semanticContentAttribute = .forceRightToLeft
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let source = Titles(["a", "b"], lowered: true)
        view.dataSource = source
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        #expect(first.frame == CGRect(x: 70, y: 0, width: 30, height: 30))
        withExtendedLifetime(source) {}
    }
}
