// UIKit's and SnapKit's names for this package's types, so that code written for UIKit and
// SnapKit compiles with `import UIKitCompat` in place of `import UIKit` and `import SnapKit`.

@_exported import AutoLayout
@_exported import Controls
@_exported import Foundation
@_exported import LayoutDSL
@_exported import ListLayout
@_exported import ViewControllers

/// UIKit's `UIResponder`: ``Responder``.
public typealias UIResponder = Responder
/// UIKit's `UIView`: ``View``.
public typealias UIView = View
/// UIKit's `UILabel`: ``Label``.
public typealias UILabel = Label
/// UIKit's `UIImageView`: ``ImageView``.
public typealias UIImageView = ImageView
/// UIKit's `UIImage`: ``Image``.
public typealias UIImage = Image
/// UIKit's `UIFont`: ``Font``.
public typealias UIFont = Font
/// UIKit's `UIColor`: ``Color``.
public typealias UIColor = Color
/// UIKit's `UIEdgeInsets`: ``EdgeInsets``.
public typealias UIEdgeInsets = EdgeInsets
/// UIKit's `NSDirectionalEdgeInsets`: ``DirectionalEdgeInsets``.
public typealias NSDirectionalEdgeInsets = DirectionalEdgeInsets
/// UIKit's `NSLayoutConstraint`: ``LayoutConstraint``.
public typealias NSLayoutConstraint = LayoutConstraint
/// UIKit's `UILayoutPriority`: ``LayoutPriority``.
public typealias UILayoutPriority = LayoutPriority
/// UIKit's `UILayoutGuide`: ``LayoutGuide``.
public typealias UILayoutGuide = LayoutGuide
/// UIKit's `NSLayoutAnchor`: ``LayoutAnchor``.
public typealias NSLayoutAnchor = LayoutAnchor
/// UIKit's `NSLayoutXAxisAnchor`: ``LayoutXAxisAnchor``.
public typealias NSLayoutXAxisAnchor = LayoutXAxisAnchor
/// UIKit's `NSLayoutYAxisAnchor`: ``LayoutYAxisAnchor``.
public typealias NSLayoutYAxisAnchor = LayoutYAxisAnchor
/// UIKit's `NSLayoutDimension`: ``LayoutDimension``.
public typealias NSLayoutDimension = LayoutDimension
/// UIKit's `UIStackView`: ``StackView``.
public typealias UIStackView = StackView
/// UIKit's `UIScrollView`: ``ScrollView``.
public typealias UIScrollView = ScrollView
/// UIKit's `UIScrollViewDelegate`: ``ScrollViewDelegate``.
public typealias UIScrollViewDelegate = ScrollViewDelegate
/// UIKit's `UIMenuElement`: ``MenuElement``.
public typealias UIMenuElement = MenuElement
/// UIKit's `UIMenu`: ``Menu``.
public typealias UIMenu = Menu
/// UIKit's `UITableView`: ``TableView``.
public typealias UITableView = TableView
/// UIKit's `UITableViewCell`: ``TableViewCell``.
public typealias UITableViewCell = TableViewCell
/// UIKit's `UITableViewHeaderFooterView`: ``TableViewHeaderFooterView``.
public typealias UITableViewHeaderFooterView = TableViewHeaderFooterView
/// UIKit's `UITableViewDataSource`: ``TableViewDataSource``.
public typealias UITableViewDataSource = TableViewDataSource
/// UIKit's `UITableViewDelegate`: ``TableViewDelegate``.
public typealias UITableViewDelegate = TableViewDelegate
/// UIKit's `UICollectionView`: ``CollectionView``.
public typealias UICollectionView = CollectionView
/// UIKit's `UICollectionViewCell`: ``CollectionViewCell``.
public typealias UICollectionViewCell = CollectionViewCell
/// UIKit's `UICollectionReusableView`: ``CollectionReusableView``.
public typealias UICollectionReusableView = CollectionReusableView
/// UIKit's `UICollectionViewDataSource`: ``CollectionViewDataSource``.
public typealias UICollectionViewDataSource = CollectionViewDataSource
/// UIKit's `UICollectionViewDiffableDataSource`: ``CollectionViewDiffableDataSource``.
public typealias UICollectionViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    CollectionViewDiffableDataSource<Section, Item>
/// UIKit's `NSDiffableDataSourceSectionSnapshot`: ``DiffableDataSourceSectionSnapshot``.
public typealias NSDiffableDataSourceSectionSnapshot<Item: Hashable & Sendable> = DiffableDataSourceSectionSnapshot<
    Item
