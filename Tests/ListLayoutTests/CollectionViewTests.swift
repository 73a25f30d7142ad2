import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import ListLayout
import Testing

/// The documents' cell: a multi-line bold label pinned top +8, leading +12, bottom -8,
/// trailing 0 inside the content view.
final class TitleCell: CollectionViewCell {
    let label = Label()
    var lowered = false
    var prepared = 0

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 16)
        label.numberOfLines = 0
        contentView.addSubview(label)
    }

    required init?(coder: NSCoder) { nil }

    func configure(_ text: String, lowered: Bool) {
        label.text = text
        guard label.constraints.isEmpty, contentView.constraints.isEmpty else { return }
        label.snp.makeConstraints {
            $0.top.equalToSuperview().offset(8).priority(lowered ? .high : .required)
            $0.leading.equalToSuperview().offset(12)
            $0.bottom.equalToSuperview().offset(-8)
            $0.trailing.equalToSuperview().priority(lowered ? .high : .required)
        }
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        prepared += 1
    }
}

final class Titles: CollectionViewDataSource {
    var texts: [String]
    var lowered: Bool
    init(_ texts: [String], lowered: Bool) {
        self.texts = texts
        self.lowered = lowered
    }
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { texts.count }
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? TitleCell)?.configure(texts[indexPath.item], lowered: lowered)
        return cell
    }
}

@MainActor
func estimatedList(_ estimate: CGFloat = 1) -> CompositionalLayout {
    let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(estimate)))
    let group = CollectionLayoutGroup.vertical(
        layoutSize: size(.fractionalWidth(1), .estimated(estimate)), subitems: [item])
    return CompositionalLayout(section: CollectionLayoutSection(group: group))
}

@MainActor @Suite struct CollectionViewTests {
    private func list(_ texts: [String], lowered: Bool, height: CGFloat = 600, estimate: CGFloat = 1)
        -> (CollectionView, Titles)
    {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 200, height: height), collectionViewLayout: estimatedList(estimate))
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let source = Titles(texts, lowered: lowered)
        view.dataSource = source
        return (view, source)
    }

    @Test func atTheEstimateOfOneEachCellConflictsThenSizesItself() throws {
        let (view, source) = list(["A rather long title that wraps", "Short"], lowered: false)
        let (_, reports, _) = collecting { view.layoutIfNeeded() }
        #expect(reports.count == 2)
        let report = try #require(reports.first)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)
        #expect(report.constraints.count == 4)
        // In the order they were made: the content view's frame, the label's, the list's.
        #expect(
            report.descriptions[0].hasSuffix(
                " h=-&- v=-&- UIView:\(address(cell.contentView)).height == \(cell.debugName).height   (active)>"))
        #expect(report.descriptions[1].contains("UILabel:"))
        #expect(report.descriptions[1].hasSuffix(".top == UIView:\(address(cell.contentView)).top + 8.0>"))
        #expect(report.descriptions[2].hasSuffix(".bottom == UIView:\(address(cell.contentView)).bottom - 8.0>"))
        #expect(
            report.descriptions[3].hasSuffix(
                " 'UIView-Encapsulated-Layout-Height' \(cell.debugName).height == 1   (active)>"))
        #expect(cell.debugName.hasPrefix("ListLayoutTests.TitleCell:0x"))
        // Then each cell measured itself: bold 16-point text at 188 points, plus 16.
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 0, y: 0, width: 200, height: 163.0 / 3))
        #expect(
            view.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))?.frame
                == CGRect(x: 0, y: 163.0 / 3, width: 200, height: 106.0 / 3))
        #expect(cell.frame == CGRect(x: 0, y: 0, width: 200, height: 163.0 / 3))
        #expect(cell.label.frame == CGRect(x: 12, y: 8, width: 188, height: 115.0 / 3))
        #expect(view.contentSize == CGSize(width: 200, height: 269.0 / 3))
        _ = source
    }

    @Test func withTopAndTrailingAtHighNothingConflicts() {
        let (view, source) = list(["A rather long title that wraps", "Short"], lowered: true)
        defer { withExtendedLifetime(source) {} }
        let (_, reports, _) = collecting { view.layoutIfNeeded() }
        #expect(reports.isEmpty)
        #expect(view.contentSize == CGSize(width: 200, height: 269.0 / 3))
        let cell = view.cellForItem(at: IndexPath(item: 1, section: 0)) as? TitleCell
        #expect(cell?.label.frame == CGRect(x: 12, y: 8, width: 188, height: 58.0 / 3))
    }

    @Test func onlyVisibleCellsAreMadeAndTheyAreReused() throws {
        let texts = (0..<100).map { "Item \($0)" }
        let (view, source) = list(texts, lowered: true, height: 100, estimate: 106.0 / 3)
        defer { withExtendedLifetime(source) {} }
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        // Each row is 19.33 + 16 = 35.33 (a bold 16-point line, 19.09, rounded up to the 3x
        // pixel): three rows meet the first 100 points.
        #expect(view.indexPathsForVisibleItems == (0..<3).map { IndexPath(item: $0, section: 0) })
        #expect(view.cellRequests == 3)
        let first = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)) as? TitleCell)
        view.contentOffset = CGPoint(x: 0, y: 1060.0 / 3)
        view.setNeedsLayout()
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        #expect(view.indexPathsForVisibleItems == (10..<13).map { IndexPath(item: $0, section: 0) })
        #expect(view.cellRequests == 6)
        #expect(view.visibleCells.contains { $0 === first })
        #expect(first.prepared == 1)
        let path = try #require(view.indexPath(for: first))
        #expect(first.label.text == "Item \(path.item)")
        #expect(
            onSixths(first.frame)
                == CGRect(x: 0, y: onSixths(CGFloat(path.item) * 106 / 3), width: 200, height: 106.0 / 3))
        #expect(view.subviews.filter { $0 is TitleCell }.count == 3)
    }

    @Test func settingAutoresizingOnAManagedCellIsReported() throws {
        let (view, source) = list(["One"], lowered: true)
        defer { withExtendedLifetime(source) {} }
        #expect(collecting { view.layoutIfNeeded() }.reports.isEmpty)
        let cell = try #require(view.cellForItem(at: IndexPath(item: 0, section: 0)))
        let (_, _, errors) = collecting { cell.translatesAutoresizingMaskIntoConstraints = false }
        let text = try #require(errors.first?.description)
        #expect(
            text.hasPrefix(
                "Changing the translatesAutoresizingMaskIntoConstraints property of a UICollectionReusableView that is "
                    + "managed by a UICollectionView is not supported, and will result in incorrect self-sizing. "
                    + "View: <ListLayoutTests.TitleCell: 0x"))
        #expect(text.contains("; baseClass = UICollectionViewCell; frame = (0 0; 200 35.3333)>"))
    }

    @Test func unregisteredIdentifiersAreReported() {
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: estimatedList())
        let (cell, _, errors) = collecting {
            view.dequeueReusableCell(withReuseIdentifier: "nope", for: IndexPath(item: 0, section: 0))
        }
        #expect(cell.reuseIdentifier == "nope")
        #expect(
            errors.map(\.description) == [
                "could not dequeue a view of kind: UICollectionElementKindCell with identifier nope - must register a "
                    + "nib or a class for the identifier or connect a prototype cell in a storyboard"
            ])
    }

    private func address(_ view: View) -> String {
        String(view.debugName.split(separator: ":")[1].prefix { $0 != "'" })
    }
}

