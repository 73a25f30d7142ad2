import AutoLayout
import Foundation

/// The object a search bar asks about editing and tells of its buttons (UIKit's
/// `UISearchBarDelegate`, https://developer.apple.com/documentation/uikit/uisearchbardelegate).
/// Every method is optional, as in UIKit: the defaults allow everything and do nothing.
@MainActor
public protocol SearchBarDelegate: AnyObject {
    /// Whether editing may begin (UIKit's `searchBarShouldBeginEditing(_:)`).
    func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool
    /// Editing began (UIKit's `searchBarTextDidBeginEditing(_:)`).
    func searchBarTextDidBeginEditing(_ searchBar: SearchBar)
    /// Whether editing may end (UIKit's `searchBarShouldEndEditing(_:)`).
    func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool
    /// Editing ended (UIKit's `searchBarTextDidEndEditing(_:)`).
    func searchBarTextDidEndEditing(_ searchBar: SearchBar)
    /// The user changed the text (UIKit's `searchBar(_:textDidChange:)`).
    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String)
    /// Whether the text in `range` (UTF-16 offsets) may be replaced with `text` (UIKit's
    /// `searchBar(_:shouldChangeTextIn:replacementText:)`).
    func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The search key was tapped (UIKit's `searchBarSearchButtonClicked(_:)`).
    func searchBarSearchButtonClicked(_ searchBar: SearchBar)
    /// The cancel button was tapped (UIKit's `searchBarCancelButtonClicked(_:)`).
    func searchBarCancelButtonClicked(_ searchBar: SearchBar)
    /// The bookmark button was tapped (UIKit's `searchBarBookmarkButtonClicked(_:)`).
    func searchBarBookmarkButtonClicked(_ searchBar: SearchBar)
    /// Another scope button was selected (UIKit's `searchBar(_:selectedScopeButtonIndexDidChange:)`).
    func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension SearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: SearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: SearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: SearchBar, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    public func searchBarSearchButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: SearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: SearchBar) {}
    public func searchBar(_ searchBar: SearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
