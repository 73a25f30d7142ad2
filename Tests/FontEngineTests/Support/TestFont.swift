/// A font assembled in memory from the few tables a test needs: the required tables from a
/// description of glyphs, characters and names, plus any others given as bytes.
struct TestFont {
    var unitsPerEm = 1000
    var ascender = 800
    var descender = -200
    var lineGap = 90
    /// The advance of each glyph; glyph 0 is .notdef.
    var advances: [Int] = [500]
    /// Characters and their glyphs.
    var characters: [UInt32: Int] = [:]
    /// Name records on the Windows platform, by name ID.
    var names: [Int: String] = [1: "Test", 2: "Regular", 4: "Test Regular", 6: "Test-Regular"]
    /// Name records on the Macintosh platform (Mac Roman bytes), by name ID.
    var macNames: [Int: [UInt8]] = [:]
    /// Write cmap format 12 instead of format 4.
    var cmapFormat12 = false
    /// OS/2 fields, or no OS/2 table when nil.
    var os2: (version: Int, weight: Int, selection: Int, xHeight: Int, capHeight: Int)? = (4, 400, 0x40, 500, 700)
    var macStyle = 0
    var italicAngle = 0.0
    var isFixedPitch = false
    /// Other tables by tag (GSUB, GPOS, GDEF, kern, trak, glyf, loca, fvar...).
    var tables: [String: [UInt8]] = [:]

    /// The font file.
    var bytes: [UInt8] { Self.sfnt(allTables()) }

    func allTables() -> [String: [UInt8]] {
        var all = tables
        all["head"] = head()
        all["hhea"] = hhea()
        all["maxp"] = maxp()
        all["hmtx"] = advances.flatMap { advance -> [UInt8] in
            var w = ByteWriter()
            w.u16(advance)
            w.u16(0)
            return w.bytes
        }
        all["cmap"] = cmapFormat12 ? cmap12() : cmap4()
        all["name"] = name()
        all["post"] = post()
        if os2 != nil { all["OS/2"] = os2Table() }
        return all
    }

    /// An sfnt file of `tables`: a directory sorted by tag, each table at a multiple of four,
    /// the last one ending the file (so any shorter prefix cuts a table).
    static func sfnt(_ tables: [String: [UInt8]], version: Int = 0x0001_0000) -> [UInt8] {
        directory(tables, version: version, at: 0)
    }

    /// The sfnt of `tables` as it sits at `base` in a larger file (table offsets count from
    /// the file's start).
    static func directory(_ tables: [String: [UInt8]], version: Int = 0x0001_0000, at base: Int) -> [UInt8] {
        let tags = tables.keys.sorted()
        var w = ByteWriter()
        w.u32(version)
        w.u16(tags.count)
        w.u16s([0, 0, 0])
        let offset = 12 + 16 * tags.count
        var body = ByteWriter()
        for tag in tags {
            let data = tables[tag]!
            w.tag(tag)
            w.u32(0)
            w.u32(base + offset + body.count)
            w.u32(data.count)
            body.append(data)
            if tag != tags.last { body.pad() }
        }
        w.append(body.bytes)
        return w.bytes
    }

    /// A 'ttcf' collection of the fonts described by `fonts`.
    static func collection(_ fonts: [[String: [UInt8]]]) -> [UInt8] {
        var header = ByteWriter()
        header.tag("ttcf")
        header.u32(0x0001_0000)
        header.u32(fonts.count)
        var offset = 12 + 4 * fonts.count
        var members: [[UInt8]] = []
        for font in fonts {
            header.u32(offset)
            var member = directory(font, at: offset)
            while member.count % 4 != 0 { member.append(0) }
            members.append(member)
            offset += member.count
        }
        return header.bytes + members.joined()
    }

