import AutoLayout
import Foundation

/// The frames of one group's items, relative to the group, for the items from `start`.
@MainActor
struct GroupLayout {
    /// An item's place in the group.
    struct Placed {
        /// Its frame, relative to the group.
        var frame: CGRect
        /// Its z-order (custom groups set them).
        var zIndex: Int
        /// The layout item (not group) that placed it, for its size and supplementary items.
        var definition: CollectionLayoutItem
    }

    /// The items, in order (one list: a group is laid out for every cell measured).
    var items: [Placed] = []
    /// The group's size.
    var size: CGSize = .zero
    /// How far the slots reach (frames plus insets and edge spacing), for estimated groups.
    private var extent: CGSize = .zero
    /// Whether a custom group's item provider gave any of the frames (it is asked anew for
    /// each group).
    private var usesProvider = false

    /// Lays out `group` in a container for at most `available` items starting at `start`;
    /// `measured` gives self-sized items' sizes.
    init(
        group: CollectionLayoutGroup, container: CGSize, start: Int, available: Int,
        environment: CollectionLayoutEnvironment, measured: (Int) -> CGSize?
    ) {
        var size = group.layoutSize.resolve(in: container)
        switch group.arrangement {
        case .custom(let provider):
            usesProvider = true
            for custom in provider(environment).prefix(available) {
                items.append(Placed(frame: custom.frame, zIndex: custom.zIndex, definition: group))
            }
        case .horizontal, .vertical:
            let horizontal: Bool
            if case .horizontal = group.arrangement { horizontal = true } else { horizontal = false }
            lineUp(group, in: size, horizontal: horizontal, start: start, available: available, environment, measured)
            if group.layoutSize.widthDimension.isEstimated { size.width = extent.width }
            if group.layoutSize.heightDimension.isEstimated { size.height = extent.height }
        }
        self.size = size
    }

    /// Whether this layout, made for the group from item `start` of the `count` items of
    /// `section`, holds for every later group whose items are not measured either (see
    /// ``fits(from:of:_:_:)``): none of its items was measured, no item provider made it, and
    /// it took fewer items than were on offer, so that where it stopped did not depend on
    /// how many were left.
    func isRepeatable(from start: Int, of count: Int, _ section: Int, _ measured: MeasuredSizes) -> Bool {
        !usesProvider && items.count < count - start && fits(from: start, of: count, section, measured)
    }

    /// Whether a layout for which ``isRepeatable(from:of:_:_:)`` held is also the layout of
    /// the group from item `start`: as many items are on offer, and none of them is
    /// measured. With nothing measured a group's frames do not depend on where it starts.
    func fits(from start: Int, of count: Int, _ section: Int, _ measured: MeasuredSizes) -> Bool {
        items.count <= count - start
            && measured.noneMeasured(section: section, items: start..<(start + items.count))
    }

    /// The slots of a row (or column) of subitems, with spacing, edge spacing and insets.
    private mutating func lineUp(
        _ group: CollectionLayoutGroup, in size: CGSize, horizontal: Bool, start: Int, available: Int,
        _ environment: CollectionLayoutEnvironment, _ measured: (Int) -> CGSize?
    ) {
        let spacing = group.interItemSpacing?.spacing ?? 0
        var slots: [(item: CollectionLayoutItem, nested: GroupLayout?, size: CGSize)] = []
        var consumed = 0
        let along = { (s: CGSize) in horizontal ? s.width : s.height }
        var forcedLength: CGFloat?
        if let count = group.repeatCount {
            forcedLength = (along(size) - spacing * CGFloat(count - 1)) / CGFloat(count)
        }
        var index = 0
        var used: CGFloat = 0  // along the group: the slots so far, each with the spacing after it
        while consumed < available {
            let subitem: CollectionLayoutItem
            if let count = group.repeatCount {
                guard index < count else { break }
                subitem = group.subitems[0]
            } else if group.subitems.count == 1, !(group.subitems[0] is CollectionLayoutGroup) {
                subitem = group.subitems[0]
                let next = along(subitem.layoutSize.resolve(in: size))
                if !slots.isEmpty, used + next > along(size) + 0.001 { break }
            } else {
                guard index < group.subitems.count else { break }
                subitem = group.subitems[index]
            }
            index += 1
            if let nestedGroup = subitem as? CollectionLayoutGroup {
                let nested = GroupLayout(
                    group: nestedGroup, container: size, start: start + consumed, available: available - consumed,
                    environment: environment, measured: measured)
                consumed += nested.items.count
                if nested.usesProvider { usesProvider = true }
                used = used + along(nested.size) + spacing
                slots.append((subitem, nested, nested.size))
            } else {
                var itemSize = subitem.layoutSize.resolve(in: size)
                if let forcedLength {
                    if horizontal { itemSize.width = forcedLength } else { itemSize.height = forcedLength }
                }
                if let measured = measured(start + consumed) {
                    if subitem.layoutSize.widthDimension.isEstimated { itemSize.width = measured.width }
                    if subitem.layoutSize.heightDimension.isEstimated { itemSize.height = measured.height }
                }
                consumed += 1
                used = used + along(itemSize) + spacing
                slots.append((subitem, nil, itemSize))
            }
        }
        uniformSiblings(&slots, horizontal: horizontal)
        place(slots, in: size, horizontal: horizontal, spacing: group.interItemSpacing)
    }

