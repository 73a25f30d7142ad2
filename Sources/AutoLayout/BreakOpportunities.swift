import Foundation

/// Where a word may break across lines besides its spaces, after Unicode's line breaking
/// algorithm (UAX #14) for the common cases: after a hyphen (`-`, U+2010) that follows a
/// letter or digit, after a zero-width space, and before and after each CJK ideograph,
/// kana or Hangul syllable (which are written without spaces).
enum BreakOpportunities {
    /// The end of the piece that starts at `start`: the next break opportunity before
    /// `end`, or `end`.
    static func next(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        var index = start
        while index < end {
            let (scalar, length) = decode(bytes, at: index, end: end)
            let after = index + length
            if isIdeographic(scalar) { return index == start ? after : index }
            let hyphen = scalar == 0x2D || scalar == 0x2010
            if (hyphen && index > start && isWordCharacter(bytes[index - 1])) || scalar == 0x200B {
                if after < end { return after }
            }
            index = after
        }
        return end
    }

    /// The scalar at `index` and its length in bytes (a broken sequence reads as one byte).
    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at index: Int, end: Int) -> (UInt32, Int) {
        let lead = bytes[index]
        let length = lead < 0x80 ? 1 : lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : lead >= 0xC0 ? 2 : 1
        guard length > 1, index + length <= end else { return (UInt32(lead), 1) }
        var scalar = UInt32(lead) & (0xFF >> UInt32(length + 1))
        for offset in 1..<length { scalar = scalar << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (scalar, length)
    }

    /// Characters that are each a break opportunity: CJK ideographs, kana, Hangul and
    /// full-width forms.
    static func isIdeographic(_ scalar: UInt32) -> Bool {
        (0x3040...0x30FF).contains(scalar) || (0x3400...0x4DBF).contains(scalar) || (0x4E00...0x9FFF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar) || (0xF900...0xFAFF).contains(scalar)
            || (0xFF01...0xFF60).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
    }

    /// An ASCII letter or digit, or any byte of a non-ASCII character (letters of other
    /// scripts): what a hyphen must follow to be a break opportunity.
    private static func isWordCharacter(_ byte: UInt8) -> Bool {
        byte >= 0x80 || (0x30...0x39).contains(byte) || (0x41...0x5A).contains(byte) || (0x61...0x7A).contains(byte)
    }
}
