import AutoLayout
import Foundation

/// A transition between two controllers of a storyboard (UIKit's `UIStoryboardSegue`).
/// Storyboards are not loaded here, so no segue is made by one; a segue made in code runs
/// its ``perform()`` (the destination is shown from the source, as a Show segue does).
/// https://developer.apple.com/documentation/uikit/uistoryboardsegue
@MainActor
open class StoryboardSegue {
    /// The segue's identifier.
    public let identifier: String?
    /// The controller the segue starts from.
    public let source: ViewController
    /// The controller the segue shows.
    public let destination: ViewController

    /// A segue between two controllers.
    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/init(identifier:source:destination:)
    public init(identifier: String?, source: ViewController, destination: ViewController) {
        self.identifier = identifier
        self.source = source
        self.destination = destination
    }

    /// Shows the destination from the source (`show(_:sender:)`); subclasses override it.
    /// https://developer.apple.com/documentation/uikit/uistoryboardsegue/perform()
    open func perform() { source.show(destination, sender: nil) }
}

extension ViewController {
    /// The storyboard the controller came from: always `nil`, as storyboards are not loaded
    /// here.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/storyboard
    public var storyboard: Storyboard? { nil }

    /// Runs the storyboard segue `identifier`. No controller here comes from a storyboard, so
    /// there is none: UIKit's exception message is reported (`Receiver (<…>) has no segue with
    /// identifier '…'`) through ``LayoutErrors`` and nothing happens.
    /// https://developer.apple.com/documentation/uikit/uiviewcontroller/performsegue(withidentifier:sender:)
    public func performSegue(withIdentifier identifier: String, sender: Any?) {
        LayoutErrors.report(
            .managedViewWarning("Receiver (\(debugDescription)) has no segue with identifier '\(identifier)'"))
    }
}
