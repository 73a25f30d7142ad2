import AutoLayout
import Controls
import Foundation

/// Manages one view and its lifecycle (UIKit's `UIViewController`).
///
/// The view is made on first use of ``view`` by ``loadView()`` (a plain view the size of
/// the main screen) and then ``viewDidLoad()`` runs. The appearance calls come as the view
/// enters or leaves a window: ``viewWillAppear(_:)`` and ``viewDidAppear(_:)``, then
/// ``viewWillDisappear(_:)`` and ``viewDidDisappear(_:)``. Around each layout pass of the
/// view come ``viewWillLayoutSubviews()`` and ``viewDidLayoutSubviews()``, and
/// ``updateViewConstraints()`` stands in for the view's `updateConstraints()`.
@MainActor
open class ViewController: Responder, ViewDelegate {
    private var viewStorage: View?
    /// The top and bottom layout guides, once asked for.
    var layoutSupportGuides: [Bool: LayoutGuide] = [:]
    /// The fake memory address printed in descriptions.
    let address = DebugAddress.text(DebugAddress.view())
    /// Whether the view is in a window (between `viewWillAppear` and `viewWillDisappear`).
    public private(set) var isVisible = false
    /// The title a navigation bar or tab bar shows; setting it retitles the navigation item
    /// and the tab bar item, as UIKit does.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/title
    open var title: String? {
        didSet {
            navigationItem.title = title
            extras.tabBarItem?.title = title
        }
    }
    /// What a navigation controller's bar shows for this controller.
    public let navigationItem = NavigationItem()
    /// The size the controller would like when presented in a popover or sheet.
    open var preferredContentSize: CGSize = .zero
    /// The parent in a containment hierarchy.
    public internal(set) weak var parent: ViewController?
    /// The children added with ``addChild(_:)``, in order.
    public internal(set) var children: [ViewController] = []
    /// The controller this one presents (``present(_:animated:completion:)``).
    public internal(set) var presentedViewController: ViewController?
    /// The controller that presented this one.
    public internal(set) weak var presentingViewController: ViewController?
    /// How the controller is presented (`.automatic` unless set). Kept: every presentation
    /// here covers the presenting controller's window.
    public var modalPresentationStyle = ModalPresentationStyle.automatic
    /// The animation of a presentation (`.coverVertical` unless set); kept.
    public var modalTransitionStyle = ModalTransitionStyle.coverVertical
    /// What the members of ViewController+Editing.swift, +Presentation.swift and +Bars.swift
    /// keep (editing, the presentation controller, the tab bar item).
    let extras = ViewControllerExtras()
    /// The nearest navigation controller among the controller's ancestors, if any.
    public var navigationController: NavigationController? {
        var current = parent
        while let controller = current {
            if let navigation = controller as? NavigationController { return navigation }
            current = controller.parent
        }
        return nil
    }

    /// The name of the nib the controller was made with (kept; nibs are not loaded here).
    public let nibName: String?
    /// The bundle of that nib (kept; nibs are not loaded here).
    public let nibBundle: Bundle?

