import AutoLayout
import Foundation

// A table's and a collection view's delegates refine `UIScrollViewDelegate`, as in UIKit:
// the list's own `delegate` is told about scrolling.

extension TableView: ScrollViewDelegateSource {
    package var scrollViewDelegateFromSubclass: (any ScrollViewDelegate)? { delegate }
}

extension CollectionView: ScrollViewDelegateSource {
    package var scrollViewDelegateFromSubclass: (any ScrollViewDelegate)? { delegate }
}
