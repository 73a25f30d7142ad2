import AutoLayout
import Foundation

extension Button {
    /// How a button looks and what it shows (UIKit's iOS 15 `UIButton.Configuration`).
    ///
    /// A configured button's intrinsic size is its content (image, padding, title over
    /// subtitle) plus ``contentInsets``. At the default ``Size/medium`` size the title is the
    /// 17-point body font and the insets are 7 points above and below and 12 at each side:
    /// Xcode's default "Button" with a configuration style is 75 x 35 points on iOS 15 (with
    /// iOS's font; 72 x 35 with this package's text model).
    public struct Configuration: Hashable, Sendable {
        /// The button sizes (UIKit's `UIButton.Configuration.Size`).
        public enum Size: Sendable, Hashable { case mini, small, medium, large }
        /// The corner styles (drawing only).
        public enum CornerStyle: Sendable, Hashable { case dynamic, fixed, small, medium, large, capsule }
        /// The styles the factory methods make (drawing only).
        enum Style: Sendable, Hashable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, prominent
        }

        let style: Style
        /// The title.
        public var title: String?
        /// A second line under the title, in a smaller font.
        public var subtitle: String?
        /// The image, before the title (``imagePlacement``).
        public var image: Image?
        /// Where the image goes relative to the title.
        public var imagePlacement: DirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// The size, which sets the default insets and fonts.
        public var buttonSize: Size = .medium
        /// The insets around the content; `nil` until set, when the size's are used.
        public var contentInsets: DirectionalEdgeInsets {
            get { storedInsets ?? buttonSize.defaultInsets }
            set { storedInsets = newValue }
        }
        private var storedInsets: DirectionalEdgeInsets?
        /// The colour of the title and image.
        public var baseForegroundColor: Color?
        /// The colour of the background.
        public var baseBackgroundColor: Color?
        /// The shape of the background's corners.
        public var cornerStyle: CornerStyle = .dynamic
        /// Whether a spinner replaces the image.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// No background. The other factories differ only in drawing.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A filled background in the tint colour.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// UIKit's borderless style.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// UIKit's bordered style.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// UIKit's bordered, tinted style.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// UIKit's bordered, prominent style.
        public static func borderedProminent() -> Configuration { Configuration(style: .prominent) }
    }

    /// Which side of the title an image goes (UIKit's `NSDirectionalRectEdge`, one edge).
    public enum DirectionalRectEdge: Sendable, Hashable { case leading, trailing, top, bottom }
}

extension Button.Configuration.Size {
    /// The insets of each size: medium's from Xcode's default configured button (75 x 35);
    /// the others are this package's reading, as Apple does not publish them.
    var defaultInsets: DirectionalEdgeInsets {
        switch self {
        case .mini: DirectionalEdgeInsets(top: 2, leading: 6, bottom: 2, trailing: 6)
        case .small: DirectionalEdgeInsets(top: 5, leading: 10, bottom: 5, trailing: 10)
        case .medium: DirectionalEdgeInsets(top: 7, leading: 12, bottom: 7, trailing: 12)
        case .large: DirectionalEdgeInsets(top: 14, leading: 20, bottom: 14, trailing: 20)
        }
    }

    /// The title font of each size: the body style at medium and large, smaller below.
    var titleFont: Font {
        switch self {
        case .mini: .systemFont(ofSize: 12)
        case .small: .systemFont(ofSize: 15)
        case .medium, .large: .preferredFont(forTextStyle: .body)
        }
    }
}
