import AutoLayout
import Foundation

/// The view that holds a table cell's content (UIKit's `UITableViewCellContentView`). It
/// hosts its own layout engine; the table holds its size with
/// `'UIView-Encapsulated-Layout-Width'` and `-Height`.
@MainActor
public final class TableViewCellContentView: View {
    /// Creates a content view.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isLayoutEngineRoot = true
        layoutMargins = EdgeInsets(top: 11, left: 16, bottom: 11, right: 16)
    }

    /// Setting it on a cell's content view is reported with UIKit's warning.
    public override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet {
            guard let cell = superview as? TableViewCell else { return }
            LayoutErrors.report(
                .managedViewWarning(
                    "Changing the translatesAutoresizingMaskIntoConstraints property of the contentView of a "
                        + "UITableViewCell is not supported and will result in undefined behavior, as this property "
                        + "is managed by the owning UITableViewCell. Cell: \(cell)"))
        }
    }

    /// Creates an empty content view (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isLayoutEngineRoot = true
    }
}

/// A table row (UIKit's `UITableViewCell`): put your views in its ``contentView``.
@MainActor
open class TableViewCell: View {
    /// The view for the cell's content.
    public let contentView = TableViewCellContentView(frame: .zero)
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The style the cell was made with: how its built-in labels and image are laid out.
    let cellStyle: CellStyle
    var textLabelStorage: Label?
    var detailTextLabelStorage: Label?
    var imageViewStorage: ImageView?

