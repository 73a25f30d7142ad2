import AutoLayout
import Foundation

/// What a collection view asks for its content (UIKit's `UICollectionViewDataSource`).
/// The methods UIKit marks optional have defaults here.
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

/// Reusable views by identifier, with the classes registered for them.
struct ReusePool<Element: CollectionReusableView> {
    var classes: [String: Element.Type] = [:]
    var idle: [String: [Element]] = [:]

    /// An idle view for the identifier (prepared for reuse), a new one of the registered
    /// class, or `nil` when nothing is registered.
    mutating func dequeue(_ identifier: String) -> Element? {
        if var views = idle[identifier], let view = views.popLast() {
            idle[identifier] = views
            view.prepareForReuse()
            return view
        }
        guard let type = classes[identifier] else { return nil }
        let view = type.init()
        view.reuseIdentifier = identifier
        return view
    }

    mutating func enqueue(_ view: Element) {
        guard let identifier = view.reuseIdentifier else { return }
        idle[identifier, default: []].append(view)
    }
}
