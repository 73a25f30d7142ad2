import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

/// Sizes per item from a delegate, for flow layouts of items of different sizes.
final class Sizes: CollectionViewDelegateFlowLayout, CollectionViewDataSource {
    let sizes: [[CGSize]]
    init(_ sizes: [[CGSize]]) { self.sizes = sizes }
    func numberOfSections(in collectionView: CollectionView) -> Int { sizes.count }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        sizes[section].count
    }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    { sizes[indexPath.section][indexPath.item] }
}

/// A flow layout in a 320 x 600 collection view, fed with items of the given sizes.
@MainActor func flow(_ sizes: [[CGSize]], configure: (CollectionViewFlowLayout) -> Void = { _ in }) -> (
    CollectionView, [IndexPath: CGRect], Sizes
) {
    let layout = CollectionViewFlowLayout()
    configure(layout)
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
    view.register(CollectionViewCell.self, forCellWithReuseIdentifier: "cell")
    let source = Sizes(sizes)
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    var frames: [IndexPath: CGRect] = [:]
    for path in view.indexPathsForVisibleItems { frames[path] = view.cellForItem(at: path)?.frame }
    return (view, frames, source)
}

func paths(_ section: Int, _ frames: [CGRect]) -> [IndexPath: CGRect] {
    Dictionary(
        uniqueKeysWithValues: frames.enumerated().map { (IndexPath(item: $0.offset, section: section), $0.element) })
}

@MainActor @Suite struct FlowLayoutTests {
    @Test func uniformItemsFillJustifiedLinesAndALoneLastItemIsCentered() {
        let square = CGSize(width: 100, height: 100)
        let (view, frames, _) = flow([Array(repeating: square, count: 7)])
        #expect(
            frames
                == paths(
                    0,
                    [
                        CGRect(x: 0, y: 0, width: 100, height: 100), CGRect(x: 110, y: 0, width: 100, height: 100),
                        CGRect(x: 220, y: 0, width: 100, height: 100), CGRect(x: 0, y: 110, width: 100, height: 100),
                        CGRect(x: 110, y: 110, width: 100, height: 100),
                        CGRect(x: 220, y: 110, width: 100, height: 100),
                        CGRect(x: 110, y: 220, width: 100, height: 100),
                    ]))
        #expect(view.contentSize == CGSize(width: 320, height: 320))
    }

    @Test func theLastLineOfAUniformGridKeepsTheColumns() {
        let item = CGSize(width: 70, height: 40)
        // Four to a line in 320 points: the spare 40 points make three gaps of 13.33.
        let (_, frames, _) = flow([Array(repeating: item, count: 6)])
        let gap = (320 - 4 * 70) / CGFloat(3)
        #expect(frames[IndexPath(item: 3, section: 0)]?.minX == 3 * (70 + gap))
        #expect(frames[IndexPath(item: 4, section: 0)] == CGRect(x: 0, y: 50, width: 70, height: 40))
        #expect(frames[IndexPath(item: 5, section: 0)] == CGRect(x: 70 + gap, y: 50, width: 70, height: 40))
    }

    @Test func itemsOfDifferentSizesJustifyFullLinesCenterAcrossAndLeftAlignTheLast() {
        let sizes = [
            CGSize(width: 80, height: 30), CGSize(width: 120, height: 50), CGSize(width: 60, height: 40),
            CGSize(width: 150, height: 20), CGSize(width: 40, height: 20),
        ]
        let (_, frames, _) = flow([sizes])
        #expect(
            frames
                == paths(
                    0,
                    [
                        CGRect(x: 0, y: 10, width: 80, height: 30), CGRect(x: 110, y: 0, width: 120, height: 50),
                        CGRect(x: 260, y: 5, width: 60, height: 40), CGRect(x: 0, y: 60, width: 150, height: 20),
                        CGRect(x: 160, y: 60, width: 40, height: 20),
                    ]))
    }

    @Test func headersFootersAndSectionInsetsStackSectionsDown() {
        let item = CGSize(width: 90, height: 30)
        let (view, frames, _) = flow([[item, item], [item]]) { layout in
            layout.sectionInset = EdgeInsets(top: 10, left: 15, bottom: 5, right: 15)
            layout.headerReferenceSize = CGSize(width: 0, height: 40)
            layout.footerReferenceSize = CGSize(width: 0, height: 20)
            layout.minimumInteritemSpacing = 20
        }
        // Section 0: header 0-40, items at 50 (two of 90 in 290: justified at 15 and 215), footer 85-105.
        #expect(frames[IndexPath(item: 0, section: 0)] == CGRect(x: 15, y: 50, width: 90, height: 30))
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 215, y: 50, width: 90, height: 30))
        // Section 1: header 105-145, a lone item centered in 290 points at 155, footer 190-210.
        #expect(frames[IndexPath(item: 0, section: 1)] == CGRect(x: 115, y: 155, width: 90, height: 30))
        let layout = view.collectionViewLayout
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 105, width: 320, height: 40))
        #expect(
            layout.layoutAttributesForSupplementaryView(
                ofKind: CollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 190, width: 320, height: 20))
        #expect(view.contentSize == CGSize(width: 320, height: 210))
    }

    @Test func aHorizontalFlowFillsColumns() {
        let item = CGSize(width: 100, height: 180)
        let (view, frames, _) = flow([Array(repeating: item, count: 5)]) { $0.scrollDirection = .horizontal }
        // Three to a column in 600 points: 180 + 30 + 180 + 30 + 180.
        #expect(frames[IndexPath(item: 1, section: 0)] == CGRect(x: 0, y: 210, width: 100, height: 180))
        #expect(frames[IndexPath(item: 3, section: 0)] == CGRect(x: 110, y: 0, width: 100, height: 180))
        #expect(frames[IndexPath(item: 4, section: 0)] == CGRect(x: 110, y: 210, width: 100, height: 180))
        #expect(view.contentSize == CGSize(width: 210, height: 600))
    }

    @Test func anItemWiderThanItsLineGetsUIKitsWarning() {
        let errors = collecting { _ = flow([[CGSize(width: 400, height: 20)]]) }.errors
        #expect(
            errors.map(\.description) == [
                "The behavior of the UICollectionViewFlowLayout is not defined because: the item width must be less "
                    + "than the width of the UICollectionView minus the section insets left and right values, minus the "
                    + "content insets left and right values."
            ])
    }
}

