import AutoLayout
import Foundation

/// A reusable section header or footer (UIKit's `UITableViewHeaderFooterView`).
@MainActor
open class TableViewHeaderFooterView: View {
    /// The view for the content.
    public let contentView = TableViewCellContentView(frame: .zero)
    /// The identifier it was dequeued with.
    public internal(set) var reuseIdentifier: String?
    /// The label of a title, made when first read (TableView+SectionTitles.swift).
    var textLabelStorage: Label?
    /// Whether the table made this view for its data source's title.
    var isMadeForTitle = false

    /// Creates one with a reuse identifier: the designated initializer, as in UIKit, so a
    /// subclass overrides it and calls `super.init(reuseIdentifier:)`.
    public init(reuseIdentifier: String?) {
        _ = CollectionReusableView.registeredNames
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        isLayoutEngineRoot = true
        addSubview(contentView)
    }

    /// Creates a header or footer view with a frame, through ``init(reuseIdentifier:)``.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
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
        placeTextLabel()
    }
}
