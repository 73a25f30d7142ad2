import AutoLayout
import Foundation
import Testing

/// Very wide and very deep trees lay out, come apart and are freed, never
/// overflowing a stack. `LAYOUT_EXTREME_VIEWS` sets the count (default 2,000);
/// `.ci/run` runs 100,000 in release mode.
@MainActor @Suite(.serialized) struct ExtremeTreeTests {
    static var count: Int { Int(ProcessInfo.processInfo.environment["LAYOUT_EXTREME_VIEWS"] ?? "") ?? 2000 }

    @Test func siblingsStackedOneBelowTheOther() {
        let n = Self.count
        weak var last: View?
        do {
            let root = makeRoot(width: 320, height: 480)
            var views: [View] = []
            var constraints: [LayoutConstraint] = []
            for i in 0..<n {
                let view = makeChild(of: root)
                let above = i == 0 ? root.topAnchor : views[i - 1].bottomAnchor
                constraints += [
                    view.topAnchor.constraint(equalTo: above), view.heightAnchor.constraint(equalToConstant: 2),
                    view.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 16),
                    view.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -16),
                ]
                views.append(view)
            }
            LayoutConstraint.activate(constraints)
            root.layoutIfNeeded()
            #expect(views.indices.allSatisfy { views[$0].frame == CGRect(x: 16, y: CGFloat(2 * $0), width: 288, height: 2) })
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
            root.layoutIfNeeded()
            #expect(views[n - 1].frame == CGRect(x: 16, y: CGFloat(2 * (n - 1)), width: 168, height: 2))
            last = views[n - 1]
        }
        #expect(last == nil)
    }

    /// The chain is built from the bottom up, each new view becoming the parent of the chain
    /// so far, with its constraints made as it goes: that costs the same at every depth.
    /// (Adding a view below a deep one walks up to the root, as UIKit's superview walks
    /// do, so a chain built from the top down costs O(depth) a view.)
    @Test func aChainOfNestedViewsLaysOutAndComesApart() {
        let n = Self.count
        weak var deepest: View?
        do {
            let root = makeRoot(width: 320, height: 480)
            func pin(_ view: View, in parent: View) -> [LayoutConstraint] {
                [
                    view.topAnchor.constraint(equalTo: parent.topAnchor, constant: 0.5),
                    view.leadingAnchor.constraint(equalTo: parent.leadingAnchor),
                    view.widthAnchor.constraint(equalTo: parent.widthAnchor),
                    view.heightAnchor.constraint(equalToConstant: 10),
                ]
            }
            var chain: [View] = [View()]
            chain[0].translatesAutoresizingMaskIntoConstraints = false
            for _ in 1..<n {
                let parent = View()
                parent.translatesAutoresizingMaskIntoConstraints = false
                parent.addSubview(chain[chain.count - 1])
                LayoutConstraint.activate(pin(chain[chain.count - 1], in: parent))
                chain.append(parent)
            }
            chain.reverse()
            root.addSubview(chain[0])
            LayoutConstraint.activate(pin(chain[0], in: root))
            root.layoutIfNeeded()
            #expect(chain.allSatisfy { $0.frame == CGRect(x: 0, y: 0.5, width: 320, height: 10) })
            #expect(chain[n - 1].isDescendant(of: root))
            // Narrowing the root narrows every view below it.
            root.frame = CGRect(x: 0, y: 0, width: 200, height: 480)
            root.layoutIfNeeded()
            #expect(chain[n - 1].frame == CGRect(x: 0, y: 0.5, width: 200, height: 10))
            // Taking the chain out of the root leaves both trees sound.
            chain[0].removeFromSuperview()
            root.layoutIfNeeded()
            #expect(chain[0].superview == nil && root.subviews.isEmpty)
            #expect(chain[n - 1].isDescendant(of: chain[0]))
            deepest = chain[n - 1]
        }
        #expect(deepest == nil)
    }

    /// The trace of a deep tree stops indenting at `traceIndentLimit` levels, so its text
    /// grows with the number of views, not with their depth times their number. (The trace
    /// probes each view's frame in the engine, which costs more on long chains: 300 levels
    /// keep the test short.)
    @Test func theTraceOfADeepChainIsLinearInItsSize() {
        let root = makeRoot(width: 320, height: 480)
        var parent = root
        for _ in 0..<300 {
            let view = View(frame: CGRect(x: 0, y: 1, width: 10, height: 10))
            parent.addSubview(view)
            parent = view
        }
        let trace = root.autolayoutTrace().split(separator: "\n")
        #expect(trace.count == 301)
        let indent = String(repeating: "|   ", count: View.traceIndentLimit)
        #expect(trace[128].hasPrefix(String(repeating: "|   ", count: 128) + "+UIView:0x"))
        #expect(trace[129].hasPrefix(indent + "[depth 129] +UIView:0x"))
        #expect(trace[300].hasPrefix(indent + "[depth 300] +UIView:0x"))
    }
}
