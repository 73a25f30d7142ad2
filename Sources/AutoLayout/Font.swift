import FontEngine
import Foundation

/// A font (UIKit's `UIFont`): the system font at a size and weight, or a face of a font file
/// the app registered (``FontRegistry``) at a size. The system font has SF Pro's vertical
/// metrics (``SystemFontMetrics``) and is measured as ``DefaultTextMeasurer`` describes; a
/// registered face is measured from its file.
///
/// A class, as UIKit's is; two fonts are equal when their size, weight, style and scaling
/// are. `@unchecked Sendable`, as UIKit declares `UIFont`: every stored property is a `let`
/// of a `Sendable` type, so a font never changes once made.
open class Font: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The thickness of the strokes (UIKit's `UIFont.Weight`).
    public struct Weight: RawRepresentable, Hashable, Sendable, Comparable {
        /// The weight as UIKit numbers it (0 is regular).
        public var rawValue: CGFloat
        /// Creates a weight; UIKit's values run from -0.8 (ultra light) to 0.62 (black).
        public init(rawValue: CGFloat) { self.rawValue = rawValue }

        /// The thinnest weight (-0.8).
        public static let ultraLight = Weight(rawValue: -0.8)
        /// Thin (-0.6).
        public static let thin = Weight(rawValue: -0.6)
        /// Light (-0.4).
        public static let light = Weight(rawValue: -0.4)
        /// The regular weight of body text (0).
        public static let regular = Weight(rawValue: 0)
        /// Medium (0.23).
        public static let medium = Weight(rawValue: 0.23)
        /// Semibold (0.3).
        public static let semibold = Weight(rawValue: 0.3)
        /// Bold (0.4).
        public static let bold = Weight(rawValue: 0.4)
        /// Heavy (0.56).
        public static let heavy = Weight(rawValue: 0.56)
        /// The heaviest weight (0.62).
        public static let black = Weight(rawValue: 0.62)

        /// Orders weights from light to heavy.
        public static func < (lhs: Weight, rhs: Weight) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The point size.
    public let pointSize: CGFloat
    /// The weight.
    public let weight: Weight
    /// The Dynamic Type style of a preferred font (``preferredFont(forTextStyle:)``).
    public let textStyle: TextStyle?
    /// How a font from ``FontMetrics/scaledFont(for:category:)`` scales.
    let scaling: Scaling?
    /// The registered face, or nil for the system font.
    let face: FontFace?
    /// Whether the system font is italic (a registered face says for itself).
    let isItalic: Bool

    /// A custom font's scaling: the style it follows and its size at the default category.
    struct Scaling: Hashable, Sendable {
        let style: TextStyle
        let baseSize: CGFloat
    }

    init(
        pointSize: CGFloat, weight: Weight, textStyle: TextStyle? = nil, scaling: Scaling? = nil, face: FontFace? = nil,
        isItalic: Bool = false
    ) {
        self.pointSize = pointSize
        self.weight = weight
        self.textStyle = textStyle
        self.scaling = scaling
        self.face = face
        self.isItalic = isItalic
    }

    /// The same font at another size (UIKit's `withSize(_:)`); it no longer follows a text
    /// style's size.
    open func withSize(_ fontSize: CGFloat) -> Font {
        Font(pointSize: fontSize, weight: weight, face: face, isItalic: isItalic)
    }

    /// The same font with another weight, keeping its style and scaling (a registered face
    /// takes its family's face nearest that weight).
    package func withWeight(_ weight: Weight) -> Font {
        let face = face.map {
            FontMatching.nearest(in: FontRegistry.faces(inFamily: $0.familyName), weight: weight) ?? $0
        }
        return Font(pointSize: pointSize, weight: weight, textStyle: textStyle, scaling: scaling, face: face)
    }

    /// Equal size, weight, style, scaling and face.
    public static func == (lhs: Font, rhs: Font) -> Bool {
        lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
            && lhs.scaling == rhs.scaling && lhs.face === rhs.face && lhs.isItalic == rhs.isItalic
    }

    /// Hashes what equality compares.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(pointSize)
        hasher.combine(weight)
        hasher.combine(textStyle)
        hasher.combine(scaling)
        hasher.combine(face.map(ObjectIdentifier.init))
        hasher.combine(isItalic)
    }

    /// The size at the default content size category, before any scaling.
    var baseSize: CGFloat { scaling?.baseSize ?? pointSize }

    /// The same font for another content size category: a preferred font takes its style's
    /// size there, a scaled font scales again from its original size; others stay.
    public func adjusted(to category: ContentSizeCategory) -> Font {
        if let textStyle { return .preferredFont(forTextStyle: textStyle, category: category) }
        if let scaling {
            return FontMetrics(forTextStyle: scaling.style).scaledFont(
                for: Font(pointSize: scaling.baseSize, weight: weight, face: face), category: category)
        }
        return self
    }

    /// The system font of a size and weight.
    open class func systemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The regular system font of a size (UIKit's `systemFont(ofSize:)`).
    open class func systemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .regular) }

    /// The bold system font of a size.
    open class func boldSystemFont(ofSize size: CGFloat) -> Font { Font(pointSize: size, weight: .bold) }

    /// The system font with digits of one width (UIKit's
    /// `monospacedDigitSystemFont(ofSize:weight:)`), for counters and times that should
    /// not shift as they change. Measured as the system font of that size and weight: the
    /// widths here have no separate table for SF's tabular digits.
    open class func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> Font {
        Font(pointSize: size, weight: weight)
    }

    /// The families of the registered fonts (UIKit's `UIFont.familyNames`).
    open class var familyNames: [String] { FontRegistry.familyNames }

    /// The PostScript names of a registered family's faces (UIKit's
    /// `UIFont.fontNames(forFamilyName:)`).
    open class func fontNames(forFamilyName familyName: String) -> [String] {
        FontRegistry.fontNames(forFamilyName: familyName)
    }

    /// The system font in italics (UIKit's `italicSystemFont(ofSize:)`): measured as the
    /// regular system font unless SF Pro's italic files are registered.
    open class func italicSystemFont(ofSize size: CGFloat) -> Font {
        Font(
            pointSize: size, weight: .regular, face: SystemFontFaces.face(weight: .regular, italic: true, size: size),
            isItalic: true)
    }

    /// UIKit's default label font: the system font at 17 points.
    public static let body = Font(pointSize: 17, weight: .regular)

    /// `17pt regular`, `16pt bold`; `Inter-Bold 17pt` for a registered face.
    open var description: String {
        if let face { return "\(face.postScriptName) \(format(pointSize))pt" }
        let names: [Weight: String] = [
            .ultraLight: "ultraLight", .thin: "thin", .light: "light", .regular: "regular", .medium: "medium",
            .semibold: "semibold", .bold: "bold", .heavy: "heavy", .black: "black",
        ]
        return "\(format(pointSize))pt \(names[weight] ?? format(weight.rawValue))"
    }
}
