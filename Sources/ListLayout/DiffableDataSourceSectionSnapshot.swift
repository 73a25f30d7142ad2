import AutoLayout
import Foundation

/// The items of one section as an outline (UIKit's `NSDiffableDataSourceSectionSnapshot`):
/// items under parents, each parent expanded or collapsed. Applied to a section of a
/// diffable data source, the section shows its ``visibleItems``: the roots, and the
/// children of expanded parents whose own parents are all expanded.
///
/// Identifiers are unique in the outline; a repeat gets UIKit's "Identifiers in a section
/// snapshot must be unique." and changes nothing.
public struct DiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable, Equatable {
    public typealias Item = ItemIdentifierType

    /// The top-level items, in order.
    public private(set) var rootItems: [Item] = []
    var children: [Item: [Item]] = [:]
    var parents: [Item: Item] = [:]
    var expanded: Set<Item> = []

    /// An empty outline.
    public init() {}

    /// Every item, depth first (each parent before its children).
    public var items: [Item] { depthFirst(rootItems, onlyVisible: false) }

    /// The items a list shows: roots, and children of expanded parents with every
    /// ancestor expanded.
    public var visibleItems: [Item] { depthFirst(rootItems, onlyVisible: true) }

    private func depthFirst(_ start: [Item], onlyVisible: Bool) -> [Item] {
        var result: [Item] = []
        var stack = Array(start.reversed())
        while let item = stack.popLast() {
            result.append(item)
            if !onlyVisible || expanded.contains(item) { stack += (children[item] ?? []).reversed() }
        }
        return result
    }

    /// Whether the outline holds an item.
    public func contains(_ item: Item) -> Bool { parents[item] != nil || rootItems.contains(item) }

    /// The item's position in ``items``.
    public func index(of item: Item) -> Int? { items.firstIndex(of: item) }

    /// How deep an item is: 0 for a root.
    public func level(of item: Item) -> Int {
        var level = 0
        var current = item
        while let parent = parents[current] {
            level += 1
            current = parent
        }
        return level
    }

    /// The item's parent (`nil` for a root).
    public func parent(of item: Item) -> Item? { parents[item] }

    /// Whether a parent is expanded.
    public func isExpanded(_ item: Item) -> Bool { expanded.contains(item) }

    /// Whether an item is shown: every ancestor is expanded.
    public func isVisible(_ item: Item) -> Bool {
        guard contains(item) else { return false }
        var current = item
        while let parent = parents[current] {
            guard expanded.contains(parent) else { return false }
            current = parent
        }
        return true
    }

    /// Adds items at the end of a parent's children (of the roots when `nil`).
    public mutating func append(_ newItems: [Item], to parent: Item? = nil) {
        if let parent, !contains(parent) {
            return refuse("Attempted to append items to parent item identifier that does not exist in the section snapshot: \(parent)")
        }
        guard unique(newItems) else { return }
        if let parent {
            children[parent, default: []] += newItems
            for item in newItems { parents[item] = parent }
        } else {
            rootItems += newItems
        }
    }

    /// Inserts items before a sibling.
    public mutating func insert(_ newItems: [Item], before sibling: Item) { insert(newItems, next: sibling, offset: 0) }

    /// Inserts items after a sibling.
    public mutating func insert(_ newItems: [Item], after sibling: Item) { insert(newItems, next: sibling, offset: 1) }

    private mutating func insert(_ newItems: [Item], next sibling: Item, offset: Int) {
        guard contains(sibling) else {
            return refuse("Attempted to insert items relative to item identifier that does not exist in the section snapshot: \(sibling)")
        }
        guard unique(newItems) else { return }
        if let parent = parents[sibling] {
            let position = children[parent]!.firstIndex(of: sibling)! + offset
            children[parent]!.insert(contentsOf: newItems, at: position)
            for item in newItems { parents[item] = parent }
        } else {
            rootItems.insert(contentsOf: newItems, at: rootItems.firstIndex(of: sibling)! + offset)
        }
    }

    private func unique(_ newItems: [Item]) -> Bool {
        let repeats = repeated(newItems) + newItems.filter { contains($0) }
        guard repeats.isEmpty else {
            refuse("Identifiers in a section snapshot must be unique. Duplicate item identifiers: \(identifierSet(repeats))")
            return false
        }
        return true
    }

    /// Removes items with their children.
    public mutating func delete(_ gone: [Item]) {
        var removed: Set<Item> = []
        var stack = gone.filter { contains($0) }
        while let item = stack.popLast() {
            if removed.insert(item).inserted { stack += children[item] ?? [] }
        }
        rootItems.removeAll { removed.contains($0) }
        for item in removed {
            if let parent = parents[item], !removed.contains(parent) { children[parent]?.removeAll { $0 == item } }
            children[item] = nil
            parents[item] = nil
            expanded.remove(item)
        }
    }

    /// Removes everything.
    public mutating func deleteAll() { self = Self() }

    /// Expands parents: their children show when they do.
    public mutating func expand(_ items: [Item]) { expanded.formUnion(items.filter { contains($0) }) }

    /// Collapses parents: their children are hidden.
    public mutating func collapse(_ items: [Item]) { expanded.subtract(items) }

    /// The outline under `parent` (with `parent` as its root when `includingParent`).
    public func snapshot(of parent: Item, includingParent: Bool = false) -> Self {
        var result = Self()
        guard contains(parent) else { return result }
        let roots = includingParent ? [parent] : (children[parent] ?? [])
        result.rootItems = roots
        for item in depthFirst(roots, onlyVisible: false) {
            if let kids = children[item] {
                result.children[item] = kids
                for kid in kids { result.parents[kid] = item }
            }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }
}
