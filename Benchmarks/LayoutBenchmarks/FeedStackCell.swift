import AutoLayout
import Foundation
import ListLayout

/// F2: the feed cell from nested stack views, as FEED.md gives it.
final class FeedStackCell: CollectionViewCell {
    let leaves = FeedLeaves(holdingWidths: true)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let l = leaves
        let topBar = StackView(arrangedSubviews: [l.action, l.options])
        let posterLabels = StackView(arrangedSubviews: [l.posterName, l.posterHeadline, l.posterTime])
        posterLabels.axis = .vertical
        posterLabels.spacing = 1
        posterLabels.layoutMargins = EdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        posterLabels.isLayoutMarginsRelativeArrangement = true
        let posterCard = StackView(arrangedSubviews: [l.posterImage, posterLabels])
        posterCard.alignment = .center
        let actions = StackView(arrangedSubviews: [l.like, l.comment, l.share])
        actions.distribution = .equalSpacing
        let comment = StackView(arrangedSubviews: [l.actorImage, l.actorComment])
        let item = StackView(arrangedSubviews: [
            topBar, posterCard, l.posterComment, l.contentImage, l.contentTitle, l.contentDomain, actions, comment,
        ])
        item.axis = .vertical
        item.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(item)
        LayoutConstraint.activate([
            item.topAnchor.constraint(equalTo: contentView.topAnchor),
            item.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            item.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
            item.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// F0: the same views with no constraints: `sizeThatFits(_:)` and `layoutSubviews()` work
/// out the frames by hand from the labels' `sizeThatFits(_:)`, as FEED.md's manual
/// variant does. The floor: the same text measurement and views, without an engine.
final class FeedManualCell: CollectionViewCell {
    let leaves = FeedLeaves(holdingWidths: false)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for leaf in leaves.all { contentView.addSubview(leaf) }
    }

    required init?(coder: NSCoder) { nil }

    override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: arrange(width: size.width, placing: false))
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        _ = arrange(width: bounds.width, placing: true)
    }

    /// The cell's height at `width`; with `placing`, every leaf's frame is set too.
    private func arrange(width: CGFloat, placing: Bool) -> CGFloat {
        let l = leaves
        var frames: [(View, CGRect)] = []
        func put(_ view: View, _ frame: CGRect) { if placing { frames.append((view, frame)) } }
        func fit(_ label: Label, _ width: CGFloat) -> CGSize {
            label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        }
        // Top bar: the options at the right, the action taking the rest.
        let options = fit(l.options, width)
        let action = fit(l.action, width - options.width)
        put(l.action, CGRect(x: 0, y: 0, width: width - options.width, height: action.height))
        put(l.options, CGRect(x: width - options.width, y: 0, width: options.width, height: options.height))
        var y = max(action.height, options.height)
        // Profile: the image at the left, three labels beside it, the comment below both (the
        // image reaches down to the comment, as F1's `V:[pi]-(0@749)-[pc]` stretches it).
        var labelY = y + 1
        for label in [l.posterName, l.posterHeadline, l.posterTime] {
            let size = fit(label, width - 56)
            put(label, CGRect(x: 52, y: labelY, width: width - 56, height: size.height))
            labelY += size.height + 1
        }
        let commentTop = max(y + 50, labelY - 1 + 3)
        put(l.posterImage, CGRect(x: 0, y: y, width: 50, height: commentTop - y))
        let posterComment = fit(l.posterComment, width)
        put(l.posterComment, CGRect(x: 0, y: commentTop, width: width, height: posterComment.height))
        y = commentTop + posterComment.height
        // Content: the image 200 high, then its title and domain.
        put(l.contentImage, CGRect(x: 0, y: y, width: width, height: 200))
        y += 200
        for label in [l.contentTitle, l.contentDomain] {
            let size = fit(label, width)
            put(label, CGRect(x: 0, y: y, width: width, height: size.height))
            y += size.height
        }
        // Actions: at the left, the centre and the right.
        let like = fit(l.like, width)
        let comment = fit(l.comment, width)
        let share = fit(l.share, width)
        put(l.like, CGRect(x: 0, y: y, width: like.width, height: like.height))
        put(l.comment, CGRect(x: (width - comment.width) / 2, y: y, width: comment.width, height: comment.height))
        put(l.share, CGRect(x: width - share.width, y: y, width: share.width, height: share.height))
        y += max(like.height, comment.height, share.height)
        // The actor's comment beside the actor's image.
        let actor = fit(l.actorComment, width - 50)
        put(l.actorImage, CGRect(x: 0, y: y, width: 50, height: 50))
        put(l.actorComment, CGRect(x: 50, y: y, width: width - 50, height: actor.height))
        y += max(50, actor.height)
        for (view, frame) in frames { view.frame = frame }
        return y
    }
}
