import FontEngine
import Foundation

/// A description of a font by family, face, name, size and traits (UIKit's
/// `UIFontDescriptor`), which ``Font/init(descriptor:size:)`` turns into a font: the system
/// font, or a registered face (``FontRegistry``).
///
/// ```swift
/// let bold = Font.systemFont(ofSize: 17).fontDescriptor.withSymbolicTraits(.traitBold)!
/// let title = Font(descriptor: bold, size: 0)   // the bold system font at 17 points
/// ```
///
/// `@unchecked Sendable` as UIKit declares it: every stored property is a `let` of a
/// `Sendable` type.
open class FontDescriptor: @unchecked Sendable {
    /// The keys of ``fontAttributes`` (UIKit's `UIFontDescriptor.AttributeName`).
    public struct AttributeName: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        /// Creates a key from its raw value.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The family name (`NSFontFamilyAttribute`).
        public static let family = AttributeName(rawValue: "NSFontFamilyAttribute")
        /// The face (style) name, such as "Bold" (`NSFontFaceAttribute`).
        public static let face = AttributeName(rawValue: "NSFontFaceAttribute")
        /// The PostScript name (`NSFontNameAttribute`).
        public static let name = AttributeName(rawValue: "NSFontNameAttribute")
        /// The point size, a number (`NSFontSizeAttribute`).
        public static let size = AttributeName(rawValue: "NSFontSizeAttribute")
    }

    /// Stylistic traits (UIKit's `UIFontDescriptor.SymbolicTraits`, with its bit values).
    public struct SymbolicTraits: OptionSet, Hashable, Sendable {
        public let rawValue: UInt32
        /// Creates traits from their bits.
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        /// Italic or oblique.
        public static let traitItalic = SymbolicTraits(rawValue: 1 << 0)
        /// Bold.
        public static let traitBold = SymbolicTraits(rawValue: 1 << 1)
        /// Wider than the regular face.
        public static let traitExpanded = SymbolicTraits(rawValue: 1 << 5)
        /// Narrower than the regular face.
        public static let traitCondensed = SymbolicTraits(rawValue: 1 << 6)
        /// Every glyph as wide as the others.
        public static let traitMonoSpace = SymbolicTraits(rawValue: 1 << 10)
    }

    /// The family, or nil for any.
    let family: String?
    /// The face name within the family, or nil for any.
    let face: String?
    /// The PostScript name, or nil when the family and traits decide.
    let name: String?
    /// The point size (0: unspecified).
    public let pointSize: CGFloat
    /// The traits asked for.
    public let symbolicTraits: SymbolicTraits
    /// The system font's weight, for a descriptor of the system font.
    let weight: Font.Weight

    init(family: String?, face: String?, name: String?, size: CGFloat, traits: SymbolicTraits, weight: Font.Weight) {
        self.family = family
        self.face = face
        self.name = name
        self.pointSize = size
        self.symbolicTraits = traits
        self.weight = weight
    }

    /// A descriptor of the font with a PostScript name at a size.
    public convenience init(name fontName: String, size: CGFloat) {
        self.init(family: nil, face: nil, name: fontName, size: size, traits: [], weight: .regular)
    }

    /// A descriptor from attributes: ``AttributeName/family``, ``AttributeName/face``,
    /// ``AttributeName/name`` and ``AttributeName/size``.
    public convenience init(fontAttributes attributes: [AttributeName: Any] = [:]) {
        self.init(
            family: attributes[.family] as? String, face: attributes[.face] as? String,
            name: attributes[.name] as? String, size: attributeNumber(attributes[.size]) ?? 0, traits: [],
            weight: .regular)
    }

    /// The attributes the descriptor was made with.
    open var fontAttributes: [AttributeName: Any] {
        var attributes: [AttributeName: Any] = [:]
        if let family { attributes[.family] = family }
        if let face { attributes[.face] = face }
        if let name { attributes[.name] = name }
        if pointSize > 0 { attributes[.size] = pointSize }
        return attributes
    }

    /// The PostScript name of the font it describes.
    open var postscriptName: String { Font(descriptor: self, size: 0).fontName }

    /// The same description with these traits, or nil when its family has no such face.
    open func withSymbolicTraits(_ traits: SymbolicTraits) -> FontDescriptor? {
        let changed = FontDescriptor(
            family: family, face: nil, name: nil, size: pointSize, traits: traits, weight: weight)
        if let family = changed.resolvedFamily, FontMatching.face(in: family, traits: traits) == nil { return nil }
        return changed
    }

    /// The same description at another size.
    open func withSize(_ newPointSize: CGFloat) -> FontDescriptor {
        FontDescriptor(
            family: family, face: face, name: name, size: newPointSize, traits: symbolicTraits, weight: weight)
    }

    /// The same description in another family.
    open func withFamily(_ newFamily: String) -> FontDescriptor {
        FontDescriptor(family: newFamily, face: nil, name: nil, size: pointSize, traits: symbolicTraits, weight: weight)
    }

    /// The same family with another face ("Bold", "Italic").
    open func withFace(_ newFace: String) -> FontDescriptor {
        FontDescriptor(
            family: family, face: newFace, name: nil, size: pointSize, traits: symbolicTraits, weight: weight)
    }

    /// The registered family this describes (from its name or family), nil for the system
    /// font.
    var resolvedFamily: [FontFace]? {
        if let name, let face = FontRegistry.face(named: name) { return FontRegistry.faces(inFamily: face.familyName) }
        if let family, family != SystemFontMetrics.familyName {
            let faces = FontRegistry.faces(inFamily: family)
            return faces.isEmpty ? nil : faces
        }
        return nil
    }
}

