import AutoLayout
import Foundation

extension LayoutGuide {
    /// The guide's height: UIKit's `UILayoutSupport.length`, what the top and bottom layout
    /// guides of a controller cover.
    public var length: CGFloat { layoutFrame.height }
}

extension ViewController {
    /// The area above the content: from the top of the view to the top of its safe area
    /// (UIKit's `topLayoutGuide`, deprecated since iOS 11 for the safe area; relate to its
    /// `bottomAnchor`). Its constraints are named `_UILayoutSupportConstraint`, as UIKit's.
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.topAnchor instead of topLayoutGuide.bottomAnchor")
    public var topLayoutGuide: LayoutGuide { supportGuide(top: true) }

    /// The area below the content: from the bottom of the safe area to the bottom of the
    /// view (UIKit's `bottomLayoutGuide`, deprecated since iOS 11; relate to its `topAnchor`).
    @available(*, deprecated, message: "Use view.safeAreaLayoutGuide.bottomAnchor instead of bottomLayoutGuide.topAnchor")
    public var bottomLayoutGuide: LayoutGuide { supportGuide(top: false) }

    private func supportGuide(top: Bool) -> LayoutGuide {
        if let guide = layoutSupportGuides[top] { return guide }
        let guide = LayoutGuide()
        guide.identifier = top ? "_UIViewControllerTopLayoutGuide" : "_UIViewControllerBottomLayoutGuide"
        view.addLayoutGuide(guide)
        let safe = view.safeAreaLayoutGuide
        let constraints = [
            guide.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            guide.widthAnchor.constraint(equalToConstant: 0),
            top
                ? guide.topAnchor.constraint(equalTo: view.topAnchor)
                : guide.topAnchor.constraint(equalTo: safe.bottomAnchor),
            top
                ? guide.bottomAnchor.constraint(equalTo: safe.topAnchor)
                : guide.bottomAnchor.constraint(equalTo: view.bottomAnchor),
        ]
        for constraint in constraints { constraint.identifier = "_UILayoutSupportConstraint" }
        LayoutConstraint.activate(constraints)
        layoutSupportGuides[top] = guide
        return guide
    }
}
