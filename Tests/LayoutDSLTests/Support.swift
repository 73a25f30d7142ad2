import AutoLayout
import Foundation
import LayoutDSL
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

/// A 320 x 480 root with one subview made in code (translating its mask until the DSL
/// touches it).
func rootAndChild(width: CGFloat = 320, height: CGFloat = 480) -> (View, View) {
    let root = View(frame: CGRect(x: 0, y: 0, width: width, height: height))
    let child = View()
    root.addSubview(child)
    return (root, child)
}

/// A view with a fixed intrinsic size.
final class Block: View {
    var size = CGSize.zero
    convenience init(_ width: CGFloat, _ height: CGFloat) {
        self.init(frame: .zero)
        size = CGSize(width: width, height: height)
    }
    override var intrinsicContentSize: CGSize { size }
}
