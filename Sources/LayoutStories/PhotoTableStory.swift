import UIKitCompat

/// Story 2's cell: an image view whose aspect ratio a constraint keeps; the constraint is
/// replaced when a new image is set and dropped in `prepareForReuse`.
@MainActor
final class PhotoCell: UITableViewCell {
    static let reuseIdentifier = "PhotoCell"
    let photoView = UIImageView()
    private var aspectConstraint: NSLayoutConstraint?

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        photoView.backgroundColor = .systemGray5
        photoView.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(photoView)
        let bottom = photoView.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8)
        bottom.priority = UILayoutPriority(999)
        NSLayoutConstraint.activate([
            photoView.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            photoView.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            photoView.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            bottom,
        ])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows an image and keeps its aspect ratio with a new constraint.
    func show(_ image: UIImage) {
        photoView.image = image
        aspectConstraint?.isActive = false
        let ratio = image.size.width / image.size.height
        aspectConstraint = photoView.widthAnchor.constraint(equalTo: photoView.heightAnchor, multiplier: ratio)
        aspectConstraint?.isActive = true
    }

    override func prepareForReuse() {
        super.prepareForReuse()
        aspectConstraint?.isActive = false
        aspectConstraint = nil
        photoView.image = nil
    }

    /// The active aspect-ratio constraints of the photo (exactly one while it shows an image).
    var aspectConstraints: [NSLayoutConstraint] {
        photoView.constraints.filter { $0.firstAttribute == .width && $0.secondAttribute == .height }
    }
}

@MainActor
final class PhotoSource: NSObject, UITableViewDataSource {
    let images: [UIImage]
    init(images: [UIImage]) { self.images = images }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { images.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: PhotoCell.reuseIdentifier, for: indexPath)
        (cell as? PhotoCell)?.show(images[indexPath.row])
        return cell
    }
}

/// Story 2: a table of photos whose rows size themselves from the photos' aspect ratios.
@MainActor
public enum PhotoTableStory {
    /// The photos: wide, square, tall, repeated.
    public static func images(count: Int = 24) -> [UIImage] {
        let shapes = [
            CGSize(width: 1600, height: 900), CGSize(width: 800, height: 800), CGSize(width: 900, height: 1200),
        ]
        return (0..<count).map { index in
            UIGraphicsImageRenderer(size: shapes[index % shapes.count]).image { context in
                context.fill(CGRect(origin: .zero, size: shapes[index % shapes.count]))
            }
        }
    }

    /// Runs the story: lays the table out, scrolls through it (reusing cells), and comes
    /// back to the top.
    public static func run(width: CGFloat = 375, height: CGFloat = 812) -> (run: StoryRun, table: UITableView) {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: width, height: height))
        root.backgroundColor = .systemBackground
        let table = UITableView(frame: root.bounds, style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 200
        table.register(PhotoCell.self, forCellReuseIdentifier: PhotoCell.reuseIdentifier)
        let source = PhotoSource(images: images())
        table.dataSource = source
        root.addSubview(table)
        let reports = collectingReports {
            root.layoutIfNeeded()
            for step in 1...12 {
                table.contentOffset = CGPoint(x: 0, y: CGFloat(step) * 300)
                table.setNeedsLayout()
                root.layoutIfNeeded()
            }
            table.contentOffset = .zero
            table.setNeedsLayout()
            root.layoutIfNeeded()
        }
        let frames = table.visibleCells.compactMap { cell -> (String, CGRect)? in
            guard let path = table.indexPath(for: cell), let photo = (cell as? PhotoCell)?.photoView.image else {
                return nil
            }
            return ("row \(path.row) (\(Int(photo.size.width))x\(Int(photo.size.height)))", cell.frame(in: root))
        }
        let run = StoryRun(
            title: "2. A table of photos with automaticDimension",
            summary: "Each row sizes itself from its cell's constraints: the photo keeps its aspect ratio with a "
                + "constraint that is replaced for each new image and dropped in prepareForReuse, so reused cells "
                + "never keep an old ratio. Scrolled to the bottom and back: \(table.cellRequests) cells asked for.",
            reports: reports, frames: frames, root: root, owners: [source])
        return (run, table)
    }
}
