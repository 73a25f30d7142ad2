import AutoLayout
import Foundation
import LayoutDiagnostics
import LayoutTestSupport
import Testing

/// A cell's conflict as the Xcode console prints it (iOS 10 and later, with the
/// `[LayoutConstraints]` prefix and a timestamp).
let modernLog = """
    2026-11-29 10:02:03.123456+0100 Shop[1234:56789] [LayoutConstraints] Unable to simultaneously satisfy constraints.
    \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
    \tTry this:\u{20}
    \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
    \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}
    (
        "<NSLayoutConstraint:0x600002170be0 UILabel:0x7fd1a0c0b2f0'Title'.top == UITableViewCellContentView:0x7fd1a0c0a9e0.top + 8   (active)>",
        "<NSLayoutConstraint:0x600002170c30 UILabel:0x7fd1a0c0b2f0'Title'.bottom == UITableViewCellContentView:0x7fd1a0c0a9e0.bottom - 8   (active)>",
        "<NSLayoutConstraint:0x600002171040 'UIView-Encapsulated-Layout-Height' UITableViewCellContentView:0x7fd1a0c0a9e0.height == 1   (active)>"
    )

    Will attempt to recover by breaking constraint\u{20}
    <NSLayoutConstraint:0x600002170c30 UILabel:0x7fd1a0c0b2f0'Title'.bottom == UITableViewCellContentView:0x7fd1a0c0a9e0.bottom - 8   (active)>

    Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.
    The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.
    """

/// The iOS 6-9 layout: a one-line header, no `(active)`, visual-format and autoresizing
/// descriptions, names with a capital N, the broken constraint on the same line.
let oldLog = """
    2015-03-31 22:55:39.629 App[4411:1234] Unable to simultaneously satisfy constraints.  Probably at least one of the constraints in the following list is one you don't want. Try this: (1) look at each constraint and try to figure out which you don't expect; (2) find the code that added the unwanted constraint or constraints and fix it. (Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints)
    (
        "<NSLayoutConstraint:0x7f9b1 H:|-(16)-[UILabel:0x7f9b2]   (Names: '|':UIView:0x7f9b3 )>",
        "<NSLayoutConstraint:0x7f9b4 H:[UILabel:0x7f9b2(300)]>",
        "<NSLayoutConstraint:0x7f9b5 H:[UILabel:0x7f9b2]-(16)-|   (Names: '|':UIView:0x7f9b3 )>",
        "<NSAutoresizingMaskLayoutConstraint:0x7f9b6 h=--& v=--& H:[UIView:0x7f9b3(320)]>"
    )
    Will attempt to recover by breaking constraint <NSLayoutConstraint:0x7f9b4 H:[UILabel:0x7f9b2(300)]>
    """

/// SnapKit's descriptions, a content-size constraint, priorities and a multiplier, with the
/// quotes and trailing spaces lost in pasting, and a line that cannot be read.
@MainActor
let snapKitLog = """
    Unable to simultaneously satisfy constraints.
    (
        <SnapKit.LayoutConstraint:0x283360f00@ProfileCell.swift#42 UIImageView:0x103983a80.width == UIImageView:0x103983a80.height * 2.0>
        <SnapKit.LayoutConstraint:title-height@ProfileCell.swift#44 UIImageView:0x103983a80.height == 100.0>
        <NSContentSizeLayoutConstraint:0x6000 UIImageView:0x103983a80.width == 120 Hug:250 CompressionResistance:750   (active)>
        <NSLayoutConstraint:0x600003 UIImageView:0x103983a80.width <= 150   (active)>
        <NSLayoutConstraint:0x600004 UIImageView:0x103983a80.width == 40 @750   (active)>
        <NSLayoutConstraint:0x600005 UIImageView:0x103983a80.width ?? 40   (active)>
    )
    Will attempt to recover by breaking constraint
    <SnapKit.LayoutConstraint:title-height@ProfileCell.swift#44 UIImageView:0x103983a80.height == 100.0>
    """

