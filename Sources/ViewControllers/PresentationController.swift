import AutoLayout
import Controls
import Foundation

/// Manages a presented controller's presentation (UIKit's `UIPresentationController`).
///
/// Every presentation here covers the presenting controller's window: the container view is
/// that window while the controller is presented (`nil` before and after), and the presented
/// view fills it. Subclasses can override the transition calls, which come as in UIKit.
/// https://developer.apple.com/documentation/uikit/uipresentationcontroller
@MainActor
open class PresentationController {
    /// The controller being presented.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedviewcontroller
    public unowned let presentedViewController: ViewController
    /// The controller presenting it: the one given, and the one that presents once it does
    /// (`nil` here until then; UIKit declares it non-optional).
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentingviewcontroller
    public internal(set) weak var presentingViewController: ViewController?
    /// The view the presentation happens in: the window while presented, else `nil`.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/containerview
    public internal(set) weak var containerView: View?
    /// The delegate asked about adapting the presentation and told of its dismissal.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/delegate
    public weak var delegate: (any AdaptivePresentationControllerDelegate)?

    /// A presentation controller for `presentedViewController`, presented by
    /// `presentingViewController` (UIKit's designated initializer, for subclasses).
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/init(presentedviewcontroller:presenting:)
    public init(presentedViewController: ViewController, presenting presentingViewController: ViewController?) {
        self.presentedViewController = presentedViewController
        self.presentingViewController = presentingViewController
    }

    /// The view the transition animates: the presented controller's view (loaded if needed).
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentedview
    open var presentedView: View? { presentedViewController.view }

    /// The style of the presentation: the presented controller's.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/presentationstyle
    open var presentationStyle: ViewController.ModalPresentationStyle {
        presentedViewController.modalPresentationStyle
    }

    /// Where the presented view goes in the container: all of it here.
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/frameofpresentedviewincontainerview
    open var frameOfPresentedViewInContainerView: CGRect { containerView?.bounds ?? .zero }

    /// Whether the presenting controller's view leaves the window (`true`: full screen).
    /// https://developer.apple.com/documentation/uikit/uipresentationcontroller/shouldremovepresentersview
    open var shouldRemovePresentersView: Bool { false }

    /// Before the presentation's views change.
    open func presentationTransitionWillBegin() {}
    /// After the presentation ended; `completed` is `false` if it was cancelled.
    open func presentationTransitionDidEnd(_ completed: Bool) {}
    /// Before the dismissal's views change.
    open func dismissalTransitionWillBegin() {}
    /// After the dismissal ended; `completed` is `false` if it was cancelled.
    open func dismissalTransitionDidEnd(_ completed: Bool) {}
}

/// The directions a popover's arrow may point (UIKit's `UIPopoverArrowDirection`); the bits
/// are UIKit's.
/// https://developer.apple.com/documentation/uikit/uipopoverarrowdirection
public struct PopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// Pointing up.
    public static let up = PopoverArrowDirection(rawValue: 1 << 0)
    /// Pointing down.
    public static let down = PopoverArrowDirection(rawValue: 1 << 1)
    /// Pointing left.
    public static let left = PopoverArrowDirection(rawValue: 1 << 2)
    /// Pointing right.
    public static let right = PopoverArrowDirection(rawValue: 1 << 3)
    /// Any direction.
    public static let any: PopoverArrowDirection = [.up, .down, .left, .right]
    /// Not known yet (before the popover is shown).
    public static let unknown = PopoverArrowDirection(rawValue: UInt.max)
}

/// The presentation controller of a `.popover` presentation (UIKit's
/// `UIPopoverPresentationController`): the anchor and arrow are kept for code and tests to
/// read. The popover is not drawn as a bubble here: it covers the window as every
/// presentation does (as UIKit shows a popover in a compact-width environment).
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller
@MainActor
open class PopoverPresentationController: PresentationController {
    /// The view the popover is anchored in.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourceview
    open var sourceView: View?
    /// The rectangle in ``sourceView`` the arrow points to; `CGRect.null` (UIKit's default
    /// since iOS 13.2) stands for the source view's bounds.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/sourcerect
    open var sourceRect = CGRect.null
    /// The bar button item the popover is anchored to, instead of a view.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/barbuttonitem
    open var barButtonItem: BarButtonItem?
    /// The directions the arrow may point (`.any` unless set).
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/permittedarrowdirections
    open var permittedArrowDirections = PopoverArrowDirection.any
    /// The direction the arrow points: `.unknown`, as no arrow is drawn here.
    /// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontroller/arrowdirection
    public internal(set) var arrowDirection = PopoverArrowDirection.unknown
    /// Views the user can use while the popover shows (kept).
    open var passthroughViews: [View]?
    /// The popover's background colour (kept).
    open var backgroundColor: Color?
    /// Whether the popover may overlap its source rectangle (`false` unless set).
    open var canOverlapSourceViewRect = false
}

/// Told about a presentation's adaptation and dismissal (UIKit's
/// `UIAdaptivePresentationControllerDelegate`); every method is optional, with UIKit's
/// default here.
/// https://developer.apple.com/documentation/uikit/uiadaptivepresentationcontrollerdelegate
@MainActor
public protocol AdaptivePresentationControllerDelegate: AnyObject {
    /// The style to adapt to in a compact environment (`.none` keeps it; UIKit's default
    /// answer is the controller's own adaptive style, `.fullScreen` here).
    func adaptivePresentationStyle(for controller: PresentationController) -> ViewController.ModalPresentationStyle
    /// After the user dismissed the presented controller with a gesture (UIKit does not call
    /// it for `dismiss(animated:)`; there are no gestures here, so it is not called).
    func presentationControllerDidDismiss(_ presentationController: PresentationController)
}

extension AdaptivePresentationControllerDelegate {
    public func adaptivePresentationStyle(for controller: PresentationController)
        -> ViewController.ModalPresentationStyle
    { .fullScreen }
    public func presentationControllerDidDismiss(_ presentationController: PresentationController) {}
}

/// A popover presentation's delegate (UIKit's `UIPopoverPresentationControllerDelegate`).
/// https://developer.apple.com/documentation/uikit/uipopoverpresentationcontrollerdelegate
@MainActor
public protocol PopoverPresentationControllerDelegate: AdaptivePresentationControllerDelegate {
    /// Before the popover is presented (optional: the default does nothing).
    func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController)
}

extension PopoverPresentationControllerDelegate {
    public func prepareForPopoverPresentation(_ popoverPresentationController: PopoverPresentationController) {}
}