    /// Creates a controller; the view is made when first asked for. UIKit's designated
    /// initializer, which subclasses override or call; nibs are not loaded here, so the
    /// name and bundle are only kept.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
    }

    /// Creates a controller (controllers are not archived here: this is the same as
    /// ``init(nibName:bundle:)`` with no nib).
    public required init?(coder: NSCoder) {
        nibName = nil
        nibBundle = nil
        super.init(coder: coder)
    }

    /// Creates a controller with no nib, as UIKit's `init()` does.
    public override convenience init() { self.init(nibName: nil, bundle: nil) }

    /// The next responder: the superview of the controller's view, or the controller that
    /// presented this one.
    open override var next: Responder? { viewIfLoaded?.superview ?? presentingViewController }

    isolated deinit { viewStorage?.viewDelegate = nil }

    // MARK: The view

    /// The view, made by ``loadView()`` on first use (then ``viewDidLoad()`` runs).
    public var view: View! {
        get {
            loadViewIfNeeded()
            return viewStorage
        }
        set {
            if let newValue, let owner = newValue.viewDelegate as? ViewController, owner !== self {
                // UIKit raises UIViewControllerHierarchyInconsistency; here nothing changes.
                return LayoutErrors.report(
                    .managedViewWarning(
                        "A view can only be associated with at most one view controller at a time! View \(newValue) "
                            + "is associated with \(owner.debugDescription). Clear this association before "
                            + "associating this view with \(debugDescription)."))
            }
            viewStorage?.viewDelegate = nil
            viewStorage?.minimumLayoutMargins = nil
            viewStorage = newValue
            newValue?.viewDelegate = self
            if let newValue { applySystemMinimumMargins(to: newValue, adopting: true) }
        }
    }

    /// The view if it is loaded, without loading it.
    public var viewIfLoaded: View? { viewStorage }
    /// Whether the view is loaded.
    public var isViewLoaded: Bool { viewStorage != nil }

    /// Whether the root view keeps at least ``systemMinimumLayoutMargins`` (UIKit's
    /// `viewRespectsSystemMinimumLayoutMargins`, on unless set).
    public var viewRespectsSystemMinimumLayoutMargins = true {
        didSet { if let view = viewStorage { applySystemMinimumMargins(to: view, adopting: false) } }
    }

    /// Loads the view now if it is not loaded yet.
    public func loadViewIfNeeded() {
        guard viewStorage == nil else { return }
        loadView()
        if viewStorage == nil { view = View(frame: Screen.main.bounds) }
        viewDidLoad()
    }

    /// Makes the view: override it to set ``view`` to your own; the default makes a plain
    /// view the size of the main screen.
    open func loadView() {
        view = View(frame: Screen.main.bounds)
    }

    /// Called once after the view is loaded: add subviews and constraints here.
    open func viewDidLoad() {}

    // MARK: Appearance

    /// Before the view enters a window.
    open func viewWillAppear(_ animated: Bool) {}
    /// After the view entered a window and was laid out.
    open func viewDidAppear(_ animated: Bool) {}
    /// Before the view leaves its window.
    open func viewWillDisappear(_ animated: Bool) {}
    /// After the view left its window.
    open func viewDidDisappear(_ animated: Bool) {}

    // MARK: Layout

    /// In place of the view's `updateConstraints()`: override to update constraints, and
    /// call `super`, which updates the view's.
    open func updateViewConstraints() { viewStorage?.updateConstraints() }
    /// Before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// After the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Insets added to the safe area the view inherits (for bars of your own).
    open var additionalSafeAreaInsets: EdgeInsets {
        get { viewStorage?.additionalSafeAreaInsets ?? .zero }
        set { view.additionalSafeAreaInsets = newValue }
    }

    /// The view's traits.
    public var traitCollection: TraitCollection { viewStorage?.traitCollection ?? .default }

    /// Called after the traits of the controller's view changed (a text size, a size class,
    /// a rotation), as UIKit calls it on the view's controller; `previousTraitCollection`
    /// is `nil` the first time.
    open func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {}

    // MARK: Containment

    /// Called before the controller moves to a new parent (`nil`: it is being removed).
    open func willMove(toParent parent: ViewController?) {}
    /// Called after the controller moved to a new parent (`nil`: it was removed).
    open func didMove(toParent parent: ViewController?) {}

    // MARK: Editing, showing, status bar and rotation (overridden in subclasses, as in UIKit)

    /// Whether the controller lets the user edit its content (`false` unless set); setting it
    /// calls ``setEditing(_:animated:)`` without animation, as UIKit does.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/isediting
    open var isEditing: Bool {
        get { extras.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing on or off: ``isEditing`` changes and ``editButtonItem`` reads Done or Edit.
    /// Override it to change your views, and call `super`.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/setediting(_:animated:)
    open func setEditing(_ editing: Bool, animated: Bool) { applyEditing(editing) }

    /// Shows `vc` in a primary context: a navigation controller among the ancestors pushes it,
    /// otherwise this controller presents it (UIKit's default, found through
    /// `targetViewController(forAction:sender:)`).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/show(_:sender:)
    open func show(_ vc: ViewController, sender: Any?) { showInPrimaryContext(vc, sender: sender) }

    /// Shows `vc` in a secondary context: a split view controller among the ancestors makes it
    /// its secondary column, otherwise it is presented as ``show(_:sender:)`` would.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/showdetailviewcontroller(_:sender:)
    open func showDetailViewController(_ vc: ViewController, sender: Any?) {
        showInSecondaryContext(vc, sender: sender)
    }

    /// Called before a segue runs; the default does nothing (storyboards are not loaded here,
    /// so no segue runs: see ``performSegue(withIdentifier:sender:)``).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prepare(for:sender:)
    open func prepare(for segue: StoryboardSegue, sender: Any?) {}

    /// Whether the segue should run (`true` unless overridden).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/shouldperformsegue(withidentifier:sender:)
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// The status bar style the controller prefers (`.default` unless overridden).
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/preferredstatusbarstyle
    open var preferredStatusBarStyle: StatusBarStyle { .default }

    /// Whether the controller prefers the status bar hidden: unless overridden, `true` in a
    /// vertically compact environment (an iPhone in landscape) and `false` otherwise, as
    /// UIKit documents.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/prefersstatusbarhidden
    open var prefersStatusBarHidden: Bool { traitCollection.verticalSizeClass == .compact }

    /// The orientations the controller supports: `.all` on an iPad and `.allButUpsideDown` on
    /// an iPhone unless overridden, as UIKit documents; the main screen's device decides.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/supportedinterfaceorientations
    open var supportedInterfaceOrientations: InterfaceOrientationMask { .defaultForMainScreen }

    /// Called before the controller's view changes size (the window rotates); the default
    /// passes it on to the children and the presented controller, as UIKit does. Override it,
    /// call `super`, and run changes alongside with `coordinator.animate(alongsideTransition:)`.
    /// https://developer.apple.com/documentation/uikit/uicontentcontainer/viewwilltransition(to:with:)
    open func viewWillTransition(to size: CGSize, with coordinator: any ViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    // MARK: ViewDelegate

    package func viewWillMove(toWindow window: Window?) {
        if window != nil, !isVisible {
            viewWillAppear(false)
        } else if window == nil, isVisible {
            viewWillDisappear(false)
        }
    }

    package func viewTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        if let view = viewStorage { applySystemMinimumMargins(to: view, adopting: false) }
        traitCollectionDidChange(previousTraitCollection)
    }

    package func viewDidMoveToWindow() {
        if viewStorage?.window != nil, !isVisible {
            isVisible = true
            viewStorage?.layoutIfNeeded()
            viewDidAppear(false)
        } else if viewStorage?.window == nil, isVisible {
            isVisible = false
            viewDidDisappear(false)
        }
    }
}

extension ViewController {
    /// How a controller is presented (UIKit's `UIModalPresentationStyle`).
    public enum ModalPresentationStyle: Int, Sendable {
        case fullScreen = 0
        case pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext
        case popover
        case none = -1
        case automatic = -2
    }

    /// The animation of a presentation (UIKit's `UIModalTransitionStyle`).
    public enum ModalTransitionStyle: Int, Sendable {
        case coverVertical, flipHorizontal, crossDissolve, partialCurl
    }
}

/// What a navigation bar shows for a controller (UIKit's `UINavigationItem`).
@MainActor
open class NavigationItem {
    /// When the bar shows a large title.
    public enum LargeTitleDisplayMode: Sendable { case automatic, always, never }
    /// The search controller and its settings (SearchController.swift).
    var search = NavigationSearch()
    /// The title (the controller's unless set).
    public var title: String?
    /// Whether this controller's bar shows a large title.
    public var largeTitleDisplayMode = LargeTitleDisplayMode.automatic
    /// Whether the back button is hidden.
    public var hidesBackButton = false
    /// A view shown in place of the title.
    public var titleView: View?
    /// The button the next controller's bar shows to come back here.
    public var backBarButtonItem: BarButtonItem?
    /// The buttons at the leading end of the bar, first at the edge.
    public var leftBarButtonItems: [BarButtonItem]?
    /// The buttons at the trailing end of the bar, first at the edge.
    public var rightBarButtonItems: [BarButtonItem]?
    /// The first of ``leftBarButtonItems``; setting it replaces them all.
    public var leftBarButtonItem: BarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }
    /// The first of ``rightBarButtonItems``; setting it replaces them all.
    public var rightBarButtonItem: BarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// An item with a title.
    public init(title: String) { self.title = title }
    /// An item with no title (the controller's is used).
    public init() {}

    /// Sets the leading button (animation is not modelled).
    public func setLeftBarButton(_ item: BarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the trailing button (animation is not modelled).
    public func setRightBarButton(_ item: BarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the leading buttons (animation is not modelled).
    public func setLeftBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the trailing buttons (animation is not modelled).
    public func setRightBarButtonItems(_ items: [BarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
}
