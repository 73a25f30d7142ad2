import FontEngine
import Foundation
import Synchronization

extension Font {
    /// The registered face with this PostScript or full name at a size (UIKit's
    /// `UIFont(name:size:)`), or nil, as UIKit gives, when no such face is registered; the
    /// first miss of each name is reported once through ``LayoutErrors``. A size of 0 or less
    /// takes UIKit's default, 12 points.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        guard let face = FontRegistry.face(named: fontName) else {
            FontMatching.reportMissing(fontName)
            return nil
        }
        self.init(pointSize: fontSize > 0 ? fontSize : 12, weight: FontMatching.weight(of: face), face: face)
    }
}

/// How faces are matched to weights, and the message for a name no face has.
enum FontMatching {
    /// UIKit's weight for an OpenType weight class (100 thin ... 900 black).
    static func weight(of face: FontFace) -> Font.Weight {
        let weights: [Font.Weight] = [.ultraLight, .thin, .light, .regular, .medium, .semibold, .bold, .heavy, .black]
        let index = min(max((face.weightClass + 50) / 100 - 1, 0), 8)
        return weights[index]
    }

    /// The face of `faces` nearest `weight`, upright unless `italic`.
    static func nearest(in faces: [FontFace], weight: Font.Weight, italic: Bool = false) -> FontFace? {
        var best: FontFace?
        var bestDistance = CGFloat.infinity
        for face in faces where face.isItalic == italic {
            let distance = abs(Self.weight(of: face).rawValue - weight.rawValue)
            if distance < bestDistance {
                best = face
                bestDistance = distance
            }
        }
        return best
    }

    private static let reported = Mutex(Set<String>())

    /// Reports the first miss of a name.
    static func reportMissing(_ name: String) {
        guard reported.withLock({ $0.insert(name).inserted }) else { return }
        LayoutErrors.report(.unknownFont(name))
    }
}
