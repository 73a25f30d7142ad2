/// What owns a view and wants to hear of its life, as UIKit's view controllers do through
/// a view's private view delegate: the controller's view tells it when it enters or leaves
/// a window, around its layout, when its constraints update and when its traits change.
@MainActor
package protocol ViewDelegate: AnyObject {
    /// Before the view's tree enters or leaves a window.
    func viewWillMove(toWindow window: Window?)
    /// After the view's tree entered or left a window.
    func viewDidMoveToWindow()
    /// Before the view lays out its subviews.
    func viewWillLayoutSubviews()
    /// After the view laid out its subviews.
    func viewDidLayoutSubviews()
    /// In place of the view's `updateConstraints()`, which the delegate's own update calls.
    func updateViewConstraints()
    /// After the view's traits changed and the view heard of it.
    func viewTraitCollectionDidChange(_ previousTraitCollection: TraitCollection?)
}
