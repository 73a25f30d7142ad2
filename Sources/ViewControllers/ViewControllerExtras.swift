import AutoLayout
import Controls
import Foundation

/// What a controller keeps for the members its extensions add (extensions cannot store):
/// editing, the edit button, the presentation controller, the transitioning delegate, the
/// transition under way and the tab bar item.
@MainActor
final class ViewControllerExtras {
    var isEditing = false
    var editButtonItem: BarButtonItem?
    var presentationController: PresentationController?
    weak var transitioningDelegate: (any ViewControllerTransitioningDelegate)?
    var transitionCoordinator: (any ViewControllerTransitionCoordinator)?
    var tabBarItem: TabBarItem?
}
