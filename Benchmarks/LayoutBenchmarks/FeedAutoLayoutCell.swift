import AutoLayout
import Foundation
import ListLayout

/// F1: the feed cell in Auto Layout, as FEED.md's table gives it (71 constraints in the
/// visual format and anchors), its content view holding the item R pinned to all edges.
final class FeedAutoLayoutCell: CollectionViewCell {
    let leaves = FeedLeaves(holdingWidths: true)

    override init(frame: CGRect) {
        super.init(frame: frame)
        let item = View()
        let topBar = View()
        let profile = View()
        let content = View()
        let actions = View()
        let comment = View()
        let l = leaves
        place([item], in: contentView)
        place([topBar, profile, content, actions, comment], in: item)
        place([l.action, l.options], in: topBar)
        place([l.posterImage, l.posterName, l.posterHeadline, l.posterTime, l.posterComment], in: profile)
        place([l.contentImage, l.contentTitle, l.contentDomain], in: content)
        place([l.like, l.comment, l.share], in: actions)
        place([l.actorImage, l.actorComment], in: comment)
        let views: [String: Any] = [
            "R": item, "T": topBar, "P": profile, "C": content, "S": actions, "M": comment, "a": l.action,
            "o": l.options, "pi": l.posterImage, "pn": l.posterName, "ph": l.posterHeadline, "pt": l.posterTime,
            "pc": l.posterComment, "ci": l.contentImage, "ct": l.contentTitle, "cd": l.contentDomain,
            "ai": l.actorImage, "ac": l.actorComment,
        ]
        var all: [LayoutConstraint] = []
        for format in Self.formats {
            all += LayoutConstraint.constraints(withVisualFormat: format, options: [], metrics: nil, views: views)
        }
        for child in [topBar, profile, content, actions, comment] { all += Self.spanning(child, item) }
        for child in [l.contentImage, l.contentTitle, l.contentDomain] { all += Self.spanning(child, content) }
        for child in [l.like, l.comment, l.share] {
            all.append(child.topAnchor.constraint(equalTo: actions.topAnchor))
            all.append(child.bottomAnchor.constraint(equalTo: actions.bottomAnchor))
        }
        all += [
            LayoutConstraint(
                item: l.like, attribute: .leadingMargin, relatedBy: .equal, toItem: actions, attribute: .leadingMargin,
                multiplier: 1, constant: 0),
            l.comment.centerXAnchor.constraint(equalTo: actions.centerXAnchor),
            LayoutConstraint(
                item: l.share, attribute: .trailingMargin, relatedBy: .equal, toItem: actions,
                attribute: .trailingMargin, multiplier: 1, constant: 0),
        ]
        LayoutConstraint.activate(all)
    }

    required init?(coder: NSCoder) { nil }

    /// FEED.md's constraints in the visual format.
    static let formats = [
        "H:|-0-[R]-0-|", "V:|-0-[R]-0-|", "V:|-0-[T]-0-[P]-0-[C]-0-[S]-0-[M]-0-|",
        "H:|-0-[a]-0-[o]-0-|", "V:|-0-[a]-(>=0)-|", "V:|-0-[o]-(>=0)-|",
        "V:|-0-[pi]-(>=0)-[pc]-0-|", "V:|-1-[pn]-1-[ph]-1-[pt]-(>=3)-[pc]", "V:[pi]-(0@749)-[pc]",
        "H:|-0-[pi]-2-[pn]-4-|", "H:[pi]-2-[ph]-4-|", "H:[pi]-2-[pt]-4-|", "H:|-0-[pc]-0-|",
        "V:|-0-[ci]-0-[ct]-0-[cd]-0-|",
        "H:|-0-[ai]-0-[ac]-0-|", "V:|-0-[ai]-(>=0)-|", "V:|-0-[ac]-(>=0)-|", "V:[ai]-(0@749)-|",
    ]

    /// Leading and trailing equal to the container's.
    static func spanning(_ view: View, _ container: View) -> [LayoutConstraint] {
        [
            view.leadingAnchor.constraint(equalTo: container.leadingAnchor),
            view.trailingAnchor.constraint(equalTo: container.trailingAnchor),
        ]
    }

    /// Adds views to a container, positioned by constraints.
    private func place(_ views: [View], in container: View) {
        for view in views {
            view.translatesAutoresizingMaskIntoConstraints = false
            container.addSubview(view)
        }
    }
}
