import AutoLayout
import Foundation
import ListLayout

/// The feed benchmark's data for one cell (../shared/benchmarks/FEED.md, docs/benchmarks.md):
/// the texts of its eight changing labels.
struct FeedItem: Sendable {
    let action, posterName, posterHeadline, posterTime, posterComment: String
    let contentTitle, contentDomain, actorComment: String

    init(_ i: Int) {
        action = "action text \(i)"
        posterName = "poster name \(i)"
        posterHeadline = "poster title \(i) with some longer stuff"
        posterTime = "poster timestamp \(i)"
        posterComment = "poster comment \(i)"
        contentTitle = "content title \(i)"
        contentDomain = "content domain \(i)"
        actorComment = "actor comment \(i)"
    }
}

/// The fifteen leaves every variant of the feed cell shows, made the same way: labels in
/// the default font on one line (the headline on up to three), image views of 50 x 50 and
/// 350 x 200; for constraints, the options label and the poster and actor images hold their
/// width (1000 / 1000).
@MainActor
final class FeedLeaves {
    let action = Label(), options = Label(text: "...")
    let posterImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
    let posterName = Label(), posterHeadline = Label(), posterTime = Label(), posterComment = Label()
    let contentImage = ImageView(image: Image(size: CGSize(width: 350, height: 200)))
    let contentTitle = Label(), contentDomain = Label()
    let like = Label(text: "Like"), comment = Label(text: "Comment"), share = Label(text: "Share")
    let actorImage = ImageView(image: Image(size: CGSize(width: 50, height: 50)))
    let actorComment = Label()

    init(holdingWidths: Bool) {
        posterHeadline.numberOfLines = 3
        contentImage.contentMode = .scaleAspectFit
        for view in [options, posterImage, actorImage] as [View] where holdingWidths {
            view.setContentHuggingPriority(.required, for: .horizontal)
            view.setContentCompressionResistancePriority(.required, for: .horizontal)
        }
    }

    /// Every leaf, in the order the cell shows them.
    var all: [View] {
        [
            action, options, posterImage, posterName, posterHeadline, posterTime, posterComment, contentImage,
            contentTitle, contentDomain, like, comment, share, actorImage, actorComment,
        ]
    }

    /// The benchmark's `setData`: the eight texts of an item.
    func show(_ item: FeedItem) {
        action.text = item.action
        posterName.text = item.posterName
        posterHeadline.text = item.posterHeadline
        posterTime.text = item.posterTime
        posterComment.text = item.posterComment
        contentTitle.text = item.contentTitle
        contentDomain.text = item.contentDomain
        actorComment.text = item.actorComment
    }
}

/// The cell's height when no label wraps: eight lines of the default font and 256 points
/// (FEED.md: H = 8L + 256; a line of the 17-point system font is 20.29 points, 20.33 at
/// 3x).
@MainActor
func feedExpectedHeight() -> CGFloat {
    let line = Label(text: "x").intrinsicContentSize.height
    // On sixths of a point, as fitted sizes are read (20.33 at 3x: 418.67, as on iOS).
    return ((8 * line + 256) * 6).rounded() / 6
}
