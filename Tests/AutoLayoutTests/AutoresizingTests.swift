import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct AutoresizingTests {
    @Test func aViewMadeInCodeKeepsItsFrame() {
        let root = makeRoot()
        let view = View(frame: CGRect(x: 12, y: 34, width: 56, height: 78))
        root.addSubview(view)
        #expect(view.translatesAutoresizingMaskIntoConstraints)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 12, y: 34, width: 56, height: 78))
        view.frame = CGRect(x: 1, y: 2, width: 3, height: 4)
        root.layoutIfNeeded()
        #expect(view.frame == CGRect(x: 1, y: 2, width: 3, height: 4))
    }

    @Test func flexibleWidthFollowsTheSuperview() {
        let root = makeRoot(width: 300, height: 200)
        let container = View(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
        root.addSubview(container)
        let bar = View(frame: CGRect(x: 10, y: 0, width: 280, height: 44))
        bar.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        container.addSubview(bar)
        let corner = View(frame: CGRect(x: 260, y: 160, width: 30, height: 30))
        corner.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
        container.addSubview(corner)
        root.layoutIfNeeded()
        container.frame = CGRect(x: 0, y: 0, width: 400, height: 300)
        root.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 10, y: 0, width: 380, height: 44))
        #expect(corner.frame == CGRect(x: 360, y: 260, width: 30, height: 30))
    }

    @Test func flexibleMarginsShareTheChangeByTheirSizes() {
        let root = makeRoot(width: 300, height: 100)
        let box = View(frame: CGRect(x: 50, y: 0, width: 100, height: 10))
        box.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        root.addSubview(box)
        root.layoutIfNeeded()
        root.frame = CGRect(x: 0, y: 0, width: 600, height: 100)
        root.layoutIfNeeded()
        // The left margin (50) and the right margin (150) share 300 more points 1 : 3.
        #expect(box.frame == CGRect(x: 125, y: 0, width: 100, height: 10))
    }

    @Test func aConstraintOnATranslatingViewConflicts() {
        let root = makeRoot()
        let view = View(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        root.addSubview(view)
        let width = view.widthAnchor.constraint(equalToConstant: 200)
        let (_, reports, _) = collecting {
            width.isActive = true
            root.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        #expect(reports.first?.brokenConstraint === width)
        #expect(reports.first?.text.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints") == true)
        #expect(view.frame.width == 100)
        #expect(width.isBroken)
    }
}
