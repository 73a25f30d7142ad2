/// What compiling one face's layout tables may cost, in proportion to the file's size.
///
/// A few bytes of a hostile file can claim a coverage range of 65,536 glyphs, or point many
/// lookups at one large subtable. The budget keeps loading fast and small all the same:
/// flat glyph tables past `denseEntries` fall back to binary search (same answers, a little
/// slower), and parsing past `work` entries refuses the file. Real fonts stay far inside
/// both: a table costs about one entry per byte it holds.
final class CompileBudget {
    /// Flat-table entries still allowed.
    private(set) var denseEntries: Int
    /// Parsed entries still allowed.
    private var work: Int

    init(fileSize: Int) {
        denseEntries = max(1 << 18, fileSize * 32)
        work = (1 << 20) + fileSize * 64
    }

    /// Takes `count` flat-table entries if that many are left; false means use a search.
    func takeDense(_ count: Int) -> Bool {
        guard count <= denseEntries else { return false }
        denseEntries -= count
        return true
    }

    /// Spends `count` entries of parsing work in `table`, throwing once the work runs out.
    func spend(_ count: Int, in table: String) throws(FontFileError) {
        work -= count
        if work < 0 { throw .malformed(table: table, detail: "layout tables too large for the file's size") }
    }
}
