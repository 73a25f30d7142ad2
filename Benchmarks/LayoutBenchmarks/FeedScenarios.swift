import AutoLayout
import Foundation
import ListLayout

/// The feed benchmark's three variants (FEED.md): F0 frames by hand, F1 Auto Layout, F2
/// stack views.
enum FeedVariant: String, CaseIterable {
    case manual = "F0"
    case autoLayout = "F1"
    case stacks = "F2"

    var name: String {
        switch self {
        case .manual: "F0 feed-manual"
        case .autoLayout: "F1 feed-auto-layout"
        case .stacks: "F2 feed-stack-views"
        }
    }

    /// The variant's cell class.
    @MainActor var cellClass: CollectionViewCell.Type {
        switch self {
        case .manual: FeedManualCell.self
        case .autoLayout: FeedAutoLayoutCell.self
        case .stacks: FeedStackCell.self
        }
    }

    /// The sizing cell: 390 x 44, a list cell's default height at the list's width.
    @MainActor func makeSizingCell() -> CollectionViewCell {
        let frame = CGRect(x: 0, y: 0, width: 390, height: 44)
        switch self {
        case .manual: return FeedManualCell(frame: frame)
        case .autoLayout: return FeedAutoLayoutCell(frame: frame)
        case .stacks: return FeedStackCell(frame: frame)
        }
    }

    @MainActor func leaves(of cell: CollectionViewCell) -> FeedLeaves? {
        (cell as? FeedManualCell)?.leaves ?? (cell as? FeedAutoLayoutCell)?.leaves ?? (cell as? FeedStackCell)?.leaves
    }

    /// What `sizeForItemAt` does in the benchmark: the item's data, then the cell's size
    /// at the collection view's width (the content view fitted, or `sizeThatFits` by hand).
    @MainActor func size(of cell: CollectionViewCell, showing item: FeedItem, width: CGFloat) -> CGSize {
        leaves(of: cell)?.show(item)
        switch self {
        case .manual: return cell.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude))
        case .autoLayout, .stacks: return cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0))
        }
    }
}

/// The collection view's data source and flow-layout delegate: the sizes measured with the
/// sizing cell, the visible cells made and filled from the items.
final class FeedSource: CollectionViewDataSource, CollectionViewDelegateFlowLayout {
    let variant: FeedVariant
    let items: [FeedItem]
    var sizes: [CGSize] = []

    init(variant: FeedVariant, items: [FeedItem]) {
        self.variant = variant
        self.items = items
    }

    func collectionView(_ collectionView: CollectionView, numberOfItemsInSection section: Int) -> Int { items.count }

    func collectionView(_ collectionView: CollectionView, cellForItemAt indexPath: IndexPath) -> CollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: variant.rawValue, for: indexPath)
        variant.leaves(of: cell)?.show(items[indexPath.item])
        return cell
    }

    func collectionView(
        _ collectionView: CollectionView, layout: CollectionViewLayout, sizeForItemAt indexPath: IndexPath
    )
        -> CGSize
    {
        sizes[indexPath.item]
    }
}

/// One pass of the feed benchmark: the collection view made (flow layout, 390 wide), every
/// item sized with the sizing cell, and the visible cells of a 390 x 844 view made, filled
/// and laid out. Returns the view and its source (which it holds weakly).
@MainActor
func feedPass(_ variant: FeedVariant, items: [FeedItem], sizingCell: CollectionViewCell) -> (CollectionView, FeedSource)
{
    let layout = CollectionViewFlowLayout()
    layout.minimumLineSpacing = 0
    let view = CollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: layout)
    view.register(variant.cellClass, forCellWithReuseIdentifier: variant.rawValue)
    let source = FeedSource(variant: variant, items: items)
    source.sizes.reserveCapacity(items.count)
    for item in items {
        let fitted = variant.size(of: sizingCell, showing: item, width: 390)
        source.sizes.append(CGSize(width: 390, height: fitted.height))
    }
    view.dataSource = source
    view.delegate = source
    view.layoutIfNeeded()
    return (view, source)
}

/// F0, F1 or F2 with `n` cells: checked (every fitted height is FEED.md's 8L + 256, every
/// visible cell's frames agree with F0's), then timed per cell.
@MainActor
func feedScenario(_ variant: FeedVariant, _ n: Int, runs: Int) throws -> Measurement {
    let name = "\(variant.name)-\(n)"
    let items = (0..<n).map(FeedItem.init)
    let sizingCell = variant.makeSizingCell()
    let (view, source) = feedPass(variant, items: items, sizingCell: sizingCell)
    let expected = feedExpectedHeight()
    for (index, size) in source.sizes.enumerated() where !nearlyEqual(size.height, expected) {
        throw VerificationFailure(scenario: name, message: "cell \(index) is \(size.height) high, expected \(expected)")
    }
    try verifyVisibleCells(of: view, variant: variant, expected: expected, scenario: name)
    let (ns, count) = medianNanoseconds(runs: runs) {
        var made: (CollectionView, FeedSource)?
        let ns = time { made = feedPass(variant, items: items, sizingCell: sizingCell) }
        _ = made
        return (ns, n)
    }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "cell (set its data, fit it; visible cells laid out)", runs: count,
        notes: ["cell height \(format3(Double(expected))); \(view.visibleCells.count) cells visible"])
}

