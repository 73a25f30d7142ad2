import UIKitCompat

/// Story 1's cell: a multi-line bold label pinned with SnapKit-style offsets (top +8,
/// leading +12, bottom -8, trailing 0).
@MainActor
final class TitleCell: UICollectionViewCell {
    static let reuseIdentifier = "TitleCell"
    let titleLabel = UILabel()
    var lowered = false

    override init(frame: CGRect) {
        super.init(frame: frame)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        titleLabel.numberOfLines = 0
        contentView.backgroundColor = .secondarySystemBackground
        contentView.addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    func configure(text: String, lowered: Bool) {
        titleLabel.text = text
        titleLabel.snp.remakeConstraints { make in
            make.top.equalToSuperview().offset(8).priority(lowered ? .high : .required)
            make.leading.equalToSuperview().offset(12)
            make.bottom.equalToSuperview().offset(-8)
            make.trailing.equalToSuperview().priority(lowered ? .high : .required)
        }
    }
}

@MainActor
final class TitleSource: NSObject, UICollectionViewDataSource {
    let titles: [String]
    let lowered: Bool

    init(titles: [String], lowered: Bool) {
        self.titles = titles
        self.lowered = lowered
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        titles.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: TitleCell.reuseIdentifier, for: indexPath)
        (cell as? TitleCell)?.configure(text: titles[indexPath.item], lowered: lowered)
        return cell
    }
}

/// Story 1: a compositional list whose items and groups are `.estimated(1)` high.
@MainActor
public enum TitleListStory {
    /// The titles the list shows.
    public static let titles = [
        "Auto Layout on Linux", "A multi-line bold title that wraps onto a second line",
        "Self-sizing cells measure themselves", "Short",
    ]

    /// The list's layout: full-width items, estimated 1 point high.
    public static func layout() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(1))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        return UICollectionViewCompositionalLayout(section: section)
    }

    /// Runs the story: `lowered` lowers the label's top and trailing to `.high`, the fix.
    public static func run(lowered: Bool, width: CGFloat = 375) -> StoryRun {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: 400))
        root.backgroundColor = .systemBackground
        let list = UICollectionView(frame: root.bounds, collectionViewLayout: layout())
        list.register(TitleCell.self, forCellWithReuseIdentifier: TitleCell.reuseIdentifier)
        let source = TitleSource(titles: titles, lowered: lowered)
        list.dataSource = source
        root.addSubview(list)
        let reports = collectingReports { root.layoutIfNeeded() }
        let frames = list.visibleCells.compactMap { cell -> (String, CGRect)? in
            guard let cell = cell as? TitleCell, let path = list.indexPath(for: cell) else { return nil }
            return ("cell \(path.item) \"\(cell.titleLabel.text ?? "")\"", cell.frame(in: root))
        }
        return StoryRun(
            title: lowered
                ? "1b. The same list, top and trailing at .high" : "1. A self-sizing list at .estimated(1)",
            summary: lowered
                ? "With the label's top and trailing at .priority(.high) nothing conflicts, and each cell is its "
                    + "text's height plus 16."
                : "Each cell is first laid out at its estimated height of 1: the label's top (+8) and bottom (-8) "
                    + "cannot fit, so the engine reports the conflict and breaks the bottom; then the cell measures "
                    + "itself and takes its text's height plus 16.",
            reports: reports, frames: frames, root: root, owners: [source])
    }
}
