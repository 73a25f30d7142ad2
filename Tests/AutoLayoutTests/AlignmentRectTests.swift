import AutoLayout
import Foundation
import Testing

/// A view whose content sits inside a 4-point shadow at its left and bottom: its alignment
/// rectangle is its frame inset by (0, 4, 4, 0).
final class ShadowedBlock: View {
    let content: CGSize
    init(_ width: CGFloat, _ height: CGFloat) {
        content = CGSize(width: width, height: height)
        super.init(frame: .zero)
    }
    required init?(coder: NSCoder) { nil }
    override var alignmentRectInsets: EdgeInsets { EdgeInsets(top: 0, left: 4, bottom: 4, right: 0) }
    override var intrinsicContentSize: CGSize { content }
}

/// Constraints position alignment rectangles; frames are the rectangles outset by the
/// view's `alignmentRectInsets` (UIKit's `UIView` documentation, "Aligning views in Auto
/// Layout": the alignment rectangle is what constraints and the intrinsic size describe).
@MainActor @Suite struct AlignmentRectTests {
    @Test func constraintsPlaceTheAlignmentRectangle() {
        let root = makeRoot(width: 320, height: 480)
        let block = ShadowedBlock(100, 50)
        block.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(block)
        LayoutConstraint.activate([
            block.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            block.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
        ])
        root.layoutIfNeeded()
        // The alignment rectangle is (20, 10, 100, 50): the frame reaches 4 points further
        // left and down.
        #expect(block.frame == CGRect(x: 16, y: 10, width: 104, height: 54))
        #expect(block.alignmentRect(forFrame: block.frame) == CGRect(x: 20, y: 10, width: 100, height: 50))
        #expect(block.frame(forAlignmentRect: CGRect(x: 20, y: 10, width: 100, height: 50)) == block.frame)
    }

    /// A stack lays out its arranged views' alignment rectangles: their content edges line
    /// up and the spacing is between the rectangles, not the shadows.
    @Test func stacksArrangeAlignmentRectangles() {
        let root = makeRoot(width: 320, height: 480)
        let views = [ShadowedBlock(60, 40), ShadowedBlock(80, 40)]
        let stack = StackView(arrangedSubviews: views)
        stack.spacing = 10
        stack.alignment = .top
        stack.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(stack)
        LayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: root.topAnchor, constant: 20),
        ])
        root.layoutIfNeeded()
        #expect(stack.frame == CGRect(x: 20, y: 20, width: 150, height: 40))
        #expect(views[0].frame == CGRect(x: -4, y: 0, width: 64, height: 44))
        #expect(views[1].frame == CGRect(x: 66, y: 0, width: 84, height: 44))
    }

    /// A view placed by its frame keeps that frame: its autoresizing constraints hold the
    /// alignment rectangle inside it, and its subviews are placed in its bounds.
    @Test func aFramedViewKeepsItsFrame() {
        let root = makeRoot(width: 320, height: 480)
        let block = ShadowedBlock(100, 50)
        block.frame = CGRect(x: 30, y: 40, width: 104, height: 54)
        root.addSubview(block)
        let inner = View()
        inner.translatesAutoresizingMaskIntoConstraints = false
        block.addSubview(inner)
        LayoutConstraint.activate([
            inner.leadingAnchor.constraint(equalTo: block.leadingAnchor),
            inner.topAnchor.constraint(equalTo: block.topAnchor),
            inner.widthAnchor.constraint(equalToConstant: 10),
            inner.heightAnchor.constraint(equalToConstant: 10),
        ])
        root.layoutIfNeeded()
        #expect(block.frame == CGRect(x: 30, y: 40, width: 104, height: 54))
        // The block's leading edge is its alignment rectangle's, 4 points inside its bounds.
        #expect(inner.frame == CGRect(x: 4, y: 0, width: 10, height: 10))
        root.frame = CGRect(x: 0, y: 0, width: 400, height: 480)
        root.layoutIfNeeded()
        #expect(block.frame == CGRect(x: 30, y: 40, width: 104, height: 54))
    }
}
