import FontEngine
import Foundation

/// The Debian font packages the known-answer tests read: fonts-dejavu-core,
/// fonts-roboto-unhinted and fonts-inter, at their Debian paths.
enum SystemFonts {
    static let dejaVuSans = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    static let dejaVuSansBold = "/usr/share/fonts/truetype/dejavu/DejaVuSans-Bold.ttf"
    static let roboto = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Regular.ttf"
    static let robotoBold = "/usr/share/fonts/truetype/roboto/unhinted/RobotoTTF/Roboto-Bold.ttf"
    static let inter = "/usr/share/fonts/opentype/inter/Inter-Regular.otf"
    static let interBold = "/usr/share/fonts/opentype/inter/Inter-Bold.otf"

    static let paths = [dejaVuSans, dejaVuSansBold, roboto, robotoBold, inter, interBold]

    /// Whether every one of the fonts is installed.
    static var available: Bool { paths.allSatisfy { FileManager.default.fileExists(atPath: $0) } }

    /// The first face of the file at `path`.
    static func face(_ path: String) throws -> FontFace {
        try FontFace.load(contentsOf: URL(fileURLWithPath: path))[0]
    }
}
