import AutoLayout
import Foundation
import ListLayout
import Testing

/// Plain cells, `count` of them.
final class PlainCells: CollectionViewDataSource {
    let count: Int
    init(_ count: Int) { self.count = count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
}

@MainActor @Suite struct VisibleItemsHandlerTests {
    /// A horizontal strip of 100 x 100 items in a 300-point-wide view.
    private func carousel(handler: @escaping CollectionLayoutSectionVisibleItemsInvalidationHandler) -> CollectionView {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .fractionalHeight(1)))
        let group = CollectionLayoutGroup.horizontal(layoutSize: size(.absolute(100), .absolute(100)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.visibleItemsInvalidationHandler = handler
        let configuration = CompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = CompositionalLayout(section: section, configuration: configuration)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 300, height: 100), collectionViewLayout: layout)
        view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        return view
    }

    @Test func theHandlerScalesFadesMovesAndHidesWhatIsInView() throws {
        var calls: [[Int]] = []
        var offsets: [CGPoint] = []
        let view = carousel { items, offset, environment in
            calls.append(items.map(\.indexPath.item))
            offsets.append(offset)
            for item in items {
                // Smaller the further the item's center is from the view's center.
                let distance = abs(item.frame.midX - offset.x - environment.container.contentSize.width / 2)
                let scale = max(1 - distance / environment.container.contentSize.width, 0.8)
                item.transform = CGAffineTransform(scaleX: scale, y: scale)
                item.alpha = scale
                if item.indexPath.item == 1 { item.center.y += 5 }
                if item.indexPath.item == 2 { item.isHidden = true }
            }
        }
        let source = PlainCells(10)
        view.dataSource = source
        view.layoutIfNeeded()
        let cells = try (0..<3).map { try #require(view.cellForItem(at: IndexPath(item: $0, section: 0))) }
        #expect(calls.last == [0, 1, 2])
        #expect(offsets.last == .zero)
        // Centers at 50, 150, 250 in a 300-point view: 100 from the middle is 2/3, held at 0.8.
        #expect(cells.map(\.transform.a) == [0.8, 1, 0.8])
        #expect(cells.map(\.alpha) == [0.8, 1, 0.8])
        #expect(cells[1].frame == CGRect(x: 100, y: 5, width: 100, height: 100))
        #expect(cells.map(\.isHidden) == [false, false, true])
        view.contentOffset = CGPoint(x: 100, y: 0)
        view.layoutIfNeeded()
        #expect(calls.last == [1, 2, 3])
        #expect(offsets.last == CGPoint(x: 100, y: 0))
        #expect(try #require(view.cellForItem(at: IndexPath(item: 2, section: 0))).transform.a == 1)
        #expect(cells[1].frame == CGRect(x: 100, y: 5, width: 100, height: 100))
    }

    @Test func aLayoutPassWithAHandlerSettles() {
        var calls = 0
        let view = carousel { items, _, _ in
            calls += 1
            for item in items { item.center.x += 1 }
        }
        let source = PlainCells(4)
        view.dataSource = source
        view.layoutIfNeeded()
        let afterFirst = calls
        view.layoutIfNeeded()
        #expect(calls == afterFirst)
        #expect(view.cellForItem(at: IndexPath(item: 0, section: 0))?.frame.minX == 1)
    }
}

@MainActor @Suite struct BackgroundConfigurationTests {
    @Test func aConfiguredBackgroundIsInsetAndReplacesTheBackgroundView() throws {
        let cell = CollectionViewCell(frame: CGRect(x: 0, y: 0, width: 200, height: 60))
        var background = BackgroundConfiguration.listGroupedCell()
        background.cornerRadius = 10
        background.backgroundInsets = DirectionalEdgeInsets(top: 4, leading: 16, bottom: 4, trailing: 16)
        cell.backgroundConfiguration = background
        let view = try #require(cell.backgroundView)
        #expect(cell.subviews.first === view)
        #expect(view.frame == CGRect(x: 16, y: 4, width: 168, height: 52))
        #expect(view.backgroundColor == .secondarySystemGroupedBackground && view.layer.cornerRadius == 10)
        cell.frame = CGRect(x: 0, y: 0, width: 300, height: 80)
        cell.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 16, y: 4, width: 268, height: 72))
        cell.backgroundView = View()
        #expect(cell.backgroundConfiguration == nil && view.superview == nil)
        #expect(cell.defaultBackgroundConfiguration().backgroundColor == .clear)
        #expect(
            CollectionViewListCell(frame: .zero).defaultBackgroundConfiguration().backgroundColor == .systemBackground)
    }

    @Test func aTableCellInsetsItsConfiguredBackgroundToo() {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var background = BackgroundConfiguration.listPlainCell()
        background.backgroundInsets = DirectionalEdgeInsets(top: 0, leading: 20, bottom: 2, trailing: 20)
        cell.backgroundConfiguration = background
        cell.layoutIfNeeded()
        #expect(cell.backgroundView?.frame == CGRect(x: 20, y: 0, width: 280, height: 42))
        #expect(cell.backgroundView?.backgroundColor == .systemBackground)
    }
}