    private func head() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u32(0x0001_0000)
        w.u32(0)
        w.u32(0x5F0F_3CF5)
        w.u16(0)
        w.u16(unitsPerEm)
        w.append([UInt8](repeating: 0, count: 16 + 8))
        w.u16(macStyle)
        w.u16s([8, 2, 0, 0])
        return w.bytes
    }

    private func hhea() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0001_0000)
        w.u16s([ascender & 0xFFFF, descender & 0xFFFF, lineGap & 0xFFFF])
        w.append([UInt8](repeating: 0, count: 24))
        w.u16(advances.count)
        return w.bytes
    }

    private func maxp() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0000_5000)
        w.u16(advances.count)
        return w.bytes
    }

    private func post() -> [UInt8] {
        var w = ByteWriter()
        w.u32(0x0003_0000)
        w.u32(Int(italicAngle * 65536) & 0xFFFF_FFFF)
        w.u16s([0, 0])
        w.u32(isFixedPitch ? 1 : 0)
        w.append([UInt8](repeating: 0, count: 16))
        return w.bytes
    }

    private func os2Table() -> [UInt8] {
        guard let os2 else { return [] }
        var table = [UInt8](repeating: 0, count: os2.version >= 2 ? 96 : 78)
        func put(_ value: Int, at offset: Int) {
            table[offset] = UInt8(truncatingIfNeeded: value >> 8)
            table[offset + 1] = UInt8(truncatingIfNeeded: value)
        }
        put(os2.version, at: 0)
        put(os2.weight, at: 4)
        put(os2.selection, at: 62)
        if os2.version >= 2 {
            put(os2.xHeight, at: 86)
            put(os2.capHeight, at: 88)
        }
        return table
    }

    /// Format 4, one segment per character (delta mapping) and the final 0xFFFF segment.
    private func cmap4() -> [UInt8] {
        let mapped = characters.filter { $0.key < 0xFFFF }.sorted { $0.key < $1.key }
        let segments =
            mapped.map { (start: Int($0.key), end: Int($0.key), delta: ($0.value - Int($0.key)) & 0xFFFF) }
            + [(start: 0xFFFF, end: 0xFFFF, delta: 1)]
        var sub = ByteWriter()
        sub.u16(4)
        sub.u16(16 + segments.count * 8)
        sub.u16(0)
        sub.u16s([segments.count * 2, 0, 0, 0])
        sub.u16s(segments.map(\.end))
        sub.u16(0)
        sub.u16s(segments.map(\.start))
        sub.u16s(segments.map(\.delta))
        sub.u16s(segments.map { _ in 0 })
        return cmapHeader(platform: 3, encoding: 1) + sub.bytes
    }

    /// Format 12, one group per character.
    private func cmap12() -> [UInt8] {
        let mapped = characters.sorted { $0.key < $1.key }
        var sub = ByteWriter()
        sub.u16(12)
        sub.u16(0)
        sub.u32(16 + mapped.count * 12)
        sub.u32(0)
        sub.u32(mapped.count)
        for (scalar, glyph) in mapped {
            sub.u32(Int(scalar))
            sub.u32(Int(scalar))
            sub.u32(glyph)
        }
        return cmapHeader(platform: 3, encoding: 10) + sub.bytes
    }

    private func cmapHeader(platform: Int, encoding: Int) -> [UInt8] {
        var w = ByteWriter()
        w.u16s([0, 1, platform, encoding])
        w.u32(12)
        return w.bytes
    }

    /// Format 0: Windows UTF-16BE records, then Macintosh Roman ones.
    private func name() -> [UInt8] {
        var records: [(platform: Int, encoding: Int, language: Int, id: Int, data: [UInt8])] = []
        for (id, text) in names.sorted(by: { $0.key < $1.key }) {
            let data = text.utf16.flatMap { [UInt8($0 >> 8), UInt8($0 & 0xFF)] }
            records.append((3, 1, 0x409, id, data))
        }
        for (id, data) in macNames.sorted(by: { $0.key < $1.key }) { records.append((1, 0, 0, id, data)) }
        var w = ByteWriter()
        w.u16s([0, records.count, 6 + 12 * records.count])
        var offset = 0
        for record in records {
            w.u16s([record.platform, record.encoding, record.language, record.id, record.data.count, offset])
            offset += record.data.count
        }
        for record in records { w.append(record.data) }
        return w.bytes
    }
}
