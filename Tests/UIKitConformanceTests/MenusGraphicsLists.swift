// App-style code using UIKit's menus, image contexts, table section titles, scroll view
// delegates and diffable data sources: it must build unchanged.
import UIKit

final class AppMenuController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    var sortAscending = true

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.delegate = self
        view.addSubview(scrollView)

        let ascending = UIAction(
            title: "Ascending", image: UIImage(systemName: "arrow.up"), identifier: UIAction.Identifier("sort.up"),
            discoverabilityTitle: "Sort ascending", attributes: [], state: .on
        ) { [weak self] _ in self?.sortAscending = true }
        let descending = UIAction(title: "Descending", state: .off) { [weak self] _ in self?.sortAscending = false }
        let delete = UIAction(title: "Delete All", attributes: .destructive) { _ in }
        let sortMenu = UIMenu(
            title: "Sort", options: [.displayInline, .singleSelection], children: [ascending, descending])
        let menu = UIMenu(
            title: "", image: nil, identifier: UIMenu.Identifier("app.more"), options: [],
            children: [sortMenu, UIMenu(title: "", options: .destructive, children: [delete])])
        let elements: [UIMenuElement] = menu.children
        _ = elements.count + sortMenu.children.count
        _ =
            ascending.state == UIMenuElement.State.on
            && delete.attributes.contains(UIMenuElement.Attributes.destructive)
        _ = sortMenu.options.contains(.singleSelection)

        let button = UIButton(type: .system)
        button.menu = menu
        button.showsMenuAsPrimaryAction = true
        view.addSubview(button)
        navigationItem.rightBarButtonItem = UIBarButtonItem(title: "More", image: nil, primaryAction: nil, menu: menu)
        navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: nil, menu: menu)
        _ = navigationItem.rightBarButtonItem?.menu
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) { _ = scrollView.contentOffset }
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}

/// Image contexts as apps used them before image renderers, and with a renderer.
func appThumbnail(of size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContextWithOptions(size, false, 0)
    defer { UIGraphicsEndImageContext() }
    guard let context = UIGraphicsGetCurrentContext() else { return nil }
    context.setFillColor(UIColor.red.cgColor)
    context.fill(CGRect(origin: .zero, size: size))
    context.setStrokeColor(UIColor.black.cgColor)
    context.setLineWidth(1)
    context.stroke(CGRect(origin: .zero, size: size))
    return UIGraphicsGetImageFromCurrentImageContext()
}

func appPlainImage(of size: CGSize) -> UIImage? {
    UIGraphicsBeginImageContext(size)
    let image = UIGraphicsGetImageFromCurrentImageContext()
    UIGraphicsEndImageContext()
    return image
}

func appRenderedImage(of size: CGSize) -> UIImage {
    let format = UIGraphicsImageRendererFormat()
    format.scale = 2
    format.opaque = true
    return UIGraphicsImageRenderer(size: size, format: format).image { context in
        context.cgContext.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(origin: .zero, size: size))
    }
}

final class AppTitledListController: UITableViewController {
    let fruit = ["Apple", "Pear"]

    override func numberOfSections(in tableView: UITableView) -> Int { 1 }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { fruit.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = fruit[indexPath.row]
        return cell
    }
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Fruit" }
    override func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "2 kinds" }
    override func scrollViewDidScroll(_ scrollView: UIScrollView) { _ = tableView.headerView(forSection: 0)?.textLabel }
}

final class AppSectionedDataSource: UITableViewDiffableDataSource<String, String> {
    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        sectionIdentifier(for: section)
    }
}

final class AppGridDelegate: NSObject, UICollectionViewDelegate {
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
}

func appApplyDiffable(to tableView: UITableView) -> AppSectionedDataSource {
    let source = AppSectionedDataSource(tableView: tableView) { _, _, item in
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = item
        return cell
    }
    var snapshot = NSDiffableDataSourceSnapshot<String, String>()
    snapshot.appendSections(["Fruit"])
    snapshot.appendItems(["Apple", "Pear"], toSection: "Fruit")
    source.apply(snapshot, animatingDifferences: false, completion: nil)
    var next = source.snapshot()
    next.deleteItems(["Pear"])
    next.reloadItems(["Apple"])
    next.reconfigureItems(["Apple"])
    _ = next.numberOfItems + next.itemIdentifiers.count
    source.apply(next, animatingDifferences: true) {}
    _ = source.itemIdentifier(for: IndexPath(row: 0, section: 0))
    _ = source.indexPath(for: "Apple")
    return source
}