@MainActor @Suite struct LogTests {
    @Test func readsTheModernLayout() throws {
        let (conflicts, unparsed) = LogParser.parse(modernLog)
        #expect(unparsed.isEmpty)
        let log = try #require(conflicts.first)
        #expect(conflicts.count == 1)
        #expect(log.listed.count == 3)
        #expect(log.lines == [7, 8, 9])
        let first = log.listed[0]
        #expect(first.className == "NSLayoutConstraint")
        #expect(first.address == "0x600002170be0")
        #expect(first.first == .init(item: "UILabel:0x7fd1a0c0b2f0'Title'", attribute: "top"))
        #expect(first.second == .init(item: "UITableViewCellContentView:0x7fd1a0c0a9e0", attribute: "top"))
        #expect(first.constant == 8 && first.relation == "==" && first.priority == 1000)
        #expect(log.listed[1].constant == -8)
        #expect(log.listed[2].identifier == "UIView-Encapsulated-Layout-Height")
        #expect(log.listed[2].second == nil && log.listed[2].constant == 1)
        #expect(log.broken?.address == "0x600002170c30")
    }

    /// A log saved on Windows or copied from a terminal that ends lines in "\r\n" reads the
    /// same, line numbers included.
    @Test func readsWindowsLineEndings() throws {
        let (lf, _) = LogParser.parse(modernLog)
        let (crlf, unparsed) = LogParser.parse(modernLog.replacingOccurrences(of: "\n", with: "\r\n"))
        #expect(unparsed.isEmpty)
        let log = try #require(crlf.first)
        #expect(crlf.count == 1 && log.lines == [7, 8, 9])
        #expect(log.listed == lf[0].listed && log.broken == lf[0].broken)
    }

    /// A constant of `CGFloat.greatestFiniteMagnitude` (as the console prints it) among
    /// the listed constraints is held to the engine's limit, as UIKit's engine holds it:
    /// the conflict is found as without it.
    @Test func aSentinelConstantDoesNotHideTheConflict() throws {
        let first = #"    "<NSLayoutConstraint:0x600002170be0"#
        let line =
            #"    "<NSLayoutConstraint:0x600002171090 UILabel:0x7fd1a0c0b2f0'Title'.height <= 1.79769e+308   (active)>","#
        let text = modernLog.replacingOccurrences(of: first, with: line + "\n" + first)
        let log = try #require(LogParser.parse(text).conflicts.first)
        #expect(log.listed.count == 4 && log.listed[0].constant == 1.79769e+308)
        #expect(ConflictAnalysis(listed: log.listed, broken: log.broken).minimal == [1, 2, 3])
    }

