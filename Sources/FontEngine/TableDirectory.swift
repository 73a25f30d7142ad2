/// The tables of one face, found through its sfnt table directory.
struct TableDirectory: Sendable {
    /// Each table's window, by tag; the first record wins when a tag repeats.
    let tables: [String: TableReader]

    /// The table with `tag`, or nil when the face has none.
    func table(_ tag: String) -> TableReader? { tables[tag] }

    /// The table with `tag`, which the face must have.
    func required(_ tag: String) throws(FontFileError) -> TableReader {
        guard let table = tables[tag] else { throw .missingTable(tag) }
        return table
    }

    /// The sfnt versions a face may start with: TrueType outlines (0x00010000 and Apple's
    /// 'true') and CFF outlines ('OTTO').
    static let sfntVersions: Set<Int> = [0x0001_0000, 0x7472_7565, 0x4F54_544F]

    /// The table directories of every face in `bytes`: one for a single font, one per
    /// member of a 'ttcf' collection, in the collection's order.
    static func faces(in bytes: [UInt8]) throws(FontFileError) -> [TableDirectory] {
        let file = TableReader(file: bytes, tag: "directory")
        guard bytes.count >= 4 else { throw .notAFont }
        let version = try file.u32(0)
        if version == 0x7474_6366 {  // 'ttcf'
            return try collectionMembers(file)
        }
        guard sfntVersions.contains(version) else { throw .notAFont }
        return [try directory(at: 0, in: file)]
    }

    /// The members of a collection: its header holds a count and one directory offset each.
    private static func collectionMembers(_ file: TableReader) throws(FontFileError) -> [TableDirectory] {
        let count = try file.u32(8)
        try file.checkRange(12, count * 4)  // bounds the count by the data before looping
        guard count > 0 else { throw .malformed(table: "ttcf", detail: "the collection holds no fonts") }
        var faces: [TableDirectory] = []
        for index in 0..<count {
            let offset = try file.u32(12 + index * 4)
            try file.checkRange(offset, 4)
            guard sfntVersions.contains(try file.u32(offset)) else { throw .notAFont }
            faces.append(try directory(at: offset, in: file))
        }
        return faces
    }

    /// The directory at `offset`: a 12-byte header, then 16-byte records of tag, checksum,
    /// offset and length. Every table must lie inside the file.
    private static func directory(at offset: Int, in file: TableReader) throws(FontFileError) -> TableDirectory {
        let numTables = try file.u16(offset + 4)
        try file.checkRange(offset + 12, numTables * 16)
        var tables: [String: TableReader] = [:]
        for index in 0..<numTables {
            let record = offset + 12 + index * 16
            let tag = try file.tagString(record)
            let start = try file.u32(record + 8)
            let length = try file.u32(record + 12)
            guard start <= file.length, length <= file.length - start else { throw .truncated(table: tag) }
            if tables[tag] == nil {
                tables[tag] = TableReader(bytes: file.bytes, start: start, length: length, tag: tag)
            }
        }
        return TableDirectory(tables: tables)
    }
}