/// The visible cells are 390 x 8L + 256, each leaf inside its cell and not empty; in F1
/// each leaf has the frame F0 computes by hand for the same item (F2's stacks centre the
/// poster image, space the actions equally and stretch the actor's comment, so its frames
/// differ there).
@MainActor
func verifyVisibleCells(of view: CollectionView, variant: FeedVariant, expected: CGFloat, scenario: String) throws {
    let reference = FeedManualCell(frame: CGRect(x: 0, y: 0, width: 390, height: expected))
    guard !view.visibleCells.isEmpty else { throw VerificationFailure(scenario: scenario, message: "no visible cell") }
    for cell in view.visibleCells {
        guard let path = view.indexPath(for: cell), let leaves = variant.leaves(of: cell) else { continue }
        guard cell.bounds.width == 390 && nearlyEqual(cell.bounds.height, expected) else {
            throw VerificationFailure(scenario: scenario, message: "cell \(path.item) is \(cell.bounds.size)")
        }
        reference.leaves.show(FeedItem(path.item))
        reference.setNeedsLayout()
        reference.layoutIfNeeded()
        for (leaf, byHand) in zip(leaves.all, reference.leaves.all) {
            let frame = leaf.convert(leaf.bounds, to: cell)
            let inside = !frame.isEmpty && cell.bounds.insetBy(dx: -1e-9, dy: -1e-9).contains(frame)
            if !inside || (variant == .autoLayout && !nearlyEqual(frame, byHand.convert(byHand.bounds, to: reference)))
            {
                throw VerificationFailure(
                    scenario: scenario,
                    message: "cell \(path.item): \(leaf.debugName) at \(frame), by hand "
                        + "\(byHand.convert(byHand.bounds, to: reference))")
            }
        }
    }
}

/// Whether two values agree to within floating-point noise (sums of thirds of a point
/// differ in their last bits with the order of the additions).
func nearlyEqual(_ a: CGFloat, _ b: CGFloat) -> Bool { abs(a - b) < 1e-9 }

/// Whether two frames agree to within floating-point noise.
func nearlyEqual(_ a: CGRect, _ b: CGRect) -> Bool {
    nearlyEqual(a.minX, b.minX) && nearlyEqual(a.minY, b.minY) && nearlyEqual(a.width, b.width)
        && nearlyEqual(a.height, b.height)
}

/// The process's resident memory in bytes (Linux: /proc/self/statm's second field, in pages).
func residentBytes() -> Int? {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return nil }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return nil }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// F1's sizing cell fitted `fits` times with the items in turn (and as many again, the
/// timing's warm-up): its resident memory after the first 1,000 fits and at the end, which
/// must stay within 5% (the engine is kept and moved, not rebuilt or grown); and the memory
/// a pass of 1,000 cells adds per cell.
@MainActor
func feedMemoryScenario(fits: Int) throws -> Measurement {
    let name = "F1 feed-memory-\(fits)-fits"
    let items = (0..<100).map(FeedItem.init)
    let cell = FeedVariant.autoLayout.makeSizingCell()
    var settled = 0
    let (elapsed, _) = medianNanoseconds(runs: 1) {
        let ns = time {
            for i in 0..<fits {
                _ = FeedVariant.autoLayout.size(of: cell, showing: items[i % items.count], width: 390)
                if i == 999 && settled == 0 { settled = residentBytes() ?? 0 }
            }
        }
        return (ns, fits)
    }
    let end = residentBytes() ?? 0
    let growth = settled > 0 ? Double(end - settled) / Double(settled) : 0
    guard growth <= 0.05 else {
        throw VerificationFailure(
            scenario: name, message: "resident memory grew \(format3(growth * 100))% after the first 1,000 fits")
    }
    let before = residentBytes() ?? 0
    let pass = feedPass(.autoLayout, items: (0..<1000).map(FeedItem.init), sizingCell: cell)
    let perCell = Double((residentBytes() ?? 0) - before) / 1000
    withExtendedLifetime(pass) {}
    return Measurement(
        scenario: name, nanoseconds: elapsed, operation: "fit (set the data, fit the content view)", runs: 1,
        notes: [
            "resident after 1,000 fits \(settled / 1024) KiB, after \(2 * fits) \(end / 1024) KiB "
                + "(\(format3(growth * 100))%); a pass of 1,000 cells adds \(Int(perCell)) bytes per cell"
        ])
}
