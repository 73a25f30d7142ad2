import AutoLayout
import Foundation

/// What a collection view asks for its content (UIKit's `UICollectionViewDataSource`).
/// The methods UIKit marks optional have defaults here.
@MainActor
public protocol CollectionViewDataSource: AnyObject {
    /// The number of sections (1 unless implemented).
    func numberOfSections(in collectionView: CollectionView) -> Int
    /// The number of items in a section.
    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for an item, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell
    /// The view for a supplementary element (an empty view unless implemented).
    func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView
}

extension CollectionViewDataSource {
    /// One section, unless implemented.
    public func numberOfSections(in collectionView: CollectionView) -> Int { 1 }

    /// An empty reusable view.
    public func collectionView(
        _ collectionView: CollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> CollectionReusableView {
        CollectionReusableView(frame: .zero)
    }
}
