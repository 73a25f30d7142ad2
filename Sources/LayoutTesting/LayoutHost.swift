import AutoLayout
import Foundation
import ViewControllers

/// A window on a chosen device that holds the view or view controller under test, runs
/// its lifecycle and lays it out, and collects every conflict report met on the way.
///
/// ```swift
/// let host = LayoutHost(LayoutEnvironment(device: .iPhoneSE))
/// host.host(ProfileViewController())
/// host.change { $0.contentSize = .accessibilityExtraExtraExtraLarge }
/// #expect(host.reports.isEmpty)
/// ```
@MainActor
public final class LayoutHost {
    /// How a hosted view (not a controller) is sized in the window.
    public enum Sizing: Sendable, Hashable {
        /// The view fills the window and stretches with it (autoresizing).
        case fillWindow
        /// The view keeps the frame it was built with.
        case asBuilt
        /// The view takes the window's width and the height its constraints fit at that
        /// width (`systemLayoutSizeFitting` with the width required, the height fitting).
        case fittingWidth
    }

    /// The window, filling the device's screen.
    public let window: Window
    /// The environment the window is in now.
    public private(set) var environment: LayoutEnvironment
    /// The conflict reports met in the host's calls and in ``collectingReports(_:)``, in order.
    public private(set) var reports: [ConflictReport] = []
    /// The view whose tree a snapshot lists: the hosted view, or the controller's view.
    public private(set) var hostedView: View?
    private var sizing = Sizing.fillWindow
    private var controller: ViewController?

    /// A window filling `environment`'s device in its orientation, with its text size and
    /// layout direction.
    public init(_ environment: LayoutEnvironment = LayoutEnvironment()) {
        self.environment = environment
        window = Window(device: environment.device, orientation: environment.orientation)
        apply(environment)
    }

    /// Makes `controller` the window's root, shows the window (the controller hears
    /// `viewDidLoad`, `viewWillAppear`, `viewDidAppear`) and lays it out.
    public func host(_ controller: ViewController) {
        collectingReports {
            self.controller = controller
            window.rootViewController = controller
            window.makeKeyAndVisible()
            hostedView = controller.view
            layout()
        }
    }

    /// Puts `view` in the window, sized as `sizing` says, and lays it out.
    public func host(_ view: View, sizing: Sizing = .fillWindow) {
        collectingReports {
            self.sizing = sizing
            hostedView?.removeFromSuperview()
            // A view built with no frame starts at the window's size, so that constraints to
            // its margins do not conflict with a zero size before it is fitted.
            if sizing == .fittingWidth { view.frame = window.bounds }
            window.addSubview(view)
            hostedView = view
            window.makeKeyAndVisible()
            size(view)
            layout()
        }
    }

    /// Changes the environment (rotate, change the text size or the direction) and lays
    /// out again; views hear `traitCollectionDidChange`.
    public func change(_ update: (inout LayoutEnvironment) -> Void) {
        var next = environment
        update(&next)
        collectingReports {
            apply(next)
            if let view = hostedView, controller == nil { size(view) }
            layout()
        }
    }

    /// Lays the window's tree out now.
    public func layout() {
        collectingReports {
            window.setNeedsLayout()
            window.layoutIfNeeded()
        }
    }

    /// Runs `body`, adding the conflict reports it causes to ``reports``.
    @discardableResult
    public func collectingReports<T>(_ body: () throws -> T) rethrows -> T {
        try ConflictReporting.withHandler({ self.reports.append($0) }, body)
    }

    private func apply(_ next: LayoutEnvironment) {
        environment = next
        window.frame = next.bounds
        window.safeAreaInsets = next.device.safeAreaInsets(next.orientation)
        var traits = next.device.traits(next.orientation)
        traits.preferredContentSizeCategory = next.contentSize
        window.traitOverrides = traits
        window.userInterfaceLayoutDirection = next.direction
    }

    private func size(_ view: View) {
        let bounds = window.bounds
        switch sizing {
        case .fillWindow:
            view.frame = bounds
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        case .asBuilt:
            break
        case .fittingWidth:
            // The safe area (and so the margins) depends on the frame: fit again at the
            // fitted frame until the height stays.
            for _ in 0..<3 {
                window.layoutIfNeeded()
                let fitted = view.systemLayoutSizeFitting(
                    CGSize(width: bounds.width, height: 0), withHorizontalFittingPriority: .required,
                    verticalFittingPriority: .fittingSizeLevel)
                let frame = CGRect(x: 0, y: 0, width: bounds.width, height: fitted.height)
                if frame == view.frame { break }
                view.frame = frame
            }
        }
    }
}