>
/// UIKit's `UITableViewDiffableDataSource`: ``TableViewDiffableDataSource``.
public typealias UITableViewDiffableDataSource<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    TableViewDiffableDataSource<Section, Item>
/// UIKit's `NSDiffableDataSourceSnapshot`: ``DiffableDataSourceSnapshot``.
public typealias NSDiffableDataSourceSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable> =
    DiffableDataSourceSnapshot<Section, Item>
/// UIKit's `UICollectionViewLayoutAttributes`: ``CollectionViewLayoutAttributes``.
public typealias UICollectionViewLayoutAttributes = CollectionViewLayoutAttributes
/// UIKit's `UICollectionLayoutListConfiguration`: ``CollectionLayoutListConfiguration``.
public typealias UICollectionLayoutListConfiguration = CollectionLayoutListConfiguration
/// UIKit's `UIListContentConfiguration`: ``ListContentConfiguration``.
public typealias UIListContentConfiguration = ListContentConfiguration
/// UIKit's `UIContentConfiguration`: ``ContentConfiguration``.
public typealias UIContentConfiguration = ContentConfiguration
/// UIKit's `UIContentView`: ``ContentView``.
public typealias UIContentView = ContentView
/// UIKit's `UIListContentView`: ``ListContentView``.
public typealias UIListContentView = ListContentView
/// UIKit's `UICellAccessory`: ``CellAccessory``.
public typealias UICellAccessory = CellAccessory
/// UIKit's `UICollectionViewListCell`: ``CollectionViewListCell``.
public typealias UICollectionViewListCell = CollectionViewListCell
/// UIKit's `UICollectionViewLayout`: ``CollectionViewLayout``.
public typealias UICollectionViewLayout = CollectionViewLayout
/// UIKit's `UICollectionViewFlowLayout`: ``CollectionViewFlowLayout``.
public typealias UICollectionViewFlowLayout = CollectionViewFlowLayout
/// UIKit's `UICollectionViewDelegate`: ``CollectionViewDelegate``.
public typealias UICollectionViewDelegate = CollectionViewDelegate
/// UIKit's `UICollectionViewDelegateFlowLayout`: ``CollectionViewDelegateFlowLayout``.
public typealias UICollectionViewDelegateFlowLayout = CollectionViewDelegateFlowLayout
/// UIKit's `UICollectionViewCompositionalLayout`: ``CompositionalLayout``.
public typealias UICollectionViewCompositionalLayout = CompositionalLayout
/// UIKit's `UICollectionViewCompositionalLayoutConfiguration`: ``CompositionalLayoutConfiguration``.
public typealias UICollectionViewCompositionalLayoutConfiguration = CompositionalLayoutConfiguration
/// UIKit's `UICollectionLayoutSectionOrthogonalScrollingBehavior`: ``OrthogonalScrollingBehavior``.
public typealias UICollectionLayoutSectionOrthogonalScrollingBehavior = OrthogonalScrollingBehavior
/// UIKit's `UIContentInsetsReference`: ``ContentInsetsReference``.
public typealias UIContentInsetsReference = ContentInsetsReference
/// UIKit's `NSCollectionLayoutDimension`: ``CollectionLayoutDimension``.
public typealias NSCollectionLayoutDimension = CollectionLayoutDimension
/// UIKit's `NSCollectionLayoutSize`: ``CollectionLayoutSize``.
public typealias NSCollectionLayoutSize = CollectionLayoutSize
/// UIKit's `NSCollectionLayoutSpacing`: ``CollectionLayoutSpacing``.
public typealias NSCollectionLayoutSpacing = CollectionLayoutSpacing
/// UIKit's `NSCollectionLayoutEdgeSpacing`: ``CollectionLayoutEdgeSpacing``.
public typealias NSCollectionLayoutEdgeSpacing = CollectionLayoutEdgeSpacing
/// UIKit's `NSCollectionLayoutItem`: ``CollectionLayoutItem``.
public typealias NSCollectionLayoutItem = CollectionLayoutItem
/// UIKit's `NSCollectionLayoutGroup`: ``CollectionLayoutGroup``.
public typealias NSCollectionLayoutGroup = CollectionLayoutGroup
/// UIKit's `NSCollectionLayoutGroupCustomItem`: ``CollectionLayoutGroupCustomItem``.
public typealias NSCollectionLayoutGroupCustomItem = CollectionLayoutGroupCustomItem
/// UIKit's `NSCollectionLayoutSection`: ``CollectionLayoutSection``.
public typealias NSCollectionLayoutSection = CollectionLayoutSection
/// UIKit's `NSCollectionLayoutSupplementaryItem`: ``CollectionLayoutSupplementaryItem``.
public typealias NSCollectionLayoutSupplementaryItem = CollectionLayoutSupplementaryItem
/// UIKit's `NSCollectionLayoutBoundarySupplementaryItem`: ``CollectionLayoutBoundarySupplementaryItem``.
public typealias NSCollectionLayoutBoundarySupplementaryItem = CollectionLayoutBoundarySupplementaryItem
/// UIKit's `NSCollectionLayoutDecorationItem`: ``CollectionLayoutDecorationItem``.
public typealias NSCollectionLayoutDecorationItem = CollectionLayoutDecorationItem
/// UIKit's `NSCollectionLayoutAnchor`: ``CollectionLayoutAnchor``.
public typealias NSCollectionLayoutAnchor = CollectionLayoutAnchor
/// UIKit's `NSCollectionLayoutEnvironment`: ``CollectionLayoutEnvironment``.
public typealias NSCollectionLayoutEnvironment = CollectionLayoutEnvironment
/// UIKit's `NSCollectionLayoutContainer`: ``CollectionLayoutContainer``.
public typealias NSCollectionLayoutContainer = CollectionLayoutContainer
/// UIKit's `NSRectAlignment`: ``RectAlignment``.
public typealias NSRectAlignment = RectAlignment
/// UIKit's `UIUserInterfaceLayoutDirection`: ``UserInterfaceLayoutDirection``.
public typealias UIUserInterfaceLayoutDirection = UserInterfaceLayoutDirection
/// UIKit's `UISemanticContentAttribute`: ``SemanticContentAttribute``.
public typealias UISemanticContentAttribute = SemanticContentAttribute
/// UIKit's `NSLineBreakMode`: ``LineBreakMode``.
public typealias NSLineBreakMode = LineBreakMode
/// UIKit's `NSParagraphStyle`: ``ParagraphStyle``.
public typealias NSParagraphStyle = ParagraphStyle
/// UIKit's `NSMutableParagraphStyle`: ``MutableParagraphStyle``.
public typealias NSMutableParagraphStyle = MutableParagraphStyle
/// UIKit's `NSStringDrawingOptions`: ``StringDrawingOptions``.
public typealias NSStringDrawingOptions = StringDrawingOptions
/// UIKit's `NSStringDrawingContext`: ``StringDrawingContext``.
public typealias NSStringDrawingContext = StringDrawingContext

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