    /// Items with `uniformAcrossSiblings` heights (or widths) all take the largest.
    private func uniformSiblings(
        _ slots: inout [(item: CollectionLayoutItem, nested: GroupLayout?, size: CGSize)], horizontal: Bool
    ) {
        func isUniform(_ item: CollectionLayoutItem) -> Bool {
            horizontal
                ? item.layoutSize.heightDimension.isUniformAcrossSiblings
                : item.layoutSize.widthDimension.isUniformAcrossSiblings
        }
        var largest: CGFloat?
        for slot in slots where isUniform(slot.item) {
            largest = max(largest ?? -.infinity, horizontal ? slot.size.height : slot.size.width)
        }
        guard let largest else { return }
        for index in slots.indices {
            let dimension =
                horizontal ? slots[index].item.layoutSize.heightDimension : slots[index].item.layoutSize.widthDimension
            guard dimension.isUniformAcrossSiblings else { continue }
            if horizontal { slots[index].size.height = largest } else { slots[index].size.width = largest }
        }
    }

    /// Places the slots one after another along the group, with their edge spacing, the
    /// group's spacing and any flexible spacing's share of what is left. Each slot is read
    /// where it lies (a copy of a slot copies its nested group's arrays).
    private mutating func place(
        _ slots: [(item: CollectionLayoutItem, nested: GroupLayout?, size: CGSize)], in size: CGSize, horizontal: Bool,
        spacing: CollectionLayoutSpacing?
    ) {
        let gap = spacing?.spacing ?? 0
        var (lengths, edges): (CGFloat, CGFloat) = (0, 0)
        for index in slots.indices {
            let (before, after) = Self.edges(of: slots[index].item, horizontal: horizontal)
            lengths += horizontal ? slots[index].size.width : slots[index].size.height
            edges = edges + before + after
        }
        let used = lengths + edges + gap * CGFloat(max(0, slots.count - 1))
        let leftover = max(0, (horizontal ? size.width : size.height) - used)
        let extra = spacing?.isFlexibleSpacing == true && slots.count > 1 ? leftover / CGFloat(slots.count - 1) : 0
        var position: CGFloat = 0
        for index in slots.indices {
            let item = slots[index].item
            let slotSize = slots[index].size
            let length = horizontal ? slotSize.width : slotSize.height
            let (before, after) = Self.edges(of: item, horizontal: horizontal)
            let (crossEdge, crossEnd) = Self.edges(of: item, horizontal: !horizontal)
            position += before
            let origin = horizontal ? CGPoint(x: position, y: crossEdge) : CGPoint(x: crossEdge, y: position)
            let slotEnd =
                horizontal
                ? CGSize(width: position + length + after, height: crossEdge + slotSize.height + crossEnd)
                : CGSize(width: crossEdge + slotSize.width + crossEnd, height: position + length + after)
            extent = CGSize(width: max(extent.width, slotEnd.width), height: max(extent.height, slotEnd.height))
            if let nested = slots[index].nested {
                for var placed in nested.items {
                    placed.frame = placed.frame.offsetBy(dx: origin.x, dy: origin.y)
                    items.append(placed)
                }
            } else {
                let insets = item.contentInsets
                let frame = CGRect(
                    x: origin.x + insets.leading, y: origin.y + insets.top,
                    width: slotSize.width - insets.leading - insets.trailing,
                    height: slotSize.height - insets.top - insets.bottom)
                items.append(Placed(frame: frame, zIndex: 0, definition: item))
            }
            position += length + after + gap + extra
        }
    }

    /// An item's edge spacing before and after it along an axis: leading and trailing
    /// when `horizontal`, top and bottom otherwise.
    private static func edges(of item: CollectionLayoutItem, horizontal: Bool) -> (CGFloat, CGFloat) {
        guard let e = item.edgeSpacing else { return (0, 0) }
        return horizontal
            ? (e.leading?.spacing ?? 0, e.trailing?.spacing ?? 0) : (e.top?.spacing ?? 0, e.bottom?.spacing ?? 0)
    }
}
