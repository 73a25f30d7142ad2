/// Big-endian bytes, as font tables are written.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    var count: Int { bytes.count }

    mutating func u8(_ value: Int) { bytes.append(UInt8(truncatingIfNeeded: value)) }

    mutating func u16(_ value: Int) {
        u8(value >> 8)
        u8(value)
    }

    mutating func u32(_ value: Int) {
        u16(value >> 16)
        u16(value)
    }

    /// A four-character tag.
    mutating func tag(_ tag: String) {
        precondition(tag.utf8.count == 4)
        bytes += Array(tag.utf8)
    }

    mutating func append(_ other: [UInt8]) { bytes += other }

    /// Zero bytes up to a multiple of four.
    mutating func pad() {
        while bytes.count % 4 != 0 { u8(0) }
    }

    /// Writes 16-bit values in a run.
    mutating func u16s(_ values: [Int]) {
        for value in values { u16(value) }
    }
}

extension Array where Element == UInt8 {
    /// These bytes with `count` zero bytes at the end.
    func padded(to length: Int) -> [UInt8] { self + [UInt8](repeating: 0, count: Swift.max(0, length - count)) }
}
