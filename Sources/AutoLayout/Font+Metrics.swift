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

/// Rounds a text size up to the pixel grid, as UIKit rounds labels' and text views'
/// sizes: `ceil(value * scale) / scale` (a 20.287-point line is 20.333 at 3x and 20.5 at 2x).
/// A scale of 0 rounds to whole points.
package func roundedUpToPixels(_ value: CGFloat, scale: CGFloat) -> CGFloat {
    let scale = scale > 0 ? scale : 1
    return ceil(value * scale - 1e-6) / scale
}

/// The main screen's scale, which text is rounded to in a view outside a device's window
/// (UIKit rounds with the main screen's scale there). ``Screen/use(_:orientation:)`` sets
/// it; 3, the iPhone 15's, unless changed.
@MainActor package enum MainScreenScale {
    package static var value: CGFloat = 3
}

extension View {
    /// The scale text sizes are rounded to: the display scale of the view's traits, or the
    /// main screen's outside a device's window.
    package var textScale: CGFloat {
        let scale = deliveredTraits?.displayScale ?? 0
        return scale > 0 ? scale : MainScreenScale.value
    }
}

/// A frame with its origin moved to the nearest pixel, as UIKit places the parts of its
/// controls (a title centred in a button); its size is kept.
package func originOnPixels(_ frame: CGRect, scale: CGFloat) -> CGRect {
    let scale = scale > 0 ? scale : 1
    return CGRect(
        x: (frame.minX * scale).rounded() / scale, y: (frame.minY * scale).rounded() / scale, width: frame.width,
        height: frame.height)
}
