/// The face's map from Unicode scalars to glyphs: one cmap subtable of format 4 (segments of
/// the Basic Multilingual Plane) or 12 (groups over all planes).
///
/// Scalars below U+0250 (ASCII and the Latin blocks) are looked up once at load into a flat
/// table, so measuring Latin text costs one array read a character.
struct CharacterMap: Sendable {
    /// A format-4 segment: `start...end` map either by adding `delta` or through the glyph
    /// array from `arrayBase + (c - start)` (when `arrayBase` is not nil).
    struct Segment: Sendable {
        let start: Int
        let end: Int
        let delta: Int
        let arrayBase: Int?
    }

    /// A format-12 group: `start...end` map to `startGlyph + (c - start)`.
    struct Group: Sendable {
        let start: Int
        let end: Int
        let startGlyph: Int
    }

    /// How many scalars the flat table covers: U+0000 to U+024F.
    static let flatCount = 0x250

    private let segments: [Segment]
    private let glyphArray: [UInt16]
    private let groups: [Group]
    /// A symbol subtable (3,0): U+0000-U+00FF also look in U+F000-U+F0FF, as Windows does.
    private let isSymbol: Bool
    private let numGlyphs: Int
    /// The glyph of each scalar below `flatCount`.
    private(set) var flat: [UInt16] = []

    /// A map with no subtable: every scalar maps to glyph 0.
    init(numGlyphs: Int) {
        self.init(segments: [], glyphArray: [], groups: [], isSymbol: false, numGlyphs: numGlyphs)
    }

    init(segments: [Segment], glyphArray: [UInt16], groups: [Group], isSymbol: Bool, numGlyphs: Int) {
        self.segments = segments
        self.glyphArray = glyphArray
        self.groups = groups
        self.isSymbol = isSymbol
        self.numGlyphs = numGlyphs
        flat = (0..<Self.flatCount).map { UInt16(lookup($0)) }
    }

    /// The glyph for `scalar`, 0 (.notdef) when the face has none.
    @inline(__always) func glyph(_ scalar: UInt32) -> Int {
        scalar < UInt32(Self.flatCount) ? Int(flat[Int(scalar)]) : lookup(Int(scalar))
    }

    /// The glyph for `scalar` by search of the subtable.
    private func lookup(_ scalar: Int) -> Int {
        var glyph = find(scalar)
        if glyph == 0, isSymbol, scalar <= 0xFF { glyph = find(0xF000 + scalar) }
        return glyph < numGlyphs ? glyph : 0
    }

    /// The subtable's glyph for `scalar`, before the check against the glyph count.
    private func find(_ scalar: Int) -> Int {
        segments.isEmpty ? groupGlyph(scalar) : segmentGlyph(scalar)
    }

    /// Format 4: the first segment whose end is at least `scalar` (the segments are sorted
    /// by end), if it starts at or before it.
    private func segmentGlyph(_ scalar: Int) -> Int {
        var low = 0
        var high = segments.count
        while low < high {
            let middle = (low + high) / 2
            if segments[middle].end < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < segments.count, segments[low].start <= scalar else { return 0 }
        let segment = segments[low]
        guard let base = segment.arrayBase else { return (scalar + segment.delta) & 0xFFFF }
        let index = base + scalar - segment.start
        guard index >= 0, index < glyphArray.count, glyphArray[index] != 0 else { return 0 }
        return (Int(glyphArray[index]) + segment.delta) & 0xFFFF
    }

    /// Format 12: the group containing `scalar` (the groups are sorted by start).
    private func groupGlyph(_ scalar: Int) -> Int {
        var low = 0
        var high = groups.count
        while low < high {
            let middle = (low + high) / 2
            if groups[middle].end < scalar { low = middle + 1 } else { high = middle }
        }
        guard low < groups.count, groups[low].start <= scalar else { return 0 }
        return groups[low].startGlyph + (scalar - groups[low].start)
    }
}