    @Test func explainsTheModernConflictInNumbers() throws {
        let log = try #require(LogParser.parse(modernLog).conflicts.first)
        let analysis = ConflictAnalysis(listed: log.listed, broken: log.broken)
        #expect(analysis.minimal == [0, 1, 2])
        #expect(analysis.brokenByUIKit == 1)
        #expect(analysis.engineWouldBreak == 1)
        #expect(analysis.engineReason == "the app made it; it is the only one on a bottom, trailing or right edge")
        #expect(
            analysis.explanation
                == "UILabel'Title'.top = UITableViewCellContentView:0x7fd1a0c0a9e0.top + 8 and "
                + "UILabel'Title'.bottom = UITableViewCellContentView:0x7fd1a0c0a9e0.bottom - 8 need "
                + "UITableViewCellContentView:0x7fd1a0c0a9e0.height >= 16 (widths and heights are never negative), "
                + "but 'UIView-Encapsulated-Layout-Height' holds it at 1.")
        #expect(
            analysis.origins == [
                "'UIView-Encapsulated-Layout-Height': the size a table or collection view gives its cell (its estimate "
                    + "until the cell measures itself)"
            ])
        let top = "UILabel'Title'.top = UITableViewCellContentView:0x7fd1a0c0a9e0.top + 8"
        let bottom = "UILabel'Title'.bottom = UITableViewCellContentView:0x7fd1a0c0a9e0.bottom - 8"
        #expect(analysis.suggestions.allSatisfy { ConflictAnalysis.canHold($0.constraints) })
        #expect(!ConflictAnalysis.canHold(analysis.listed))
        #expect(
            analysis.suggestions.map(\.text) == [
                "Lower the priority of \(bottom) to 999.", "Lower the priority of \(top) to 999.",
                "Lower the priority of \(bottom) to .high (750).", "Lower the priority of \(top) to .high (750).",
                "Change the constant of \(bottom) from -8 to 7.", "Change the constant of \(top) from 8 to -7.",
            ])
        // The cell's estimated height wins: the bottom constraint at 999 is the standard fix.
        #expect(analysis.suggestions[0].reason.hasSuffix("the standard fix for self-sizing cells"))
    }

    @Test func readsTheOldLayoutWithVisualFormats() throws {
        let (conflicts, unparsed) = LogParser.parse(oldLog)
        #expect(unparsed.isEmpty)
        let log = try #require(conflicts.first)
        #expect(log.listed.count == 4)
        #expect(log.listed[0].first == .init(item: "UILabel:0x7f9b2", attribute: "leading"))
        #expect(log.listed[0].second == .init(item: "UIView:0x7f9b3", attribute: "leading"))
        #expect(log.listed[0].constant == 16)
        #expect(log.listed[1].first == .init(item: "UILabel:0x7f9b2", attribute: "width"))
        #expect(log.listed[1].constant == 300)
        #expect(log.listed[2].first == .init(item: "UIView:0x7f9b3", attribute: "trailing"))
        #expect(log.listed[2].second == .init(item: "UILabel:0x7f9b2", attribute: "trailing"))
        #expect(log.listed[3].autoresizingMask == "h=--& v=--&")
        #expect(log.listed[3].first == .init(item: "UIView:0x7f9b3", attribute: "width"))
        #expect(log.broken?.address == "0x7f9b4")
        let analysis = ConflictAnalysis(listed: log.listed, broken: log.broken)
        #expect(analysis.minimal == [0, 1, 2, 3])
        #expect(analysis.brokenByUIKit == 1)
        #expect(analysis.engineWouldBreak == 1)
        #expect(analysis.engineReason == "the app made it; it is the only one that sets a value to a constant")
        #expect(
            analysis.explanation
                == "UILabel:0x7f9b2.leading = UIView:0x7f9b3.leading + 16 and UILabel:0x7f9b2.width = 300 and "
                + "UIView:0x7f9b3.trailing = UILabel:0x7f9b2.trailing + 16 need UIView:0x7f9b3.width >= 332, "
                + "but the autoresizing constraint (h=--& v=--&) UIView:0x7f9b3.width = 320 holds it at 320.")
        #expect(
            analysis.suggestions.map(\.text).contains(
                "Change the constant of UILabel:0x7f9b2.width = 300 from 300 to 288."))
        #expect(
            analysis.suggestions.map(\.text).contains(
                "Set translatesAutoresizingMaskIntoConstraints = false on UIView:0x7f9b3."))
    }

    @Test func readsSnapKitContentSizeAndPriorities() throws {
        let (conflicts, unparsed) = LogParser.parse(snapKitLog)
        #expect(unparsed == [UnparsedLine(line: 8, column: 64, message: "expected '==', '<=' or '>='")])
        let log = try #require(conflicts.first)
        #expect(log.listed.count == 5)
        let ratio = log.listed[0]
        #expect(ratio.className == "SnapKit.LayoutConstraint")
        #expect(ratio.sourceLocation == "ProfileCell.swift#42")
        #expect(ratio.multiplier == 2)
        #expect(log.listed[1].address == "title-height")
        #expect(log.listed[2].contentPriorities?.hugging == 250)
        #expect(log.listed[2].contentPriorities?.compressionResistance == 750)
        #expect(log.listed[4].priority == 750)
        let analysis = ConflictAnalysis(listed: log.listed, broken: log.broken)
        // width = 2 * 100 = 200 against width <= 150; the optional ones take no part.
        #expect(analysis.minimal == [0, 1, 3])
        // In a SnapKit log the plain NSLayoutConstraint is UIKit's; of SnapKit's two, the
        // constant height gives way.
        #expect(!log.listed[3].breakingKeys(amongListed: log.listed).appMade)
        #expect(analysis.brokenByUIKit == 1 && analysis.engineWouldBreak == 1)
        #expect(
            analysis.suggestions.first?.text
                == "Lower the priority of UIImageView:0x103983a80.height = 100 (ProfileCell.swift#44) to 999.")
        #expect(
            analysis.suggestions.map(\.text).contains(
                "Change the constant of UIImageView:0x103983a80.height = 100 (ProfileCell.swift#44) from 100 to 75."))
    }

    @Test func aLogWithoutAHeaderIsOneConflict() {
        let text = """
            <NSLayoutConstraint:0x1 UIView:0x2.width == 10>
            <NSLayoutConstraint:0x3 UIView:0x2.width == 20>
            """
        let (conflicts, _) = LogParser.parse(text)
        #expect(conflicts.count == 1)
        let analysis = ConflictAnalysis(listed: conflicts[0].listed)
        #expect(analysis.minimal == [0, 1])
        #expect(
            analysis.explanation
                == "UIView:0x2.width = 20 needs UIView:0x2.width >= 20, but the constraint UIView:0x2.width = 10 holds it at 10."
        )
        #expect(
            analysis.suggestions.map(\.text).contains(
                "Remove the duplicate UIView:0x2.width = 10 (it repeats UIView:0x2.width = 20)."))
    }
}

