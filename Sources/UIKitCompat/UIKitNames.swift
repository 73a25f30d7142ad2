// UIKit's and SnapKit's names for this package's types, so that code written for UIKit and
// SnapKit compiles with `import UIKitCompat` in place of `import UIKit` and `import SnapKit`.

@_exported import AutoLayout
@_exported import Foundation
@_exported import LayoutDSL
@_exported import ListLayout

public typealias UIView = View
public typealias UILabel = Label
public typealias UIImageView = ImageView
public typealias UIImage = Image
public typealias UIFont = Font
public typealias UIColor = Color
public typealias UIEdgeInsets = EdgeInsets
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
public typealias NSLayoutConstraint = LayoutConstraint
public typealias UILayoutPriority = LayoutPriority
public typealias UILayoutGuide = LayoutGuide
public typealias NSLayoutAnchor = LayoutAnchor
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
public typealias NSLayoutDimension = LayoutDimension
public typealias UIStackView = StackView
public typealias UIScrollView = ScrollView
public typealias UITableView = TableView
public typealias UITableViewCell = TableViewCell
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
public typealias UITableViewDataSource = TableViewDataSource
public typealias UITableViewDelegate = TableViewDelegate
public typealias UICollectionView = CollectionView
public typealias UICollectionViewCell = CollectionViewCell
public typealias UICollectionReusableView = CollectionReusableView
public typealias UICollectionViewDataSource = CollectionViewDataSource
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
public typealias UIContentInsetsReference = ContentInsetsReference
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
public typealias NSCollectionLayoutSize = CollectionLayoutSize
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
public typealias NSCollectionLayoutItem = CollectionLayoutItem
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
public typealias NSCollectionLayoutSection = CollectionLayoutSection
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
public typealias NSRectAlignment = RectAlignment
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
public typealias UISemanticContentAttribute = SemanticContentAttribute
public typealias NSLineBreakMode = LineBreakMode

extension LayoutConstraint {
    /// UIKit's `NSLayoutConstraint.Attribute`.
    public typealias Attribute = LayoutAttribute
    /// UIKit's `NSLayoutConstraint.Relation`.
    public typealias Relation = LayoutRelation
    /// UIKit's `NSLayoutConstraint.Axis`.
    public typealias Axis = LayoutAxis
    /// UIKit's `NSLayoutConstraint.FormatOptions`.
    public typealias FormatOptions = AutoLayout.FormatOptions
}

extension View {
    /// UIKit's `UIView.AutoresizingMask`.
    public typealias AutoresizingMask = AutoLayout.AutoresizingMask
}

extension CollectionView {
    /// UIKit's `UICollectionView.ScrollDirection`.
    public typealias ScrollDirection = ListLayout.ScrollDirection
}

extension Color {
    /// The background of a screen: white.
    public static let systemBackground = Color.white
    /// The background of grouped content: a light grey.
    public static let secondarySystemBackground = Color(red: 0.949, green: 0.949, blue: 0.969)
    /// Primary text: black.
    public static let label = Color.black
    /// Secondary text: grey.
    public static let secondaryLabel = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.6)
    /// Separators: a light grey.
    public static let separator = Color(red: 0.235, green: 0.235, blue: 0.263, alpha: 0.29)
    /// The system blue.
    public static let systemBlue = Color(red: 0, green: 0.478, blue: 1)
    /// The system red.
    public static let systemRed = Color(red: 1, green: 0.231, blue: 0.188)
    /// The system green.
    public static let systemGreen = Color(red: 0.204, green: 0.78, blue: 0.349)
    /// The system orange.
    public static let systemOrange = Color(red: 1, green: 0.584, blue: 0)
    /// The system grey.
    public static let systemGray = Color(red: 0.557, green: 0.557, blue: 0.576)
    /// A lighter system grey.
    public static let systemGray5 = Color(red: 0.898, green: 0.898, blue: 0.918)
}

/// UIKit's image renderer: drawing does nothing here; the image has the renderer's size.
public final class UIGraphicsImageRenderer {
    /// The size of the images it makes.
    public let size: CGSize

    /// Creates a renderer for images of a size.
    public init(size: CGSize) { self.size = size }

    /// Runs the drawing closure (with a context that draws nothing) and returns an image of
    /// the renderer's size.
    public func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        actions(UIGraphicsImageRendererContext())
        return Image(size: size)
    }
}

/// The drawing context of ``UIGraphicsImageRenderer``; it draws nothing.
public struct UIGraphicsImageRendererContext {
    /// Fills a rectangle (nothing is drawn).
    public func fill(_ rect: CGRect) {}
}
