/// Heights measured from TrueType outlines, for faces whose OS/2 table predates the cap
/// height and x-height fields.
enum OutlineHeights {
    /// The top of `glyph`'s bounding box (yMax, at 8 in its glyf header), or nil when the
    /// face has no glyf and loca tables or the glyph has no outline. CFF outlines would
    /// need their charstrings run, so a CFF face answers nil.
    static func top(of glyph: Int, in directory: TableDirectory, metrics: FaceMetrics) throws(FontFileError) -> Int? {
        guard glyph > 0, glyph < metrics.numGlyphs,
            let loca = directory.table("loca"), let glyf = directory.table("glyf")
        else { return nil }
        let start: Int
        let end: Int
        if metrics.indexToLocFormat == 0 {
            start = try loca.u16(glyph * 2) * 2
            end = try loca.u16(glyph * 2 + 2) * 2
        } else {
            start = try loca.u32(glyph * 4)
            end = try loca.u32(glyph * 4 + 4)
        }
        guard end > start else { return nil }
        return try glyf.i16(start + 8)
    }
}
