/// The normal track of an AAT 'trak' table's horizontal data: the extra space each glyph
/// takes at a range of point sizes.
struct TrackingTable: Sendable {
    /// Point sizes, as the table lists them (ascending).
    let sizes: [Double]
    /// The tracking at each size, in font units.
    let values: [Double]

    /// No tracking at any size.
    static let none = TrackingTable(sizes: [], values: [])

    /// The track whose value is 0 (normal) in the horizontal data of `trak`, or `none` when
    /// the table has no horizontal data or no normal track. The header holds the version
    /// (1.0) at 0, the format (0) at 4 and the horizontal data's offset at 6. The data holds
    /// the track and size counts, the size table's offset (from the table's start), then
    /// 8-byte entries of track value (16.16), name index and the offset of its per-size
    /// values (16-bit font units).
    static func read(_ trak: TableReader) throws(FontFileError) -> TrackingTable {
        guard try trak.u32(0) == 0x0001_0000, try trak.u16(4) == 0 else {
            throw trak.malformed("unknown version or format")
        }
        let offset = try trak.u16(6)
        guard offset != 0 else { return .none }
        let data = try trak.window(at: offset)
        let trackCount = try data.u16(0)
        let sizeCount = try data.u16(2)
        let sizeTable = try trak.window(at: data.u32(4))
        try data.checkRange(8, trackCount * 8)
        try sizeTable.checkRange(0, sizeCount * 4)
        for track in 0..<trackCount where try data.i32(8 + track * 8) == 0 {
            let values = try trak.window(at: data.u16(8 + track * 8 + 6))
            try values.checkRange(0, sizeCount * 2)
            return TrackingTable(
                sizes: try (0..<sizeCount).map { index throws(FontFileError) in try sizeTable.fixed(index * 4) },
                values: try (0..<sizeCount).map { index throws(FontFileError) in Double(try values.i16(index * 2)) })
        }
        return .none
    }

    /// The tracking at `size` points, in font units: linear between the two listed sizes
    /// around it, the first or last value outside them.
    func value(atSize size: Double) -> Double {
        guard let firstSize = sizes.first, let lastSize = sizes.last else { return 0 }
        if size <= firstSize || sizes.count == 1 { return values[0] }
        if size >= lastSize { return values[values.count - 1] }
        var upper = 1
        while upper < sizes.count - 1, sizes[upper] < size { upper += 1 }
        let (s0, s1) = (sizes[upper - 1], sizes[upper])
        guard s1 > s0 else { return values[upper] }
        let t = (size - s0) / (s1 - s0)
        return values[upper - 1] + t * (values[upper] - values[upper - 1])
    }
}
