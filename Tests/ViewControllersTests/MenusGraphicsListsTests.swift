import Foundation
import Testing
import UIKitCompat

@MainActor @Suite struct MenusGraphicsListsTests {
    // MARK: Menus

    @Test func menusHoldTheirElementsAndPickActionsByTitle() {
        var log: [String] = []
        let small = UIAction(title: "Small", state: .on) { _ in log.append("small") }
        let large = UIAction(
            title: "Large", image: UIImage(systemName: "textformat.size"),
            identifier: UIAction.Identifier("size.large"),
            discoverabilityTitle: "Large text", attributes: [], state: .off
        ) { action in log.append(action.title.lowercased()) }
        let delete = UIAction(title: "Delete", attributes: [.destructive, .disabled]) { _ in log.append("delete") }
        let sizes = UIMenu(title: "Size", options: [.displayInline, .singleSelection], children: [small, large])
        let menu = UIMenu(
            title: "Text", identifier: UIMenu.Identifier("text"), options: .destructive, children: [sizes, delete])

        #expect(menu.title == "Text")
        #expect(menu.identifier.rawValue == "text")
        #expect(menu.options == .destructive)
        #expect(menu.children.count == 2)
        #expect(menu.children[0] === sizes)
        #expect(sizes.options.contains(.displayInline) && sizes.options.contains(.singleSelection))
        #expect(large.identifier.rawValue == "size.large")
        #expect(large.discoverabilityTitle == "Large text")
        #expect(large.image?.symbolName == "textformat.size")
        #expect(delete.attributes == [.destructive, .disabled])
        #expect(small.identifier != large.identifier)
        let elements: [UIMenuElement] = [small, sizes]
        #expect(elements.allSatisfy { !$0.title.isEmpty })
        #expect(menu.selectedElements.map(\.title) == ["Small"])

        // Picking "Large" runs it and, in a single-selection menu, moves the checkmark.
        #expect(menu.simulateSelection(of: "Large"))
        #expect(log == ["large"])
        #expect(large.state == .on && small.state == .off)
        #expect(menu.selectedElements.map(\.title) == ["Large"])
        // Disabled and missing actions do not run.
        #expect(!menu.simulateSelection(of: "Delete"))
        #expect(!menu.simulateSelection(of: "Huge"))
        #expect(log == ["large"])
        let replaced = menu.replacingChildren([delete])
        #expect(replaced.identifier == menu.identifier && replaced.children.count == 1)
    }