@MainActor @Suite struct LiveDiagnosisTests {
    @Test func explainsAConflictTheEngineMet() throws {
        let content = View(frame: CGRect(x: 0, y: 0, width: 320, height: 1))
        let label = View()
        label.translatesAutoresizingMaskIntoConstraints = false
        content.addSubview(label)
        let (_, reports, _) = collecting {
            LayoutConstraint.activate([
                label.topAnchor.constraint(equalTo: content.topAnchor, constant: 8),
                label.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -8),
                label.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                label.trailingAnchor.constraint(equalTo: content.trailingAnchor),
            ])
            content.layoutIfNeeded()
        }
        let report = try #require(reports.first)
        let analysis = ConflictAnalysis(report: report)
        #expect(analysis.minimal == [0, 1, 2])
        #expect(analysis.brokenByUIKit == 1)
        #expect(analysis.engineWouldBreak == 1)
        let c = content.debugName
        #expect(
            analysis.explanation
                == "\(label.debugName).top = \(c).top + 8 and \(label.debugName).bottom = \(c).bottom - 8 need "
                + "\(c).height >= 16 (widths and heights are never negative), but the autoresizing constraint "
                + "(h=--& v=--&) \(c).height = 1 holds it at 1.")
        #expect(
            analysis.suggestions.map(\.text).contains("Set translatesAutoresizingMaskIntoConstraints = false on \(c)."))
        #expect(analysis.suggestions.allSatisfy { ConflictAnalysis.canHold($0.constraints) })
    }
}

