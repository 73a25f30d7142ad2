import AutoLayout
import Foundation

/// A button (UIKit's `UIButton`): a title, laid out in the middle, with iOS's sizes.
///
/// Its intrinsic size is the title's size (in the title font) plus 6 points above and
/// below, plus ``contentEdgeInsets``: a system button with a one-line title at 15 points
/// is 30 points high, as on iOS, and an empty one 30 x 30 (UIKit's minimum, so that a
/// button without a title can still be tapped). The title font is the system font at 15
/// points, UIKit's for system buttons.
open class Button: Control {
    /// The kinds of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Sendable { case custom, system, close, detailDisclosure, contactAdd }
    /// The states a title can be set for (UIKit's `UIControl.State`).
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
    }

    /// The type the button was made with.
    public let buttonType: ButtonType
    /// The label showing the title.
    public let titleLabel = Label()
    private var titles: [UInt: String] = [:]
    /// Space added around the title (UIKit's `contentEdgeInsets`).
    public var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// Space around the title inside the content (kept; it does not change the size, as in UIKit).
    public var titleEdgeInsets = EdgeInsets.zero

    /// A button of a type (`.system` is the usual one).
    public init(type: ButtonType) {
        buttonType = type
        super.init(frame: .zero)
        titleLabel.font = .systemFont(ofSize: 15)
        titleLabel.textAlignment = .center
        titleLabel.textColor = tintColor
        addSubview(titleLabel)
        setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
    }

    /// Centers the title in the bounds less the content insets, as UIKit lays it out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let size = titleLabel.intrinsicContentSize
        let area = bounds.inset(by: contentEdgeInsets)
        let frame = CGRect(
            x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height)
        if titleLabel.frame != frame { titleLabel.frame = frame }
    }

    /// A custom button with a frame.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Creates an empty button (views are not archived).
    public required init?(coder: NSCoder) {
        buttonType = .custom
        super.init(coder: coder)
    }

    /// A system button that runs `primaryAction` when tapped (UIKit's iOS 14 initializer).
    public convenience init(type: ButtonType = .system, primaryAction: Action?) {
        self.init(type: type)
        if let primaryAction {
            setTitle(primaryAction.title.isEmpty ? nil : primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// Sets the title for a state; the normal title shows when a state has none.
    public func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        titleLabel.text = currentTitle
        invalidateIntrinsicContentSize()
    }

    /// The title set for a state.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title shown.
    public var currentTitle: String? {
        let state: State = !isEnabled ? .disabled : isSelected ? .selected : isHighlighted ? .highlighted : .normal
        return title(for: state)
    }

    /// The title's size plus 6 points above and below and the content insets; 30 x 30
    /// with no title.
    open override var intrinsicContentSize: CGSize {
        let insets = contentEdgeInsets
        guard let title = currentTitle, !title.isEmpty else {
            return CGSize(width: 30 + insets.left + insets.right, height: 30 + insets.top + insets.bottom)
        }
        let text = titleLabel.intrinsicContentSize
        return CGSize(width: text.width + insets.left + insets.right, height: text.height + 12 + insets.top + insets.bottom)
    }
}
