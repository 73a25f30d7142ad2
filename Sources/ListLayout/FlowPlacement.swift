import AutoLayout
import Foundation

/// One computation of a flow layout, into the pass the collection view reads. It works in
/// flow coordinates, where lines run across and follow each other down (`x` across, `y`
/// along the scroll direction), and turns them for a horizontal layout at the end.
@MainActor
struct FlowPlacement {
    let layout: CollectionViewFlowLayout
    let vertical: Bool
    /// The container in flow coordinates.
    let size: CGSize
    let references: [ContentInsetsReference: DirectionalEdgeInsets]
    let delegate: CollectionViewDelegateFlowLayout?
    var pass: CompositionalLayoutPass
    var cursor: CGFloat = 0
    /// Whether an item wider than its line was reported in this computation.
    var reportedWideItem = false

    init(
        layout: CollectionViewFlowLayout, itemCounts: [Int], container: CGSize,
        references: [ContentInsetsReference: DirectionalEdgeInsets]
    ) {
        self.layout = layout
        vertical = layout.scrollDirection == .vertical
        size = vertical ? container : CGSize(width: container.height, height: container.width)
        self.references = references
        delegate = layout.collectionView?.delegate as? CollectionViewDelegateFlowLayout
        pass = CompositionalLayoutPass(vertical: vertical, container: container)
        for (section, count) in itemCounts.enumerated() { place(section: section, count: count) }
        let spanCount = pass.spans.count
        pass.blockOffsets = Array(repeating: 0, count: spanCount / CompositionalLayoutPass.blockSize + 1)
        pass.contentSize = turned(CGSize(width: size.width, height: cursor))
    }

    private mutating func place(section: Int, count: Int) {
        let headerKey = CompositionalLayoutPass.Key(kind: CollectionView.elementKindSectionHeader, indexPath: IndexPath(item: 0, section: section))
        let footerKey = CompositionalLayoutPass.Key(kind: CollectionView.elementKindSectionFooter, indexPath: IndexPath(item: 0, section: section))
        let sectionStart = cursor
        placeBoundary(headerKey, length: boundaryLength(header: true, section: section))
        let insets = flowInsets(section)
        cursor += insets.top
        let itemsStart = cursor
        placeLines(section: section, count: count, insets: insets)
        cursor += insets.bottom
        pass.sectionFrames[section] = turned(CGRect(x: 0, y: itemsStart - insets.top, width: size.width, height: cursor - itemsStart + insets.top))
        let itemsEnd = cursor
        placeBoundary(footerKey, length: boundaryLength(header: false, section: section))
        if layout.sectionHeadersPinToVisibleBounds, pass.supplementaries[headerKey] != nil {
            pass.pinned[headerKey] = sectionStart...itemsEnd
        }
        if layout.sectionFootersPinToVisibleBounds, pass.supplementaries[footerKey] != nil {
            pass.pinned[footerKey] = itemsStart...cursor
        }
    }

    /// The header's or footer's length along the scroll direction (zero: none).
    private func boundaryLength(header: Bool, section: Int) -> CGFloat {
        let reference: CGSize
        if let delegate, let view = layout.collectionView {
            reference =
                header
                ? delegate.collectionView(view, layout: layout, referenceSizeForHeaderInSection: section)
                : delegate.collectionView(view, layout: layout, referenceSizeForFooterInSection: section)
        } else {
            reference = header ? layout.headerReferenceSize : layout.footerReferenceSize
        }
        return max(0, vertical ? reference.height : reference.width)
    }

    private mutating func placeBoundary(_ key: CompositionalLayoutPass.Key, length: CGFloat) {
        guard length > 0 else { return }
        let frame = turned(CGRect(x: 0, y: cursor, width: size.width, height: length))
        pass.supplementaries[key] = CollectionViewLayoutAttributes(
            indexPath: key.indexPath, category: .supplementaryView, kind: key.kind, frame: frame, zIndex: 0)
        cursor += length
    }

    /// The section's insets in flow coordinates (`left` and `right` across the lines), with
    /// the reference's insets added.
    private func flowInsets(_ section: Int) -> EdgeInsets {
        var insets = layout.sectionInset
        if let delegate, let view = layout.collectionView {
            insets = delegate.collectionView(view, layout: layout, insetForSectionAt: section)
        }
        let extra: DirectionalEdgeInsets =
            switch layout.sectionInsetReference {
            case .fromContentInset: .zero
            case .fromSafeArea: references[.safeArea] ?? .zero
            case .fromLayoutMargins: references[.layoutMargins] ?? .zero
            }
        insets = EdgeInsets(
            top: insets.top + extra.top, left: insets.left + extra.leading, bottom: insets.bottom + extra.bottom,
            right: insets.right + extra.trailing)
        return vertical ? insets : EdgeInsets(top: insets.left, left: insets.top, bottom: insets.right, right: insets.bottom)
    }

    /// A rectangle or size in flow coordinates in the view's.
    func turned(_ rect: CGRect) -> CGRect {
        vertical ? rect : CGRect(x: rect.minY, y: rect.minX, width: rect.height, height: rect.width)
    }

    private func turned(_ size: CGSize) -> CGSize { vertical ? size : CGSize(width: size.height, height: size.width) }
}
