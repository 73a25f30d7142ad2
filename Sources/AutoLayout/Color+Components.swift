import Foundation

/// The colours apps make available by name, as an asset catalog makes them available to
/// `UIColor(named:)`.
struct ColorRegistry: Sendable {
    var named: [String: Color] = [:]
    static let shared = Shared(ColorRegistry())
}

extension Color {
    /// A colour from hue, saturation and brightness, each 0...1 (UIKit's
    /// `init(hue:saturation:brightness:alpha:)`), converted to red, green and blue as HSB
    /// converts (a hue of 1 is red again).
    public convenience init(hue: CGFloat, saturation: CGFloat, brightness: CGFloat, alpha: CGFloat) {
        let (r, g, b) = Self.rgb(hue: Double(hue), saturation: Double(saturation), brightness: Double(brightness))
        self.init(red: CGFloat(r), green: CGFloat(g), blue: CGFloat(b), alpha: alpha)
    }

    /// Makes `color` available to ``init(named:)`` under `name` (replacing any colour
    /// registered under it).
    public static func register(_ color: Color, named name: String) {
        ColorRegistry.shared.modify { $0.named[name] = color }
    }

    /// The colour registered under `name`, or `nil`, as UIKit returns `nil` for a name its
    /// asset catalog lacks; reported through ``LayoutErrors`` with how to register one.
    public convenience init?(named name: String) {
        guard let color = ColorRegistry.shared.value.named[name] else {
            LayoutErrors.report(.unknownColor(name))
            return nil
        }
        self.init(
            red: CGFloat(color.red), green: CGFloat(color.green), blue: CGFloat(color.blue), alpha: CGFloat(color.alpha)
        )
    }

    /// Writes the red, green, blue and alpha components; `true`, as for any colour made from
    /// components (UIKit's `getRed(_:green:blue:alpha:)`).
    public func getRed(
        _ red: UnsafeMutablePointer<CGFloat>?, green: UnsafeMutablePointer<CGFloat>?,
        blue: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        red?.pointee = CGFloat(self.red)
        green?.pointee = CGFloat(self.green)
        blue?.pointee = CGFloat(self.blue)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// Writes the hue, saturation, brightness and alpha, each 0...1; `true` (UIKit's
    /// `getHue(_:saturation:brightness:alpha:)`).
    public func getHue(
        _ hue: UnsafeMutablePointer<CGFloat>?, saturation: UnsafeMutablePointer<CGFloat>?,
        brightness: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?
    ) -> Bool {
        let (h, s, b) = Self.hsb(red: red, green: green, blue: blue)
        hue?.pointee = CGFloat(h)
        saturation?.pointee = CGFloat(s)
        brightness?.pointee = CGFloat(b)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// Writes the white level (the components' mean, for a grey exactly its level) and the
    /// alpha; `true` (UIKit's `getWhite(_:alpha:)`).
    public func getWhite(_ white: UnsafeMutablePointer<CGFloat>?, alpha: UnsafeMutablePointer<CGFloat>?) -> Bool {
        white?.pointee = CGFloat((red + green + blue) / 3)
        alpha?.pointee = CGFloat(self.alpha)
        return true
    }

    /// Red, green and blue for a hue, saturation and brightness.
    static func rgb(hue: Double, saturation: Double, brightness: Double) -> (Double, Double, Double) {
        let h = (hue - hue.rounded(.down)) * 6
        let sector = Int(h.rounded(.down)) % 6
        let f = h - h.rounded(.down)
        let (v, s) = (brightness, saturation)
        let (p, q, t) = (v * (1 - s), v * (1 - s * f), v * (1 - s * (1 - f)))
        switch sector {
        case 0: return (v, t, p)
        case 1: return (q, v, p)
        case 2: return (p, v, t)
        case 3: return (p, q, v)
        case 4: return (t, p, v)
        default: return (v, p, q)
        }
    }

    /// Hue, saturation and brightness for red, green and blue.
    static func hsb(red: Double, green: Double, blue: Double) -> (Double, Double, Double) {
        let high = max(red, green, blue)
        let low = min(red, green, blue)
        let range = high - low
        guard range > 0 else { return (0, 0, high) }
        var hue: Double
        if high == red {
            hue = (green - blue) / range
        } else if high == green {
            hue = 2 + (blue - red) / range
        } else {
            hue = 4 + (red - green) / range
        }
        hue /= 6
        if hue < 0 { hue += 1 }
        return (hue, range / high, high)
    }
}
