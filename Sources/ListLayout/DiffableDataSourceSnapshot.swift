import AutoLayout
import Foundation

/// The state of a list's data at one moment, by identifier (UIKit's
/// `NSDiffableDataSourceSnapshot`): sections in order, each with its items in order. Build
/// one, then give it to a diffable data source's `apply(_:animatingDifferences:)`, which
/// updates only what changed.
///
/// Identifiers are unique across the snapshot. A call UIKit refuses (repeated identifiers,
/// an identifier the snapshot does not hold, items with no section to go in) is reported
/// through ``LayoutErrors`` with UIKit's message and changes nothing.
///
/// - Complexity: lookups of an item's section are O(1); positions are found by a scan of
///   the item's section.
public struct DiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    Sendable, Equatable
{
    public typealias Section = SectionIdentifierType
    public typealias Item = ItemIdentifierType

    var sections: [Section] = []
    var items: [[Item]] = []
    var sectionOf: [Item: Section] = [:]
    var reloaded: [Item] = []
    var reconfigured: [Item] = []
    var reloadedSectionList: [Section] = []

    /// An empty snapshot.
    public init() {}

    public static func == (lhs: Self, rhs: Self) -> Bool { lhs.sections == rhs.sections && lhs.items == rhs.items }

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOf.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The sections, in order.
    public var sectionIdentifiers: [Section] { sections }
    /// Every item, section by section.
    public var itemIdentifiers: [Item] { items.flatMap { $0 } }
    /// The items marked for reloading (their cells are replaced when applied).
    public var reloadedItemIdentifiers: [Item] { reloaded }
    /// The items marked for reconfiguring (their cells are configured again in place).
    public var reconfiguredItemIdentifiers: [Item] { reconfigured }
    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [Section] { reloadedSectionList }

    /// The items of a section (empty for a section the snapshot does not hold).
    public func itemIdentifiers(inSection identifier: Section) -> [Item] {
        sectionIndex(identifier).map { items[$0] } ?? []
    }

    /// The number of items in a section (0 for a section the snapshot does not hold).
    public func numberOfItems(inSection identifier: Section) -> Int {
        sectionIndex(identifier).map { items[$0].count } ?? 0
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? { sectionOf[identifier] }

    /// The item's position among all items, section by section.
    public func indexOfItem(_ identifier: Item) -> Int? {
        indexPath(of: identifier).map { path in items[..<path.section].reduce(path.item) { $0 + $1.count } }
    }

    /// The section's position.
    public func indexOfSection(_ identifier: Section) -> Int? { sectionIndex(identifier) }

    func sectionIndex(_ identifier: Section) -> Int? { sections.firstIndex(of: identifier) }

    /// The index path of every item.
    func indexPaths() -> [Item: IndexPath] {
        var paths: [Item: IndexPath] = [:]
        paths.reserveCapacity(sectionOf.count)
        for (section, list) in items.enumerated() {
            for (index, item) in list.enumerated() { paths[item] = IndexPath(item: index, section: section) }
        }
        return paths
    }

    /// The index path of an item.
    func indexPath(of item: Item) -> IndexPath? {
        guard let section = sectionOf[item], let index = sectionIndex(section),
            let position = items[index].firstIndex(of: item)
        else { return nil }
        return IndexPath(item: position, section: index)
    }

    /// The section at an index, if there is one.
    func section(at index: Int) -> Section? { sections.indices.contains(index) ? sections[index] : nil }

    /// The number of items in the section at an index (0 past the end).
    func count(inSectionAt index: Int) -> Int { items.indices.contains(index) ? items[index].count : 0 }

    /// The item at an index path, if the snapshot has one there.
    func item(at indexPath: IndexPath) -> Item? {
        guard indexPath.count == 2, items.indices.contains(indexPath.section),
            items[indexPath.section].indices.contains(indexPath.item)
        else { return nil }
        return items[indexPath.section][indexPath.item]
    }
}

/// Reports a refused list update.
func refuse(_ message: String) { LayoutErrors.report(.invalidListUpdate(message)) }

/// `{(\n    a,\n    b\n)}`: identifiers as UIKit's messages list a set of them.
func identifierSet<T>(_ values: [T]) -> String {
    "{(\n" + values.map { "    \(String(describing: $0))" }.joined(separator: ",\n") + "\n)}"
}

/// The values that occur more than once, each once, in order of their second occurrence.
func repeated<T: Hashable>(_ values: [T]) -> [T] {
    var seen: Set<T> = []
    var reported: Set<T> = []
    var result: [T] = []
    for value in values where !seen.insert(value).inserted && reported.insert(value).inserted { result.append(value) }
    return result
}
