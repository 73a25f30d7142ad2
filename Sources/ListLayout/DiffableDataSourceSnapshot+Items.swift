import AutoLayout
import Foundation

extension DiffableDataSourceSnapshot {
    /// Adds items at the end of a section (the last section when `nil`).
    ///
    /// With no section yet, UIKit's "There are currently no sections in the data source.
    /// Please add a section first." is reported; identifiers repeated in `identifiers` get
    /// UIKit's "Fatal: supplied item identifiers are not unique." Identifiers the snapshot
    /// already holds are moved to the end instead, with UIKit's warning, as iOS 15 and
    /// later do.
    public mutating func appendItems(_ identifiers: [Item], toSection section: Section? = nil) {
        guard let target = section ?? sections.last else {
            return refuse("There are currently no sections in the data source. Please add a section first.")
        }
        guard sectionIndex(target) != nil else {
            return refuse("Attempted to append items to section identifier that does not exist in the snapshot: \(target)")
        }
        guard validNewItems(identifiers) else { return }
        let index = sectionIndex(target)!
        items[index] += identifiers
        for item in identifiers { sectionOf[item] = target }
    }

    /// Inserts items before an item of the snapshot.
    public mutating func insertItems(_ identifiers: [Item], beforeItem anchor: Item) {
        insert(identifiers, next: anchor, after: false)
    }

    /// Inserts items after an item of the snapshot.
    public mutating func insertItems(_ identifiers: [Item], afterItem anchor: Item) {
        insert(identifiers, next: anchor, after: true)
    }

    private mutating func insert(_ identifiers: [Item], next anchor: Item, after: Bool) {
        guard sectionOf[anchor] != nil else {
            return refuse("Attempted to insert items relative to item identifier that does not exist in the snapshot: \(anchor)")
        }
        guard !identifiers.contains(anchor) else {
            return refuse("Attempted to insert item identifier \(anchor) relative to itself")
        }
        guard validNewItems(identifiers) else { return }
        let section = sectionOf[anchor]!
        let index = sectionIndex(section)!
        let position = items[index].firstIndex(of: anchor)! + (after ? 1 : 0)
        items[index].insert(contentsOf: identifiers, at: position)
        for item in identifiers { sectionOf[item] = section }
    }

    /// Checks identifiers about to be added: repeats are refused; those already here are
    /// taken out (to be added again where asked), with UIKit's warning.
    private mutating func validNewItems(_ identifiers: [Item]) -> Bool {
        let repeats = repeated(identifiers)
        guard repeats.isEmpty else {
            refuse("Fatal: supplied item identifiers are not unique. Duplicate identifiers: \(identifierSet(repeats))")
            return false
        }
        let existing = identifiers.filter { sectionOf[$0] != nil }
        guard !existing.isEmpty else { return true }
        LayoutErrors.report(
            .listUpdateWarning(
                "Diffable data source detected an attempt to insert or append \(existing.count) item identifiers "
                    + "that already exist in the snapshot. The existing item identifiers will be moved into place "
                    + "instead, but this operation will be more expensive. For best performance, inserted item "
                    + "identifiers should always be unique. Set a symbolic breakpoint on "
                    + "BUG_IN_CLIENT_OF_DIFFABLE_DATA_SOURCE__IDENTIFIER_ALREADY_EXISTS to catch this in the debugger. "
                    + "Item identifiers that already exist: (\n"
                    + existing.map { "    \"\(String(describing: $0))\"" }.joined(separator: ",\n") + "\n)"))
        takeOut(Set(existing))
        return true
    }

    /// Removes items from their sections (identifiers the snapshot does not hold are ignored,
    /// as in UIKit).
    public mutating func deleteItems(_ identifiers: [Item]) {
        takeOut(Set(identifiers))
        let gone = Set(identifiers)
        reloaded.removeAll { gone.contains($0) }
        reconfigured.removeAll { gone.contains($0) }
    }

    /// Removes every item; the sections stay.
    public mutating func deleteAllItems() {
        items = items.map { _ in [] }
        sectionOf = [:]
        reloaded = []
        reconfigured = []
    }

    private mutating func takeOut(_ gone: Set<Item>) {
        let sectionsTouched = Set(gone.compactMap { sectionOf[$0] })
        for (index, section) in sections.enumerated() where sectionsTouched.contains(section) {
            items[index].removeAll { gone.contains($0) }
        }
        for item in gone { sectionOf[item] = nil }
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: Item, beforeItem anchor: Item) { move(identifier, next: anchor, after: false) }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: Item, afterItem anchor: Item) { move(identifier, next: anchor, after: true) }

    private mutating func move(_ identifier: Item, next anchor: Item, after: Bool) {
        for item in [identifier, anchor] where sectionOf[item] == nil {
            return refuse("Attempted to move item identifier that does not exist in the snapshot: \(item)")
        }
        guard identifier != anchor else { return refuse("Attempted to move item identifier \(identifier) relative to itself") }
        takeOut([identifier])
        let section = sectionOf[anchor]!
        let index = sectionIndex(section)!
        let position = items[index].firstIndex(of: anchor)! + (after ? 1 : 0)
        items[index].insert(identifier, at: position)
        sectionOf[identifier] = section
    }

    /// Marks items to reload: their cells are replaced when the snapshot is applied. An
    /// identifier not in the snapshot gets UIKit's "Attempted to reload item identifier
    /// that does not exist in the snapshot".
    public mutating func reloadItems(_ identifiers: [Item]) { mark(identifiers, reconfigure: false) }

    /// Marks items to reconfigure: when applied, their cells (the same cells) are
    /// configured again, without `prepareForReuse()`.
    public mutating func reconfigureItems(_ identifiers: [Item]) { mark(identifiers, reconfigure: true) }

    private mutating func mark(_ identifiers: [Item], reconfigure: Bool) {
        if let missing = identifiers.first(where: { sectionOf[$0] == nil }) {
            let verb = reconfigure ? "reconfigure" : "reload"
            return refuse("Attempted to \(verb) item identifier that does not exist in the snapshot: \(missing)")
        }
        for item in identifiers {
            if reconfigure {
                if !reconfigured.contains(item) { reconfigured.append(item) }
            } else if !reloaded.contains(item) {
                reloaded.append(item)
            }
        }
    }
}
