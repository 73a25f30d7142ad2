import AutoLayout
import Foundation

/// One computation of a compositional layout: every section's groups, items, boundary
/// supplementaries and decorations, and the content size.
@MainActor
struct CompositionalLayoutPass {
    struct Key: Hashable {
        var kind: String
        var indexPath: IndexPath
    }

    /// A cell's place, kept flat; attributes objects are made when asked for.
    struct Cell {
        var frame: CGRect
        var zIndex: Int
        var estimatesWidth: Bool
        var estimatesHeight: Bool
    }

    /// The cells of each section, by item. Their positions along the scroll axis are
    /// stored without the offset of their group's block (see ``blockOffsets``).
    var sectionCells: [[Cell]] = []
    /// The group (index in ``spans``) of each cell, by section and item.
    var cellSpans: [[Int32]] = []
    /// How far the groups of each block of ``blockSize`` groups (and their cells) have
    /// moved along the scroll axis since they were placed: measurements move everything
    /// after a group, and moving a block is one addition.
    var blockOffsets: [CGFloat] = []
    static let blockSize = 64
    var supplementaries: [Key: CollectionViewLayoutAttributes] = [:]
    var decorations: [Key: CollectionViewLayoutAttributes] = [:]
    /// The extent of each orthogonally scrolling section's own content.
    var orthogonalContentSizes: [Int: CGSize] = [:]
    /// Each section's frame, content insets included, boundary items excluded.
    var sectionFrames: [Int: CGRect] = [:]
    var contentSize: CGSize = .zero

    let vertical: Bool
    let container: CGSize
    var cursor: CGFloat = 0
    /// The number of sections laid out (list sections space themselves by their place).
    var sectionCount = 0

    /// A cell's frame now (its block's offset added), without making attributes.
    func cellFrame(_ path: IndexPath) -> CGRect? {
        guard sectionCells.indices.contains(path.section), sectionCells[path.section].indices.contains(path.item) else {
            return nil
        }
        let frame = sectionCells[path.section][path.item].frame
        let offset = blockOffsets[Int(cellSpans[path.section][path.item]) / Self.blockSize]
        return vertical ? frame.offsetBy(dx: 0, dy: offset) : frame.offsetBy(dx: offset, dy: 0)
    }

    /// ``cellFrame(_:)`` for a pass kept in a class's stored property: called there, a
    /// non-mutating method works on a copy of the whole pass (a reference count taken and
    /// dropped on each of its tables); a mutating one works in place. It changes nothing.
    mutating func cellFrameInPlace(_ path: IndexPath) -> CGRect? { cellFrame(path) }

    /// The attributes of a cell, made now.
    func cellAttributes(_ path: IndexPath) -> CollectionViewLayoutAttributes? {
        guard let frame = cellFrame(path) else { return nil }
        let cell = sectionCells[path.section][path.item]
        let attributes = CollectionViewLayoutAttributes(
            indexPath: path, category: .cell, kind: nil, frame: frame, zIndex: cell.zIndex)
        attributes.estimatesWidth = cell.estimatesWidth
        attributes.estimatesHeight = cell.estimatesHeight
        return attributes
    }

    /// Where a group starts along the scroll axis now.
    func spanStart(_ index: Int) -> CGFloat { spans[index].start + blockOffsets[index / Self.blockSize] }
    /// Where a group ends along the scroll axis now.
    func spanEnd(_ index: Int) -> CGFloat { spans[index].end + blockOffsets[index / Self.blockSize] }

    /// Lays out the sections for the item counts in a container.
    /// Extra insets by what a section's insets are measured from.
    let references: [ContentInsetsReference: DirectionalEdgeInsets]
    /// Pinned headers and footers, with the range of their section along the scroll axis.
    var pinned: [Key: ClosedRange<CGFloat>] = [:]
    /// Each group's extent along the scroll axis and its items, in layout order (so that
    /// `start` never decreases), for finding the items in a rectangle quickly.
    var spans: [(start: CGFloat, end: CGFloat, section: Int, firstItem: Int, count: Int)] = []
    /// What a section's groups were laid out with, for laying one out again.
    struct SectionSetup {
        var group: CollectionLayoutGroup
        var container: CGSize
        var crossStart: CGFloat
        var environment: CollectionLayoutEnvironment
    }

