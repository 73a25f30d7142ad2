import AutoLayout
import Foundation

// UIKit lays a cell's built-in `textLabel`, `detailTextLabel` and `imageView` out by frames
// in the cell's own layout, by its style, not by constraints. The rules and numbers here
// are UIKit's:
// - `.default`: the text label fills the content view's height between the layout
//   margins, as iOS prints it: `<UITableViewLabel; frame = (16 0; 288 43.5)>` in a
//   320-point row (swift-snapshot-testing's recorded `recursiveDescription` of a
//   `UITableViewController`, testTableViewController.2.txt).
// - The image at the leading margin, centred vertically and scaled down to fit the height;
//   the text 15 points after it. `.value1`: the detail right-aligned at the trailing
//   margin, 6 points at least after the text. `.value2`: a text column 91 points wide,
//   right-aligned, in the footnote style and the tint colour, then the detail 6 points
//   after it; no image. `.subtitle`: the detail (caption 1, 12 points) right below the
//   text. Labels on one line are centred as a group, their top at
//   `ceil((height - group height) / 2)`; rows are at least 44 points, with half the body
//   style's line height above and below the labels, rounded up (11 points at the default
//   text size; 4 in `.subtitle`). These are the constants of UIKit's
//   `UITableViewCellLayoutManager` subclasses (iOS 18.2).
// - The text label is in the body style (17 points, following the reader's text size),
//   on one line unless `numberOfLines` is changed (UILabel's default).

extension TableViewCell {
    /// Which built-in label a label is.
    enum BuiltInLabelRole {
        case text, detail
    }

    /// A built-in label in the style's font, colour and alignment, added to the content
    /// view (placed by frame in ``placeBuiltInContent()``).
    func makeBuiltInLabel(role: BuiltInLabelRole) -> Label {
        let label = TableViewLabel(frame: .zero)
        label.cell = self
        let style: Font.TextStyle =
            switch (cellStyle, role) {
            case (.value2, _): .footnote
            case (.subtitle, .detail): .caption1
            default: .body
            }
        label.font = .preferredFont(forTextStyle: style)
        label.adjustsFontForContentSizeCategory = true
        switch (cellStyle, role) {
        case (.value1, .detail):
            label.textColor = .secondaryLabel
            label.textAlignment = .right
        case (.value2, .text):
            label.textColor = .systemBlue
            label.textAlignment = .right
        default:
            break
        }
        contentView.addSubview(label)
        setNeedsLayout()
        return label
    }

    /// Places the built-in labels and image in the content view's bounds.
    func placeBuiltInContent() {
        guard textLabelStorage != nil || detailTextLabelStorage != nil || imageViewStorage != nil else { return }
        let layout = BuiltInCellLayout(cell: self, size: contentView.bounds.size)
        let frames = layout.frames()
        func put(_ view: View?, _ frame: CGRect?) {
            guard let view, let frame, view.frame != frame else { return }
            view.frame = frame
        }
        put(textLabelStorage, frames.text)
        put(detailTextLabelStorage, frames.detail)
        put(imageViewStorage, frames.image)
    }

    /// The content view's height the built-in labels ask for at a content width (at least
    /// 44 points); `nil` when the cell shows neither built-in text nor an image.
    func builtInContentHeight(forContentWidth width: CGFloat) -> CGFloat? {
        let shows =
            [textLabelStorage, detailTextLabelStorage].contains { !($0?.text ?? "").isEmpty }
            || imageViewStorage?.image != nil
        guard shows else { return nil }
        return BuiltInCellLayout(cell: self, size: CGSize(width: width, height: 0)).contentHeight()
    }
}

/// A cell's built-in label (UIKit's `UITableViewLabel`): a new text or font lays its cell
/// out again, as UIKit's does.
final class TableViewLabel: Label {
    weak var cell: TableViewCell?

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        cell?.setNeedsLayout()
    }
}

/// A cell's built-in image view: a new image lays its cell out again.
final class TableViewCellImageView: ImageView {
    weak var cell: TableViewCell?

    override func invalidateIntrinsicContentSize() {
        super.invalidateIntrinsicContentSize()
        cell?.setNeedsLayout()
    }
}

/// The frames of a cell's built-in content for one size of its content view.
@MainActor
struct BuiltInCellLayout {
    let style: TableViewCell.CellStyle
    let size: CGSize
    let text: Label?
    let detail: Label?
    let image: ImageView?
    let left: CGFloat
    let right: CGFloat
    let scale: CGFloat

