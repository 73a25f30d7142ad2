import AutoLayout
import Controls
import Foundation

/// The object a search controller asks to update its results (UIKit's
/// `UISearchResultsUpdating`, https://developer.apple.com/documentation/uikit/uisearchresultsupdating).
@MainActor
public protocol SearchResultsUpdating: AnyObject {
    /// Updates the results for the search bar's text (UIKit's `updateSearchResults(for:)`).
    func updateSearchResults(for searchController: SearchController)
}

/// A controller that runs a search from its ``searchBar`` (UIKit's `UISearchController`,
/// https://developer.apple.com/documentation/uikit/uisearchcontroller).
///
/// As in UIKit, editing in the search bar makes the controller active, each change to the
/// text asks ``searchResultsUpdater`` to update the results, and the cancel button
/// deactivates it and empties the text. Nothing is presented here: ``isActive`` is kept,
/// and setting it to `true` asks the updater for results, as UIKit's presentation does.
@MainActor
open class SearchController: ViewController {
    /// The controller that shows the results, or `nil` to show them in the searched
    /// content (UIKit's `searchResultsController`).
    public let searchResultsController: ViewController?
    /// The search bar, made with the controller (UIKit's `searchBar`).
    public let searchBar = SearchBar()
    /// The object asked for results, held weakly (UIKit's `searchResultsUpdater`).
    open weak var searchResultsUpdater: (any SearchResultsUpdating)?
    /// Whether the content under the search is dimmed while searching (`true` unless set;
    /// UIKit's `obscuresBackgroundDuringPresentation`), kept.
    open var obscuresBackgroundDuringPresentation = true
    /// Whether the navigation bar hides while searching (`true` unless set), kept.
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the search bar shows its cancel button while active (`true` unless set).
    open var automaticallyShowsCancelButton = true

    /// Whether the search is under way (`false` at first; UIKit's `isActive`). Setting it
    /// to `true` asks ``searchResultsUpdater`` for results; setting it to `false` ends the
    /// search bar's editing.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            if automaticallyShowsCancelButton { searchBar.showsCancelButton = isActive }
            if isActive {
                searchResultsUpdater?.updateSearchResults(for: self)
            } else {
                searchBar.resignFirstResponder()
            }
        }
    }

    /// A search controller whose results show in `searchResultsController` (UIKit's
    /// `init(searchResultsController:)`).
    public init(searchResultsController: ViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.eventHandler = { [weak self] _, event in self?.searchBarDid(event) }
    }

    /// A search controller that shows its results in the searched content.
    public convenience init() { self.init(searchResultsController: nil) }

    /// Creates a search controller (controllers are not archived here).
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.eventHandler = { [weak self] _, event in self?.searchBarDid(event) }
    }

    private func searchBarDid(_ event: SearchBar.Event) {
        switch event {
        case .beganEditing: isActive = true
        case .textChanged: searchResultsUpdater?.updateSearchResults(for: self)
        case .cancelled:
            searchBar.text = ""
            isActive = false
        }
    }
}

extension NavigationItem {
    /// The search controller whose bar the navigation bar shows (`nil` unless set; UIKit's
    /// `searchController`,
    /// https://developer.apple.com/documentation/uikit/uinavigationitem/searchcontroller).
    /// Kept; the navigation bar here does not grow by the search bar's height.
    public var searchController: SearchController? {
        get { search.controller }
        set { search.controller = newValue }
    }

    /// Whether the search bar hides when the content scrolls (`true` unless set; UIKit's
    /// `hidesSearchBarWhenScrolling`), kept.
    public var hidesSearchBarWhenScrolling: Bool {
        get { search.hidesWhenScrolling }
        set { search.hidesWhenScrolling = newValue }
    }
}

/// A navigation item's search settings, kept by the item.
struct NavigationSearch {
    var controller: SearchController?
    var hidesWhenScrolling = true
}
