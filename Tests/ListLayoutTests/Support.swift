import AutoLayout
import Foundation
import ListLayout
import Testing

/// Collects what a handler is given, from any thread.
final class Collector<Value>: @unchecked Sendable {
    private var stored: [Value] = []
    private let lock = NSLock()
    func append(_ value: Value) {
        lock.lock()
        stored.append(value)
        lock.unlock()
    }
    var values: [Value] {
        lock.lock()
        defer { lock.unlock() }
        return stored
    }
}

/// Runs `body` with conflict reports and refused input collected instead of printed.
func collecting<T>(_ body: () throws -> T) rethrows -> (result: T, reports: [ConflictReport], errors: [LayoutError]) {
    let reports = Collector<ConflictReport>()
    let errors = Collector<LayoutError>()
    let handleReport: @Sendable (ConflictReport) -> Void = { reports.append($0) }
    let handleError: @Sendable (LayoutError) -> Void = { errors.append($0) }
    let result = try ConflictReporting.withHandler(handleReport) {
        try LayoutErrors.withHandler(handleError) { try body() }
    }
    return (result, reports.values, errors.values)
}

func size(_ width: CollectionLayoutDimension, _ height: CollectionLayoutDimension) -> CollectionLayoutSize {
    CollectionLayoutSize(widthDimension: width, heightDimension: height)
}

/// Computes a layout without a collection view.
func frames(_ layout: CompositionalLayout, counts: [Int], width: CGFloat = 375, height: CGFloat = 800) -> [IndexPath:
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
