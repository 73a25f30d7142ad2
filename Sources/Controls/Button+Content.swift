import AutoLayout
import Foundation

extension Button {
    /// The parts of a button's content and their sizes.
    private struct Parts {
        var image: CGSize?
        var title: CGSize?
        var subtitle: CGSize?
        var insets: EdgeInsets
    }

    private var parts: Parts {
        let image = imageView.flatMap { $0.isHidden ? nil : $0.image?.size }
        let hasTitle = !(titleView.text ?? "").isEmpty
        let title = hasTitle ? titleView.intrinsicContentSize : nil
        guard let configuration else {
            return Parts(image: image, title: title, subtitle: nil, insets: contentEdgeInsets)
        }
        let subtitle = configuration.subtitle.map { !$0.isEmpty } == true ? subtitleLabel?.intrinsicContentSize : nil
        let insets = configuration.contentInsets
        return Parts(
            image: image, title: title, subtitle: subtitle,
            insets: EdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing))
    }

    /// Whether UIKit's title padding applies: no configuration, no image and no content
    /// insets give the title 6 points above and below and at least 30 points of width.
    private func padsTitle(_ parts: Parts) -> Bool {
        configuration == nil && parts.image == nil && parts.insets == .zero
    }

    /// The title and subtitle, one above the other; without a configuration, an empty
    /// title is an empty line of the title font.
    private func textBlock(_ parts: Parts) -> CGSize? {
        var title = parts.title
        if title == nil && parts.subtitle == nil {
            guard configuration == nil && parts.image == nil else { return nil }
            title = CGSize(width: 0, height: roundedUpToPixels(titleView.font.lineHeight, scale: textScale))
        }
        let subtitle = parts.subtitle ?? .zero
        let gap = title != nil && parts.subtitle != nil ? configuration?.titlePadding ?? 0 : 0
        let padding: CGFloat = padsTitle(parts) ? 12 : 0
        let line = title ?? .zero
        return CGSize(width: max(line.width, subtitle.width), height: line.height + gap + subtitle.height + padding)
    }

    /// Whether the image goes above or below the text instead of beside it.
    private var stacksVertically: Bool {
        guard let placement = configuration?.imagePlacement else { return false }
        return placement == .top || placement == .bottom
    }

    /// The content's size without the insets.
    private func bareContentSize(_ parts: Parts) -> CGSize {
        let text = textBlock(parts)
        switch (parts.image, text) {
        case (nil, nil): return .zero
        case (let image?, nil): return image
        case (nil, let text?): return text
        case (let image?, let text?):
            let padding = configuration?.imagePadding ?? 0
            return stacksVertically
                ? CGSize(width: max(image.width, text.width), height: image.height + padding + text.height)
                : CGSize(width: image.width + padding + text.width, height: max(image.height, text.height))
        }
    }

    /// The content plus the insets.
    func contentSize() -> CGSize {
        let parts = parts
        let size = bareContentSize(parts)
        let insets = parts.insets
        let width = size.width + insets.left + insets.right
        let height = size.height + insets.top + insets.bottom
        guard configuration == nil else { return CGSize(width: width, height: height) }
        // UIKit's legacy sizes are whole points; a background image alone sizes the button,
        // and with content the button is at least its size.
        let background = currentBackgroundImage?.size ?? .zero
        let empty = parts.title == nil && parts.image == nil && parts.insets == .zero
        if empty && currentBackgroundImage != nil { return background }
        let minimum: CGFloat = padsTitle(parts) ? 30 : 0
        return CGSize(
            width: max(minimum, background.width, roundedUpToPixels(width, scale: 1)),
            height: max(background.height, roundedUpToPixels(height, scale: 1)))
    }

    /// Centers the content in the bounds less the insets: the image before (or after,
    /// above, below) the text, the subtitle under the title; each part on the pixel grid.
    func placeContent() {
        let parts = parts
        let area = bounds.inset(by: parts.insets)
        let content = bareContentSize(parts)
        var origin = CGPoint(x: area.midX - content.width / 2, y: area.midY - content.height / 2)
        let text = textBlock(parts) ?? .zero
        let padding = configuration?.imagePadding ?? 0
        let placement = configuration?.imagePlacement ?? .leading
        var textOrigin = origin
        if let image = parts.image, let view = imageView {
            var imageOrigin = origin
            switch placement {
            case .leading: textOrigin.x += image.width + padding
            case .trailing: imageOrigin.x += text.width + padding
            case .top: textOrigin.y += image.height + padding
            case .bottom: imageOrigin.y += text.height + padding
            }
            if stacksVertically {
                imageOrigin.x = area.midX - image.width / 2
            } else {
                imageOrigin.y = area.midY - image.height / 2
            }
            view.frame = originOnPixels(CGRect(origin: imageOrigin, size: image), scale: textScale)
        }
        origin = textOrigin
        let padded: CGFloat = padsTitle(parts) ? 6 : 0
        let textTop = stacksVertically ? origin.y + padded : area.midY - text.height / 2 + padded
        let textMidX = stacksVertically ? area.midX : origin.x + text.width / 2
        let title = parts.title ?? .zero
        titleView.frame = originOnPixels(
            CGRect(x: textMidX - title.width / 2, y: textTop, width: title.width, height: title.height),
            scale: textScale)
        if let subtitle = parts.subtitle, let label = subtitleLabel {
            let gap = parts.title != nil ? configuration?.titlePadding ?? 0 : 0
            label.frame = originOnPixels(
                CGRect(
                    x: textMidX - subtitle.width / 2, y: textTop + title.height + gap, width: subtitle.width,
                    height: subtitle.height), scale: textScale)
        }
    }

    /// Takes the configuration's title, subtitle, image and fonts.
    func configurationDidChange() {
        guard let configuration else {
            titleView.font = legacyTitleFont
            showTitle()
            subtitleLabel?.text = nil
            showImage(currentImage)
            return
        }
        titleView.font = configuration.buttonSize.titleFont
        titleView.text = configuration.title
        if let subtitle = configuration.subtitle, subtitleLabel == nil, !subtitle.isEmpty {
            let label = Label()
            label.font = .preferredFont(forTextStyle: .subheadline)
            label.textAlignment = .center
            subtitleLabel = label
            addSubview(label)
        }
        subtitleLabel?.text = configuration.subtitle
        showImage(configuration.image)
    }
}