    /// The setups of the sections that do not scroll on their own.
    var setups: [Int: SectionSetup] = [:]
    /// The thickest group along the scroll axis.
    var thickestSpan: CGFloat = 0
    /// The sections' visible-items handlers, with the environment each was made in.
    var visibleItemsHandlers:
        [Int: (
            handler: CollectionLayoutSectionVisibleItemsInvalidationHandler, environment: CollectionLayoutEnvironment
        )] =
            [:]

    init(
        layout: CompositionalLayout, itemCounts: [Int], container: CGSize, measured: MeasuredSizes,
        measuredSupplementaries: [Key: CGSize], references: [ContentInsetsReference: DirectionalEdgeInsets] = [:]
    ) {
        vertical = layout.configuration.scrollDirection == .vertical
        self.container = container
        self.references = references
        let environment = CollectionLayoutEnvironment(
            container: CollectionLayoutContainer(contentSize: container, contentInsets: .zero))
        let global = layout.configuration.boundarySupplementaryItems
        placeBoundaryItems(
            global, section: 0, leading: true, measured: measuredSupplementaries, crossStart: 0,
            crossLength: crossLength)
        sectionCount = itemCounts.count
        for (section, count) in itemCounts.enumerated() {
            guard let definition = layout.section(at: section, environment: environment) else { continue }
            if let handler = definition.visibleItemsInvalidationHandler {
                visibleItemsHandlers[section] = (handler, environment)
            }
            if section > 0 { cursor += layout.configuration.interSectionSpacing }
            layOut(
                definition, section: section, count: count, environment: environment, measured: measured,
                measuredSupplementaries: measuredSupplementaries)
        }
        placeBoundaryItems(
            global, section: 0, leading: false, measured: measuredSupplementaries, crossStart: 0,
            crossLength: crossLength)
        contentSize =
            vertical ? CGSize(width: container.width, height: cursor) : CGSize(width: cursor, height: container.height)
    }

    private var crossLength: CGFloat { vertical ? container.width : container.height }

    private func point(main: CGFloat, cross: CGFloat) -> CGPoint {
        vertical ? CGPoint(x: cross, y: main) : CGPoint(x: main, y: cross)
    }
    private func main(_ size: CGSize) -> CGFloat { vertical ? size.height : size.width }
    private func cross(_ size: CGSize) -> CGFloat { vertical ? size.width : size.height }

    private mutating func layOut(
        _ section: CollectionLayoutSection, section index: Int, count: Int, environment: CollectionLayoutEnvironment,
        measured: MeasuredSizes, measuredSupplementaries: [Key: CGSize]
    ) {
        let reference = references[section.contentInsetsReference] ?? .zero
        var own = section.contentInsets
        if let list = section.listConfiguration {
            let spacing = list.groupedSpacing(section: index, of: sectionCount, in: section)
            own.top += spacing.top
            own.bottom += spacing.bottom
        }
        let insets = DirectionalEdgeInsets(
            top: own.top + reference.top, leading: own.leading + reference.leading,
            bottom: own.bottom + reference.bottom,
            trailing: own.trailing + reference.trailing)
        let sectionStart = cursor
        let (crossInsetStart, crossInsetEnd) =
            vertical ? (insets.leading, insets.trailing) : (insets.top, insets.bottom)
        let (mainInsetStart, mainInsetEnd) = vertical ? (insets.top, insets.bottom) : (insets.leading, insets.trailing)
        let crossStart = crossInsetStart
        let sectionCross = crossLength - crossInsetStart - crossInsetEnd
        let boundaryStart = section.supplementariesFollowContentInsets ? crossStart : 0
        let boundaryLength = section.supplementariesFollowContentInsets ? sectionCross : crossLength
        placeBoundaryItems(
            section.boundarySupplementaryItems, section: index, leading: true,
            measured: measuredSupplementaries, crossStart: boundaryStart, crossLength: boundaryLength)
        let frameStart = cursor
        cursor += mainInsetStart
        let groupContainer =
            vertical
            ? CGSize(width: sectionCross, height: container.height)
            : CGSize(width: container.width, height: sectionCross)
        if section.orthogonalScrollingBehavior == .none {
            placeGroups(section, index, count, groupContainer, crossStart, environment, measured)
        } else {
            placeOrthogonalGroups(
                section, index, count, groupContainer, crossStart, sectionCross, environment, measured)
        }
        cursor += mainInsetEnd
        let frame =
            vertical
            ? CGRect(x: 0, y: frameStart, width: container.width, height: cursor - frameStart)
            : CGRect(x: frameStart, y: 0, width: cursor - frameStart, height: container.height)
        sectionFrames[index] = frame
        for decoration in section.decorationItems {
            let i = decoration.contentInsets
            let inset = frame.inset(by: EdgeInsets(top: i.top, left: i.leading, bottom: i.bottom, right: i.trailing))
            let path = IndexPath(item: 0, section: index)
            decorations[Key(kind: decoration.elementKind, indexPath: path)] = CollectionViewLayoutAttributes(
                indexPath: path, category: .decorationView, kind: decoration.elementKind, frame: inset,
                zIndex: decoration.zIndex)
        }
        placeBoundaryItems(
            section.boundarySupplementaryItems, section: index, leading: false,
            measured: measuredSupplementaries, crossStart: boundaryStart, crossLength: boundaryLength)
        for item in section.boundarySupplementaryItems where item.pinToVisibleBounds {
            pinned[Key(kind: item.elementKind, indexPath: IndexPath(item: 0, section: index))] = sectionStart...cursor
        }
    }

