import AutoLayout
import Foundation
import Testing

/// Trees whose depth would make any per-view walk to the root quadratic, and the cached
/// walks (View+TreeCaches.swift) kept right as trees change.
@MainActor @Suite struct DeepTreeTests {
    @Test func aChainOfNestedViewsLaysOutAtEveryDepth() {
        let root = makeRoot(width: 320, height: 480)
        var chain: [View] = []
        var parent = root
        for _ in 0..<2000 {
            let view = View()
            view.translatesAutoresizingMaskIntoConstraints = false
            parent.addSubview(view)
            LayoutConstraint.activate([
                view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.5),
                view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                view.widthAnchor.constraint(equalTo: parent.widthAnchor),
                view.heightAnchor.constraint(equalToConstant: 10),
            ])
            chain.append(view)
            parent = view
        }
        root.layoutIfNeeded()
        for view in chain { #expect(view.frame == CGRect(x: 0, y: 0.5, width: 320, height: 10)) }
        // Narrowing the root narrows every view below it.
        root.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
        root.layoutIfNeeded()
        #expect(chain.allSatisfy { $0.frame == CGRect(x: 0, y: 0.5, width: 200, height: 10) })
    }

    @Test func aViewMovedToAnotherTreeTakesItsDirectionAndRoot() {
        let leftToRight = makeRoot(width: 300, height: 100)
        let rightToLeft = makeRoot(width: 300, height: 100)
        rightToLeft.semanticContentAttribute = .forceRightToLeft
        let middle = View()
        leftToRight.addSubview(middle)
        let box = View()
        box.translatesAutoresizingMaskIntoConstraints = false
        middle.addSubview(box)
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rightToLeft.addSubview(middle)
        #expect(box.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        middle.frame = CGRect(x: 0, y: 0, width: 300, height: 100)
        LayoutConstraint.activate([
            box.leadingAnchor.constraint(equalTo: middle.leadingAnchor, constant: 10),
            box.widthAnchor.constraint(equalToConstant: 50), box.topAnchor.constraint(equalTo: middle.topAnchor),
            box.heightAnchor.constraint(equalToConstant: 20),
        ])
        rightToLeft.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 240, y: 0, width: 50, height: 20))
        // A change of an ancestor's setting reaches the cached direction.
        rightToLeft.semanticContentAttribute = .forceLeftToRight
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        rightToLeft.layoutIfNeeded()
        #expect(box.frame == CGRect(x: 10, y: 0, width: 50, height: 20))
        // Taken out of the tree, the view stands alone again.
        middle.removeFromSuperview()
        #expect(box.effectiveUserInterfaceLayoutDirection == .leftToRight)
        #expect(box.superview === middle && middle.superview == nil)
    }
}

/// Freeing and measuring very deep trees: nothing recurses once per level. (The chain is
/// built from the bottom up, each new view becoming the parent of the chain so far, which
/// costs the same at every depth.)
@MainActor @Suite struct VeryDeepTreeTests {
    @Test func aChainOfFiftyThousandViewsIsMeasuredAndFreed() {
        weak var deepest: View?
        weak var top: View?
        do {
            let bottom = View()
            var chain = bottom
            for _ in 0..<50000 {
                let parent = View()
                parent.addSubview(chain)
                chain = parent
            }
            let root = makeRoot(width: 320, height: 480)
            root.addSubview(chain)
            root.semanticContentAttribute = .forceRightToLeft
            #expect(bottom.isDescendant(of: root))
            #expect(bottom.safeAreaInsets == .zero)
            #expect(bottom.effectiveUserInterfaceLayoutDirection == .rightToLeft)
            deepest = bottom
            top = root
        }
        #expect(top == nil)
        #expect(deepest == nil)
    }
}