    /// How the cell shows that it is selected (`.default` unless set).
    open var selectionStyle = SelectionStyle.default { didSet { refreshBackgrounds() } }
    /// A standard accessory at the trailing end (ignored while ``accessoryView`` is set).
    open var accessoryType = AccessoryType.none { didSet { refreshAccessory() } }
    /// A view at the trailing end instead of the standard accessory; it keeps its frame's
    /// size (or, with a zero frame, its intrinsic size).
    open var accessoryView: View? {
        didSet {
            if oldValue !== accessoryView { oldValue?.removeFromSuperview() }
            refreshAccessory()
        }
    }
    /// The view behind the content, filling the cell.
    open var backgroundView: View? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if backgroundView !== installedBackground?.view { installedBackground = nil }
            refreshBackgrounds()
        }
    }
    /// The background described as a configuration (UIKit's iOS 14 API); setting it
    /// replaces ``backgroundView`` with a view showing it, inset by its insets, and setting
    /// ``backgroundView`` clears it, as in UIKit.
    public var backgroundConfiguration: BackgroundConfiguration? {
        get { installedBackground?.configuration }
        set {
            installedBackground = newValue.map { InstalledBackground($0, in: bounds) }
            backgroundView = installedBackground?.view
        }
    }
    private var installedBackground: InstalledBackground?
    /// What the content view shows, described by a configuration (UIKit's
    /// `contentConfiguration`,
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/contentconfiguration):
    /// the view it makes fills ``contentView`` (TableViewCell+ContentConfiguration.swift).
    public var contentConfiguration: ContentConfiguration? { didSet { installConfiguration() } }
    /// The view made for ``contentConfiguration``.
    var configurationView: (View & ContentView)?
    /// A row's list configuration, to fill in and set as ``contentConfiguration`` (UIKit's
    /// `defaultContentConfiguration()`,
    /// https://developer.apple.com/documentation/uikit/uitableviewcell/defaultcontentconfiguration()).
    open func defaultContentConfiguration() -> ListContentConfiguration { .cell() }

    /// The background a table cell starts from: ``BackgroundConfiguration/listPlainCell()``.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .listPlainCell() }
    /// The view behind the content while the cell is selected or highlighted (and its
    /// ``selectionStyle`` is not `.none`), filling the cell.
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            refreshBackgrounds()
        }
    }
    var separatorInsetStorage: EdgeInsets?
    var accessoryStorage: View?
    private var selectedStorage = false
    private var highlightedStorage = false

    /// Whether the cell is selected; setting it calls ``setSelected(_:animated:)``.
    open var isSelected: Bool {
        get { selectedStorage }
        set { setSelected(newValue, animated: false) }
    }

    /// Whether the cell is highlighted; setting it calls ``setHighlighted(_:animated:)``.
    open var isHighlighted: Bool {
        get { highlightedStorage }
        set { setHighlighted(newValue, animated: false) }
    }

    /// Selects or deselects the cell, showing or hiding its ``selectedBackgroundView``.
    /// The table calls it as rows are selected; override it to restyle the content, and
    /// call `super`.
    open func setSelected(_ selected: Bool, animated: Bool) {
        selectedStorage = selected
        refreshBackgrounds()
    }

    /// Highlights the cell (while a touch is down), as ``setSelected(_:animated:)`` does.
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        highlightedStorage = highlighted
        refreshBackgrounds()
    }

    /// UIKit's size of a cell made without a table: 320 x 44 (a `UITableViewCell` made in
    /// code reports this frame until a table sizes it; Apple's sample code and the
    /// documentation's default row height of 44 agree).
    public static let defaultSize = CGSize(width: 320, height: 44)

    /// Creates a cell with a style and a reuse identifier, 320 x 44 as UIKit makes it;
    /// subclasses override this initializer, as in UIKit. The style decides how
    /// ``textLabel``, ``detailTextLabel`` and ``imageView`` are laid out.
    public init(style: CellStyle, reuseIdentifier: String?) {
        _ = CollectionReusableView.registeredNames
        self.reuseIdentifier = reuseIdentifier
        cellStyle = style
        super.init(frame: CGRect(origin: .zero, size: Self.defaultSize))
        setUp()
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)`` with a frame; a zero frame
    /// keeps the default 320 x 44, as in UIKit.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        if frame != .zero { self.frame = frame }
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)``; the table makes registered
    /// classes with it. A subclass that overrides `init(style:reuseIdentifier:)` and
    /// `init(coder:)`, as UIKit cells do, inherits it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates an empty cell (views are not archived).
    public required init?(coder: NSCoder) {
        cellStyle = .default
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isLayoutEngineRoot = true
        contentView.frame = bounds
        addSubview(contentView)
    }

    /// The cell styles of UIKit: where the built-in labels and image go (see
    /// TableViewCell+Styles.swift).
    public enum CellStyle: Sendable {
        /// One label filling the row, after the image if there is one.
        case `default`
        /// The text at the leading edge, the detail in grey at the trailing edge.
        case value1
        /// A blue text column 91 points wide, right-aligned, then the detail.
        case value2
        /// The text with a smaller detail below it.
        case subtitle
    }

    /// How a table separates its rows (UIKit's `UITableViewCell.SeparatorStyle`).
    public enum SeparatorStyle: Int, Sendable {
        /// No separators.
        case none
        /// A hairline between rows.
        case singleLine
        /// The etched line of grouped tables on old systems.
        case singleLineEtched
    }

    /// The label for the cell's main text, made on first use (UIKit's `textLabel`).
    open var textLabel: Label? {
        if let label = textLabelStorage { return label }
        let label = makeBuiltInLabel(role: .text)
        textLabelStorage = label
        return label
    }

    /// The label for the secondary text, made on first use; `nil` in the `.default`
    /// style, which has none (UIKit's `detailTextLabel`).
    open var detailTextLabel: Label? {
        guard cellStyle != .default else { return nil }
        if let label = detailTextLabelStorage { return label }
        let label = makeBuiltInLabel(role: .detail)
        detailTextLabelStorage = label
        return label
    }

    /// The image at the leading edge, made on first use; `nil` in the `.value2` style,
    /// which shows no image (UIKit's `imageView`).
    open var imageView: ImageView? {
        guard cellStyle != .value2 else { return nil }
        if let view = imageViewStorage { return view }
        let view = TableViewCellImageView(frame: .zero)
        view.cell = self
        contentView.addSubview(view)
        imageViewStorage = view
        setNeedsLayout()
        return view
    }

    /// Called before the cell is handed out again: reset what the last row configured.
    /// The table has already set it deselected and unhighlighted for its new row.
    open func prepareForReuse() {}

    /// The content view fills the cell up to the accessory, held at that size; the
    /// backgrounds fill the cell and the accessory sits at its trailing end.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let content = contentFrame(forWidth: bounds.width, height: bounds.height)
        contentView.frame = content
        contentView.setEncapsulatedSize(content.size)
        if let view = backgroundView {
            let frame = installedBackground?.frame(of: view, in: bounds) ?? bounds
            if view.frame != frame { view.frame = frame }
        }
        if let view = selectedBackgroundView, view.frame != bounds { view.frame = bounds }
        placeAccessory()
        placeBuiltInContent()
        contentView.layoutIfNeeded()
    }
}