    private mutating func placeGroups(
        _ section: CollectionLayoutSection, _ index: Int, _ count: Int, _ groupContainer: CGSize, _ crossStart: CGFloat,
        _ environment: CollectionLayoutEnvironment, _ measured: MeasuredSizes
    ) {
        setups[index] = SectionSetup(
            group: section.group, container: groupContainer, crossStart: crossStart, environment: environment)
        var item = 0
        var unmeasured: GroupLayout?  // the last group laid out with none of its items measured
        while item < count {
            let group: GroupLayout
            if let last = unmeasured, last.fits(from: item, of: count, index, measured) {
                group = last
            } else {
                group = GroupLayout(
                    group: section.group, container: groupContainer, start: item, available: count - item,
                    environment: environment, measured: { measured[IndexPath(item: $0, section: index)] })
                unmeasured = group.isRepeatable(from: item, of: count, index, measured) ? group : nil
            }
            guard !group.items.isEmpty else { break }
            record(group, section: index, firstItem: item, origin: point(main: cursor, cross: crossStart))
            item += group.items.count
            cursor += main(group.size) + (item < count ? section.interGroupSpacing : 0)
        }
    }

    private mutating func placeOrthogonalGroups(
        _ section: CollectionLayoutSection, _ index: Int, _ count: Int, _ groupContainer: CGSize, _ crossStart: CGFloat,
        _ sectionCross: CGFloat, _ environment: CollectionLayoutEnvironment, _ measured: MeasuredSizes
    ) {
        var item = 0
        var along: CGFloat = 0
        var thickness: CGFloat = 0
        while item < count {
            let group = GroupLayout(
                group: section.group, container: groupContainer, start: item, available: count - item,
                environment: environment, measured: { measured[IndexPath(item: $0, section: index)] })
            guard !group.items.isEmpty else { break }
            if along == 0, section.orthogonalScrollingBehavior == .groupPagingCentered {
                along = max(0, (sectionCross - cross(group.size)) / 2)
            }
            record(group, section: index, firstItem: item, origin: point(main: cursor, cross: crossStart + along))
            item += group.items.count
            along += cross(group.size) + (item < count ? section.interGroupSpacing : 0)
            thickness = max(thickness, main(group.size))
        }
        orthogonalContentSizes[index] =
            vertical
            ? CGSize(width: crossStart + along + (crossLength - crossStart - sectionCross), height: thickness)
            : CGSize(width: thickness, height: crossStart + along + (crossLength - crossStart - sectionCross))
        cursor += thickness
    }

