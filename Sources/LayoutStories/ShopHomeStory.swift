import UIKitCompat

@MainActor
final class ShortcutCell: UICollectionViewCell {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemGray5
        titleLabel.font = .systemFont(ofSize: 11)
        titleLabel.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(titleLabel)
        NSLayoutConstraint.activate([
            titleLabel.centerXAnchor.constraint(equalTo: contentView.centerXAnchor),
            titleLabel.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -6),
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class ProductCell: UICollectionViewCell {
    let imageView = UIImageView()
    let nameLabel = UILabel()
    let priceLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .systemBackground
        imageView.backgroundColor = .systemGray5
        nameLabel.numberOfLines = 2
        nameLabel.font = .systemFont(ofSize: 14)
        priceLabel.font = .boldSystemFont(ofSize: 16)
        for view in [imageView, nameLabel, priceLabel] { contentView.addSubview(view) }
        imageView.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview()
            make.height.equalTo(imageView.snp.width)
        }
        nameLabel.snp.makeConstraints { make in
            make.top.equalTo(imageView.snp.bottom).offset(8)
            make.leading.trailing.equalToSuperview().inset(10)
        }
        priceLabel.snp.makeConstraints { make in
            make.top.equalTo(nameLabel.snp.bottom).offset(6)
            make.leading.equalTo(nameLabel)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class HeaderView: UICollectionReusableView {
    let titleLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        titleLabel.text = "Today's deals"
        titleLabel.font = .boldSystemFont(ofSize: 28)
        titleLabel.textColor = .white
        addSubview(titleLabel)
        titleLabel.snp.makeConstraints { make in
            make.leading.equalToSuperview().offset(16)
            make.bottom.equalToSuperview().offset(-16)
        }
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}

@MainActor
final class ShopSource: NSObject, UICollectionViewDataSource {
    let shortcuts = ["Deals", "Fresh", "Books", "Toys", "Garden", "Music", "Sports", "Pets"]
    let products = [
        "Espresso machine", "Trail running shoes", "Noise-cancelling headphones", "Cast-iron pan",
        "Desk lamp", "Yoga mat",
    ]

    func numberOfSections(in collectionView: UICollectionView) -> Int { 2 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        section == 0 ? shortcuts.count : products.count
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    {
        if indexPath.section == 0 {
            let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Shortcut", for: indexPath)
            (cell as? ShortcutCell)?.titleLabel.text = shortcuts[indexPath.item]
            return cell
        }
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "Product", for: indexPath)
        if let cell = cell as? ProductCell {
            cell.nameLabel.text = products[indexPath.item]
            cell.priceLabel.text = "$\(19 + indexPath.item * 10).99"
        }
        return cell
    }

    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "Header", for: indexPath)
    }
}

/// Story 4: a shopping app's home screen from a section provider.
@MainActor
public enum ShopHomeStory {
    /// The layout: a horizontally scrolling shortcut strip, then a product grid with a header.
    public static func layout() -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { sectionIndex, _ in
            if sectionIndex == 0 {
                let size = NSCollectionLayoutSize(widthDimension: .absolute(58), heightDimension: .absolute(82))
                let item = NSCollectionLayoutItem(layoutSize: size)
                let group = NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 12, leading: 10, bottom: 24, trailing: 10)
                return section
            }
            let item = NSCollectionLayoutItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(187), heightDimension: .absolute(350)))
            let group = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(350)),
                subitems: [item])
            group.interItemSpacing = .fixed(1)
            let section = NSCollectionLayoutSection(group: group)
            section.interGroupSpacing = 1
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(
                    widthDimension: .fractionalWidth(1), heightDimension: .absolute(200)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            section.boundarySupplementaryItems = [header]
            return section
        }
    }

    /// Runs the story in a collection view tall enough to show the strip, the header and
    /// two rows of products.
    public static func run(width: CGFloat = 375, height: CGFloat = 1020) -> (run: StoryRun, view: UICollectionView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemBackground
        let home = UICollectionView(frame: root.bounds, collectionViewLayout: layout())
        home.register(ShortcutCell.self, forCellWithReuseIdentifier: "Shortcut")
        home.register(ProductCell.self, forCellWithReuseIdentifier: "Product")
        home.register(
            HeaderView.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "Header")
        let source = ShopSource()
        home.dataSource = source
        root.addSubview(home)
        let reports = collectingReports { root.layoutIfNeeded() }
        var frames: [(String, CGRect)] = []
        for path in home.indexPathsForVisibleItems {
            guard let cell = home.cellForItem(at: path) else { continue }
            let name =
                path.section == 0 ? "shortcut \(source.shortcuts[path.item])" : "product \(source.products[path.item])"
            frames.append((name, cell.frame(in: root)))
        }
        if let header = home.supplementaryView(
            forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        {
            frames.append(("header of section 1", header.frame(in: root)))
        }
        let strip = home.collectionViewLayout.orthogonalContentSize(forSection: 0) ?? .zero
        let run = StoryRun(
            title: "4. A shopping home screen from a section provider",
            summary: "A horizontally scrolling shortcut strip (58x82 items, .continuous, insets 12/10/24/10; its own "
                + "content is \(Int(strip.width)) points wide) and a product grid of two 187x350 items per row with "
                + ".fixed(1) spacing under a 200-point header; content height "
                + "\(Int(home.contentSize.height)) points.",
            reports: reports, frames: frames, root: root, owners: [source])
        return (run, home)
    }
}
