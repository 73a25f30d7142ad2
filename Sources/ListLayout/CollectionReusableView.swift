import AutoLayout
import Foundation

/// A view a collection view places and reuses: cells, headers, footers (UIKit's
/// `UICollectionReusableView`). It hosts its own layout engine; the collection view sets its
/// frame and holds its size with `'UIView-Encapsulated-Layout-Width'` and `-Height`.
@MainActor
open class CollectionReusableView: View {
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// The identifier it was dequeued with.
    @exclusivity(unchecked) public internal(set) var reuseIdentifier: String?
    /// Whether the collection view manages it (after it dequeued it).
    var isManaged = false
    /// The kind a supplementary view was dequeued for.
    var dequeuedKind: String?
    /// The size it reported the last time it measured itself.
    var measuredSize: CGSize = .zero
    /// The collection view's placement pass that last placed it.
    var placedInPass = 0
    /// What the section's visible-items handler last did to the view (none until it runs).
    var visibleItemAdjustment: VisibleItemAdjustment?

    /// UIKit's names for this module's classes, registered once.
    static let registeredNames: Void = {
        View.registerDebugClassName(CollectionReusableView.self, "UICollectionReusableView")
        View.registerDebugClassName(CollectionViewCell.self, "UICollectionViewCell")
        View.registerDebugClassName(CollectionView.self, "UICollectionView")
        View.registerDebugClassName(TableView.self, "UITableView")
        View.registerDebugClassName(TableViewCell.self, "UITableViewCell")
        View.registerDebugClassName(TableViewCellContentView.self, "UITableViewCellContentView")
        View.registerDebugClassName(TableViewHeaderFooterView.self, "UITableViewHeaderFooterView")
        View.registerDebugClassName(TableViewLabel.self, "UITableViewLabel")
    }()

    /// Creates a reusable view; subclasses override this initializer, as in UIKit.
    public override init(frame: CGRect) {
        _ = Self.registeredNames
        super.init(frame: frame)
        isLayoutEngineRoot = true
    }

    /// Setting it on a view a collection view manages is reported with UIKit's warning.
    open override var translatesAutoresizingMaskIntoConstraints: Bool {
        didSet {
            guard isManaged else { return }
            LayoutErrors.report(
                .managedViewWarning(
                    "Changing the translatesAutoresizingMaskIntoConstraints property of a UICollectionReusableView "
                        + "that is managed by a UICollectionView is not supported, and will result in incorrect "
                        + "self-sizing. View: \(self)"))
        }
    }

    /// Creates an empty view (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isLayoutEngineRoot = true
    }

    /// Creates a view through ``init(frame:)``; the collection view makes registered
    /// classes with it. A subclass that overrides `init(frame:)` and `init(coder:)`, as
    /// UIKit cells do, inherits it.
    public required convenience init() {
        self.init(frame: .zero)
    }

    /// Called before the view is handed out again: reset what the last item configured.
    open func prepareForReuse() {}

    /// The attributes the view wants after measuring itself: the default measures the
    /// axes the layout estimated with `systemLayoutSizeFitting`, at the proposed size on the
    /// others (required) and as the content decides on the estimated ones.
    open func preferredLayoutAttributesFitting(_ layoutAttributes: CollectionViewLayoutAttributes)
        -> CollectionViewLayoutAttributes
    {
        let preferred = layoutAttributes.copy()
        let (width, height) = layoutAttributes.estimatedAxes
        guard width || height else { return preferred }
        preferred.size = systemLayoutSizeFitting(
            layoutAttributes.size, withHorizontalFittingPriority: width ? .fittingSizeLevel : .required,
            verticalFittingPriority: height ? .fittingSizeLevel : .required)
        return preferred
    }

    /// Takes the layout's attributes: the frame, and the encapsulated size constraints
    /// (moved and hidden as the section's visible-items handler last asked).
    open func apply(_ layoutAttributes: CollectionViewLayoutAttributes) {
        let adjustment = visibleItemAdjustment
        frame = layoutAttributes.frame.offsetBy(dx: adjustment?.offset.x ?? 0, dy: adjustment?.offset.y ?? 0)
        setEncapsulatedSize(layoutAttributes.size)
        isHidden = adjustment?.isHidden ?? layoutAttributes.isHidden
    }
}

/// A collection view cell (UIKit's `UICollectionViewCell`): put your views in its
/// ``contentView``, which follows the cell's size.
@MainActor
open class CollectionViewCell: CollectionReusableView {
    /// The view that holds the cell's content; it translates its autoresizing mask and
    /// stretches with the cell.
    public let contentView = View()
    /// Whether the cell's item is selected; the collection view sets it as items are
    /// selected and as cells come into view.
    open var isSelected = false { didSet { refreshBackgrounds() } }
    /// Whether the cell is being touched (no touches here: set it to see the highlight).
    open var isHighlighted = false { didSet { refreshBackgrounds() } }
    /// The view behind the content, stretched with the cell.
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

    /// The background a plain cell starts from: ``BackgroundConfiguration/clear()``.
    open func defaultBackgroundConfiguration() -> BackgroundConfiguration { .clear() }

    /// The view behind the content while the cell is selected or highlighted, stretched
    /// with the cell (above ``backgroundView``).
    open var selectedBackgroundView: View? {
        didSet {
            if oldValue !== selectedBackgroundView { oldValue?.removeFromSuperview() }
            refreshBackgrounds()
        }
    }
    /// What the content view shows, described by a configuration (UIKit's iOS 14 API):
    /// the view it makes fills ``contentView``.
    public var contentConfiguration: ContentConfiguration? { didSet { install(contentConfiguration) } }
    /// The view made for ``contentConfiguration``.
    var installedContentView: (View & ContentView)?
    /// The constraint that ends the installed view on the trailing side.
    var installedTrailing: LayoutConstraint?

    /// Pins the installed content view's trailing edge: to the content view's, unless a
    /// subclass keeps room for accessories.
    func contentViewDidChange() {
        installedTrailing?.isActive = false
        installedTrailing = installedContentView.map {
            $0.trailingAnchor.constraint(equalTo: contentView.trailingAnchor)
        }
        installedTrailing?.isActive = true
    }

    /// Creates a cell; subclasses override this initializer to add their views.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        installContentView()
    }

    /// Creates an empty cell (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        installContentView()
    }

    /// Puts the backgrounds behind the content view, filling the cell; the selected one
    /// only while the cell is selected or highlighted.
    private func refreshBackgrounds() {
        let shown = [backgroundView, isSelected || isHighlighted ? selectedBackgroundView : nil].compactMap { $0 }
        if let hidden = selectedBackgroundView, !shown.contains(where: { $0 === hidden }) {
            hidden.removeFromSuperview()
        }
        for (index, view) in shown.enumerated() where view.superview !== self {
            view.frame = installedBackground?.frame(of: view, in: bounds) ?? bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            insertSubview(view, at: index)
        }
    }

    private func installContentView() {
        contentView.frame = CGRect(origin: .zero, size: frame.size)
        contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(contentView)
    }
}

extension CollectionViewLayoutAttributes {
    /// Which axes the layout only estimated (the view decides them).
    var estimatedAxes: (width: Bool, height: Bool) { (estimatesWidth, estimatesHeight) }
}
