import AutoLayout
import Foundation
import LayoutDSL
import ListLayout

/// L1's cell: story 1's, fixed (top and trailing at `.high`): a multi-line bold label
/// pinned top +8, leading +12, bottom -8, trailing 0.
final class BenchmarkTitleCell: CollectionViewCell {
    let label = Label()

    override init(frame: CGRect) {
        super.init(frame: frame)
        label.font = .boldSystemFont(ofSize: 17)
        label.numberOfLines = 0
        contentView.addSubview(label)
        label.snp.makeConstraints {
            $0.top.equalToSuperview().offset(8).priority(.high)
            $0.leading.equalToSuperview().offset(12)
            $0.bottom.equalToSuperview().offset(-8)
            $0.trailing.equalToSuperview().priority(.high)
        }
    }

    required init?(coder: NSCoder) { nil }
}

/// L1's data: the titles, made before the clock starts (as an app's model holds its
/// strings), so that the time is the list's and not the making of strings.
final class BenchmarkTitles: CollectionViewDataSource {
    let titles: [String]
    init(_ titles: [String]) { self.titles = titles }

    /// The first `count` titles.
    nonisolated static func titles(_ count: Int) -> [String] { (0..<count).map(title) }

    /// Titles of one to three lines at 363 points.
    nonisolated static func title(_ i: Int) -> String {
        let words = ["layout", "constraint", "engine", "cell", "solver", "anchor", "priority", "view"]
        return (0..<(3 + i * 7 % 17)).map { words[($0 + i) % words.count] }.joined(separator: " ")
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "title", for: indexPath)
        (cell as? BenchmarkTitleCell)?.label.text = titles[indexPath.item]
        return cell
    }
}

/// L1 self-sizing-list-N: a collection view of N story-1 cells, items and groups
/// `.estimated(1)`, scrolled from top to bottom one screen (375 x 812) at a time, so that
/// every cell is dequeued (reused), laid out at its estimate and measured once.
@MainActor
func selfSizingListScenario(_ n: Int, runs: Int) throws -> Measurement {
    let name = "L1 self-sizing-list-\(n)"
    let titles = BenchmarkTitles.titles(n)
    func scrollThrough() throws -> CollectionView {
        let size = CollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let group = CollectionLayoutGroup.vertical(layoutSize: size, subitems: [CollectionLayoutItem(layoutSize: size)])
        let view = CollectionView(
            frame: CGRect(x: 0, y: 0, width: 375, height: 812),
            collectionViewLayout: CompositionalLayout(section: CollectionLayoutSection(group: group)))
        view.register(BenchmarkTitleCell.self, forCellWithReuseIdentifier: "title")
        let source = BenchmarkTitles(titles)
        view.dataSource = source
        view.layoutIfNeeded()
        while view.contentOffset.y + view.bounds.height < view.contentSize.height {
            view.contentOffset.y += view.bounds.height
            view.setNeedsLayout()
            view.layoutIfNeeded()
        }
        withExtendedLifetime(source) {}
        return view
    }
    let view = try scrollThrough()
    // Verify against the labels' own measurement: lines of 20.4 points (rounded up) + 16.
    let probe = Label()
    probe.font = .boldSystemFont(ofSize: 17)
    probe.numberOfLines = 0
    probe.preferredMaxLayoutWidth = 363
    var expected: CGFloat = 0
    for i in 0..<n {
        probe.text = titles[i]
        expected += probe.intrinsicContentSize.height + 16
    }
    try expect(Double(view.contentSize.height), Double(expected), "content height", scenario: name)
    guard view.cellRequests >= n else {
        throw VerificationFailure(scenario: name, message: "only \(view.cellRequests) of \(n) cells were laid out")
    }
    let cellsMade = view.subviews.count
    let (ns, count) = try medianNanoseconds(runs: runs) {
        var made: CollectionView?
        let ns = try time { made = try scrollThrough() }
        _ = made
        return (ns, n)
    }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "cell (dequeue, lay out at the estimate, measure)", runs: count,
        notes: ["content height \(Int(expected)); \(cellsMade) cells in view at the end, reused while scrolling"])
}
