import Foundation
import LayoutStories
import LayoutTestSupport
import Testing
import UIKitCompat

@MainActor @Suite struct StoryTests {
    @Test func story1BeforeTheFixReportsEachCellAtItsEstimate() throws {
        let run = TitleListStory.run(lowered: false)
        #expect(run.reports.count == TitleListStory.titles.count)
        let report = try #require(run.reports.first)
        #expect(report.descriptions.count == 4)
        #expect(report.descriptions[0].contains(" h=-&- v=-&- UIView:"))
        #expect(report.descriptions[1].contains(".top == UIView:"))
        #expect(report.descriptions[1].hasPrefix("<SnapKit.LayoutConstraint:0x"))
        #expect(report.descriptions[1].contains("@TitleListStory.swift#"))
        #expect(report.descriptions[2].contains(".bottom == UIView:"))
        #expect(report.descriptions[3].contains("'UIView-Encapsulated-Layout-Height' LayoutStories.TitleCell:0x"))
        #expect(report.descriptions[3].hasSuffix(".height == 1   (active)>"))
        #expect(report.brokenDescription == report.descriptions[2])
        #expect(report.text.hasPrefix("Unable to simultaneously satisfy constraints.\n"))
        #expect(frames(run) == expectedTitleFrames)
    }

    @Test func story1AfterTheFixHasNoReportAndTheSameFrames() {
        let run = TitleListStory.run(lowered: true)
        #expect(run.reports.isEmpty)
        #expect(frames(run) == expectedTitleFrames)
    }

    /// Bold 17-point text wraps at 363 points; each cell is its lines of 20.29 points
    /// (rounded up to the pixel, 20.33 for one line and 40.67 for two) plus 16, with 8
    /// between cells.
    private var expectedTitleFrames: [CGRect] {
        let (one, two) = (CGFloat(61) / 3 + 16, CGFloat(122) / 3 + 16)
        var y: CGFloat = 0
        var frames: [CGRect] = []
        for height in [one, two, one, one] {
            frames.append(CGRect(x: 0, y: y, width: 375, height: onSixths(height)))
            y = onSixths(y + height + 8)
        }
        return frames
    }

    @Test func story2RowsFollowThePhotosAndReuseKeepsOneRatio() throws {
        let (run, table) = PhotoTableStory.run()
        #expect(run.reports.isEmpty)
        // The photo is 343 wide: 16:9 is 192.9375 high, square 343, 3:4 457.33; plus 16.
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        #expect(heights[0] == CGFloat(343) * 9 / 16 + 16)
        #expect(heights[1] == CGFloat(343 + 16))
        #expect(abs(heights[2] - (343 * 4.0 / 3 + 16)) < 1e-9)
        #expect(table.cellRequests > table.visibleCells.count)
        for cell in table.visibleCells {
            let path = try #require(table.indexPath(for: cell))
            #expect(cell.frame.height == table.rectForRow(at: path).height)
        }
        #expect(run.frames.first?.frame == CGRect(x: 0, y: 0, width: 375, height: heights[0]))
    }

    @Test func story3TheTableGrowsToShowEveryRow() {
        let (run, table) = GrowingTableStory.run()
        #expect(run.reports.isEmpty)
        // "Settings" at bold 34: 40.57 -> 40.67 high, 16 below the top; the table starts 16 lower.
        #expect(table.frame == CGRect(x: 0, y: 218.0 / 3, width: 375, height: 484))
        #expect(table.visibleCells.count == 11)
        #expect(table.contentSize == CGSize(width: 375, height: 484))
        #expect(run.frames.last?.frame == CGRect(x: 0, y: 1538.0 / 3, width: 375, height: 44))
    }

    @Test func story4TheShopHomeScreen() throws {
        let (run, home) = ShopHomeStory.run()
        #expect(run.reports.isEmpty)
        let layout = home.collectionViewLayout
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))?.frame
                == CGRect(x: 10, y: 12, width: 58, height: 82))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 7, section: 0))?.frame
                == CGRect(x: 486, y: 12, width: 58, height: 82))
        #expect(layout.orthogonalContentSize(forSection: 0) == CGSize(width: 554, height: 82))
        let header = layout.layoutAttributesForSupplementaryView(
            ofKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))
        #expect(header?.frame == CGRect(x: 0, y: 118, width: 375, height: 200))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))?.frame
                == CGRect(x: 0, y: 318, width: 187, height: 350))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 1, section: 1))?.frame
                == CGRect(x: 188, y: 318, width: 187, height: 350))
        #expect(
            layout.layoutAttributesForItem(at: IndexPath(item: 2, section: 1))?.frame
                == CGRect(x: 0, y: 669, width: 187, height: 350))
        #expect(home.contentSize == CGSize(width: 375, height: 318 + 3 * 350 + 2))
        // Only the cells meeting the 1020-point frame exist: 8 shortcuts, 4 products.
        #expect(home.indexPathsForVisibleItems.filter { $0.section == 1 }.count == 4)
        let product = try #require(home.cellForItem(at: IndexPath(item: 0, section: 1)))
        #expect(product.frame == CGRect(x: 0, y: 318, width: 187, height: 350))
    }

    private func frames(_ run: StoryRun) -> [CGRect] { run.frames.map(\.frame) }
}