/// Sizes measured while scrolling are taken into the layout in place; the result must be
/// what computing the whole layout again with the same sizes gives.
@MainActor @Suite struct IncrementalMeasurementTests {
    @Test func scrollingThroughALongListMatchesAFullLayout() throws {
        let item = CollectionLayoutItem(layoutSize: size(.fractionalWidth(1), .estimated(10)))
        let group = CollectionLayoutGroup.vertical(
            layoutSize: size(.fractionalWidth(1), .estimated(10)), subitems: [item])
        let section = CollectionLayoutSection(group: group)
        section.interGroupSpacing = 3
        section.contentInsets = DirectionalEdgeInsets(top: 5, leading: 0, bottom: 7, trailing: 0)
        section.boundarySupplementaryItems = [
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(30)), elementKind: "header", alignment: .top),
            CollectionLayoutBoundarySupplementaryItem(
                layoutSize: size(.fractionalWidth(1), .absolute(20)), elementKind: "footer", alignment: .bottom),
        ]
        section.decorationItems = [.background(elementKind: "background")]
        let layout = CompositionalLayout(section: section)
        let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 200, height: 150), collectionViewLayout: layout)
        view.register(TitleCell.self, forCellWithReuseIdentifier: "title")
        let texts = (0..<300).map { index in
            (0..<(1 + index * 7 % 9)).map { _ in "word" }.joined(separator: " ")
        }
        final class TwoSections: CollectionViewDataSource {
            let texts: [String]
            init(_ texts: [String]) { self.texts = texts }
            func numberOfSections(in collectionView: CollectionView) -> Int { 2 }
            func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
                section == 0 ? 200 : 100
            }
            func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
                -> CollectionViewCell
            {
                let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
                (cell as? TitleCell)?.configure(texts[indexPath.section * 200 + indexPath.item], lowered: true)
                return cell
            }
        }
        let source = TwoSections(texts)
        view.dataSource = source
        let (_, reports, _) = collecting {
            view.layoutIfNeeded()
            while view.contentOffset.y + view.bounds.height < view.contentSize.height {
                view.contentOffset.y += 140
                view.setNeedsLayout()
                view.layoutIfNeeded()
            }
        }
        #expect(reports.isEmpty)
        #expect(layout.measurementsTakenInPlace > 10)
        func snapshot() -> [CGRect] {
            var frames: [CGRect] = []
            for (section, count) in [200, 100].enumerated() {
                for item in 0..<count {
                    frames.append(
                        layout.layoutAttributesForItem(at: IndexPath(item: item, section: section))?.frame ?? .null)
                }
                for kind in ["header", "footer"] {
                    frames.append(
                        layout.layoutAttributesForSupplementaryView(
                            ofKind: kind, at: IndexPath(item: 0, section: section))?
                            .frame ?? .null)
                }
                frames.append(
                    layout.layoutAttributesForDecorationView(
                        ofKind: "background", at: IndexPath(item: 0, section: section))?
                        .frame ?? .null)
            }
            // Read on sixths of a point: the two ways of placing add the same heights in
            // different orders, which differ in the last bits.
            return frames.map { $0.isNull ? $0 : onSixths($0) }
        }
        let incremental = snapshot()
        let content = layout.collectionViewContentSize
        layout.prepare(itemCounts: [200, 100], container: view.bounds.size)
        let full = snapshot()
        #expect(incremental.count == full.count)
        for (index, (a, b)) in zip(incremental, full).enumerated() where a != b {
            Issue.record("element \(index): \(a) in place, \(b) laid out again")
            break
        }
        #expect(onSixths(content) == onSixths(layout.collectionViewContentSize))
        // Every item was measured: none is left at its estimate of 10.
        #expect(incremental.prefix(200).allSatisfy { $0.height >= 35 })
        withExtendedLifetime(source) {}
    }
}
