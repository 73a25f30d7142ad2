import SnapKit
import UIKit

/// A table cell with a title and a detail line.
final class MessageCell: UITableViewCell {
    static var reuseIdentifier = "MessageCell"

    let titleLabel = UILabel()
    let detailLabel = UILabel()

    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        titleLabel.font = .boldSystemFont(ofSize: 17)
        detailLabel.font = .systemFont(ofSize: 15)
        detailLabel.numberOfLines = 0
        contentView.addSubview(titleLabel)
        contentView.addSubview(detailLabel)
        titleLabel.snp.makeConstraints { make in
            make.top.leading.trailing.equalToSuperview().inset(12)
        }
        detailLabel.snp.makeConstraints { make in
            make.top.equalTo(titleLabel.snp.bottom).offset(4)
            make.leading.trailing.bottom.equalToSuperview().inset(12)
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    func show(title: String, detail: String) {
        titleLabel.text = title
        detailLabel.text = detail
    }
}

/// A collection view cell showing one tag.
final class TagCell: UICollectionViewCell {
    static var reuseIdentifier = "TagCell"

    let label = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.backgroundColor = .secondarySystemBackground
        contentView.layer.cornerRadius = 8
        label.font = .systemFont(ofSize: 15)
        label.textAlignment = .center
        contentView.addSubview(label)
        label.snp.makeConstraints { make in
            make.edges.equalToSuperview().inset(UIEdgeInsets(top: 6, left: 10, bottom: 6, right: 10))
        }
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
