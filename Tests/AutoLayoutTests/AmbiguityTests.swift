import AutoLayout
import Foundation
import Testing

@MainActor @Suite struct AmbiguityTests {
    @Test func aMissingConstraintIsAmbiguous() {
        let root = makeRoot(width: 200, height: 200)
        let box = makeChild(of: root)
        LayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: root.topAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.heightAnchor.constraint(equalToConstant: 50),
        ])
        #expect(box.hasAmbiguousLayout)
        #expect(!root.hasAmbiguousLayout)
        let before = box.frame
        box.exerciseAmbiguityInLayout()
        #expect(box.frame.minX != before.minX)
        #expect(box.frame.minY == 10 && box.frame.size == before.size)
        let node = box.debugName
        let trace = root.autolayoutTrace()
        #expect(trace.hasPrefix("•\(root.debugName)\n|   *\(node)- AMBIGUOUS LAYOUT for \(node).minX{id: "))
        #expect(!trace.contains("minY{id"))
        box.leadingAnchor.constraint(equalTo: root.leadingAnchor).isActive = true
        #expect(!box.hasAmbiguousLayout)
        #expect(root.autolayoutTrace() == "•\(root.debugName)\n|   *\(node)")
    }

    /// A layout guide answers the same questions as a view (UIKit's `UILayoutGuide` has
    /// both): whether its frame is ambiguous in its owning view, and which constraints
    /// place it on an axis.
    @Test func aLayoutGuideReportsItsAmbiguityAndItsConstraints() {
        let root = makeRoot(width: 200, height: 200)
        let spacer = LayoutGuide()
        #expect(!spacer.hasAmbiguousLayout && spacer.constraintsAffectingLayout(for: .horizontal).isEmpty)
        root.addLayoutGuide(spacer)
        let width = spacer.widthAnchor.constraint(equalToConstant: 20)
        let leading = spacer.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 5)
        let top = spacer.topAnchor.constraint(equalTo: root.topAnchor)
        LayoutConstraint.activate([width, leading, top])
        #expect(spacer.hasAmbiguousLayout, "no height")
        #expect(spacer.constraintsAffectingLayout(for: .horizontal) == [width, leading])
        #expect(spacer.constraintsAffectingLayout(for: .vertical) == [top])
        let height = spacer.heightAnchor.constraint(equalToConstant: 8)
        height.isActive = true
        #expect(!spacer.hasAmbiguousLayout)
        #expect(spacer.constraintsAffectingLayout(for: .vertical) == [top, height])
        #expect(spacer.layoutFrame == CGRect(x: 5, y: 0, width: 20, height: 8))
    }

    @Test func equalOptionalPrioritiesPullingApartAreAmbiguous() {
        let root = makeRoot(width: 200, height: 200)
        let box = makeChild(of: root)
        let narrow = box.widthAnchor.constraint(equalToConstant: 10)
        let wide = box.widthAnchor.constraint(equalToConstant: 90)
        narrow.priority = .defaultHigh
        wide.priority = .defaultHigh
        LayoutConstraint.activate([
            narrow, wide, box.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            box.topAnchor.constraint(equalTo: root.topAnchor), box.heightAnchor.constraint(equalToConstant: 5),
        ])
        #expect(box.hasAmbiguousLayout)
        wide.isActive = false
        wide.priority = .defaultHigh + 1
        wide.isActive = true
        #expect(!box.hasAmbiguousLayout)
        root.layoutIfNeeded()
        #expect(box.frame.width == 90)
    }

    @Test func aChildOfAnAmbiguousParentIsNotAmbiguousItself() {
        let root = makeRoot(width: 200, height: 200)
        let parent = makeChild(of: root)
        let child = makeChild(of: parent)
        LayoutConstraint.activate([
            parent.widthAnchor.constraint(equalToConstant: 100), parent.heightAnchor.constraint(equalToConstant: 100),
            parent.topAnchor.constraint(equalTo: root.topAnchor),
            child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: 5),
            child.topAnchor.constraint(equalTo: parent.topAnchor, constant: 5),
            child.widthAnchor.constraint(equalToConstant: 10), child.heightAnchor.constraint(equalToConstant: 10),
        ])
        #expect(parent.hasAmbiguousLayout)
        #expect(!child.hasAmbiguousLayout)
    }
}
