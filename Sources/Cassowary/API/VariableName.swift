import Synchronization

/// The long names in use (over 15 bytes), each stored once for the whole process.
private let longNames = Mutex<(indices: [String: UInt64], names: [String])>(([:], []))

/// A variable's optional name, stored without references so that variables, and the terms
/// and expressions made of them, copy as plain bytes: up to 15 bytes of UTF-8 inline, a
/// longer name as its index in a process-wide table of long names (each distinct long name
/// is kept once, for the life of the process).
struct VariableName: Sendable {
    /// Bytes 0-7 of the name, or a long name's index.
    private var low: UInt64 = 0
    /// Bytes 8-14 of the name, and in the top byte: 0 for no name, `0x80 | count` for an
    /// inline name of `count` bytes, `0xFF` for a long name.
    private var high: UInt64 = 0

    private static let longTag: UInt64 = 0xFF

    /// Stores `string`; `nil` stores no name.
    init(_ string: String?) {
        guard var string else { return }
        let stored: Bool = string.withUTF8 { bytes in
            guard bytes.count <= 15 else { return false }
            for (i, byte) in bytes.enumerated() {
                if i < 8 { low |= UInt64(byte) << (8 * UInt64(i)) } else { high |= UInt64(byte) << (8 * UInt64(i - 8)) }
            }
            high |= (0x80 | UInt64(bytes.count)) << 56
            return true
        }
        guard !stored else { return }
        low = longNames.withLock { table in
            if let index = table.indices[string] { return index }
            let index = UInt64(table.names.count)
            table.names.append(string)
            table.indices[string] = index
            return index
        }
        high = Self.longTag << 56
    }

    /// The name, if one was given.
    var string: String? {
        let tag = high >> 56
        if tag == 0 { return nil }
        if tag == Self.longTag { return longNames.withLock { $0.names[Int(low)] } }
        let count = Int(tag & 0x7F)
        var bytes: [UInt8] = []
        bytes.reserveCapacity(count)
        for i in 0..<count {
            let word = i < 8 ? low >> (8 * UInt64(i)) : high >> (8 * UInt64(i - 8))
            bytes.append(UInt8(truncatingIfNeeded: word))
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