/// A tag: a label 8 points inside the cell on every side.
final class TagCell: CollectionViewCell {
    let label = Label()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        LayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 8),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -8),
        ])
    }
    required init?(coder: NSCoder) { nil }
}

@MainActor @Suite struct SelfSizingFlowTests {
    static let tags = ["Swift", "Auto Layout", "Linux", "Cassowary", "constraints", "SnapKit", "cells", "self-sizing"]

    @Test func tagsSizeThemselvesAndWrapOntoLines() {
        let layout = CollectionViewFlowLayout()
        layout.estimatedItemSize = CollectionViewFlowLayout.automaticSize
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 600), collectionViewLayout: layout)
        let registration = CollectionView.CellRegistration<TagCell, String> { cell, _, tag in cell.label.text = tag }
        let source = CollectionViewDiffableDataSource<Int, String>(collectionView: view) { view, path, tag in
            view.dequeueConfiguredReusableCell(using: registration, for: path, item: tag)
        }
        var snapshot = DiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(Self.tags)
        let reports = collecting {
            source.apply(snapshot)
            view.layoutIfNeeded()
        }.reports
        #expect(reports.isEmpty)
        var frames: [String: CGRect] = [:]
        for case let cell as TagCell in view.visibleCells { frames[cell.label.text ?? ""] = onSixths(cell.frame) }
        // Each tag is its text's width (39, 92.67, 40.67, 85.33, 85, 59.33, 34.33 and 78.67
        // points in the body font, rounded up to the 3x pixel) plus 16, and 20.33 + 16 high.
        // Lines of 220.33 and 277.67 points of tags are justified in 320 (gaps of 49.83 and
        // 21.17); the last line keeps 10 points between its tags.
        let height: CGFloat = 109.0 / 3
        #expect(
            frames == [
                "Swift": CGRect(x: 0, y: 0, width: 55, height: height),
                "Auto Layout": CGRect(x: 629.0 / 6, y: 0, width: 326.0 / 3, height: height),
                "Linux": CGRect(x: 790.0 / 3, y: 0, width: 170.0 / 3, height: height),
                "Cassowary": CGRect(x: 0, y: 139.0 / 3, width: 304.0 / 3, height: height),
                "constraints": CGRect(x: 122.5, y: 139.0 / 3, width: 101, height: height),
                "SnapKit": CGRect(x: 734.0 / 3, y: 139.0 / 3, width: 226.0 / 3, height: height),
                "cells": CGRect(x: 0, y: 278.0 / 3, width: 151.0 / 3, height: height),
                "self-sizing": CGRect(x: 181.0 / 3, y: 278.0 / 3, width: 284.0 / 3, height: height),
            ])
        #expect(view.contentSize == CGSize(width: 320, height: 129))
        #expect(Label(text: "Auto Layout").intrinsicContentSize == CGSize(width: 278.0 / 3, height: 61.0 / 3))
    }
}
