import AutoLayout
import Foundation

extension ViewController {
    /// The least margins the root view keeps (UIKit's `systemMinimumLayoutMargins`): 16
    /// points at the leading and trailing sides in a compact-width environment, 20 in a
    /// regular one, none at the top and bottom, where the safe area insets the content
    /// (Apple's documentation of `systemMinimumLayoutMargins` and
    /// `viewRespectsSystemMinimumLayoutMargins`).
    public var systemMinimumLayoutMargins: DirectionalEdgeInsets {
        let side: CGFloat = viewIfLoaded?.traitCollection.horizontalSizeClass == .regular ? 20 : 16
        return DirectionalEdgeInsets(top: 0, leading: side, bottom: 0, trailing: side)
    }

    /// Gives the root view its margins: none of its own, as a controller's root view has in
    /// UIKit, and at least ``systemMinimumLayoutMargins`` while
    /// ``viewRespectsSystemMinimumLayoutMargins`` is on.
    func applySystemMinimumMargins(to view: View, adopting: Bool) {
        if adopting { view.layoutMarginsStorage = EdgeInsets(top: 0, left: 0, bottom: 0, right: 0) }
        guard viewRespectsSystemMinimumLayoutMargins else {
            view.minimumLayoutMargins = nil
            return
        }
        let minimum = systemMinimumLayoutMargins
        view.minimumLayoutMargins = EdgeInsets(
            top: minimum.top, left: minimum.leading, bottom: minimum.bottom, right: minimum.trailing)
    }
}
