import Foundation

/// UIKit's named colours. The fixed ones are UIKit's documented components (`gray` is
/// 0.5 white, `darkGray` 1/3, `orange` is (1, 0.5, 0), …); the system and semantic ones are
/// their light-appearance values from Apple's Human Interface Guidelines (Color,
/// "System colors" and "Dynamic system colors").
extension Color {
    /// 8-bit components, as the HIG lists them.
    private convenience init(_ r: CGFloat, _ g: CGFloat, _ b: CGFloat, _ alpha: CGFloat = 1) {
        self.init(red: r / 255, green: g / 255, blue: b / 255, alpha: alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> Color {
        Color(red: red, green: green, blue: blue, alpha: alpha)
    }

    /// The colour as a layer takes it (UIKit's `CGColor`; here the same value).
    public var cgColor: Color { self }

    /// Opaque white.
    public static let white = Color(red: 1, green: 1, blue: 1, alpha: 1)
    /// Opaque black.
    public static let black = Color(red: 0, green: 0, blue: 0, alpha: 1)
    /// Opaque red.
    public static let red = Color(red: 1, green: 0, blue: 0, alpha: 1)
    /// Opaque blue.
    public static let blue = Color(red: 0, green: 0, blue: 1, alpha: 1)
    /// Opaque green.
    public static let green = Color(red: 0, green: 1, blue: 0, alpha: 1)
    /// Opaque light grey.
    public static let lightGray = Color(red: 0.667, green: 0.667, blue: 0.667, alpha: 1)
    /// Fully transparent.
    public static let clear = Color(red: 0, green: 0, blue: 0, alpha: 0)
    /// 0.5 white.
    public static let gray = Color(white: 0.5, alpha: 1)
    /// 1/3 white.
    public static let darkGray = Color(white: 1.0 / 3, alpha: 1)
    /// (1, 1, 0).
    public static let yellow = Color(red: 1, green: 1, blue: 0, alpha: 1)
    /// (0, 1, 1).
    public static let cyan = Color(red: 0, green: 1, blue: 1, alpha: 1)
    /// (1, 0, 1).
    public static let magenta = Color(red: 1, green: 0, blue: 1, alpha: 1)
    /// (1, 0.5, 0).
    public static let orange = Color(red: 1, green: 0.5, blue: 0, alpha: 1)
    /// (0.5, 0, 0.5).
    public static let purple = Color(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    /// (0.6, 0.4, 0.2).
    public static let brown = Color(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)

    /// (255, 59, 48).
    public static let systemRed = Color(255, 59, 48)
    /// (255, 149, 0).
    public static let systemOrange = Color(255, 149, 0)
    /// (255, 204, 0).
    public static let systemYellow = Color(255, 204, 0)
    /// (52, 199, 89).
    public static let systemGreen = Color(52, 199, 89)
    /// (90, 200, 250).
    public static let systemTeal = Color(90, 200, 250)
    /// (0, 122, 255).
    public static let systemBlue = Color(0, 122, 255)
    /// (88, 86, 214).
    public static let systemIndigo = Color(88, 86, 214)
    /// (175, 82, 222).
    public static let systemPurple = Color(175, 82, 222)
    /// (255, 45, 85).
    public static let systemPink = Color(255, 45, 85)
    /// (142, 142, 147).
    public static let systemGray = Color(142, 142, 147)
    /// (174, 174, 178).
    public static let systemGray2 = Color(174, 174, 178)
    /// (199, 199, 204).
    public static let systemGray3 = Color(199, 199, 204)
    /// (209, 209, 214).
    public static let systemGray4 = Color(209, 209, 214)
    /// (229, 229, 234).
    public static let systemGray5 = Color(229, 229, 234)
    /// (242, 242, 247).
    public static let systemGray6 = Color(242, 242, 247)

    /// Primary text: black.
    public static let label = Color(0, 0, 0)
    /// Secondary text: (60, 60, 67) at 60 %.
    public static let secondaryLabel = Color(60, 60, 67, 0.6)
    /// Tertiary text: (60, 60, 67) at 30 %.
    public static let tertiaryLabel = Color(60, 60, 67, 0.3)
    /// Quaternary text: (60, 60, 67) at 18 %.
    public static let quaternaryLabel = Color(60, 60, 67, 0.18)
    /// Placeholder text: (60, 60, 67) at 30 %.
    public static let placeholderText = Color(60, 60, 67, 0.3)
    /// Links: (0, 122, 255).
    public static let link = Color(0, 122, 255)
    /// Separators: (60, 60, 67) at 29 %.
    public static let separator = Color(60, 60, 67, 0.29)
    /// Opaque separators: (198, 198, 200).
    public static let opaqueSeparator = Color(198, 198, 200)
    /// The main background: white.
    public static let systemBackground = Color(255, 255, 255)
    /// Content over the main background: (242, 242, 247).
    public static let secondarySystemBackground = Color(242, 242, 247)
    /// Content over the secondary background: white.
    public static let tertiarySystemBackground = Color(255, 255, 255)
    /// The background of grouped content: (242, 242, 247).
    public static let systemGroupedBackground = Color(242, 242, 247)
    /// Content over the grouped background: white.
    public static let secondarySystemGroupedBackground = Color(255, 255, 255)
    /// Fills of thin and small shapes: (120, 120, 128) at 20 %.
    public static let systemFill = Color(120, 120, 128, 0.2)
}
