import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

/// A root view of a size, translating its frame (as a window's root view would).
@MainActor func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view that positions itself with constraints, added to `parent`.
@MainActor func makeChild(of parent: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
