import FontEngine
import Foundation

extension Font {
    /// The font's vertical metrics in font units, and its units per em.
    private var units: (em: CGFloat, ascender: CGFloat, descender: CGFloat, gap: CGFloat, cap: CGFloat, x: CGFloat) {
        if let face {
            return (
                CGFloat(face.unitsPerEm), CGFloat(face.ascender), CGFloat(face.descender), CGFloat(face.lineGap),
                CGFloat(face.capHeight), CGFloat(face.xHeight)
            )
        }
        typealias System = SystemFontMetrics
        return (System.unitsPerEm, System.ascender, System.descender, System.lineGap, System.capHeight, System.xHeight)
    }

    /// Font units to points at this size.
    private func points(_ value: CGFloat) -> CGFloat { value * pointSize / units.em }

    /// From the baseline up to the top of a line (UIKit's `ascender`): 16.1865234375 for
    /// the 17-point system font.
    public var ascender: CGFloat { points(units.ascender) }
    /// From the baseline down to the bottom of a line, negative (UIKit's `descender`):
    /// -4.1005859375 for the 17-point system font.
    public var descender: CGFloat { points(units.descender) }
    /// The extra space between lines (UIKit's `leading`): 0 for the system font.
    public var leading: CGFloat { points(units.gap) }
    /// The height of one line, `ascender - descender + leading` (UIKit's `lineHeight`):
    /// 20.287109375 for the 17-point system font.
    public var lineHeight: CGFloat { ascender - descender + leading }
    /// The height of capital letters above the baseline.
    public var capHeight: CGFloat { points(units.cap) }
    /// The height of lower-case letters without ascenders above the baseline.
    public var xHeight: CGFloat { points(units.x) }

    /// The font's PostScript name (UIKit's `fontName`): `.SFUI-Regular` for the system
    /// font, as iOS names it; the file's for a registered face.
    public var fontName: String { face?.postScriptName ?? SystemFontMetrics.fontName(weight: weight, italic: isItalic) }
    /// The font's family (UIKit's `familyName`): `.AppleSystemUIFont` for the system font.
    public var familyName: String { face?.familyName ?? SystemFontMetrics.familyName }
}
