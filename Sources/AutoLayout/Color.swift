import Foundation

/// A colour (UIKit's `UIColor`), kept for pictures of a layout and given back to the code
/// that set it: red, green, blue and alpha in 0...1.
///
/// A class, as UIKit's is, so that apps' extensions add convenience initializers
/// (`convenience init(hex:)`) and subclasses work. Two colours are equal when their
/// components are, as `UIColor`'s `isEqual(_:)` compares them.
///
/// `@unchecked Sendable`, as UIKit declares `UIColor`: every stored property is a `let` of a
/// `Sendable` type, so an instance never changes after its initializer returns, and a
/// subclass that adds mutable state takes on the duty of keeping it safe.
open class Color: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The red component, 0...1.
    public let red: Double
    /// The green component, 0...1.
    public let green: Double
    /// The blue component, 0...1.
    public let blue: Double
    /// The opacity, 0...1.
    public let alpha: Double
    /// What a dynamic colour is made from (``init(dynamicProvider:)``, Color+Dynamic.swift);
    /// set only while the colour is made.
    var dynamicProvider: ((TraitCollection) -> Color)?

    /// A colour from its components (UIKit's designated `init(red:green:blue:alpha:)`).
    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        self.red = Double(red)
        self.green = Double(green)
        self.blue = Double(blue)
        self.alpha = Double(alpha)
    }

    /// A grey of a white level (UIKit's `init(white:alpha:)`).
    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// Equal components.
    public static func == (lhs: Color, rhs: Color) -> Bool {
        lhs.red == rhs.red && lhs.green == rhs.green && lhs.blue == rhs.blue && lhs.alpha == rhs.alpha
    }

    /// Hashes the components.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(red)
        hasher.combine(green)
        hasher.combine(blue)
        hasher.combine(alpha)
    }

    /// `UIExtendedSRGBColorSpace 1 0.5 0 1`, as UIKit prints a colour made from components.
    open var description: String {
        "UIExtendedSRGBColorSpace \(format(CGFloat(red))) \(format(CGFloat(green))) "
            + "\(format(CGFloat(blue))) \(format(CGFloat(alpha)))"
    }
}
