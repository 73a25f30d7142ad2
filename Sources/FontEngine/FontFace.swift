/// One face of a TrueType or OpenType font file: its names and metrics, and the tables it
/// measures text with.
///
/// A face is read completely when it loads: names, metrics, the character map, advances,
/// and GSUB and GPOS compiled into flat tables for the lookups the shaper applies. After
/// that it only answers questions, from any thread: all of its storage is `let`. Two faces
/// are equal when they are the same object.
public final class FontFace: Sendable, Hashable {
    /// The PostScript name (name ID 6).
    public let postScriptName: String
    /// The typographic family name (name ID 16), else the family name (name ID 1).
    public let familyName: String
    /// The typographic subfamily name (name ID 17), else the subfamily name (name ID 2).
    public let styleName: String
    /// The full name (name ID 4).
    public let fullName: String
    /// Font units per em (head), 16 to 16384.
    public let unitsPerEm: Int
    /// The ascender (hhea), in font units: CoreText's ascent.
    public let ascender: Int
    /// The descender (hhea), in font units; negative below the baseline.
    public let descender: Int
    /// The line gap (hhea), in font units.
    public let lineGap: Int
    /// The cap height in font units: OS/2 sCapHeight (version 2 and later), else the top of
    /// the outline of 'H', else 0.7 em.
    public let capHeight: Int
    /// The x-height in font units: OS/2 sxHeight (version 2 and later), else the top of the
    /// outline of 'x', else 0.5 em.
    public let xHeight: Int
    /// The weight class (OS/2 usWeightClass), 400 without an OS/2 table.
    public let weightClass: Int
    /// Whether OS/2 fsSelection (bit 0) or head macStyle (bit 1) says italic.
    public let isItalic: Bool
    /// Whether OS/2 fsSelection (bit 5) or head macStyle (bit 0) says bold.
    public let isBold: Bool
    /// The italic angle in degrees counter-clockwise from vertical (post).
    public let italicAngle: Double
    /// Whether the post table says every glyph has the same advance.
    public let isFixedPitch: Bool
    /// The subfamily names of a variable font's named instances ('fvar'); empty for a
    /// static font. Measuring uses the default instance.
    public let namedInstances: [String]

    /// Characters to glyphs, the glyphs' classes and their advances.
    let characters: CharacterGlyphs
    let layout: LayoutTables
    /// Widths of plain ASCII text without shaping.
    let asciiPath: AsciiFastPath
    let trackingTable: TrackingTable
    /// The glyph of U+0020, which stands in for default-ignorable characters in shaped
    /// output; nil when the face has none (they are then left out).
    let spaceGlyph: Int?

    /// Reads the face whose tables `directory` lists, out of a file of `fileSize` bytes.
    init(directory: TableDirectory, fileSize: Int) throws(FontFileError) {
        let metrics = try FaceMetrics.read(directory)
        let names = try NameTable.read(directory.required("name"))
        postScriptName = try names.string(6) ?? ""
        familyName = try names.string(16, else: 1)
        styleName = try names.string(17, else: 2)
        fullName = try names.string(4) ?? ""
        namedInstances =
            try directory.table("fvar").map { table throws(FontFileError) in
                try NamedInstances.read(table, names: names)
            } ?? []
        unitsPerEm = metrics.unitsPerEm
        ascender = metrics.ascender
        descender = metrics.descender
        lineGap = metrics.lineGap
        weightClass = metrics.weightClass
        isItalic = metrics.fsSelection & 0x01 != 0 || metrics.macStyle & 0x02 != 0
        isBold = metrics.fsSelection & 0x20 != 0 || metrics.macStyle & 0x01 != 0
        italicAngle = metrics.italicAngle
        isFixedPitch = metrics.isFixedPitch

        let budget = CompileBudget(fileSize: fileSize)
        let cmap = try CharacterMap.read(directory.required("cmap"), numGlyphs: metrics.numGlyphs)
        let classes =
            try directory.table("GDEF").map { table throws(FontFileError) in
                try GlyphClasses(table, numGlyphs: metrics.numGlyphs, budget: budget)
            } ?? GlyphClasses()
        let advances = try HorizontalMetrics.advances(directory.required("hmtx"), metrics: metrics)
        characters = CharacterGlyphs(cmap: cmap, classes: classes, advances: advances)
        var compiler = try LayoutCompiler(directory: directory, numGlyphs: metrics.numGlyphs, budget: budget)
        layout = try compiler.compile()
        asciiPath = AsciiFastPath(characters: characters, layout: layout)
        trackingTable = try directory.table("trak").map(TrackingTable.read) ?? .none
        let space = cmap.glyph(0x20)
        spaceGlyph = space == 0 ? nil : space
        capHeight = try Self.height(metrics.capHeight, of: "H", cmap, directory, metrics, else: 0.7)
        xHeight = try Self.height(metrics.xHeight, of: "x", cmap, directory, metrics, else: 0.5)
    }

    /// A height from OS/2 when the table has it, else the top of `letter`'s outline, else
    /// `fraction` of the em.
    private static func height(
        _ stated: Int?, of letter: Unicode.Scalar, _ cmap: CharacterMap, _ directory: TableDirectory,
        _ metrics: FaceMetrics, else fraction: Double
    ) throws(FontFileError) -> Int {
        if let stated { return stated }
        let glyph = cmap.glyph(letter.value)
        if let top = try OutlineHeights.top(of: glyph, in: directory, metrics: metrics) { return top }
        return Int((Double(metrics.unitsPerEm) * fraction).rounded())
    }

    /// Whether `lhs` and `rhs` are the same face object (two loads of one file are not).
    public static func == (lhs: FontFace, rhs: FontFace) -> Bool { lhs === rhs }

    /// Hashes the face's identity.
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
