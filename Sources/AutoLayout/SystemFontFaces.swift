import FontEngine
import Foundation

/// Apple's SF Pro files, when the app registered them (``FontRegistry``): the system font
/// is then measured from them, SF Pro Text below 20 points and SF Pro Display from 20 up
/// (the switch iOS made before its variable system font), or the variable SF Pro when only
/// it is registered; each at the face nearest the weight. Apple publishes the files at
/// https://developer.apple.com/fonts/ (docs/text.md, "Supplying SF Pro").
enum SystemFontFaces {
    /// Every family searched.
    static let allFamilies: Set<String> = ["SF Pro Text", "SF Pro", "SF Pro Display"]

    /// The families searched, in order, for a point size.
    static func families(forSize size: CGFloat) -> [String] {
        size < 20 ? ["SF Pro Text", "SF Pro", "SF Pro Display"] : ["SF Pro Display", "SF Pro", "SF Pro Text"]
    }

    /// The registered SF Pro face for a weight and size, or nil when none is registered.
    static func face(weight: Font.Weight, italic: Bool, size: CGFloat) -> FontFace? {
        guard FontRegistry.mayHaveSystemFaces else { return nil }
        for family in families(forSize: size) {
            let faces = FontRegistry.faces(inFamily: family)
            if !faces.isEmpty { return FontMatching.nearest(in: faces, weight: weight, italic: italic) }
        }
        return nil
    }

    /// The tracking of the system font at a size: the file's own `trak` table when it has
    /// one, Apple's published table otherwise.
    static func tracking(of face: FontFace, size: CGFloat) -> Double {
        let own = face.tracking(atSize: Double(size))
        return own != 0 ? own : Double(SystemFontTracking.points(atSize: size))
    }
}
