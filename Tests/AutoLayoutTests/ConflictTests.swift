import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct ConflictTests {
    /// The documents' cell: a label pinned 8 points inside a content view whose height a
    /// list holds at its estimate of 1.
    @Test func breaksTheBottomOfSymmetricInsetsAndPrintsUIKitsText() throws {
        let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 1))
        let label = makeChild(of: content)
        let top = label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
        let bottom = label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                top, bottom,
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 12),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            ])
            content.layoutIfNeeded()
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.constraints.map(\.description).count == 3)
        #expect(report.constraints.prefix(2).elementsEqual([top, bottom]))
        #expect(report.brokenConstraint === bottom)
        #expect(report.reason == "the app made it; it is the only one on a bottom, trailing or right edge")
        let l = address(of: label)
        let c = address(of: content)
        let height = report.constraints[2]
        let expected = """
            Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
            \tTry this:\u{20}
            \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
            \t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the \
            documentation for the UIView property translatesAutoresizingMaskIntoConstraints)\u{20}
            (
                "<NSLayoutConstraint:\(address(of: top)) UIView:\(l).top == UIView:\(c).top + 8   (active)>",
                "<NSLayoutConstraint:\(address(of: bottom)) UIView:\(l).bottom == UIView:\(c).bottom - 8   (active)>",
                "<NSAutoresizingMaskLayoutConstraint:\(address(of: height)) h=--& v=--& UIView:\(c).height == 1   (active)>"
            )

            Will attempt to recover by breaking constraint\u{20}
            <NSLayoutConstraint:\(address(of: bottom)) UIView:\(l).bottom == UIView:\(c).bottom - 8   (active)>

            Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
            The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> \
            may also be helpful.
            """
        #expect(report.text == expected)
        // The broken bottom holds as nearly as it can: the label keeps 8 at the top, its
        // height is 0, and its bottom sits 7 below the content view's.
        #expect(label.frame == CGRect(x: 12, y: 8, width: 308, height: 0))
        #expect(bottom.isBroken && bottom.isActive && !top.isBroken)
    }

    @Test func aBrokenConstraintLeavesCleanlyAndTheConflictEnds() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
        let label = makeChild(of: content)
        let top = label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
        let bottom = label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                top, bottom, label.leftAnchor.constraint(equalTo: content.leftAnchor),
                label.widthAnchor.constraint(equalToConstant: 10),
            ])
            content.layoutIfNeeded()
            content.frame = CGRect(x: 0, y: 0, width: 100, height: 60)
            content.layoutIfNeeded()
        }
        #expect(reports.count == 1)
        // Still broken, but now it can hold, and the broken constraint holds above every
        // optional priority.
        #expect(bottom.isBroken)
        #expect(label.frame == CGRect(x: 0, y: 8, width: 10, height: 44))
        bottom.isActive = false
        bottom.isActive = true
        content.layoutIfNeeded()
        #expect(!bottom.isBroken)
        #expect(label.frame == CGRect(x: 0, y: 8, width: 10, height: 44))
    }

    @Test func lowerPriorityEndsTheConflict() {
        let content = View(frame: CGRect(x: 0, y: 0, width: 100, height: 1))
        let label = makeChild(of: content)
        let top = label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8)
        top.priority = .defaultHigh
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                top, label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
                label.leftAnchor.constraint(equalTo: content.leftAnchor),
                label.widthAnchor.constraint(equalToConstant: 10),
            ])
            content.layoutIfNeeded()
        }
        #expect(reports.isEmpty)
        #expect(label.frame == CGRect(x: 0, y: -7, width: 10, height: 0))
    }

    final class Badge: View {
        override var intrinsicContentSize: CGSize { CGSize(width: 40, height: 20) }
    }

    @Test func systemConstraintsAreBrokenOnlyWhenNothingElseIs() throws {
        let root = makeRoot(width: 100, height: 100)
        let badge = Badge(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.setContentHuggingPriority(.required, for: .horizontal)
        badge.setContentCompressionResistancePriority(.required, for: .horizontal)
        root.addSubview(badge)
        let (_, reports, _) = collecting { root.layoutIfNeeded() }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.constraints.count == 2)
        #expect(report.constraints.allSatisfy { $0.isSystemGenerated })
        #expect(report.reason == "every constraint in the set is system-generated; it is the earliest listed of the 2 tied")
        #expect(report.brokenConstraint === report.constraints[0])
        let b = badge.debugName
        #expect(b.hasPrefix("AutoLayoutTests.ConflictTests.Badge:0x"))
        #expect(
            report.constraints.map(\.equationDescription).sorted()
                == [
                    "\(b).width == 40 Hug:1000 CompressionResistance:1000",
                    "h=--& v=--& \(b).width == 30",
                ].sorted())
        #expect(report.constraints.contains { $0.debugClassName == "NSContentSizeLayoutConstraint" })
    }

    @Test func requiredConstraintsThatConflictTwiceAreReportedTwice() {
        let root = makeRoot(width: 100, height: 100)
        let box = makeChild(of: root)
        let w1 = box.widthAnchor.constraint(equalToConstant: 10)
        let w2 = box.widthAnchor.constraint(equalToConstant: 20)
        let w3 = box.widthAnchor.constraint(equalToConstant: 30)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 5), w1, w2, w3,
            ])
            root.layoutIfNeeded()
        }
        #expect(reports.count == 2)
        #expect(reports[0].constraints == [w1, w2])
        #expect(reports[0].brokenConstraint === w1)
        #expect(reports[1].constraints == [w2, w3])
        #expect(reports[1].brokenConstraint === w2)
        #expect(box.frame.width == 30)
    }

    /// A width set 25 times, each conflicting with the one before: every report names the
    /// two, the older breaks, the newest holds; deactivating it leaves the 24 broken widths,
    /// which settle at their median.
    @Test func aWidthSetManyTimesBreaksEachOlderOne() {
        let root = makeRoot(width: 100, height: 100)
        let box = makeChild(of: root)
        let widths = (1...25).map { box.widthAnchor.constraint(equalToConstant: CGFloat($0)) }
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 5),
            ])
            for width in widths { width.isActive = true }
            root.layoutIfNeeded()
        }
        #expect(reports.count == 24)
        for (i, report) in reports.enumerated() {
            #expect(report.constraints == [widths[i], widths[i + 1]])
            #expect(report.brokenConstraint === widths[i])
        }
        #expect(box.frame.width == 25)
        widths[24].isActive = false
        root.layoutIfNeeded()
        #expect(box.frame.width >= 12 && box.frame.width <= 13)
    }

    /// The same low-priority width added again on every pass (300 copies, as code that
    /// adds its constraints in `updateConstraints` without removing them makes them): a
    /// required width holds over them, and once it goes the copies hold again. No
    /// conflict is reported; the copies are optional.
    @Test func aConstraintAddedAgainAndAgainHoldsOnceAPinGoes() {
        let root = makeRoot(width: 200, height: 100)
        let box = makeChild(of: root)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                box.heightAnchor.constraint(equalToConstant: 5),
            ])
            for _ in 0..<300 {
                let copy = box.widthAnchor.constraint(equalToConstant: 40)
                copy.priority = .defaultLow
                copy.isActive = true
            }
            let pin = box.widthAnchor.constraint(equalToConstant: 120)
            for round in 0..<3 {
                pin.isActive = true
                root.layoutIfNeeded()
                #expect(box.frame == CGRect(x: 0, y: 0, width: 120, height: 5), "round \(round), pinned")
                pin.isActive = false
                root.layoutIfNeeded()
                #expect(box.frame == CGRect(x: 0, y: 0, width: 40, height: 5), "round \(round), released")
            }
        }
        #expect(reports.isEmpty)
    }

    /// Required widths that repeat a value (`H:[box(==2,==2,==2,==7,==2)]`): each conflict
    /// breaks the older constraint, as for any width set anew, and the newest holds.
    @Test func repeatedRequiredWidthsBreakTheOlderOnes() throws {
        let root = makeRoot(width: 200, height: 100)
        let box = makeChild(of: root)
        let (made, reports, _) = try collecting {
            let made = try LayoutConstraint.constraintsChecked(
                withVisualFormat: "H:[box(==2,==2,==2,==7,==2)]", views: ["box": box])
            LayoutConstraint.activate(
                made + [
                    box.leftAnchor.constraint(equalTo: root.leftAnchor), box.topAnchor.constraint(equalTo: root.topAnchor),
                    box.heightAnchor.constraint(equalToConstant: 5),
                ])
            root.layoutIfNeeded()
            return made
        }
        #expect(made.count == 5)
        // ==7 conflicts with each earlier ==2 in turn, breaking it (a report each); the
        // last ==2 conflicts with ==7 and breaks it.
        try #require(reports.count == 4)
        for i in 0..<3 {
            #expect(reports[i].constraints == [made[i], made[3]], "report \(i)")
            #expect(reports[i].brokenConstraint === made[i], "report \(i)")
        }
        #expect(reports[3].constraints == [made[3], made[4]])
        #expect(reports[3].brokenConstraint === made[3])
        #expect(box.frame == CGRect(x: 0, y: 0, width: 2, height: 5))
    }
}
