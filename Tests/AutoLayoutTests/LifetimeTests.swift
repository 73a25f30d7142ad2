import AutoLayout
import Foundation
import Testing

/// Back-references (a subview's superview, a guide's owning view, the view a constraint
/// is installed on, a node's item) behave as weak references: they keep nothing alive and
/// read nil once the view is gone.
@MainActor @Suite struct LifetimeTests {
    @Test func subviewsForgetTheirSuperview() {
        let child = View()
        weak var gone: View?
        do {
            let parent = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            parent.addSubview(child)
            #expect(child.superview === parent)
            gone = parent
        }
        #expect(gone == nil, "a subview keeps its superview alive")
        #expect(child.superview == nil)
        #expect(child.isDescendant(of: child))
    }

    @Test func guidesForgetTheirOwner() {
        let guide = LayoutGuide()
        guide.identifier = "spacer"
        do {
            let owner = View()
            owner.addLayoutGuide(guide)
            #expect(guide.owningView === owner)
        }
        #expect(guide.owningView == nil)
        #expect(guide.description.hasSuffix("owningView = <(null)>>"))
    }

    /// A laid-out tree is freed when the app lets go of it (a root once kept its engine
    /// subtree, itself included, and so was never freed after a layout pass).
    @Test func laidOutTreesAreFreed() {
        weak var goneRoot: View?
        weak var goneLabel: Label?
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            let label = Label(text: "Hello")
            label.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(label)
            label.centerXAnchor.constraint(equalTo: root.centerXAnchor).isActive = true
            label.centerYAnchor.constraint(equalTo: root.centerYAnchor).isActive = true
            root.layoutIfNeeded()
            #expect(label.center == CGPoint(x: 100, y: 50) && label.frame.width > 0)
            goneRoot = root
            goneLabel = label
        }
        #expect(goneRoot == nil && goneLabel == nil)
    }

    /// A constraint the app still holds outlives its views: it reads inactive, and its
    /// description names the items it can no longer reach as deallocated.
    @Test func constraintsOutliveTheirViews() throws {
        var constraint: LayoutConstraint?
        var address = ""
        do {
            let root = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            let box = View()
            box.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 40)
            width.isActive = true
            root.layoutIfNeeded()
            #expect(width.isActive && box.frame.width == 40)
            address = String(box.debugName.dropFirst("UIView:".count))
            constraint = width
        }
        let width = try #require(constraint)
        #expect(!width.isActive && !width.isBroken)
        #expect(width.description.contains("(deallocated):\(address).width == 40"))
    }
}