@MainActor @Suite struct FormatVariantTests {
    private func statement(_ text: String) throws -> ConstraintStatement {
        let log = try #require(
            LogParser.parse("Unable to simultaneously satisfy constraints:\n" + text).conflicts.first)
        return try #require(log.listed.first)
    }

    @Test func appKitHeaderAndPrototypingConstraints() throws {
        let s = try statement(
            "<NSIBPrototypingLayoutConstraint:0x6000 'IB auto generated at build time for view with fixed frame' "
                + "NSTextField:0x1002.left == NSView:0x1001.left + 20   (active)>")
        #expect(s.className == "NSIBPrototypingLayoutConstraint")
        #expect(s.identifier == "IB auto generated at build time for view with fixed frame")
        #expect(s.isSystemGenerated)
        #expect(s.constant == 20)
    }

    @Test func stackViewIdentifiersNamesAndStandardSpacing() throws {
        let s = try statement(
            "\"<NSLayoutConstraint:0x600001 'UISV-spacing' H:[UILabel:0x7f1'Name']-(NSSpace(8))-[UIButton:0x7f2'Buy …']   (active)>\","
        )
        #expect(s.identifier == "UISV-spacing")
        #expect(s.isSystemGenerated)
        #expect(s.origin == "made by a stack view to arrange its views")
        #expect(s.first == .init(item: "UIButton:0x7f2'Buy …'", attribute: "leading"))
        #expect(s.second == .init(item: "UILabel:0x7f1'Name'", attribute: "trailing"))
        #expect(s.constant == 8)
        let bar = try statement(
            "<NSLayoutConstraint:0x600002 'UISV-canvas-connection' V:[UILabel:0x7f1]-(>=8@750)-|   "
                + "(active, names: '|':UIStackView:0x7f3 )>")
        #expect(bar.first == .init(item: "UIStackView:0x7f3", attribute: "bottom"))
        #expect(bar.relation == ">=" && bar.constant == 8 && bar.priority == 750)
    }

    @Test func multipliersInFrontAndEngineVariables() throws {
        let ratio = try statement(
            "<NSLayoutConstraint:0x1 UIView:0x2.height == 0.2*MyApp.Card:0x3.height + 4   (active)>")
        #expect(ratio.multiplier == 0.2)
        #expect(ratio.second == .init(item: "MyApp.Card:0x3", attribute: "height"))
        #expect(ratio.constant == 4)
        let engine = try statement("<NSLayoutConstraint:0x4 UITableView:0x5.contentHeight{id: 178} == -5.000000>")
        #expect(engine.first == .init(item: "UITableView:0x5", attribute: "contentHeight"))
        #expect(engine.constant == -5)
        let negative = try statement("<NSLayoutConstraint:0x6 UIView:0x7.width == - 16   (active)>")
        #expect(negative.constant == -16)
        let analysis = ConflictAnalysis(listed: [negative])
        #expect(analysis.minimal == [0])
        #expect(
            analysis.explanation
                == "the constraint UIView:0x7.width = -16 alone cannot hold: widths and heights are never negative.")
    }

    @Test func aTrailingSystemSpacingIsTheConstant() throws {
        let s = try statement(
            "\"<_UISystemBaselineConstraint:0x60000 UITextField:0x7f1.bottom == UILayoutGuide:0x60001"
                + "'UIViewSafeAreaLayoutGuide'.bottom NSLayoutAnchorConstraintSpace(8)   (active)>\",")
        #expect(s.first == .init(item: "UITextField:0x7f1", attribute: "bottom"))
        #expect(s.second == .init(item: "UILayoutGuide:0x60001'UIViewSafeAreaLayoutGuide'", attribute: "bottom"))
        #expect(s.constant == 8)
    }

    @Test func appKitNamesWithOneSpaceNameBareItems() throws {
        let centred = try statement(
            "\"<NSLayoutConstraint:0x6080 Row.centerY == NSImageView:0x6081.centerY (Names: Row:0x6082 )>\",")
        #expect(centred.first == .init(item: "Row:0x6082", attribute: "centerY"))
        #expect(centred.second == .init(item: "NSImageView:0x6081", attribute: "centerY"))
        let pinned = try statement(
            "\"<NSLayoutConstraint:0x6083 V:[NSImageView:0x6081]-(13)-| (Names: Row:0x6082, '|':Row:0x6082 )>\",")
        #expect(pinned.first == .init(item: "Row:0x6082", attribute: "bottom"))
        #expect(pinned.constant == 13)
        let log = """
            Unable to simultaneously satisfy constraints:
            (
            "<NSLayoutConstraint:0x6083 V:[NSImageView:0x6081]-(13)-| (Names: Row:0x6082, '|':Row:0x6082 )>",
            "<NSLayoutConstraint:0x6080 Row.centerY == NSImageView:0x6081.centerY (Names: Row:0x6082 )>",
            "<NSLayoutConstraint:0x6084 V:|-(12)-[NSImageView:0x6081] (Names: Row:0x6082, '|':Row:0x6082 )>"
            )
            Will attempt to recover by breaking constraint
            <NSLayoutConstraint:0x6080 Row.centerY == NSImageView:0x6081.centerY (Names: Row:0x6082 )>
            """
        let conflict = try #require(LogParser.parse(log).conflicts.first)
        #expect(conflict.broken?.address == "0x6080")
        #expect(ConflictAnalysis(listed: conflict.listed, broken: conflict.broken).minimal == [0, 1, 2])
    }

    /// A conflict as a log lists it, analysed.
    private func analysis(_ lines: [String], broken: Int) throws -> ConflictAnalysis {
        let text = "Unable to simultaneously satisfy constraints.\n(\n" + lines.map { "    \"\($0)\"," }.joined(separator: "\n")
            + "\n)\nWill attempt to recover by breaking constraint\n\(lines[broken])\n"
        let log = try #require(LogParser.parse(text).conflicts.first)
        #expect(log.listed.count == lines.count)
        return ConflictAnalysis(listed: log.listed, broken: log.broken)
    }

    @Test func aViewPrintedWithTwoPreviewsIsOneView() throws {
        let result = try analysis(
            [
                "<NSLayoutConstraint:0x1 UITextView:0xa'Hello world'.top == UIView:0xb.top + 100   (active)>",
                "<NSLayoutConstraint:0x2 UITextView:0xa'Hello wor…'.bottom == UIView:0xb.bottom - 103   (active)>",
                "<NSLayoutConstraint:0x3 UIView:0xb.height == 200   (active)>",
            ], broken: 2)
        #expect(result.minimal == [0, 1, 2])
        #expect(result.explanation.contains("need UIView:0xb.height >= 203"))
    }

    @Test func aPlusSignBeforeAConstantAndEngineVariableNames() throws {
        let s = try statement("<NSLayoutConstraint:0x1 UIImageView:0xc.midY == + 37.5   (active)>")
        #expect(s.first == .init(item: "UIImageView:0xc", attribute: "midY"))
        #expect(s.constant == 37.5 && s.second == nil)
    }

    @Test func snapKits2015DescriptionsAreRead() throws {
        let result = try analysis(
            [
                "<<MyApp.LayoutConstraint:0x7f1> <UIView:0x7f2>.top == <_UILayoutGuide:0x7f3>.bottom>",
                "<<MyApp.LayoutConstraint:0x7f4@Feed.swift#61> <UIView:0x7f2>.height == 500>",
                "<NSLayoutConstraint:0x7f5 UIView:0x7f2.bottom == UIView:0x7f6.bottom   (active)>",
                "<NSLayoutConstraint:0x7f7 UIView:0x7f6.height == 400   (active)>",
                "<NSLayoutConstraint:0x7f8 _UILayoutGuide:0x7f3.top == UIView:0x7f6.top   (active)>",
            ], broken: 1)
        #expect(result.listed[0].className == "MyApp.LayoutConstraint")
        #expect(result.listed[0].first == .init(item: "UIView:0x7f2", attribute: "top"))
        #expect(result.listed[0].second == .init(item: "_UILayoutGuide:0x7f3", attribute: "bottom"))
        #expect(result.listed[1].sourceLocation == "Feed.swift#61")
        #expect(result.brokenByUIKit == 1)
        #expect(result.minimal == [0, 1, 2, 3, 4])
    }

    @Test func aScrollViewsContentSizeIsNeverNegative() throws {
        let result = try analysis(["<NSLayoutConstraint:0x1 UIScrollView:0xa.contentHeight{id: 178} == -5.000000>"], broken: 0)
        #expect(result.minimal == [0])
    }

    @Test func constantsRoundedInThePrintAreNamed() throws {
        let result = try analysis(
            [
                "<NSLayoutConstraint:0x1 UIButton:0xa.height >= 48   (active)>",
                "<NSLayoutConstraint:0x2 'UIView-Encapsulated-Layout-Height' UIButton:0xa.height == 48   (active)>",
            ], broken: 0)
        #expect(result.minimal.isEmpty)
        #expect(
            result.explanation
                == "As printed, the listed constraints can all hold together; but UIKit prints constants rounded, and if "
                + "the constant of the constraint UIButton:0xa.height >= 48 is really a little more than 48 (a size "
                + "rounded to the screen's pixels, such as an encapsulated height of 43.67 printed as 44, or a font "
                + "scaled for the text size), they cannot.")
    }

    @Test func redactedListsAreSkippedAndReported() {
        let (conflicts, unparsed) = LogParser.parse(
            "Unable to simultaneously satisfy constraints:\n(\n    <private>\n)\nWill attempt to recover by breaking constraint \n<private>\n"
        )
        #expect(conflicts.isEmpty)
        #expect(unparsed.isEmpty)
    }
}
