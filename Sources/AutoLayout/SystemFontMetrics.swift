import Foundation

/// The vertical metrics of Apple's system font, SF Pro, in font units, as iOS reports them
/// for `UIFont.systemFont(ofSize:)` at every weight.
///
/// SF Pro has 2048 units per em, an ascender of 1950, a descender of -494 and no line gap,
/// so a 17-point system font reports `ascender` 16.1865234375, `descender` -4.1005859375,
/// `leading` 0 and `lineHeight` 20.287109375; its cap height is 1443 units (11.97802734375 at
/// 17 points) and its x-height 1078 (8.9482421875). Sources: the values iOS prints for
/// `[UIFont systemFontOfSize:17]` (quoted in public code, for example the comment block of
/// komainu18/til `BaselineSample/ExLabel.swift`), and a public test asserting a one-line
/// 17-point height of exactly 20.287109375 (gillygize/FloorplanB,
/// `NSAttributedString+FloorplanBTests.swift`). docs/text.md lists them.
public enum SystemFontMetrics {
    /// Units per em.
    public static let unitsPerEm: CGFloat = 2048
    /// From the baseline up to the top of a line.
    public static let ascender: CGFloat = 1950
    /// From the baseline down to the bottom of a line (negative, as fonts and UIKit give it).
    public static let descender: CGFloat = -494
    /// Extra space between lines.
    public static let lineGap: CGFloat = 0
    /// The height of capital letters.
    public static let capHeight: CGFloat = 1443
    /// The height of lower-case letters without ascenders.
    public static let xHeight: CGFloat = 1078

    /// The PostScript name iOS gives the system font of a weight: `.SFUI-Regular`,
    /// `.SFUI-Semibold`; `.SFUI-RegularItalic` for the italic one.
    static func fontName(weight: Font.Weight, italic: Bool) -> String {
        let names: [(Font.Weight, String)] = [
            (.ultraLight, "Ultralight"), (.thin, "Thin"), (.light, "Light"), (.regular, "Regular"),
            (.medium, "Medium"), (.semibold, "Semibold"), (.bold, "Bold"), (.heavy, "Heavy"), (.black, "Black"),
        ]
        var nearest = names[3]
        for entry in names where abs(entry.0.rawValue - weight.rawValue) < abs(nearest.0.rawValue - weight.rawValue) {
            nearest = entry
        }
        return ".SFUI-" + nearest.1 + (italic ? "Italic" : "")
    }

    /// The family name iOS reports for the system font.
    static let familyName = ".AppleSystemUIFont"
}
