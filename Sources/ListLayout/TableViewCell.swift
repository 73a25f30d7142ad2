import AutoLayout
import Foundation

/// The view that holds a table cell's content (UIKit's `UITableViewCellContentView`). It
/// hosts its own layout engine; the table holds its size with
/// `'UIView-Encapsulated-Layout-Width'` and `-Height`.
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
open class TableViewCell: View {
    /// The view for the cell's content.
    public let contentView = TableViewCellContentView(frame: .zero)
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?
    private var textLabelStorage: Label?

    /// Creates a cell with a style and a reuse identifier; subclasses override this
    /// initializer, as in UIKit (the style is kept for source compatibility; every cell has
    /// the default layout).
    public init(style: CellStyle, reuseIdentifier: String?) {
        _ = CollectionReusableView.registeredNames
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        setUp()
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)``, with a frame.
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// Creates a cell through ``init(style:reuseIdentifier:)``; the table makes registered
    /// classes with it. A subclass that overrides `init(style:reuseIdentifier:)` and
    /// `init(coder:)`, as UIKit cells do, inherits it.
    public required convenience init() {
        self.init(style: .default, reuseIdentifier: nil)
    }

    /// Creates an empty cell (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        isLayoutEngineRoot = true
        addSubview(contentView)
    }

    /// The cell styles of UIKit, kept for source compatibility.
    public enum CellStyle: Sendable { case `default`, value1, value2, subtitle }

    /// A label for the cell's text, made on first use: pinned to the content view's margins,
    /// with a row at least 44 points high.
    public var textLabel: Label? {
        if let label = textLabelStorage { return label }
        let label = Label()
        label.numberOfLines = 0
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        let minimum = contentView.heightAnchor.constraint(greaterThanOrEqualToConstant: 44)
        minimum.priority = .required - 1
        LayoutConstraint.activate([
            label.leadingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.leadingAnchor),
            label.trailingAnchor.constraint(equalTo: contentView.layoutMarginsGuide.trailingAnchor),
            label.topAnchor.constraint(equalTo: contentView.layoutMarginsGuide.topAnchor),
            label.bottomAnchor.constraint(equalTo: contentView.layoutMarginsGuide.bottomAnchor),
            minimum,
        ])
        textLabelStorage = label
        return label
    }

    /// Called before the cell is handed out again: reset what the last row configured.
    open func prepareForReuse() {}

    /// The content view fills the cell, held at the cell's size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        contentView.setEncapsulatedSize(bounds.size)
        contentView.layoutIfNeeded()
    }
}

/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`).
open class TableViewHeaderFooterView: View {
    /// The view for the content.
    public let contentView = TableViewCellContentView(frame: .zero)
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?

    /// Creates a header or footer view.
    public override init(frame: CGRect) {
        _ = CollectionReusableView.registeredNames
        super.init(frame: frame)
        isLayoutEngineRoot = true
        addSubview(contentView)
    }

    /// Creates one with a reuse identifier.
    public convenience init(reuseIdentifier: String?) {
        self.init(frame: .zero)
        self.reuseIdentifier = reuseIdentifier
    }

    /// Creates an empty view (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isLayoutEngineRoot = true
        addSubview(contentView)
    }

    /// Called before the view is handed out again.
    open func prepareForReuse() {}

    /// The content view fills the view, held at its size.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = bounds
        contentView.setEncapsulatedSize(bounds.size)
        contentView.layoutIfNeeded()
    }
}
