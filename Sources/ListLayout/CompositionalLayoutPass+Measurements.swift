import AutoLayout
import Foundation

extension CompositionalLayoutPass {
    /// Takes new measured sizes without laying everything out again: the groups that hold
    /// the measured items are laid out again, and everything after them moves by how much
    /// they grew or shrank. Returns false (nothing changed) where that is not enough: a
    /// horizontal layout, an item in a section that scrolls on its own, a group whose number
    /// of items would change, or items with supplementary views.
    mutating func apply(measured paths: [IndexPath], sizes: (IndexPath) -> CGSize?) -> Bool {
        guard vertical, !paths.isEmpty else { return paths.isEmpty }
        var redone: [(span: Int, group: GroupLayout)] = []
        var touched = paths.compactMap { spanIndex(containing: $0) }
        touched.sort()
        for (k, span) in touched.enumerated() where k == 0 || touched[k - 1] != span {
            let old = spans[span]
            guard let setup = setups[old.section] else { return false }
            // With one item more on offer, the group must still take the same items, or the
            // grouping itself changes.
            let remaining = sectionCells[old.section].count - old.firstItem
            let group = GroupLayout(
                group: setup.group, container: setup.container, start: old.firstItem,
                available: min(old.count + 1, remaining), environment: setup.environment,
                measured: { sizes(IndexPath(item: $0, section: old.section)) })
            guard group.items.count == old.count else { return false }
            for item in group.items where !item.definition.supplementaryItems.isEmpty { return false }
            redone.append((span, group))
        }
        // The old ends of the redone groups and the growth at each, in order. A redone group
        // takes its new frames; the groups after it in its block move once each, by the
        // growth of the redone groups before them in the block; the blocks after it move
        // by their offsets.
        var steps: [(end: CGFloat, growth: CGFloat)] = []
        var blockGrowth: [(block: Int, growth: CGFloat)] = []
        var (block, carry, next) = (-1, CGFloat(0), 0)
        for (index, group) in redone {
            if index / Self.blockSize != block {
                moveRest(ofBlock: block, from: next, by: carry)
                (block, carry, next) = (index / Self.blockSize, 0, index)
            }
            if carry != 0 { for later in next..<index { move(span: later, by: carry) } }
            let span = spans[index]
            steps.append((span.end + blockOffsets[block], group.size.height - (span.end - span.start)))
            let start = span.start + carry
            let crossStart = setups[span.section]!.crossStart
            for (item, placed) in group.items.enumerated() {
                sectionCells[span.section][span.firstItem + item].frame = placed.frame.offsetBy(dx: crossStart, dy: start)
            }
            spans[index].start = start
            spans[index].end = start + group.size.height
            thickestSpan = max(thickestSpan, group.size.height)
            carry += steps.last!.growth
            if blockGrowth.last?.block == block {
                blockGrowth[blockGrowth.count - 1].growth += steps.last!.growth
            } else {
                blockGrowth.append((block, steps.last!.growth))
            }
            next = index + 1
        }
        moveRest(ofBlock: block, from: next, by: carry)
        // Each block after a block that grew moves by the growth of every block before it.
        var shift: CGFloat = 0
        for (k, grown) in blockGrowth.enumerated() {
            shift += grown.growth
            let end = k + 1 < blockGrowth.count ? blockGrowth[k + 1].block + 1 : blockOffsets.count
            for later in (grown.block + 1)..<max(grown.block + 1, end) { blockOffsets[later] += shift }
        }
        guard shift != 0 else { return true }
        /// How far a position at or after `y` (before the change) moves.
        func moved(_ y: CGFloat, after: Bool) -> CGFloat {
            var sum: CGFloat = 0
            for step in steps where step.end <= y + (after ? 0 : -1e-9) { sum += step.growth }
            return sum
        }
        func stretch(_ frame: CGRect) -> CGRect {
            let top = frame.minY + moved(frame.minY, after: true)
            let bottom = frame.maxY + moved(frame.maxY, after: false)
            return CGRect(x: frame.minX, y: top, width: frame.width, height: max(0, bottom - top))
        }
        for key in Array(supplementaries.keys) {
            let frame = supplementaries[key]!.frame
            supplementaries[key]!.frame = frame.offsetBy(dx: 0, dy: moved(frame.minY, after: true))
        }
        for key in Array(decorations.keys) { decorations[key]!.frame = stretch(decorations[key]!.frame) }
        for key in Array(sectionFrames.keys) { sectionFrames[key] = stretch(sectionFrames[key]!) }
        for key in Array(pinned.keys) {
            let range = pinned[key]!
            let lower = range.lowerBound + moved(range.lowerBound, after: true)
            let upper = range.upperBound + moved(range.upperBound, after: false)
            pinned[key] = lower...upper
        }
        contentSize.height += shift
        return true
    }

    /// Moves the groups of `block` from `first` to the block's end (none for block -1).
    private mutating func moveRest(ofBlock block: Int, from first: Int, by shift: CGFloat) {
        guard block >= 0, shift != 0 else { return }
        for later in first..<max(first, min(spans.count, (block + 1) * Self.blockSize)) { move(span: later, by: shift) }
    }

    /// Moves a group and its cells along the scroll axis.
    private mutating func move(span index: Int, by shift: CGFloat) {
        spans[index].start += shift
        spans[index].end += shift
        let span = spans[index]
        for item in span.firstItem..<(span.firstItem + span.count) {
            sectionCells[span.section][item].frame.origin.y += shift
        }
    }

    /// The group holding an item: spans are in layout order, so by section and first item.
    private func spanIndex(containing path: IndexPath) -> Int? {
        let (section, item) = (path.section, path.item)
        var low = 0
        var high = spans.count
        while low < high {
            let middle = (low + high) / 2
            let span = spans[middle]
            if (span.section, span.firstItem + span.count - 1) < (section, item) {
                low = middle + 1
            } else {
                high = middle
            }
        }
        guard low < spans.count, spans[low].section == section, spans[low].firstItem <= item else {
            return nil
        }
        return low
    }
}
