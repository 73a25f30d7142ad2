import AutoLayout
import Foundation
import LayoutTestSupport
import Testing

@MainActor @Suite struct BreakingKeysTests {
    let appTop = BreakingKeys(appMade: true, firstAttribute: .top, hasSecondItem: true)
    let appBottom = BreakingKeys(appMade: true, firstAttribute: .bottom, hasSecondItem: true)
    let appWidth = BreakingKeys(appMade: true, firstAttribute: .width, hasSecondItem: false)
    let systemHeight = BreakingKeys(appMade: false, firstAttribute: .height, hasSecondItem: false)

    @Test func theLargestKeysWinTheEarliestOfATie() {
        #expect(BreakingKeys.choice([]) == nil)
        #expect(BreakingKeys.choice([systemHeight, appTop]) == 1)
        #expect(BreakingKeys.choice([appTop, appBottom, systemHeight]) == 1)
        #expect(BreakingKeys.choice([appBottom, appWidth]) == 1)
        #expect(BreakingKeys.choice([appTop, appTop, systemHeight]) == 0)
        #expect(appTop < appBottom && appBottom < appWidth && systemHeight < appTop)
        #expect(!(appTop < appTop))
        #expect(BreakingKeys(appMade: true, firstAttribute: .trailingMargin, hasSecondItem: true).farEdge)
        #expect(!BreakingKeys(appMade: true, firstAttribute: .leading, hasSecondItem: true).farEdge)
        #expect(appWidth.description == "app-made, constant value")
    }

    @Test func theReasonNamesTheKeysThatDecided() {
        #expect(BreakingKeys.reason([appTop, systemHeight], chosen: 0) == "it is the only one the app made")
        #expect(
            BreakingKeys.reason([appTop, appBottom, systemHeight], chosen: 1)
                == "the app made it; it is the only one on a bottom, trailing or right edge")
        #expect(BreakingKeys.reason([appTop, appTop], chosen: 0) == "it is the earliest listed of the 2 tied")
        #expect(
            BreakingKeys.reason([systemHeight, systemHeight], chosen: 0)
                == "every constraint in the set is system-generated; it is the earliest listed of the 2 tied")
        #expect(BreakingKeys.reason([appTop], chosen: 0) == "it is the only constraint in the set")
    }

    /// A fixed width inside leading and trailing pins that do not leave room for it: the
    /// width gives way, and the pins hold (as UIKit breaks `H:[UIView(768)]` in a 50-point
    /// cell).
    @Test func aFixedSizeGivesWayBeforeTheEdgesAroundIt() throws {
        let content = View(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
        let box = makeChild(of: content)
        let width = box.widthAnchor.constraint(equalToConstant: 768)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                box.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                box.trailingAnchor.constraint(equalTo: content.trailingAnchor), width,
                box.topAnchor.constraint(equalTo: content.topAnchor), box.heightAnchor.constraint(equalToConstant: 10),
            ])
            content.layoutIfNeeded()
        }
        let report = try #require(reports.first)
        #expect(reports.count == 1)
        #expect(report.constraints.count == 4)
        #expect(report.brokenConstraint === width)
        #expect(report.reason == "the app made it; it is the only one that sets a value to a constant")
        #expect(box.frame == CGRect(x: 0, y: 0, width: 50, height: 10))
    }
}
