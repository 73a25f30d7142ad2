import AutoLayout
import Foundation
import Synchronization
import Testing

/// Collects what a handler is given, from any thread.
final class Collector<Value>: @unchecked Sendable {
    private let lock = Mutex<[String]>([])
    private var stored: [Value] = []
    private let guardLock = NSLock()

    func append(_ value: Value) {
        guardLock.lock()
        stored.append(value)
        guardLock.unlock()
    }

    var values: [Value] {
        guardLock.lock()
        defer { guardLock.unlock() }
        return stored
    }
}

/// Runs `body` with conflict reports and refused input collected instead of printed.
func collecting<T>(
    _ body: () throws -> T
) rethrows -> (result: T, reports: [ConflictReport], errors: [LayoutError]) {
    let reports = Collector<ConflictReport>()
    let errors = Collector<LayoutError>()
    let result = try ConflictReporting.withHandler({ reports.append($0) }) {
        try LayoutErrors.withHandler({ errors.append($0) }) { try body() }
    }
    return (result, reports.values, errors.values)
}

/// A root view of a size, translating its frame (as a window's root view would).
func makeRoot(width: CGFloat = 320, height: CGFloat = 480) -> View {
    View(frame: CGRect(x: 0, y: 0, width: width, height: height))
}

/// A view that positions itself with constraints, added to `parent`.
func makeChild(of parent: View) -> View {
    let view = View()
    view.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(view)
    return view
}
