import Foundation

// Shrinking a one-line label's text to fit its width (UIKit's `adjustsFontSizeToFitWidth`
// and `minimumScaleFactor`). UIKit applies them only when `numberOfLines` is 1, draws the
// text in the smaller font, and leaves the label's intrinsic content size at the text's size
// in `font`: the shrinking happens in the bounds layout gave the label. Here the smaller
// font is what ``Label/drawnLines`` is cut to fit with (``Label/drawnFont``); ``Label/lines``
// and the intrinsic content size do not change.
//
// A `minimumScaleFactor` of 0 (the default) keeps the font's size: Apple's page for the
// property says that with 0 the current font size is the smallest font size. Text with
// attributes is measured in the label's font, as plain text is.

extension Label {
    /// The factor the font is drawn at: below 1 when ``adjustsFontSizeToFitWidth`` is set,
    /// ``numberOfLines`` is 1 and the text is wider than the bounds; the largest factor
    /// not below ``minimumScaleFactor`` (1 when that is 0) at which the text fits.
    package var drawnFontScale: CGFloat {
        guard adjustsFontSizeToFitWidth, numberOfLines == 1, minimumScaleFactor > 0, bounds.width > 0,
            let line = lines.first
        else { return 1 }
        let available = bounds.width
        let tolerance: CGFloat = 0.01
        let font = currentFont
        let width = textMeasurer.width(of: Substring(line), font: font)
        guard width > available + tolerance, width > 0 else { return 1 }
        let floor = min(1, minimumScaleFactor)
        var scale = max(floor, available / width)
        // Measured widths need not scale exactly with the size: step down until it fits.
        for _ in 0..<32 where scale > floor {
            let scaled = textMeasurer.width(of: Substring(line), font: font.withSize(font.pointSize * scale))
            if scaled <= available + tolerance { break }
            scale = max(floor, scale * 0.99)
        }
        return scale
    }

    /// The font the text is drawn in: ``font`` at ``drawnFontScale`` of its size.
    package var drawnFont: Font {
        let scale = drawnFontScale
        let font = currentFont
        return scale < 1 ? font.withSize(font.pointSize * scale) : font
    }
}
