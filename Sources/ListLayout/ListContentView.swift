import AutoLayout
import Foundation

/// The view that shows a ``ListContentConfiguration`` (UIKit's `UIListContentView`): an
/// image at the leading margin, the text beside it, and the secondary text below the text
/// or at the trailing margin, inside the configuration's margins.
@MainActor
open class ListContentView: View, ContentView {
    let textLabel = Label()
    let secondaryTextLabel = Label()
    let imageView = ImageView()
    private var placed: [LayoutConstraint] = []
    private var current: ListContentConfiguration
    /// The side margin taken from the cell when the configuration preserves it.
    var cellSideMargin: CGFloat = 16 {
        didSet { if cellSideMargin != oldValue { configure() } }
    }

    /// A view showing `configuration`.
    public init(configuration: ListContentConfiguration) {
        current = configuration
        super.init(frame: .zero)
        for view in [imageView, textLabel, secondaryTextLabel] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        configure()
    }

    public required init?(coder: NSCoder) { nil }

    /// The configuration shown; another list configuration is shown in place.
    public var configuration: ContentConfiguration {
        get { current }
        set {
            guard let list = newValue as? ListContentConfiguration else { return }
            current = list
            configure()
        }
    }

    private func configure() {
        apply(current.textProperties, current.text, to: textLabel)
        apply(current.secondaryTextProperties, current.secondaryText, to: secondaryTextLabel)
        imageView.image = current.image
        imageView.isHidden = current.image == nil
        secondaryTextLabel.isHidden = current.secondaryText == nil
        LayoutConstraint.deactivate(placed)
        placed = constraints(for: current)
        LayoutConstraint.activate(placed)
    }

    private func apply(_ properties: ListContentConfiguration.TextProperties, _ text: String?, to label: Label) {
        label.text = ListContentConfiguration.shown(text, properties.transform)
        label.font = properties.font
        label.adjustsFontForContentSizeCategory = properties.font.textStyle != nil
        label.textColor = properties.color
        label.numberOfLines = properties.numberOfLines
        label.textAlignment = properties.alignment
    }

    /// The margins, the cell's side margin where the configuration preserves it.
    private var margins: DirectionalEdgeInsets {
        var m = current.directionalLayoutMargins
        if current.axesPreservingSuperviewLayoutMargins.contains(.horizontal) {
            m.leading = cellSideMargin
            m.trailing = cellSideMargin
        }
        return m
    }
}

extension ListContentView {
    /// The constraints that place the image and the texts for a configuration.
    fileprivate func constraints(for configuration: ListContentConfiguration) -> [LayoutConstraint] {
        let m = margins
        var all: [LayoutConstraint] = []
        var leading = leadingAnchor
        var leadingInset = m.leading
        if let image = configuration.image {
            let size = shownSize(of: image, configuration.imageProperties)
            all += [
                imageView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: m.leading),
                imageView.centerYAnchor.constraint(equalTo: centerYAnchor),
                imageView.widthAnchor.constraint(equalToConstant: size.width),
                imageView.heightAnchor.constraint(equalToConstant: size.height),
                imageView.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top),
            ]
            leading = imageView.trailingAnchor
            leadingInset = configuration.imageToTextPadding
        }
        // The texts form a block inside the margins, centred when a row's least height
        // leaves room (a row of one line of body text is 44 points, its text 11.8 from the top).
        let block = textBlock
        all += [
            textLabel.leadingAnchor.constraint(equalTo: leading, constant: leadingInset),
            textLabel.topAnchor.constraint(equalTo: block.topAnchor),
        ]
        // The bottom margin gives way (999) while the list's estimate is smaller than the
        // content, so that measuring a self-sizing row or header never logs a conflict.
        let bottom: LayoutConstraint
        if configuration.minimumHeight > 0 {
            let least = heightAnchor.constraint(greaterThanOrEqualToConstant: configuration.minimumHeight)
            least.priority = LayoutPriority(999)
            bottom = block.bottomAnchor.constraint(lessThanOrEqualTo: bottomAnchor, constant: -m.bottom)
            let centred = block.centerYAnchor.constraint(equalTo: centerYAnchor)
            centred.priority = LayoutPriority(998)
            all += [least, block.topAnchor.constraint(greaterThanOrEqualTo: topAnchor, constant: m.top), centred]
        } else {
            bottom = block.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -m.bottom)
            all.append(block.topAnchor.constraint(equalTo: topAnchor, constant: m.top))
        }
        bottom.priority = LayoutPriority(999)
        all.append(bottom)
        let hasSecondary = configuration.secondaryText != nil
        if hasSecondary && configuration.prefersSideBySideTextAndSecondaryText {
            all += [
                secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
                secondaryTextLabel.leadingAnchor.constraint(
                    greaterThanOrEqualTo: textLabel.trailingAnchor, constant: configuration.textToSecondaryTextHorizontalPadding),
                secondaryTextLabel.centerYAnchor.constraint(equalTo: textLabel.centerYAnchor),
                textLabel.bottomAnchor.constraint(equalTo: block.bottomAnchor),
            ]
        } else if hasSecondary {
            // Stacked texts take the whole width, so that long ones wrap at the margin.
            all += [
                textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
                secondaryTextLabel.leadingAnchor.constraint(equalTo: textLabel.leadingAnchor),
                secondaryTextLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
                secondaryTextLabel.topAnchor.constraint(
                    equalTo: textLabel.bottomAnchor, constant: configuration.textToSecondaryTextVerticalPadding),
                secondaryTextLabel.bottomAnchor.constraint(equalTo: block.bottomAnchor),
            ]
        } else {
            all += [
                textLabel.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -m.trailing),
                textLabel.bottomAnchor.constraint(equalTo: block.bottomAnchor),
            ]
        }
        return all
    }

    /// The guide around the texts.
    private var textBlock: LayoutGuide {
        if let guide = layoutGuides.first(where: { $0.identifier == "ListContentTextBlock" }) { return guide }
        let guide = LayoutGuide()
        guide.identifier = "ListContentTextBlock"
        addLayoutGuide(guide)
        return guide
    }

    /// The image's size within the configured limits.
    private func shownSize(of image: Image, _ properties: ListContentConfiguration.ImageProperties) -> CGSize {
        var size = image.size
        let limit = properties.maximumSize
        if limit.width > 0, size.width > limit.width {
            size = CGSize(width: limit.width, height: size.height * limit.width / size.width)
        }
        if limit.height > 0, size.height > limit.height {
            size = CGSize(width: size.width * limit.height / size.height, height: limit.height)
        }
        let reserved = properties.reservedLayoutSize
        return CGSize(width: max(size.width, reserved.width), height: max(size.height, reserved.height))
    }
}
