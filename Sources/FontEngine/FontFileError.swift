/// Why a font file could not be read.
///
/// Every problem in a file surfaces as one of these cases: the reader checks each offset and
/// count against the data before it reads, so a short or corrupt file never traps.
public enum FontFileError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The file at `path` could not be read.
    case unreadable(path: String)
    /// The data does not start with a known sfnt version or collection tag.
    case notAFont
    /// A table, or a structure inside one, runs past the end of the data. `table` is the
    /// table's tag, or "directory" for the table directory and collection header.
    case truncated(table: String)
    /// A table the reader needs (cmap, head, hhea, hmtx, maxp, name) is absent.
    case missingTable(String)
    /// A table holds a value the reader cannot accept, such as an unknown version.
    case malformed(table: String, detail: String)

    /// A one-line explanation, naming the table involved.
    public var description: String {
        switch self {
        case .unreadable(let path): "cannot read the file \(path)"
        case .notAFont: "not a TrueType or OpenType font or collection"
        case .truncated(let table): "the \(table) table runs past the end of the data"
        case .missingTable(let tag): "the required \(tag) table is missing"
        case .malformed(let table, let detail): "malformed \(table) table: \(detail)"
        }
    }
}
