import AutoLayout
import Foundation
import LayoutDSL
import LayoutTestSupport
import Testing

/// A 320 x 480 root with one subview made in code (translating its mask until the DSL
/// touches it).
@MainActor func rootAndChild(width: CGFloat = 320, height: CGFloat = 480) -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let child = View()
    root.addSubview(child)
    return (root, child)
}

/// A view with a fixed intrinsic size.
final class Block: View {
    var size = CGSize.zero
    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
    }
    override var intrinsicContentSize: CGSize { size }
}