extension FontDescriptor {
    /// The descriptor of a text style's font at the default category (UIKit's
    /// `preferredFontDescriptor(withTextStyle:)`).
    public static func preferredFontDescriptor(withTextStyle style: Font.TextStyle) -> FontDescriptor {
        Font.preferredFont(forTextStyle: style).fontDescriptor
    }
}

extension Font {
    /// The font a descriptor describes at a size (UIKit's `UIFont(descriptor:size:)`); a size
    /// of 0 takes the descriptor's (12 points when it has none). A registered family gives
    /// its face with the descriptor's face name or traits; anything else is the system font,
    /// bold for ``FontDescriptor/SymbolicTraits/traitBold``.
    public convenience init(descriptor: FontDescriptor, size pointSize: CGFloat) {
        let size = pointSize > 0 ? pointSize : descriptor.pointSize > 0 ? descriptor.pointSize : 12
        let traits = descriptor.symbolicTraits
        if let name = descriptor.name, traits.isEmpty, let face = FontRegistry.face(named: name) {
            self.init(pointSize: size, weight: FontMatching.weight(of: face), face: face)
        } else if let family = descriptor.resolvedFamily {
            let named = descriptor.face.flatMap { wanted in family.first { $0.styleName == wanted } }
            let face = named ?? FontMatching.face(in: family, traits: traits) ?? family[0]
            self.init(pointSize: size, weight: FontMatching.weight(of: face), face: face)
        } else {
            let weight = traits.contains(.traitBold) ? max(.bold, descriptor.weight) : descriptor.weight
            let italic = traits.contains(.traitItalic)
            let face = italic ? SystemFontFaces.face(weight: weight, italic: true, size: size) : nil
            self.init(pointSize: size, weight: weight, face: face, isItalic: italic)
        }
    }

    /// The font's descriptor (UIKit's `fontDescriptor`): its family, face, name, size and
    /// traits.
    public var fontDescriptor: FontDescriptor {
        var traits: FontDescriptor.SymbolicTraits = []
        if face?.isItalic ?? isItalic { traits.insert(.traitItalic) }
        if face.map({ $0.isBold || $0.weightClass >= 700 }) ?? (weight >= .bold) { traits.insert(.traitBold) }
        if face?.isFixedPitch == true { traits.insert(.traitMonoSpace) }
        return FontDescriptor(
            family: familyName, face: face?.styleName, name: fontName, size: pointSize, traits: traits, weight: weight)
    }
}

extension FontMatching {
    /// The face of a family with the traits' slant, nearest bold or regular weight.
    static func face(in family: [FontFace], traits: FontDescriptor.SymbolicTraits) -> FontFace? {
        nearest(
            in: family, weight: traits.contains(.traitBold) ? .bold : .regular, italic: traits.contains(.traitItalic))
    }
}