    private mutating func record(_ group: GroupLayout, section: Int, firstItem: Int, origin: CGPoint) {
        let start = vertical ? origin.y : origin.x
        let spanIndex = Int32(spans.count)
        spans.append((start, start + main(group.size), section, firstItem, group.items.count))
        if spans.count > blockOffsets.count * Self.blockSize { blockOffsets.append(0) }
        thickestSpan = max(thickestSpan, main(group.size))
        while sectionCells.count <= section {
            sectionCells.append([])
            cellSpans.append([])
        }
        for (offset, item) in group.items.enumerated() {
            cellSpans[section].append(spanIndex)
            let placed = item.frame.offsetBy(dx: origin.x, dy: origin.y)
            let size = item.definition.layoutSize
            sectionCells[section].append(
                Cell(
                    frame: placed, zIndex: item.zIndex, estimatesWidth: size.widthDimension.isEstimated,
                    estimatesHeight: size.heightDimension.isEstimated))
            guard !item.definition.supplementaryItems.isEmpty else { continue }
            let path = IndexPath(item: firstItem + offset, section: section)
            for supplementary in item.definition.supplementaryItems {
                let size = supplementary.layoutSize.resolve(in: placed.size)
                let anchored = Self.anchor(size, on: placed, supplementary.containerAnchor)
                supplementaries[Key(kind: supplementary.elementKind, indexPath: path)] = CollectionViewLayoutAttributes(
                    indexPath: path, category: .supplementaryView, kind: supplementary.elementKind, frame: anchored,
                    zIndex: supplementary.zIndex)
            }
        }
    }

    /// Headers (leading) or footers (trailing) along the scroll direction; side items
    /// overlap the section.
    private mutating func placeBoundaryItems(
        _ items: [CollectionLayoutBoundarySupplementaryItem], section: Int, leading: Bool,
        measured: [Key: CGSize], crossStart: CGFloat, crossLength: CGFloat
    ) {
        let starts: Set<RectAlignment> =
            vertical ? [.top, .topLeading, .topTrailing] : [.leading, .topLeading, .bottomLeading]
        let ends: Set<RectAlignment> =
            vertical
            ? [.bottom, .bottomLeading, .bottomTrailing] : [.trailing, .topTrailing, .bottomTrailing]
        for item in items where (leading ? starts : ends).contains(item.alignment) {
            let key = Key(kind: item.elementKind, indexPath: IndexPath(item: 0, section: section))
            let resolveIn =
                vertical
                ? CGSize(width: crossLength, height: container.height)
                : CGSize(width: container.width, height: crossLength)
            var size = item.layoutSize.resolve(in: resolveIn)
            if let measured = measured[key] {
                if item.layoutSize.widthDimension.isEstimated { size.width = measured.width }
                if item.layoutSize.heightDimension.isEstimated { size.height = measured.height }
            }
            let crossOffset: CGFloat
            switch item.alignment {
            case .topTrailing, .bottomTrailing: crossOffset = crossLength - cross(size)
            case .topLeading, .bottomLeading, .leading, .trailing, .top, .bottom, .none: crossOffset = 0
            }
            let origin = point(main: cursor, cross: crossStart + crossOffset)
            let attributes = CollectionViewLayoutAttributes(
                indexPath: key.indexPath, category: .supplementaryView, kind: item.elementKind,
                frame: CGRect(origin: CGPoint(x: origin.x + item.offset.x, y: origin.y + item.offset.y), size: size),
                zIndex: item.zIndex)
            attributes.estimatesWidth = item.layoutSize.widthDimension.isEstimated
            attributes.estimatesHeight = item.layoutSize.heightDimension.isEstimated
            supplementaries[key] = attributes
            if item.extendsBoundary { cursor += main(size) }
        }
    }

    /// A supplementary item's frame on its item: at the anchor's edges, moved by its offset.
    static func anchor(_ size: CGSize, on frame: CGRect, _ anchor: CollectionLayoutAnchor) -> CGRect {
        let x: CGFloat
        let y: CGFloat
        switch anchor.edges {
        case .leading, .topLeading, .bottomLeading: x = frame.minX
        case .trailing, .topTrailing, .bottomTrailing: x = frame.maxX - size.width
        case .top, .bottom, .none: x = frame.midX - size.width / 2
        }
        switch anchor.edges {
        case .top, .topLeading, .topTrailing: y = frame.minY
        case .bottom, .bottomLeading, .bottomTrailing: y = frame.maxY - size.height
        case .leading, .trailing, .none: y = frame.midY - size.height / 2
        }
        return CGRect(
            x: x + anchor.absoluteOffset.x, y: y + anchor.absoluteOffset.y, width: size.width, height: size.height)
    }
}

extension CompositionalLayoutPass {
    /// An empty pass that another kind of layout fills in (a flow layout's lines are its
    /// spans).
    init(vertical: Bool, container: CGSize) {
        self.vertical = vertical
        self.container = container
        references = [:]
    }
}
