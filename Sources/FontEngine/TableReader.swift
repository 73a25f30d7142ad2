/// A bounds-checked window on the bytes of one table, or of a structure inside one.
///
/// Every read checks its offset against the window first and throws
/// `FontFileError.truncated(table:)` naming the table when it would run past the end, so no
/// parser in this module indexes the data unchecked. Values are big-endian, as in every sfnt.
struct TableReader: Sendable {
    /// The whole file; windows share it without copying.
    let bytes: [UInt8]
    /// Where the window starts in `bytes`.
    let start: Int
    /// How many bytes the window holds; `start + length <= bytes.count` always.
    let length: Int
    /// The table's tag, named in errors.
    let tag: String

    /// A window on `length` bytes of `bytes` from `start`, which the caller has checked.
    init(bytes: [UInt8], start: Int, length: Int, tag: String) {
        precondition(start >= 0 && length >= 0 && start <= bytes.count - length)
        self.bytes = bytes
        self.start = start
        self.length = length
        self.tag = tag
    }

    /// The whole of `bytes` as one window (the file, for its headers).
    init(file bytes: [UInt8], tag: String) {
        self.init(bytes: bytes, start: 0, length: bytes.count, tag: tag)
    }

    /// Throws unless `size` bytes from `offset` lie inside the window. Written so that no
    /// value of either argument can overflow.
    func checkRange(_ offset: Int, _ size: Int) throws(FontFileError) {
        guard offset >= 0, size >= 0, offset <= length, size <= length - offset else {
            throw .truncated(table: tag)
        }
    }

    /// The unsigned byte at `offset`.
    func u8(_ offset: Int) throws(FontFileError) -> Int {
        try checkRange(offset, 1)
        return Int(bytes[start + offset])
    }

    /// The unsigned 16-bit value at `offset`.
    func u16(_ offset: Int) throws(FontFileError) -> Int {
        try checkRange(offset, 2)
        return uncheckedU16(offset)
    }

    /// The signed 16-bit value at `offset`.
    func i16(_ offset: Int) throws(FontFileError) -> Int {
        Int(Int16(truncatingIfNeeded: try u16(offset)))
    }

    /// The unsigned 32-bit value at `offset`.
    func u32(_ offset: Int) throws(FontFileError) -> Int {
        try checkRange(offset, 4)
        return uncheckedU16(offset) << 16 | uncheckedU16(offset + 2)
    }

    /// The signed 32-bit value at `offset`.
    func i32(_ offset: Int) throws(FontFileError) -> Int {
        Int(Int32(truncatingIfNeeded: try u32(offset)))
    }

    /// The 16.16 fixed-point value at `offset`.
    func fixed(_ offset: Int) throws(FontFileError) -> Double {
        Double(try i32(offset)) / 65536
    }

    /// The four-character tag `text` as the 32-bit number a table stores.
    static func tag(_ text: StaticString) -> Int {
        precondition(text.utf8CodeUnitCount == 4)
        return text.withUTF8Buffer { $0.reduce(0) { $0 << 8 | Int($1) } }
    }

    /// The four-character tag at `offset`, as text.
    func tagString(_ offset: Int) throws(FontFileError) -> String {
        try checkRange(offset, 4)
        let scalars = (0..<4).map { Character(Unicode.Scalar(bytes[start + offset + $0])) }
        return String(scalars)
    }

    /// The 16-bit value at `offset`, which the caller has checked with `checkRange`.
    @inline(__always) func uncheckedU16(_ offset: Int) -> Int {
        let at = start + offset
        return Int(bytes[at]) << 8 | Int(bytes[at + 1])
    }

    /// The window from `offset` to the end of this one: a subtable whose offset is counted
    /// from the start of this structure.
    func window(at offset: Int) throws(FontFileError) -> TableReader {
        try checkRange(offset, 0)
        return TableReader(bytes: bytes, start: start + offset, length: length - offset, tag: tag)
    }

    /// The window of `size` bytes from `offset`.
    func window(at offset: Int, size: Int) throws(FontFileError) -> TableReader {
        try checkRange(offset, size)
        return TableReader(bytes: bytes, start: start + offset, length: size, tag: tag)
    }

    /// The subtable at the 16-bit offset stored at `field`, or nil when that offset is 0
    /// (the format's way of saying "none").
    func optionalWindow(offsetAt field: Int) throws(FontFileError) -> TableReader? {
        let offset = try u16(field)
        return offset == 0 ? nil : try window(at: offset)
    }

    /// A `malformed` error for this table.
    func malformed(_ detail: String) -> FontFileError {
        .malformed(table: tag, detail: detail)
    }
}
