import AutoLayout
import Foundation
import Testing

/// Chains of views that preserve their superview's margins and take their margins in from
/// the safe area: each view's margins depend on every ancestor's, which a layout pass works
/// out once per view (View+GeometryMemo.swift) and which stay right as frames and settings
/// change.
@MainActor @Suite struct PreservedMarginChainTests {
    /// A chain under a root with a status bar `statusBar` high: each view is pinned to its
    /// superview's margins guide on the leading, top and bottom edges and to its trailing
    /// edge, and preserves its superview's margins.
    func makeChain(depth: Int, size: CGFloat, statusBar: CGFloat) -> (root: View, chain: [View]) {
        let root = makeRoot(width: size, height: size)
        root.safeAreaInsets = EdgeInsets(top: statusBar, left: 0, bottom: 0, right: 0)
        var chain: [View] = []
        var parent = root
        for _ in 0..<depth {
            let view = makeChild(of: parent)
            view.preservesSuperviewLayoutMargins = true
            LayoutConstraint.activate([
                view.leadingAnchor.constraint(equalTo: parent.layoutMarginsGuide.leadingAnchor),
                view.topAnchor.constraint(equalTo: parent.layoutMarginsGuide.topAnchor),
                view.trailingAnchor.constraint(equalTo: parent.trailingAnchor),
                view.bottomAnchor.constraint(equalTo: parent.layoutMarginsGuide.bottomAnchor),
            ])
            chain.append(view)
            parent = view
        }
        return (root, chain)
    }

    @Test func everyLevelKeepsItsMarginsAndFrame() {
        let (root, chain) = makeChain(depth: 200, size: 20_000, statusBar: 0)
        root.layoutIfNeeded()
        // Every level is 8 in from its superview's leading and top edges, 8 narrower and
        // 16 lower.
        for (k, view) in chain.enumerated() {
            let expected = CGRect(x: 8, y: 8, width: 20_000 - 8 * CGFloat(k + 1), height: 20_000 - 16 * CGFloat(k + 1))
            #expect(view.frame == expected)
            if view.frame != expected { break }
        }
        // The margins guide of each view is 8 in on every side (the pushed-in margins are
        // no larger than its own). The last view's guide is made after the pass.
        for view in chain.dropLast() {
            let guide = view.layoutMarginsGuide.layoutFrame
            #expect(guide == CGRect(x: 8, y: 8, width: view.frame.width - 16, height: view.frame.height - 16))
            if guide.minX != 8 { break }
        }
    }

    @Test func aChangeHighInTheChainReachesTheBottom() {
        let (root, chain) = makeChain(depth: 12, size: 2000, statusBar: 20)
        root.layoutIfNeeded()
        // The first view sits below the status bar (root margin 8 + 20).
        #expect(chain[0].frame == CGRect(x: 8, y: 28, width: 1992, height: 1964))
        #expect(chain[0].safeAreaInsets == .zero)
        // A wider margin at the top pushes in every margin below it that preserves it.
        chain[0].layoutMargins = EdgeInsets(top: 8, left: 30, bottom: 8, right: 8)
        root.layoutIfNeeded()
        #expect(chain[1].frame == CGRect(x: 30, y: 8, width: chain[0].frame.width - 30, height: chain[0].frame.height - 16))
        // chain[1] is 30 in from chain[0]'s edge, where chain[0]'s margin is 30: nothing
        // pushes into chain[1]'s own 8, so the rest are 8 in again.
        #expect(chain[2].frame.minX == 8)
        #expect(chain[chain.count - 2].layoutMarginsGuide.layoutFrame.minX == 8)
        // A taller status bar moves the first view down; the memo of the last pass is not read.
        root.safeAreaInsets = EdgeInsets(top: 50, left: 0, bottom: 0, right: 0)
        root.layoutIfNeeded()
        #expect(chain[0].frame.minY == 58)
        #expect(chain[1].frame.minY == 8)
        // Without the safe area in its margins, the root's margin is 8 from its edge.
        root.insetsLayoutMarginsFromSafeArea = false
        root.layoutIfNeeded()
        #expect(chain[0].frame.minY == 8)
        // chain[0] now overlaps 42 points of the 50-point band: its safe area reaches 42
        // into it, and its margins guide starts below that (42 + its 8).
        #expect(chain[0].safeAreaInsets.top == 42)
        #expect(chain[0].layoutMarginsGuide.layoutFrame.minY == 50)
    }
}
