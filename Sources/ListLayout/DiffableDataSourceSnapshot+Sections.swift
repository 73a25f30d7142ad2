import AutoLayout
import Foundation

extension DiffableDataSourceSnapshot {
    /// Adds sections at the end. Identifiers repeated or already in the snapshot are
    /// refused ("supplied section identifiers are not unique").
    public mutating func appendSections(_ identifiers: [Section]) {
        guard validNewSections(identifiers) else { return }
        sections += identifiers
        items += identifiers.map { _ in [] }
    }

    /// Inserts sections before a section of the snapshot.
    public mutating func insertSections(_ identifiers: [Section], beforeSection anchor: Section) {
        insert(identifiers, next: anchor, after: false)
    }

    /// Inserts sections after a section of the snapshot.
    public mutating func insertSections(_ identifiers: [Section], afterSection anchor: Section) {
        insert(identifiers, next: anchor, after: true)
    }

    private mutating func insert(_ identifiers: [Section], next anchor: Section, after: Bool) {
        guard let index = sectionIndex(anchor) else {
            return refuse("Attempted to insert sections relative to section identifier that does not exist in the snapshot: \(anchor)")
        }
        guard validNewSections(identifiers) else { return }
        let position = index + (after ? 1 : 0)
        sections.insert(contentsOf: identifiers, at: position)
        items.insert(contentsOf: identifiers.map { _ in [] }, at: position)
    }

    private func validNewSections(_ identifiers: [Section]) -> Bool {
        let repeats = repeated(identifiers) + identifiers.filter { sections.contains($0) }
        guard repeats.isEmpty else {
            refuse("Fatal: supplied section identifiers are not unique. Duplicate identifiers: \(identifierSet(repeats))")
            return false
        }
        return true
    }

    /// Removes sections and their items (identifiers the snapshot does not hold are ignored).
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        var kept: [(Section, [Item])] = []
        for (section, list) in zip(sections, items) {
            if gone.contains(section) {
                for item in list { sectionOf[item] = nil }
            } else {
                kept.append((section, list))
            }
        }
        sections = kept.map(\.0)
        items = kept.map(\.1)
        reloadedSectionList.removeAll { gone.contains($0) }
        reloaded.removeAll { sectionOf[$0] == nil }
        reconfigured.removeAll { sectionOf[$0] == nil }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: Section, beforeSection anchor: Section) {
        move(identifier, next: anchor, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: Section, afterSection anchor: Section) {
        move(identifier, next: anchor, after: true)
    }

    private mutating func move(_ identifier: Section, next anchor: Section, after: Bool) {
        for section in [identifier, anchor] where sectionIndex(section) == nil {
            return refuse("Attempted to move section identifier that does not exist in the snapshot: \(section)")
        }
        guard identifier != anchor else { return }
        let from = sectionIndex(identifier)!
        let list = items.remove(at: from)
        sections.remove(at: from)
        let position = sectionIndex(anchor)! + (after ? 1 : 0)
        sections.insert(identifier, at: position)
        items.insert(list, at: position)
    }

    /// Marks sections to reload: every cell of their items is replaced when applied. An
    /// identifier not in the snapshot gets UIKit's "Attempted to reload section identifier
    /// that does not exist in the snapshot".
    public mutating func reloadSections(_ identifiers: [Section]) {
        if let missing = identifiers.first(where: { sectionIndex($0) == nil }) {
            return refuse("Attempted to reload section identifier that does not exist in the snapshot: \(missing)")
        }
        for section in identifiers where !reloadedSectionList.contains(section) { reloadedSectionList.append(section) }
    }

    /// The snapshot as applied: the same data with no reload or reconfigure marks.
    var unmarked: Self {
        var copy = self
        copy.reloaded = []
        copy.reconfigured = []
        copy.reloadedSectionList = []
        return copy
    }
}
