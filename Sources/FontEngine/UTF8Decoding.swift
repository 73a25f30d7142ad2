/// Decoding one scalar of UTF-8 text.
enum UTF8Decoding {
    /// The scalar starting at `offset` (which holds a byte of 0x80 or more) and how many
    /// bytes it takes. Text from a Swift string is valid UTF-8; a byte sequence that is not
    /// (a slice starting inside a character, say) decodes as U+FFFD one byte at a time.
    static func scalar(in bytes: UnsafeBufferPointer<UInt8>, at offset: Int) -> (Unicode.Scalar, Int) {
        let lead = bytes[offset]
        let length: Int
        var value: UInt32
        switch lead {
        case 0xC2...0xDF: (length, value) = (2, UInt32(lead & 0x1F))
        case 0xE0...0xEF: (length, value) = (3, UInt32(lead & 0x0F))
        case 0xF0...0xF4: (length, value) = (4, UInt32(lead & 0x07))
        default: return ("\u{FFFD}", 1)
        }
        guard offset + length <= bytes.count else { return ("\u{FFFD}", 1) }
        for index in 1..<length {
            let byte = bytes[offset + index]
            guard byte & 0xC0 == 0x80 else { return ("\u{FFFD}", 1) }
            value = value << 6 | UInt32(byte & 0x3F)
        }
        let shortest: UInt32 = length == 2 ? 0x80 : length == 3 ? 0x800 : 0x10000
        guard value >= shortest, let scalar = Unicode.Scalar(value) else { return ("\u{FFFD}", 1) }
        return (scalar, length)
    }
}
