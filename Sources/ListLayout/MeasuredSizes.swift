import Foundation

/// The sizes items measured, by index path: one array per section, so that a look-up, made
/// for every cell placed, costs two array reads instead of hashing an index path.
package struct MeasuredSizes: Sequence, ExpressibleByDictionaryLiteral {
    private var sections: [[CGSize?]] = []

    package init() {}

    package init(dictionaryLiteral elements: (IndexPath, CGSize)...) {
        for (path, size) in elements { self[path] = size }
    }

    /// The measured size of the item at `path`, `nil` while it has none. Setting grows the
    /// storage to reach the item.
    package subscript(path: IndexPath) -> CGSize? {
        get {
            let (section, item) = (path.section, path.item)
            guard section >= 0, section < sections.count, item >= 0, item < sections[section].count else { return nil }
            return sections[section][item]
        }
        set {
            let (section, item) = (path.section, path.item)
            guard section >= 0, item >= 0 else { return }
            if section >= sections.count {
                guard newValue != nil else { return }
                sections.append(contentsOf: repeatElement([], count: section + 1 - sections.count))
            }
            if item >= sections[section].count {
                guard let newValue else { return }
                // Items are measured in order: most often the next one, appended in place.
                sections[section].append(contentsOf: repeatElement(nil, count: item - sections[section].count))
                sections[section].append(newValue)
                return
            }
            sections[section][item] = newValue
        }
    }

    /// Whether no item of `section` in `items` has a measured size. O(1) when the section's
    /// storage ends before them, else O(items.count).
    package func noneMeasured(section: Int, items: Range<Int>) -> Bool {
        guard section >= 0, section < sections.count else { return true }
        let sizes = sections[section]
        for item in items.clamped(to: 0..<sizes.count) where sizes[item] != nil { return false }
        return true
    }

    /// The measured items and their sizes, by section and item.
    package func makeIterator() -> some IteratorProtocol<(IndexPath, CGSize)> {
        sections.enumerated().lazy.flatMap { section, sizes in
            sizes.enumerated().lazy.compactMap { item, size in
                size.map { (IndexPath(item: item, section: section), $0) }
            }
        }.makeIterator()
    }
}
