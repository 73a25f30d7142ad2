import AutoLayout
import Foundation
import LayoutTestSupport
import ListLayout
import Testing

func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Computes a layout without a collection view.
@MainActor func frames(_ layout: CompositionalLayout, counts: [Int], width: CGFloat = 375, height: CGFloat = 800) -> [IndexPath:
    CGRect]
{
    layout.prepare(itemCounts: counts, container: CGSize(width: width, height: height))
    var result: [IndexPath: CGRect] = [:]
    for (section, count) in counts.enumerated() {
        for item in 0..<count {
            let path = IndexPath(item: item, section: section)
            result[path] = layout.layoutAttributesForItem(at: path)?.frame
        }
    }
    return result
}
