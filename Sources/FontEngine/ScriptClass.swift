/// The script a run of text is shaped as, which picks the language system of GSUB and GPOS.
///
/// As HarfBuzz guesses a buffer's script, the first character of a script other than Common
/// or Inherited decides it: Latin letters make a Latin run (the font's 'latn' features),
/// text of digits, punctuation and spaces alone is shaped with the 'DFLT' script. Scripts
/// this module has no tag for take the 'DFLT' system too, as HarfBuzz does for a script the
/// font does not list.
enum ScriptClass: Int, CaseIterable, Sendable {
    case common, latin, greek, cyrillic, armenian, georgian, other

    /// The OpenType script tags to look for, before 'DFLT', 'dflt' and 'latn'.
    var tags: [Int] {
        switch self {
        case .common, .other: []
        case .latin: [TableReader.tag("latn")]
        case .greek: [TableReader.tag("grek")]
        case .cyrillic: [TableReader.tag("cyrl")]
        case .armenian: [TableReader.tag("armn")]
        case .georgian: [TableReader.tag("geor")]
        }
    }

    /// The script of an ASCII byte: letters are Latin, everything else Common (nil).
    @inline(__always) static func ofASCII(_ byte: UInt8) -> ScriptClass? {
        (byte | 0x20) &- 0x61 < 26 ? .latin : nil
    }

    /// The script of `scalar`, or nil for Common and Inherited characters (which do not
    /// decide a run's script).
    static func of(_ scalar: Unicode.Scalar) -> ScriptClass? {
        let value = scalar.value
        if value < 0x80 { return ofASCII(UInt8(value)) }
        if let known = ranges.first(where: { $0.range.contains(value) }) { return known.script }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
            .spacingMark:
            return .other
        case .nonspacingMark, .enclosingMark:
            return inheritedMarks.contains { $0.contains(value) } ? nil : .other
        default:
            return nil
        }
    }

    /// Characters by block, from the Unicode Scripts property; `script` nil marks Common
    /// letters that the category fallback would otherwise call another script.
    private static let ranges: [(range: ClosedRange<UInt32>, script: ScriptClass?)] = [
        (0xAA...0xAA, .latin), (0xBA...0xBA, .latin), (0xB5...0xB5, nil),
        (0xC0...0xD6, .latin), (0xD8...0xF6, .latin), (0xF8...0x2B8, .latin),
        (0x2B9...0x2DF, nil), (0x2E0...0x2E4, .latin), (0x2E5...0x2FF, nil),
        (0x370...0x373, .greek), (0x375...0x377, .greek), (0x37A...0x37D, .greek),
        (0x37F...0x37F, .greek), (0x384...0x384, .greek), (0x386...0x386, .greek),
        (0x388...0x3E1, .greek), (0x3F0...0x3FF, .greek),
        (0x400...0x484, .cyrillic), (0x487...0x52F, .cyrillic),
        (0x531...0x58F, .armenian), (0x10A0...0x10FA, .georgian), (0x10FC...0x10FF, .georgian),
        (0x1C80...0x1C88, .cyrillic), (0x1C90...0x1CBF, .georgian),
        (0x1D00...0x1D25, .latin), (0x1D26...0x1D2A, .greek), (0x1D2B...0x1D2B, .cyrillic),
        (0x1D2C...0x1D5C, .latin), (0x1D5D...0x1D61, .greek), (0x1D62...0x1D65, .latin),
        (0x1D66...0x1D6A, .greek), (0x1D6B...0x1D77, .latin), (0x1D78...0x1D78, .cyrillic),
        (0x1D79...0x1DBE, .latin), (0x1DBF...0x1DBF, .greek), (0x1E00...0x1EFF, .latin),
        (0x1F00...0x1FFE, .greek), (0x2071...0x2071, .latin), (0x207F...0x207F, .latin),
        (0x2090...0x209C, .latin), (0x2126...0x2126, .greek), (0x212A...0x212B, .latin),
        (0x2132...0x2132, .latin), (0x214E...0x214E, .latin), (0x2100...0x214F, nil),
        (0x2160...0x2188, .latin), (0x2C60...0x2C7F, .latin), (0x2D00...0x2D2D, .georgian),
        (0x2DE0...0x2DFF, .cyrillic), (0xA640...0xA69F, .cyrillic), (0xA722...0xA7FF, .latin),
        (0xAB30...0xAB5A, .latin), (0xAB5C...0xAB64, .latin), (0xAB65...0xAB65, .greek),
        (0xFB00...0xFB06, .latin), (0xFB13...0xFB17, .armenian), (0xFF21...0xFF3A, .latin),
        (0xFF41...0xFF5A, .latin), (0x1D400...0x1D7FF, nil),
    ]

    /// The blocks of combining marks shared by all scripts (Inherited).
    private static let inheritedMarks: [ClosedRange<UInt32>] = [
        0x300...0x36F, 0x1AB0...0x1AFF, 0x1DC0...0x1DFF, 0x200C...0x200D, 0x20D0...0x20FF,
        0xFE00...0xFE0F, 0xFE20...0xFE2D, 0xE0100...0xE01EF,
    ]
}