    @Test func buttonsAndBarButtonItemsKeepTheirMenus() {
        var log: [String] = []
        let menu = UIMenu(children: [UIAction(title: "Share") { _ in log.append("share") }])
        let button = UIButton(type: .system)
        #expect(button.menu == nil && !button.showsMenuAsPrimaryAction)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        #expect(button.menu === menu && button.showsMenuAsPrimaryAction)
        button.menu?.simulateSelection(of: "Share")
        #expect(log == ["share"])

        let item = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        #expect(item.title == "More" && item.menu === menu && item.primaryAction == nil)
        let add = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in log.append("add") }, menu: menu)
        #expect(add.systemItem == .add && add.menu === menu)
        add.simulateTap()
        #expect(log == ["share", "add"])
        // The existing initializers and uses of UIAction keep working.
        #expect(UIBarButtonItem(title: "Edit").menu == nil)
        #expect(UIButton(primaryAction: UIAction(title: "Go") { _ in }).currentTitle == "Go")
    }

    // MARK: Graphics contexts

    @Test func imageContextsStackPerThreadAndRecordDrawing() throws {
        #expect(UIGraphicsGetCurrentContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 40, height: 20), false, 0)
        let outer = try #require(UIGraphicsGetCurrentContext())
        // Scale 0 is the main screen's.
        #expect(outer.width == Int(40 * UIScreen.main.scale) && outer.height == Int(20 * UIScreen.main.scale))
        outer.setFillColor(UIColor.red)
        outer.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
        outer.setStrokeColor(UIColor.blue)
        outer.setLineWidth(2)
        outer.stroke(CGRect(x: 1, y: 1, width: 5, height: 5))
        outer.move(to: CGPoint(x: 2, y: 3))
        outer.addLine(to: CGPoint(x: 12, y: 8))
        outer.strokePath()
        #expect(
            outer.recordedOperations == [
                .fill(CGRect(x: 0, y: 0, width: 10, height: 10), color: UIColor.red),
                .stroke(CGRect(x: 1, y: 1, width: 5, height: 5), color: UIColor.blue, lineWidth: 2),
                .strokePath(CGRect(x: 2, y: 3, width: 10, height: 5), color: UIColor.blue, lineWidth: 2),
            ])

        UIGraphicsBeginImageContext(CGSize(width: 8, height: 6))
        let inner = try #require(UIGraphicsGetCurrentContext())
        #expect(inner !== outer && inner.width == 8 && inner.height == 6)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 8, height: 6))
        // Another thread has its own, empty stack.
        #expect(OtherThread.run { UIGraphicsGetCurrentContext() == nil })
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() === outer)
        #expect(UIGraphicsGetImageFromCurrentImageContext()?.size == CGSize(width: 40, height: 20))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
    }

    @Test func imageRenderersMakeImagesOfTheirSize() {
        let format = UIGraphicsImageRendererFormat()
        #expect(format.scale == UIScreen.main.scale && !format.opaque)
        format.scale = 2
        let renderer = UIGraphicsImageRenderer(size: CGSize(width: 30, height: 10), format: format)
        var pixels = (0, 0)
        var operations: [CGContext.RecordedOperation] = []
        let image = renderer.image { context in
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
            context.cgContext.setFillColor(UIColor.green)
            context.fill(CGRect(x: 0, y: 0, width: 30, height: 10))
            pixels = (context.cgContext.width, context.cgContext.height)
            operations = context.cgContext.recordedOperations
        }
        #expect(image.size == CGSize(width: 30, height: 10))
        #expect(pixels == (60, 20))
        #expect(operations == [.fill(CGRect(x: 0, y: 0, width: 30, height: 10), color: UIColor.green)])
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(UIGraphicsImageRenderer(size: CGSize(width: 5, height: 5)).image { _ in }.size.width == 5)
    }

    // MARK: Table section titles

    final class TitledSource: NSObject, UITableViewDataSource {
        var titleRequests = 0
        func numberOfSections(in tableView: UITableView) -> Int { 2 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            titleRequests += 1
            return section == 0 ? "Fruit" : nil
        }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 1 ? "2 vegetables" : nil
        }
    }

    @Test func sectionTitlesShowInHeaderAndFooterViews() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        let source = TitledSource()
        table.dataSource = source
        table.rowHeight = 44
        table.sectionHeaderHeight = 28
        table.sectionFooterHeight = 20
        table.layoutIfNeeded()

        #expect(source.titleRequests > 0)
        let header = try #require(table.headerView(forSection: 0))
        #expect(header.textLabel?.text == "Fruit")
        #expect(header.frame == CGRect(x: 0, y: 0, width: 320, height: 28))
        let label = try #require(header.textLabel)
        #expect(label.frame.minX == header.layoutMargins.left && label.frame.height == 28)
        #expect(label.frame.width == 320 - header.layoutMargins.left - header.layoutMargins.right)
        // Section 0: header 0-28, rows 28-116, footer 116-136 (no title, no view).
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)) == CGRect(x: 0, y: 28, width: 320, height: 44))
        #expect(table.footerView(forSection: 0) == nil)
        // Section 1: header 136-164 (no title, no view), rows 164-252, footer 252-272.
        #expect(table.headerView(forSection: 1) == nil)
        let footer = try #require(table.footerView(forSection: 1))
        #expect(footer.textLabel?.text == "2 vegetables")
        #expect(footer.frame == CGRect(x: 0, y: 252, width: 320, height: 20))
        #expect(table.contentSize.height == 272)

        // A second pass keeps the same header view.
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 0) === header)
    }

    // MARK: Scroll view delegates

    final class ScrollRecorder: NSObject, UIScrollViewDelegate {
        var log: [String] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { log.append("scroll \(scrollView.contentOffset.y)") }
        func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { log.append("begin") }
        func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            log.append("end \(decelerate)")
        }
    }

    final class TableRecorder: NSObject, UITableViewDelegate {
        var scrolls: [CGFloat] = []
        func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolls.append(scrollView.contentOffset.y) }
    }

    @Test func scrollViewsTellTheirDelegateAboutScrolling() {
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        scrollView.contentSize = CGSize(width: 100, height: 500)
        var recorder: ScrollRecorder? = ScrollRecorder()
        scrollView.delegate = recorder
        #expect(scrollView.delegate === recorder)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.contentOffset = CGPoint(x: 0, y: 40)
        scrollView.setContentOffset(CGPoint(x: 0, y: 60), animated: false)
        scrollView.simulateDrag(to: CGPoint(x: 0, y: 90))
        #expect(recorder?.log == ["scroll 40.0", "scroll 60.0", "begin", "scroll 90.0", "end false"])
        #expect(scrollView.bounds.origin == CGPoint(x: 0, y: 90))
        // The delegate is held weakly.
        recorder = nil
        #expect(scrollView.delegate == nil)
        // Defaults of the optional methods.
        let quiet = ScrollRecorder()
        #expect(quiet.viewForZooming(in: scrollView) == nil)
        #expect(quiet.scrollViewShouldScrollToTop(scrollView))
    }

    @Test func tableAndCollectionDelegatesAreScrollViewDelegates() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200), style: .plain)
        let recorder = TableRecorder()
        table.delegate = recorder
        table.contentOffset = CGPoint(x: 0, y: 30)
        #expect(recorder.scrolls == [30])
        let asScrollDelegate: UIScrollViewDelegate = recorder
        #expect(asScrollDelegate === table.delegate)
        let collectionDelegate: (any UICollectionViewDelegate)? = nil
        let upcast: (any UIScrollViewDelegate)? = collectionDelegate
        #expect(upcast == nil)
    }

    final class TitledController: UITableViewController {
        var offsets: [CGFloat] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 1 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "All" }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) { offsets.append(scrollView.contentOffset.y) }
    }

    @Test func tableViewControllersTitleSectionsAndHearScrolling() throws {
        let controller = TitledController(style: .plain)
        controller.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        controller.tableView.rowHeight = 44
        controller.tableView.sectionHeaderHeight = 30
        controller.tableView.layoutIfNeeded()
        let header = try #require(controller.tableView.headerView(forSection: 0))
        #expect(header.textLabel?.text == "All" && header.frame == CGRect(x: 0, y: 0, width: 320, height: 30))
        controller.tableView.contentOffset = CGPoint(x: 0, y: 12)
        #expect(controller.offsets == [12])
    }

    // MARK: Diffable data sources

    @Test func diffableDataSourcesHaveUIKitsMembers() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.rowHeight = 44
        let source = UITableViewDiffableDataSource<String, Int>(tableView: table) { _, _, item in
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["odd", "even"])
        snapshot.appendItems([1, 3, 5], toSection: "odd")
        snapshot.appendItems([2, 4])
        #expect(snapshot.numberOfItems == 5)
        #expect(snapshot.itemIdentifiers == [1, 3, 5, 2, 4])
        var completed = false
        source.apply(snapshot, animatingDifferences: false) { completed = true }
        #expect(completed)
        table.layoutIfNeeded()
        #expect(source.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 4)
        #expect(source.indexPath(for: 5) == IndexPath(row: 2, section: 0))
        #expect(source.sectionIdentifier(for: 1) == "even")
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 1)) == CGRect(x: 0, y: 176, width: 320, height: 44))

        var next = source.snapshot()
        next.deleteItems([3])
        next.reloadItems([1])
        next.reconfigureItems([2])
        #expect(next.reloadedItemIdentifiers == [1] && next.reconfiguredItemIdentifiers == [2])
        source.apply(next, animatingDifferences: true)
        table.layoutIfNeeded()
        #expect(source.snapshot().itemIdentifiers == [1, 5, 2, 4])
        #expect(source.indexPath(for: 3) == nil)
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 1)) == CGRect(x: 0, y: 88, width: 320, height: 44))
    }
}

/// Runs a closure on a new thread and waits for its answer.
private final class OtherThread: @unchecked Sendable {
    private var answer = false

    static func run(_ body: @escaping @Sendable () -> Bool) -> Bool {
        let box = OtherThread()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            box.answer = body()
            done.signal()
        }
        thread.start()
        done.wait()
        return box.answer
    }
}
