/// The face-wide numbers of the head, hhea, maxp, OS/2 and post tables.
struct FaceMetrics: Sendable {
    var unitsPerEm = 1000
    var ascender = 0
    var descender = 0
    var lineGap = 0
    var numGlyphs = 0
    var numberOfHMetrics = 0
    /// head.macStyle: bit 0 bold, bit 1 italic.
    var macStyle = 0
    /// head.indexToLocFormat: 0 for 16-bit loca offsets, 1 for 32-bit.
    var indexToLocFormat = 0
    var weightClass = 400
    /// OS/2.fsSelection: bit 0 italic, bit 5 bold; 0 without OS/2.
    var fsSelection = 0
    /// OS/2 sCapHeight and sxHeight, present from OS/2 version 2.
    var capHeight: Int?
    var xHeight: Int?
    var italicAngle = 0.0
    var isFixedPitch = false

    /// The values of `directory`'s tables; head, hhea and maxp are required, OS/2 and post
    /// optional.
    static func read(_ directory: TableDirectory) throws(FontFileError) -> FaceMetrics {
        var metrics = FaceMetrics()
        try metrics.readHead(directory.required("head"))
        try metrics.readHorizontalHeader(directory.required("hhea"))
        try metrics.readMaximumProfile(directory.required("maxp"))
        if let os2 = directory.table("OS/2") { try metrics.readOS2(os2) }
        if let post = directory.table("post") { try metrics.readPost(post) }
        return metrics
    }

    /// head: the magic number 0x5F0F3CF5 at 12, unitsPerEm at 18 (16 to 16384 by the
    /// specification), macStyle at 44, indexToLocFormat at 50.
    private mutating func readHead(_ head: TableReader) throws(FontFileError) {
        try head.checkRange(0, 54)
        guard try head.u32(12) == 0x5F0F_3CF5 else { throw head.malformed("bad magic number") }
        unitsPerEm = try head.u16(18)
        guard (16...16384).contains(unitsPerEm) else {
            throw head.malformed("unitsPerEm \(unitsPerEm) outside 16...16384")
        }
        macStyle = try head.u16(44)
        indexToLocFormat = try head.i16(50)
    }

    /// hhea: ascender, descender and lineGap at 4, 6 and 8; numberOfHMetrics at 34.
    private mutating func readHorizontalHeader(_ hhea: TableReader) throws(FontFileError) {
        try hhea.checkRange(0, 36)
        ascender = try hhea.i16(4)
        descender = try hhea.i16(6)
        lineGap = try hhea.i16(8)
        numberOfHMetrics = try hhea.u16(34)
        guard numberOfHMetrics > 0 else { throw hhea.malformed("numberOfHMetrics is 0") }
    }

    /// maxp: numGlyphs at 4, in both version 0.5 (CFF) and 1.0 (TrueType).
    private mutating func readMaximumProfile(_ maxp: TableReader) throws(FontFileError) {
        numGlyphs = try maxp.u16(4)
        guard numGlyphs > 0 else { throw maxp.malformed("numGlyphs is 0") }
    }

    /// OS/2: usWeightClass at 4, fsSelection at 62, and from version 2 sxHeight at 86 and
    /// sCapHeight at 88.
    private mutating func readOS2(_ os2: TableReader) throws(FontFileError) {
        let version = try os2.u16(0)
        weightClass = try os2.u16(4)
        fsSelection = try os2.u16(62)
        if version >= 2 {
            xHeight = try os2.i16(86)
            capHeight = try os2.i16(88)
        }
    }

    /// post: italicAngle (16.16) at 4, isFixedPitch at 12.
    private mutating func readPost(_ post: TableReader) throws(FontFileError) {
        italicAngle = try post.fixed(4)
        isFixedPitch = try post.u32(12) != 0
    }
}
