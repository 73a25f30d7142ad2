import AutoLayout
import LayoutDiagnostics
import Testing

/// Which listed constraint counts as the app's when the log is all one reads.
@MainActor @Suite struct LoggedBreakingKeysTests {
    private func analysis(_ lines: [String]) throws -> ConflictAnalysis {
        let text =
            "Unable to simultaneously satisfy constraints.\n(\n"
            + lines.map { "    \"\($0)\"" }.joined(separator: ",\n")
            + "\n)\n"
        let log = try #require(LogParser.parse(text).conflicts.first)
        return ConflictAnalysis(listed: log.listed, broken: log.broken)
    }

    /// A constraint on one of UIKit's private views (the keyboard's input bar here) is
    /// UIKit's, whatever its class: the app's height gives way.
    @Test func constraintsOnUIKitsPrivateViewsAreUIKits() throws {
        let analysis = try analysis([
            "<NSLayoutConstraint:0x1 '_UITemporaryLayoutHeight' _UIKBCompatInputView:0xa.height == 0   (active)>",
            "<NSLayoutConstraint:0x2 UIInputSetHostView:0xb.height == _UIKBCompatInputView:0xa.height   (active)>",
            "<NSLayoutConstraint:0x3 UIView:0xc.height >= 44   (active)>",
            "<NSLayoutConstraint:0x4 UIView:0xc.bottom == UIInputSetHostView:0xb.bottom   (active)>",
            "<NSLayoutConstraint:0x5 UIView:0xc.top == UIInputSetHostView:0xb.top   (active)>",
        ])
        let keys = analysis.listed.map { $0.breakingKeys(amongListed: analysis.listed) }
        #expect(keys.map(\.appMade) == [false, false, true, false, false])
        #expect(analysis.minimal == [0, 1, 2, 3, 4])
        #expect(analysis.engineWouldBreak == 2)
        #expect(analysis.engineReason == "it is the only one the app made")
    }

    /// Of two symmetric insets the bottom one, of a fixed size and two pins the size.
    @Test func aConstantSizeBeforeAFarEdgeBeforeTheRest() throws {
        let insets = try analysis([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xa.leading + 12   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.trailing == UIView:0xa.trailing - 12   (active)>",
            "<NSLayoutConstraint:0x3 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 0   (active)>",
        ])
        #expect(insets.engineWouldBreak == 1)
        let sized = try analysis([
            "<NSLayoutConstraint:0x1 UILabel:0xb.leading == UIView:0xa.leading   (active)>",
            "<NSLayoutConstraint:0x2 UILabel:0xb.trailing == UIView:0xa.trailing   (active)>",
            "<NSLayoutConstraint:0x3 UILabel:0xb.width == 100   (active)>",
            "<NSLayoutConstraint:0x4 'UIView-Encapsulated-Layout-Width' UIView:0xa.width == 50   (active)>",
        ])
        #expect(sized.engineWouldBreak == 2)
        #expect(sized.engineReason == "the app made it; it is the only one that sets a value to a constant")
    }
}
