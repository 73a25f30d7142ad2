/// The strings of the name table.
///
/// Of the records for one name ID, the reader takes Windows English (platform 3, language
/// 0x409) first, then any other Windows record, then a Unicode-platform one (both UTF-16BE),
/// then a Macintosh Roman one (platform 1, encoding 0), English before other languages.
struct NameTable: Sendable {
    /// One name record: where its string is in the storage area and how it is encoded.
    private struct Record: Sendable {
        let platform: Int
        let encoding: Int
        let language: Int
        let nameID: Int
        let length: Int
        let offset: Int
    }

    private let records: [Record]
    /// The string storage area.
    private let storage: TableReader

    /// The table's records: count at 2, storage offset at 4, 12-byte records from 6.
    static func read(_ table: TableReader) throws(FontFileError) -> NameTable {
        let count = try table.u16(2)
        let storage = try table.window(at: table.u16(4))
        try table.checkRange(6, count * 12)
        var records: [Record] = []
        records.reserveCapacity(count)
        for index in 0..<count {
            let at = 6 + index * 12
            records.append(
                Record(
                    platform: try table.u16(at), encoding: try table.u16(at + 2), language: try table.u16(at + 4),
                    nameID: try table.u16(at + 6), length: try table.u16(at + 8), offset: try table.u16(at + 10)))
        }
        return NameTable(records: records, storage: storage)
    }

    private init(records: [Record], storage: TableReader) {
        self.records = records
        self.storage = storage
    }

    /// The string for `nameID`, or nil when no record of a readable encoding has it.
    func string(_ nameID: Int) throws(FontFileError) -> String? {
        var best: Record?
        var bestRank = Int.max
        for record in records where record.nameID == nameID {
            if let rank = Self.rank(record), rank < bestRank {
                best = record
                bestRank = rank
            }
        }
        guard let best else { return nil }
        return try decode(best)
    }

    /// The string for `nameID`, or for `fallback` when the face has none.
    func string(_ nameID: Int, else fallback: Int) throws(FontFileError) -> String {
        if let name = try string(nameID) { return name }
        return try string(fallback) ?? ""
    }

    /// How much the reader prefers `record` (lower is better), or nil for encodings it does
    /// not read.
    private static func rank(_ record: Record) -> Int? {
        switch record.platform {
        case 3 where [0, 1, 10].contains(record.encoding): record.language == 0x409 ? 0 : 1
        case 0: 2
        case 1 where record.encoding == 0: record.language == 0 ? 3 : 4
        default: nil
        }
    }

    /// The text of `record`: UTF-16BE except Macintosh Roman on platform 1.
    private func decode(_ record: Record) throws(FontFileError) -> String {
        try storage.checkRange(record.offset, record.length)
        let start = storage.start + record.offset
        let bytes = storage.bytes[start..<start + record.length]
        if record.platform == 1 { return MacRoman.decode(bytes) }
        let units = stride(from: start, to: start + record.length - 1, by: 2).map {
            UInt16(storage.bytes[$0]) << 8 | UInt16(storage.bytes[$0 + 1])
        }
        return String(decoding: units, as: UTF16.self)
    }
}
