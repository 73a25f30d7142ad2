import Foundation

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