    init(cell: TableViewCell, size: CGSize) {
        style = cell.cellStyle
        self.size = size
        text = cell.textLabelStorage
        detail = cell.detailTextLabelStorage
        image = style == .value2 ? nil : cell.imageViewStorage
        let margins = cell.contentView.layoutMargins
        (left, right) = (margins.left, margins.right)
        scale = cell.contentView.textScale
        let category = cell.traitCollection.preferredContentSizeCategory
        let body = Font.preferredFont(forTextStyle: .body, category: category)
        verticalMargin = style == .subtitle ? 4 : ceil(body.lineHeight / 2)
    }

    /// The smallest row UIKit gives built-in content.
    static let minimumHeight: CGFloat = 44
    /// The space between the image and the text.
    static let imageSpacing: CGFloat = 15
    /// The least space between two labels side by side.
    static let labelSpacing: CGFloat = 6
    /// The width of `.value2`'s text column.
    static let value2Column: CGFloat = 91

    /// The space above and below the labels: half the body style's line height, rounded
    /// up (11 points at the default text size), or 4 in `.subtitle`.
    let verticalMargin: CGFloat

    /// The image's frame: at the leading margin, centred, no taller than the content.
    var imageFrame: CGRect? {
        guard let image, let picture = image.image, picture.size.width > 0, picture.size.height > 0 else {
            return nil
        }
        var shown = picture.size
        if size.height > 0 && shown.height > size.height {
            shown = CGSize(width: shown.width * size.height / shown.height, height: size.height)
        }
        let frame = CGRect(x: left, y: (size.height - shown.height) / 2, width: shown.width, height: shown.height)
        return originOnPixels(frame, scale: scale)
    }

    /// Where the text starts and how wide it may be.
    var textRect: (x: CGFloat, width: CGFloat) {
        let x = imageFrame.map { max(left, $0.maxX + Self.imageSpacing) } ?? left
        return (x, max(0, size.width - right - x))
    }

    /// A label's size on its lines at `width`, no wider than `width`.
    func fitted(_ label: Label?, _ width: CGFloat) -> CGSize {
        guard let label, !(label.text ?? "").isEmpty else { return .zero }
        let fit = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        return CGSize(width: min(fit.width, width), height: fit.height)
    }

    /// The sizes of the text and the detail, by the style's rules.
    func labelSizes() -> (text: CGSize, detail: CGSize) {
        let (x, width) = textRect
        switch style {
        case .default:
            return (fitted(text, width), .zero)
        case .value1:
            let t = fitted(text, width)
            return (t, fitted(detail, max(0, width - t.width - Self.labelSpacing)))
        case .value2:
            let detailX = x + Self.value2Column + Self.labelSpacing
            return (fitted(text, Self.value2Column), fitted(detail, max(0, size.width - right - detailX)))
        case .subtitle:
            return (fitted(text, width), fitted(detail, width))
        }
    }

    /// The content height the labels need, with the style's margins, at least 44.
    func contentHeight() -> CGFloat {
        let (t, d) = labelSizes()
        let labels = style == .subtitle ? t.height + d.height : max(t.height, d.height)
        return max(Self.minimumHeight, labels + 2 * verticalMargin)
    }

    /// The frames of the text label, the detail label and the image view.
    func frames() -> (text: CGRect?, detail: CGRect?, image: CGRect?) {
        let (x, width) = textRect
        let (t, d) = labelSizes()
        let image = imageFrame ?? (self.image == nil ? nil : .zero)
        let group = style == .subtitle ? t.height + d.height : max(t.height, d.height)
        let top = ceil((size.height - group) / 2)
        switch style {
        case .default:
            return (CGRect(x: x, y: 0, width: width, height: size.height), nil, image)
        case .value1:
            let detailFrame = CGRect(x: size.width - right - d.width, y: top, width: d.width, height: d.height)
            return (CGRect(x: x, y: top, width: t.width, height: t.height), detailFrame, image)
        case .value2:
            let detailX = x + Self.value2Column + Self.labelSpacing
            let textFrame = CGRect(x: x, y: top, width: Self.value2Column, height: t.height)
            return (textFrame, CGRect(x: detailX, y: top, width: d.width, height: d.height), nil)
        case .subtitle:
            let detailFrame = CGRect(x: x, y: top + t.height, width: d.width, height: d.height)
            return (CGRect(x: x, y: top, width: t.width, height: t.height), detailFrame, image)
        }
    }
}
