import Foundation

/// How text is cut into lines and measured. Replace it on a label to match a platform's
/// fonts; the default is deterministic.
public protocol TextMeasuring: Sendable {
    /// The width of one line of text, without wrapping.
    func width(of text: Substring, font: Font) -> CGFloat
}

/// How a label breaks lines that do not fit (UIKit's `NSLineBreakMode`). A multi-line
/// label breaks between characters with ``byCharWrapping`` and between words with every
/// other mode (the truncating modes shorten only the last line); a one-line label never
/// wraps.
public enum LineBreakMode: Sendable, Hashable {
    /// Wrap between words or between characters; clip the last line, or truncate it with an
    /// ellipsis at its start, end or middle.
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}

/// The deterministic font model: each character advances by a fixed fraction of the point
/// size, by class, made wider by the weight.
///
/// | characters | advance (x size) |
/// |---|---|
/// | space and `i l j t f r . , ' ! \| : ;` | 0.28 |
/// | `m w` | 0.84 |
/// | `M W` | 0.9 |
/// | other capitals | 0.66 |
/// | digits | 0.56 |
/// | other ASCII | 0.52 |
/// | anything else (CJK, emoji) | 1.0 |
///
/// The weight widens every advance by `1 + 0.2 * weight` (bold, 0.4: 8% wider). A line is
/// 1.2 times the size high. Measured sizes are rounded up to whole points, as UIKit rounds
/// intrinsic sizes up to pixels.
public struct DefaultTextMeasurer: TextMeasuring {
    /// Creates the model.
    public init() {}

    /// The advance of one character at size 1 and regular weight.
    public static func advance(of character: Character) -> CGFloat {
        guard let ascii = character.asciiValue else { return 1 }
        return asciiAdvances[Int(ascii)]
    }

    /// The advances of the ASCII characters, by code.
    private static let asciiAdvances: [CGFloat] = (0..<128).map { code in
        let scalar = Unicode.Scalar(UInt8(code))
        if " iljtfr.,'!|:;".unicodeScalars.contains(scalar) { return 0.28 }
        if scalar == "m" || scalar == "w" { return 0.84 }
        if scalar == "M" || scalar == "W" { return 0.9 }
        if (65...90).contains(code) { return 0.66 }
        if (48...57).contains(code) { return 0.56 }
        return 0.52
    }

    /// The sum of the advances of the characters at the font's size and weight.
    ///
    /// - Complexity: O(n) in the text's UTF-8 bytes, without allocating.
    public func width(of text: Substring, font: Font) -> CGFloat {
        let units = text.utf8.withContiguousStorageIfAvailable(Self.units(of:)) ?? Self.units(of: text.utf8)
        return Self.width(units: units, font: font)
    }

    /// Advances at size 1 and regular weight, scaled to a font.
    static func width(units: CGFloat, font: Font) -> CGFloat {
        units * font.pointSize * (1 + 0.2 * font.weight.rawValue)
    }

    /// The advances of UTF-8 text at size 1, decoded byte by byte: ASCII from the table,
    /// any other scalar 1 except combining marks, joiners and variation selectors, which
    /// add nothing to a character.
    static func units<Bytes: Sequence<UInt8>>(of bytes: Bytes) -> CGFloat {
        var units: CGFloat = 0
        var scalar: UInt32 = 0
        var pending = 0
        // The table is read through one buffer: read as the static each time, every byte
        // paid for the check of its lazy initialisation.
        asciiAdvances.withUnsafeBufferPointer { advances in
            for byte in bytes {
                if byte < 0x80 {
                    units += advances[Int(byte)]
                } else if byte >= 0xC0 {
                    pending = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                    scalar = UInt32(byte) & (0x3F >> UInt32(pending))
                } else if pending > 0 {
                    scalar = scalar << 6 | UInt32(byte & 0x3F)
                    pending -= 1
                    if pending == 0 && !addsNothing(scalar) { units += 1 }
                }
            }
        }
        return units
    }

    private static func addsNothing(_ scalar: UInt32) -> Bool {
        (0x300...0x36F).contains(scalar) || scalar == 0x200D || (0xFE00...0xFE0F).contains(scalar)
    }
}

/// How a stretch of text in one font is measured, decided once for a layout: the default
/// model straight from the UTF-8 bytes, or another ``TextMeasuring`` on substrings.
enum TextMeasureMethod {
    case model(Font)
    case custom(any TextMeasuring, Font)

    init(font: Font, measurer: any TextMeasuring) {
        self = measurer is DefaultTextMeasurer ? .model(font) : .custom(measurer, font)
    }

    /// The width of the bytes `range` of `text` (whose UTF-8 is `bytes`).
    func width(of range: Range<Int>, in text: String, bytes: UnsafeBufferPointer<UInt8>) -> CGFloat {
        switch self {
        case .model(let font):
            DefaultTextMeasurer.width(units: DefaultTextMeasurer.units(of: bytes[range]), font: font)
        case .custom(let measurer, let font):
            measurer.width(of: LineBreaker.substring(of: text, range), font: font)
        }
    }
}
