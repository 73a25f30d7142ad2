import Foundation

/// The system font's widths when Apple's SF Pro files are not supplied: the advances of
/// Inter (text sizes) and Inter Display (display sizes), blended over 17 to 28 points as SF
/// Pro's optical sizes blend, plus Apple's tracking for the size. Against the string sizes
/// iOS measured that docs/text.md lists, this is within 1.3% on average (3.2% at worst).
///
/// Characters outside the tables are one em wide when East Asian wide (CJK, Hangul, kana,
/// emoji), add nothing when they combine (marks, joiners, variation selectors, skin tones,
/// a character joined to the one before by U+200D, the second of a flag's two regional
/// indicators), and are as wide as `n` otherwise.
enum SystemFontWidths {
    /// What a measurement in one font needs, worked out once per font.
    struct Scale {
        /// The weight's row in ``text`` and ``display``.
        let row: Int
        /// Points per font unit of each design, times its share of the blend.
        let text: Double
        let display: Double
        /// Points added after each character.
        let tracking: Double

        init(font: Font) {
            row = SystemFontWidths.row(for: font.weight)
            let size = Double(font.pointSize)
            let blend = min(max((size - 17) / 11, 0), 1)
            text = (1 - blend) * size / SystemFontWidths.textUnitsPerEm
            display = blend * size / SystemFontWidths.displayUnitsPerEm
            tracking = Double(SystemFontTracking.points(atSize: font.pointSize))
        }
    }

    /// The width of UTF-8 text in the system font at `scale`.
    static func width<Bytes: Sequence<UInt8>>(of bytes: Bytes, scale: Scale) -> CGFloat {
        var textUnits = 0
        var displayUnits = 0
        var characters = 0
        var joined = false
        var halfFlag = false
        text[scale.row].withUnsafeBufferPointer { textRow in
            display[scale.row].withUnsafeBufferPointer { displayRow in
                forEachScalar(in: bytes) { scalar in
                    guard let index = index(of: scalar) else {
                        if joinsNext(scalar, joined: &joined, halfFlag: &halfFlag) { return }
                        let em = ems(of: scalar)
                        guard em > 0 else { return }
                        textUnits += Int(em * textUnitsPerEm)
                        displayUnits += Int(em * displayUnitsPerEm)
                        characters += 1
                        return
                    }
                    textUnits += Int(textRow[index])
                    displayUnits += Int(displayRow[index])
                    characters += 1
                }
            }
        }
        let width = Double(textUnits) * scale.text + Double(displayUnits) * scale.display
        return CGFloat(width + scale.tracking * Double(characters))
    }

    /// Calls `body` with each scalar of UTF-8 bytes.
    @inline(__always)
    static func forEachScalar<Bytes: Sequence<UInt8>>(in bytes: Bytes, _ body: (UInt32) -> Void) {
        var scalar: UInt32 = 0
        var pending = 0
        for byte in bytes {
            if byte < 0x80 {
                body(UInt32(byte))
            } else if byte >= 0xC0 {
                pending = byte >= 0xF0 ? 3 : byte >= 0xE0 ? 2 : 1
                scalar = UInt32(byte) & (0x3F >> UInt32(pending))
            } else if pending > 0 {
                scalar = scalar << 6 | UInt32(byte & 0x3F)
                pending -= 1
                if pending == 0 { body(scalar) }
            }
        }
    }

    /// A scalar's place in the tables, or nil outside them (or where the font has no glyph).
    @inline(__always) static func index(of scalar: UInt32) -> Int? {
        if scalar >= 0x20 && scalar <= 0x7E { return Int(scalar - 0x20) }
        var offset = 0
        for range in ranges {
            if range.contains(scalar) {
                let index = offset + Int(scalar - range.lowerBound)
                return text[3][index] == 0 ? nil : index
            }
            offset += range.count
        }
        return nil
    }

    /// Whether a scalar outside the tables is drawn together with its neighbours: a joiner
    /// (and the scalar after it), or the second regional indicator of a flag.
    @inline(__always)
    static func joinsNext(_ scalar: UInt32, joined: inout Bool, halfFlag: inout Bool) -> Bool {
        if scalar == 0x200D {
            joined = true
            return true
        }
        if joined {
            joined = false
            return true
        }
        guard (0x1F1E6...0x1F1FF).contains(scalar) else { return false }
        halfFlag.toggle()
        return !halfFlag
    }

    /// The width in ems of a scalar outside the tables.
    static func ems(of scalar: UInt32) -> Double {
        if scalar < 0x20 || (0x300...0x36F).contains(scalar) || (0xFE00...0xFE0F).contains(scalar)
            || (0x1F3FB...0x1F3FF).contains(scalar)
        {
            return 0
        }
        if isEastAsianWide(scalar) { return 1 }
        return Double(text[3][Int(UInt32(("n" as Unicode.Scalar).value) - 0x20)]) / textUnitsPerEm
    }

    /// CJK ideographs and punctuation, Hangul, kana, full-width forms, symbols and emoji.
    static func isEastAsianWide(_ scalar: UInt32) -> Bool {
        (0x1100...0x115F).contains(scalar) || (0x2600...0x27BF).contains(scalar) || (0x2E80...0xA4CF).contains(scalar)
            || (0xAC00...0xD7A3).contains(scalar)
            || (0xF900...0xFAFF).contains(scalar) || (0xFE30...0xFE4F).contains(scalar)
            || (0xFF00...0xFF60).contains(scalar) || (0xFFE0...0xFFE6).contains(scalar)
            || (0x1F000...0x1FAFF).contains(scalar) || (0x20000...0x3FFFD).contains(scalar)
    }

    /// UIKit's nine weights, thin to black, in the tables' row order.
    private static let weights: [Font.Weight] = [
        .ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black,
    ]

    /// The row of the nearest of UIKit's nine weights (Inter's thin ... black).
    static func row(for weight: Font.Weight) -> Int {
        if weight == .regular { return 3 }
        var best = 3
        for index in weights.indices
        where abs(weights[index].rawValue - weight.rawValue) < abs(weights[best].rawValue - weight.rawValue) {
            best = index
        }
        return best
    }
}
