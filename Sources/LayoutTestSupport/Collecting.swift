import AutoLayout

/// Runs `body` with the conflict reports and refused input it causes on this thread
/// collected instead of printed.
public func collecting<T>(
    _ body: () throws -> T
) rethrows -> (result: T, reports: [ConflictReport], errors: [LayoutError]) {
    var reports: [ConflictReport] = []
    var errors: [LayoutError] = []
    let result = try ConflictReporting.withHandler({ reports.append($0) }) {
        try LayoutErrors.withHandler({ errors.append($0) }) { try body() }
    }
    return (result, reports, errors)
}
