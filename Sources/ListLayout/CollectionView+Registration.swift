import AutoLayout
import Foundation

/// Numbers registrations, so that each has a reuse identifier of its own (main-actor state:
/// registrations are made on the main actor).
@MainActor private var registrationCounter = 0

@MainActor
extension CollectionView {
    /// How to make and configure the cells of one class for items of one type (UIKit's
    /// `UICollectionView.CellRegistration`). Create registrations once, up front, and
    /// dequeue with ``CollectionView/dequeueConfiguredReusableCell(using:for:item:)``: the
    /// class is registered with the collection view the first time, under an identifier of
    /// the registration's own.
    public struct CellRegistration<Cell: CollectionViewCell, Item> {
        /// Configures a cell for an item.
        public typealias Handler = (Cell, IndexPath, Item) -> Void
        let reuseIdentifier: String
        let handler: Handler
        /// Whether it was made while a collection view was asking for a cell.
        let madeInsideCellRequest: Bool

        /// A registration that configures its cells with `handler`.
        @MainActor public init(handler: @escaping Handler) {
            registrationCounter += 1
            let number = registrationCounter
            reuseIdentifier = "CellRegistration-\(String(describing: Cell.self))-\(number)"
            self.handler = handler
            madeInsideCellRequest = CollectionView.isRequestingCell
        }
    }

    /// How to make and configure one kind of supplementary view (UIKit's
    /// `UICollectionView.SupplementaryRegistration`).
    public struct SupplementaryRegistration<Supplementary: CollectionReusableView> {
        /// Configures a view for its kind and index path.
        public typealias Handler = (Supplementary, String, IndexPath) -> Void
        /// The kind of view it makes (`CollectionView.elementKindSectionHeader`, ...).
        public let elementKind: String
        let reuseIdentifier: String
        let handler: Handler

        /// A registration for views of `elementKind`, configured with `handler`.
        @MainActor public init(elementKind: String, handler: @escaping Handler) {
            registrationCounter += 1
            let number = registrationCounter
            self.elementKind = elementKind
            reuseIdentifier = "SupplementaryRegistration-\(String(describing: Supplementary.self))-\(number)"
            self.handler = handler
        }
    }

    /// A cell of the registration's class for an item, reused or new, configured by the
    /// registration's handler (during a reconfigure: the item's own cell).
    ///
    /// A registration made while the collection view was asking for a cell (inside the cell
    /// provider) defeats reuse: UIKit's message is reported (the cell is still made).
    public func dequeueConfiguredReusableCell<Cell, Item>(
        using registration: CellRegistration<Cell, Item>, for indexPath: IndexPath, item: Item?
    ) -> Cell {
        let identifier = registration.reuseIdentifier
        if registration.madeInsideCellRequest { reportRegistrationInProvider("UICollectionViewCellRegistration") }
        if cellPool.classes[identifier] == nil { register(Cell.self, forCellWithReuseIdentifier: identifier) }
        let cell = dequeueReusableCell(withReuseIdentifier: identifier, for: indexPath) as! Cell
        if let item { registration.handler(cell, indexPath, item) }
        return cell
    }

    /// A supplementary view of the registration's class and kind, reused or new,
    /// configured by the registration's handler.
    public func dequeueConfiguredReusableSupplementary<Supplementary>(
        using registration: SupplementaryRegistration<Supplementary>, for indexPath: IndexPath
    ) -> Supplementary {
        let kind = registration.elementKind
        let identifier = registration.reuseIdentifier
        if supplementaryPools[kind]?.classes[identifier] == nil {
            register(Supplementary.self, forSupplementaryViewOfKind: kind, withReuseIdentifier: identifier)
        }
        let view =
            dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: identifier, for: indexPath)
            as! Supplementary
        registration.handler(view, kind, indexPath)
        return view
    }

    private func reportRegistrationInProvider(_ name: String) {
        LayoutErrors.report(
            .invalidListUpdate(
                "Attempted to dequeue a cell using a registration that was created inside "
                    + "-collectionView:cellForItemAtIndexPath: or inside a UICollectionViewDiffableDataSource cell "
                    + "provider. Creating a new registration each time a cell is requested will prevent reuse and "
                    + "cause created cells to remain inaccessible in memory for the lifetime of the collection view. "
                    + "Registrations should be created up front and reused. Registration: <\(name)>"))
    }
}