/// UIKit's `UIWindow`: ``Window``.
public typealias UIWindow = Window
/// UIKit's `UITraitCollection`: ``TraitCollection``.
public typealias UITraitCollection = TraitCollection
/// UIKit's `UIContentSizeCategory`: ``ContentSizeCategory``.
public typealias UIContentSizeCategory = ContentSizeCategory
/// UIKit's `UIUserInterfaceSizeClass`: ``TraitCollection/SizeClass``.
public typealias UIUserInterfaceSizeClass = TraitCollection.SizeClass
/// UIKit's `UIUserInterfaceStyle`: ``TraitCollection/UserInterfaceStyle``.
public typealias UIUserInterfaceStyle = TraitCollection.UserInterfaceStyle
/// UIKit's `UIFontDescriptor`: ``FontDescriptor``.
public typealias UIFontDescriptor = FontDescriptor
/// UIKit's `UIFontMetrics`: ``FontMetrics``.
public typealias UIFontMetrics = FontMetrics
/// UIKit's `NSTextAlignment`: ``TextAlignment``.
public typealias NSTextAlignment = TextAlignment
/// Core Animation's `CALayer`: ``Layer``.
public typealias CALayer = Layer
/// Core Animation's `CAShapeLayer`: ``ShapeLayer``.
public typealias CAShapeLayer = ShapeLayer
/// Core Animation's `CAGradientLayer`: ``GradientLayer``.
public typealias CAGradientLayer = GradientLayer
/// Core Animation's `CATextLayer`: ``TextLayer``.
public typealias CATextLayer = TextLayer
/// Core Animation's `CALayerCornerCurve`: ``LayerCornerCurve``.
public typealias CALayerCornerCurve = LayerCornerCurve
/// Core Animation's `CACornerMask`: ``CornerMask``.
public typealias CACornerMask = CornerMask
/// Core Animation's `CATransform3D`: ``Transform3D``.
public typealias CATransform3D = Transform3D
/// Core Animation's `CAShapeLayerLineCap`: ``ShapeLayerLineCap``.
public typealias CAShapeLayerLineCap = ShapeLayerLineCap
/// Core Animation's `CAShapeLayerLineJoin`: ``ShapeLayerLineJoin``.
public typealias CAShapeLayerLineJoin = ShapeLayerLineJoin
/// Core Animation's `CAShapeLayerFillRule`: ``ShapeLayerFillRule``.
public typealias CAShapeLayerFillRule = ShapeLayerFillRule
/// Core Animation's `CAGradientLayerType`: ``GradientLayerType``.
public typealias CAGradientLayerType = GradientLayerType
/// Core Animation's `CATextLayerAlignmentMode`: ``TextLayerAlignmentMode``.
public typealias CATextLayerAlignmentMode = TextLayerAlignmentMode
/// Core Animation's `CATextLayerTruncationMode`: ``TextLayerTruncationMode``.
public typealias CATextLayerTruncationMode = TextLayerTruncationMode
/// Core Animation's `CAAnimation`: ``Animation``.
public typealias CAAnimation = Animation
/// Core Animation's `CAAnimationDelegate`: ``AnimationDelegate``.
public typealias CAAnimationDelegate = AnimationDelegate
/// Core Animation's `CAPropertyAnimation`: ``PropertyAnimation``.
public typealias CAPropertyAnimation = PropertyAnimation
/// Core Animation's `CABasicAnimation`: ``BasicAnimation``.
public typealias CABasicAnimation = BasicAnimation
/// Core Animation's `CASpringAnimation`: ``SpringAnimation``.
public typealias CASpringAnimation = SpringAnimation
/// Core Animation's `CAKeyframeAnimation`: ``KeyframeAnimation``.
public typealias CAKeyframeAnimation = KeyframeAnimation
/// Core Animation's `CAAnimationGroup`: ``AnimationGroup``.
public typealias CAAnimationGroup = AnimationGroup
/// Core Animation's `CAMediaTimingFunction`: ``MediaTimingFunction``.
public typealias CAMediaTimingFunction = MediaTimingFunction
/// Core Animation's `CAMediaTimingFunctionName`: ``MediaTimingFunctionName``.
public typealias CAMediaTimingFunctionName = MediaTimingFunctionName
/// Core Animation's `CAMediaTimingFillMode`: ``MediaTimingFillMode``.
public typealias CAMediaTimingFillMode = MediaTimingFillMode
/// Core Animation's `CATransaction`: ``Transaction``.
public typealias CATransaction = Transaction
/// UIKit's `UIBezierPath`: ``BezierPath``.
public typealias UIBezierPath = BezierPath
/// UIKit's `UIRectCorner`: ``RectCorner``.
public typealias UIRectCorner = RectCorner
/// Core Graphics' `CGColor`: a ``Color``.
public typealias CGColor = Color
/// UIKit's `UIViewController`: ``ViewController``.
public typealias UIViewController = ViewController
/// UIKit's `UINavigationController`: ``NavigationController``.
public typealias UINavigationController = NavigationController
/// UIKit's `UITabBarController`: ``TabBarController``.
public typealias UITabBarController = TabBarController
/// UIKit's `UINavigationItem`: ``NavigationItem``.
public typealias UINavigationItem = NavigationItem
/// UIKit's `UIBarButtonItem`: ``BarButtonItem``.
public typealias UIBarButtonItem = BarButtonItem
/// UIKit's `UIAlertController`: ``AlertController``.
public typealias UIAlertController = AlertController
/// UIKit's `UIAlertAction`: ``AlertAction``.
public typealias UIAlertAction = AlertAction
/// UIKit's `UIPresentationController`: ``PresentationController``.
public typealias UIPresentationController = PresentationController
/// UIKit's `UIPopoverPresentationController`: ``PopoverPresentationController``.
public typealias UIPopoverPresentationController = PopoverPresentationController
/// UIKit's `UIPopoverArrowDirection`: ``PopoverArrowDirection``.
public typealias UIPopoverArrowDirection = PopoverArrowDirection
/// UIKit's `UIAdaptivePresentationControllerDelegate`: ``AdaptivePresentationControllerDelegate``.
public typealias UIAdaptivePresentationControllerDelegate = AdaptivePresentationControllerDelegate
/// UIKit's `UIPopoverPresentationControllerDelegate`: ``PopoverPresentationControllerDelegate``.
public typealias UIPopoverPresentationControllerDelegate = PopoverPresentationControllerDelegate
/// UIKit's `UIViewControllerTransitioningDelegate`: ``ViewControllerTransitioningDelegate``.
public typealias UIViewControllerTransitioningDelegate = ViewControllerTransitioningDelegate
/// UIKit's `UIViewControllerAnimatedTransitioning`: ``ViewControllerAnimatedTransitioning``.
public typealias UIViewControllerAnimatedTransitioning = ViewControllerAnimatedTransitioning
/// UIKit's `UIViewControllerContextTransitioning`: ``ViewControllerContextTransitioning``.
public typealias UIViewControllerContextTransitioning = ViewControllerContextTransitioning
/// UIKit's `UIViewControllerTransitionCoordinator`: ``ViewControllerTransitionCoordinator``.
public typealias UIViewControllerTransitionCoordinator = ViewControllerTransitionCoordinator
/// UIKit's `UIViewControllerTransitionCoordinatorContext`: ``ViewControllerTransitionCoordinatorContext``.
public typealias UIViewControllerTransitionCoordinatorContext = ViewControllerTransitionCoordinatorContext
/// UIKit's `UITransitionContextViewControllerKey`: ``TransitionContextViewControllerKey``.
public typealias UITransitionContextViewControllerKey = TransitionContextViewControllerKey
/// UIKit's `UITransitionContextViewKey`: ``TransitionContextViewKey``.
public typealias UITransitionContextViewKey = TransitionContextViewKey
/// UIKit's `UIStatusBarStyle`: ``StatusBarStyle``.
public typealias UIStatusBarStyle = StatusBarStyle
/// UIKit's `UIInterfaceOrientationMask`: ``InterfaceOrientationMask``.
public typealias UIInterfaceOrientationMask = InterfaceOrientationMask
/// UIKit's `UIStoryboard`: ``Storyboard``.
public typealias UIStoryboard = Storyboard
/// UIKit's `UIStoryboardSegue`: ``StoryboardSegue``.
public typealias UIStoryboardSegue = StoryboardSegue
/// UIKit's `UINib`: ``Nib``.
public typealias UINib = Nib
/// UIKit's `UINavigationBar`: ``NavigationBar``.
public typealias UINavigationBar = NavigationBar
/// UIKit's `UIBarAppearance`: ``BarAppearance``.
public typealias UIBarAppearance = BarAppearance
/// UIKit's `UINavigationBarAppearance`: ``NavigationBarAppearance``.
public typealias UINavigationBarAppearance = NavigationBarAppearance
/// UIKit's `UITabBarAppearance`: ``TabBarAppearance``.
public typealias UITabBarAppearance = TabBarAppearance
/// UIKit's `UIBarStyle`: ``BarStyle``.
public typealias UIBarStyle = BarStyle
/// UIKit's `UIBarMetrics`: ``BarMetrics``.
public typealias UIBarMetrics = BarMetrics
/// UIKit's `UITabBar`: ``TabBar``.
public typealias UITabBar = TabBar
/// UIKit's `UITabBarItem`: ``TabBarItem``.
public typealias UITabBarItem = TabBarItem
/// UIKit's `UISplitViewController`: ``SplitViewController``.
public typealias UISplitViewController = SplitViewController
/// UIKit's `UIActivityViewController`: ``ActivityViewController``.
public typealias UIActivityViewController = ActivityViewController
/// UIKit's `UIActivity`: ``Activity``.
public typealias UIActivity = Activity
/// UIKit's `UIAccessibilityTraits`: ``AccessibilityTraits``.
public typealias UIAccessibilityTraits = AccessibilityTraits
/// UIKit's `UIModalPresentationStyle`: ``ViewController/ModalPresentationStyle``.
public typealias UIModalPresentationStyle = ViewController.ModalPresentationStyle
/// UIKit's `UIModalTransitionStyle`: ``ViewController/ModalTransitionStyle``.
public typealias UIModalTransitionStyle = ViewController.ModalTransitionStyle
/// UIKit's `UIScreen`: ``Screen``.
public typealias UIScreen = Screen
/// UIKit's `UIGestureRecognizer`: ``GestureRecognizer``.
public typealias UIGestureRecognizer = GestureRecognizer
/// UIKit's `UIGestureRecognizerDelegate`: ``GestureRecognizerDelegate``.
public typealias UIGestureRecognizerDelegate = GestureRecognizerDelegate
/// UIKit's `UITapGestureRecognizer`: ``TapGestureRecognizer``.
public typealias UITapGestureRecognizer = TapGestureRecognizer
/// UIKit's `UILongPressGestureRecognizer`: ``LongPressGestureRecognizer``.
public typealias UILongPressGestureRecognizer = LongPressGestureRecognizer
/// UIKit's `UIPanGestureRecognizer`: ``PanGestureRecognizer``.
public typealias UIPanGestureRecognizer = PanGestureRecognizer
/// UIKit's `UIScreenEdgePanGestureRecognizer`: ``ScreenEdgePanGestureRecognizer``.
public typealias UIScreenEdgePanGestureRecognizer = ScreenEdgePanGestureRecognizer
/// UIKit's `UISwipeGestureRecognizer`: ``SwipeGestureRecognizer``.
public typealias UISwipeGestureRecognizer = SwipeGestureRecognizer
/// UIKit's `UIPinchGestureRecognizer`: ``PinchGestureRecognizer``.
public typealias UIPinchGestureRecognizer = PinchGestureRecognizer
/// UIKit's `UIRotationGestureRecognizer`: ``RotationGestureRecognizer``.
public typealias UIRotationGestureRecognizer = RotationGestureRecognizer
/// UIKit's `UIRectEdge`: ``RectEdge``.
public typealias UIRectEdge = RectEdge
/// UIKit's `UITouch`: ``Touch``.
public typealias UITouch = Touch
/// UIKit's `UIEvent`: ``Event``.
public typealias UIEvent = Event
/// UIKit's `UIApplication`: ``Application``.
public typealias UIApplication = Application
/// UIKit's `UIDevice`: ``CurrentDevice``.
public typealias UIDevice = CurrentDevice
/// UIKit's `UIDeviceOrientation`: ``CurrentDevice/Orientation``.
public typealias UIDeviceOrientation = CurrentDevice.Orientation
/// UIKit's `UIUserInterfaceIdiom`: ``UserInterfaceIdiom``.
public typealias UIUserInterfaceIdiom = UserInterfaceIdiom
/// UIKit's `UIPasteboard`: ``Pasteboard``.
public typealias UIPasteboard = Pasteboard
/// UIKit's `UIFeedbackGenerator`: ``FeedbackGenerator``.
public typealias UIFeedbackGenerator = FeedbackGenerator
/// UIKit's `UIImpactFeedbackGenerator`: ``ImpactFeedbackGenerator``.
public typealias UIImpactFeedbackGenerator = ImpactFeedbackGenerator
/// UIKit's `UINotificationFeedbackGenerator`: ``NotificationFeedbackGenerator``.
public typealias UINotificationFeedbackGenerator = NotificationFeedbackGenerator
/// UIKit's `UISelectionFeedbackGenerator`: ``SelectionFeedbackGenerator``.
public typealias UISelectionFeedbackGenerator = SelectionFeedbackGenerator
/// UIKit's `UIControl`: ``Control``.
public typealias UIControl = Control
/// UIKit's `UIAction`: ``Action``.
public typealias UIAction = Action
/// UIKit's `UIButton`: ``Button``.
public typealias UIButton = Button
/// UIKit's `UISwitch`: ``Switch``.
public typealias UISwitch = Switch
/// UIKit's `UITextField`: ``TextField``.
public typealias UITextField = TextField
/// UIKit's `UITextView`: ``TextView``.
public typealias UITextView = TextView
/// UIKit's `NSTextContainer`: ``TextContainer``.
public typealias NSTextContainer = TextContainer
/// UIKit's `UITextInputTraits`: ``TextInputTraits``.
public typealias UITextInputTraits = TextInputTraits
/// UIKit's `UIKeyboardType`: ``KeyboardType``.
public typealias UIKeyboardType = KeyboardType
/// UIKit's `UITextAutocapitalizationType`: ``TextAutocapitalizationType``.
public typealias UITextAutocapitalizationType = TextAutocapitalizationType
/// UIKit's `UITextAutocorrectionType`: ``TextAutocorrectionType``.
public typealias UITextAutocorrectionType = TextAutocorrectionType
/// UIKit's `UITextSpellCheckingType`: ``TextSpellCheckingType``.
public typealias UITextSpellCheckingType = TextSpellCheckingType
/// UIKit's `UIReturnKeyType`: ``ReturnKeyType``.
public typealias UIReturnKeyType = ReturnKeyType
/// UIKit's `UIKeyboardAppearance`: ``KeyboardAppearance``.
public typealias UIKeyboardAppearance = KeyboardAppearance
/// UIKit's `UITextContentType`: ``TextContentType``.
public typealias UITextContentType = TextContentType
/// UIKit's `UITextFieldDelegate`: ``TextFieldDelegate``.
public typealias UITextFieldDelegate = TextFieldDelegate
/// UIKit's `UITextViewDelegate`: ``TextViewDelegate``.
public typealias UITextViewDelegate = TextViewDelegate
/// UIKit's `UITextPosition`: ``TextPosition``.
public typealias UITextPosition = TextPosition
/// UIKit's `UITextRange`: ``TextRange``.
public typealias UITextRange = TextRange
/// UIKit's `UIKeyCommand`: ``KeyCommand``.
public typealias UIKeyCommand = KeyCommand
/// UIKit's `UIKeyModifierFlags`: ``KeyModifierFlags``.
public typealias UIKeyModifierFlags = KeyModifierFlags
/// UIKit's `UIRefreshControl`: ``RefreshControl``.
public typealias UIRefreshControl = RefreshControl
/// UIKit's `UISearchBar`: ``SearchBar``.
public typealias UISearchBar = SearchBar
/// UIKit's `UISearchBarDelegate`: ``SearchBarDelegate``.
public typealias UISearchBarDelegate = SearchBarDelegate
/// UIKit's `UISearchController`: ``SearchController``.
public typealias UISearchController = SearchController
/// UIKit's `UISearchResultsUpdating`: ``SearchResultsUpdating``.
public typealias UISearchResultsUpdating = SearchResultsUpdating
/// UIKit's `UIViewPropertyAnimator`: ``ViewPropertyAnimator``.
public typealias UIViewPropertyAnimator = ViewPropertyAnimator
/// UIKit's `UIViewAnimatingState`: ``ViewAnimatingState``.
public typealias UIViewAnimatingState = ViewAnimatingState
/// UIKit's `UIViewAnimatingPosition`: ``ViewAnimatingPosition``.
public typealias UIViewAnimatingPosition = ViewAnimatingPosition
/// UIKit's `UIActivityIndicatorView`: ``ActivityIndicatorView``.
public typealias UIActivityIndicatorView = ActivityIndicatorView
/// UIKit's `UIProgressView`: ``ProgressView``.
public typealias UIProgressView = ProgressView
/// UIKit's `UISlider`: ``Slider``.
public typealias UISlider = Slider
/// UIKit's `UIStepper`: ``Stepper``.
public typealias UIStepper = Stepper
/// UIKit's `UISegmentedControl`: ``SegmentedControl``.
public typealias UISegmentedControl = SegmentedControl
/// UIKit's `UIPageControl`: ``PageControl``.
public typealias UIPageControl = PageControl
/// UIKit's `UIVisualEffect`: ``VisualEffect``.
public typealias UIVisualEffect = VisualEffect
/// UIKit's `UIBlurEffect`: ``BlurEffect``.
public typealias UIBlurEffect = BlurEffect
/// UIKit's `UIVibrancyEffect`: ``VibrancyEffect``.
public typealias UIVibrancyEffect = VibrancyEffect
/// UIKit's `UIVisualEffectView`: ``VisualEffectView``.
public typealias UIVisualEffectView = VisualEffectView
/// UIKit's `UITableViewController`: ``TableViewController``.
public typealias UITableViewController = TableViewController
/// UIKit's `UIBackgroundConfiguration`: ``BackgroundConfiguration``.
public typealias UIBackgroundConfiguration = BackgroundConfiguration
/// UIKit's `NSCollectionLayoutVisibleItem`: ``CollectionLayoutVisibleItem``.
public typealias NSCollectionLayoutVisibleItem = CollectionLayoutVisibleItem
/// UIKit's `NSCollectionLayoutSectionVisibleItemsInvalidationHandler`.
public typealias NSCollectionLayoutSectionVisibleItemsInvalidationHandler =
    CollectionLayoutSectionVisibleItemsInvalidationHandler
/// UIKit's `UICollectionViewController`: ``CollectionViewController``.
public typealias UICollectionViewController = CollectionViewController

/// UIKit's `UILayoutSupport` (the type of `topLayoutGuide` and `bottomLayoutGuide`): here a
/// ``LayoutGuide`` with a ``LayoutGuide/length``.
public typealias UILayoutSupport = LayoutGuide
/// SnapKit's `ConstraintLayoutSupport`: `UILayoutSupport`.
public typealias ConstraintLayoutSupport = LayoutGuide
/// SnapKit's `ConstraintViewController`: `UIViewController`.
public typealias ConstraintViewController = ViewController
