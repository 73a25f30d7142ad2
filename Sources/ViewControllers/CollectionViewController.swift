import AutoLayout
import Foundation
import ListLayout

/// A controller whose view is a collection view it feeds (UIKit's
/// `UICollectionViewController`): it is the collection view's data source and delegate,
/// and a subclass overrides the methods it needs.
///
/// By default there is one section with no items, every item may be selected, and
/// nothing happens on selection.
@MainActor
open class CollectionViewController: ViewController, CollectionViewDataSource, CollectionViewDelegate {
    /// The layout the collection view is made with.
    public let collectionViewLayout: CollectionViewLayout
    /// Whether the selection is cleared each time the view is about to appear (`true`
    /// unless set, as in UIKit).
    open var clearsSelectionOnViewWillAppear = true

    /// A controller whose collection view uses `layout`.
    public init(collectionViewLayout layout: CollectionViewLayout) {
        collectionViewLayout = layout
        super.init(nibName: nil, bundle: nil)
    }

    /// A controller whose collection view uses a default flow layout (in UIKit the layout
    /// comes from the nib; nibs are not loaded here).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A controller with a default flow layout (controllers are not archived).
    public required init?(coder: NSCoder) {
        collectionViewLayout = CollectionViewFlowLayout()
        super.init(coder: coder)
    }

    /// The collection view (the controller's view).
    public var collectionView: CollectionView! {
        get { view as? CollectionView }
        set { view = newValue }
    }

    /// Makes the collection view, fed by this controller, the size of the main screen.
    open override func loadView() {
        let collection = CollectionView(frame: Screen.main.bounds, collectionViewLayout: collectionViewLayout)
        view = collection
        collection.dataSource = self
        collection.delegate = self
    }

    /// Clears the selection when ``clearsSelectionOnViewWillAppear`` is `true`.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if clearsSelectionOnViewWillAppear, isViewLoaded {
            collectionView.selectItem(at: nil, animated: animated, scrollPosition: [])
        }
    }

    open func numberOfSections(in collectionView: CollectionView) -> Int { 1 }
    open func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { 0 }
    open func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath)
        -> CollectionViewCell
    {
        CollectionViewCell(frame: .zero)
    }
    open func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
    open func collectionView(_ collectionView: CollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didSelectItemAt indexPath: IndexPath) {}
    open func collectionView(_ collectionView: CollectionView, shouldDeselectItemAt indexPath: IndexPath) -> Bool {
        true
    }
    open func collectionView(_ collectionView: CollectionView, didDeselectItemAt indexPath: IndexPath) {}

    // The scroll view callbacks subclasses override, as with UIKit's
    // `UICollectionViewController`.
    open func scrollViewDidScroll(_ scrollView: ScrollView) {}
    open func scrollViewWillBeginDragging(_ scrollView: ScrollView) {}
    open func scrollViewDidEndDragging(_ scrollView: ScrollView, willDecelerate decelerate: Bool) {}
    open func scrollViewDidEndDecelerating(_ scrollView: ScrollView) {}
}
