import AutoLayout
import Foundation

/// A button (UIKit's `UIButton`): a title, laid out in the middle, with iOS's sizes.
///
/// Without a configuration its intrinsic size is UIKit's: the title's size plus 6 points
/// above and below, at least 30 points wide, rounded up to whole points; an image or
/// ``contentEdgeInsets`` take the place of that padding (the size is then the content plus
/// the insets). The title font is the system font at 15 points for system buttons and 18
/// for custom ones, so an empty system button is 30 x 30 and an empty custom one 30 x 34,
/// and a system button with a one-line title is 30 points high, as on iOS. The info, detail
/// disclosure and add-contact types show their 25 x 24 symbol. (The numbers: LayoutKit's
/// button tests, which compare these rules with `UIButton`'s own sizes on iOS 12 and 14
/// simulators, and a `sizeToFit` test of a custom button run on iOS 14.5 to 18.)
@MainActor
open class Button: Control {
    /// The kinds of button (UIKit's `UIButton.ButtonType`).
    public enum ButtonType: Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close

        /// The old name of `.system`.
        public static var roundedRect: ButtonType { .system }

        /// The symbol a system type shows, and its size on iOS 13 and later.
        var symbol: (name: String, size: CGSize)? {
            switch self {
            case .detailDisclosure, .infoLight, .infoDark: ("info.circle", CGSize(width: 25, height: 24))
            case .contactAdd: ("plus.circle", CGSize(width: 25, height: 24))
            default: nil
            }
        }
    }

    /// The type the button was made with (`.custom` unless made with ``init(type:)``).
    public private(set) var buttonType = ButtonType.custom
    /// The label showing the title. Optional, as UIKit declares it; a button always has one.
    public var titleLabel: Label? { titleView }
    /// The label showing the title.
    let titleView = Label()
    private var titles: [UInt: String] = [:]
    private var images: [UInt: Image] = [:]
    /// The title colours, background images and attributed titles set for states
    /// (Button+States.swift).
    var titleColors: [UInt: Color] = [:]
    var backgroundImages: [UInt: Image] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    /// Space added around the content (UIKit's `contentEdgeInsets`; ignored while a
    /// ``configuration`` is set, whose insets apply instead).
    public var contentEdgeInsets = EdgeInsets.zero { didSet { invalidateIntrinsicContentSize() } }
    /// Space around the title inside the content (kept; it does not change the size, as in UIKit).
    public var titleEdgeInsets = EdgeInsets.zero
    /// Space around the image inside the content (kept; it does not change the size, as in UIKit).
    public var imageEdgeInsets = EdgeInsets.zero
    /// The view showing the image, made when an image is first set.
    public internal(set) var imageView: ImageView?
    /// The label showing a configuration's subtitle, made when one is first set.
    public internal(set) var subtitleLabel: Label?
    /// The iOS 15 configuration: set, it decides the title, image, fonts and insets.
    public var configuration: Configuration? { didSet { configurationDidChange() } }
    /// Called when the button's state changes (and by ``updateConfiguration()``), to update
    /// the configuration for the new state.
    public var configurationUpdateHandler: ((Button) -> Void)?
    /// The menu the button shows (`nil` unless set); kept, and picked from with
    /// ``Menu/simulateSelection(of:)``.
    /// https://developer.apple.com/documentation/uikit/uicontrol/menu
    public var menu: Menu?
    /// Whether a tap shows ``menu`` instead of sending `.primaryActionTriggered` (`false`
    /// unless set); a long press shows it otherwise.
    /// https://developer.apple.com/documentation/uikit/uicontrol/showsmenuasprimaryaction
    public var showsMenuAsPrimaryAction = false

    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateDidChange() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateDidChange() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateDidChange() } } }

    /// Shows the title and image of the new state and lets the handler update the
    /// configuration.
    private func stateDidChange() {
        if configuration == nil {
            showTitle()
            showImage(currentImage)
        }
        updateConfiguration()
    }

    /// Runs the ``configurationUpdateHandler`` now (UIKit runs it on the next layout).
    open func updateConfiguration() { configurationUpdateHandler?(self) }

    /// Asks for the configuration to be updated: here at once.
    public func setNeedsUpdateConfiguration() { updateConfiguration() }

    /// A button of a type (`.system` is the usual one).
    public convenience init(type: ButtonType) {
        self.init(frame: .zero)
        buttonType = type
        titleView.font = legacyTitleFont
        if let symbol = type.symbol { setImage(Image(size: symbol.size, name: symbol.name), for: .normal) }
    }

    /// A custom button with a frame (UIKit's designated initializer, which subclasses
    /// override).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpTitle()
    }

    /// Creates an empty custom button (views are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpTitle()
    }

    /// The title font without a configuration: the system font at 18 points for a custom
    /// button, 15 for the system types, as UIKit's.
    var legacyTitleFont: Font { .systemFont(ofSize: buttonType == .custom ? 18 : 15) }

    /// The title label in ``legacyTitleFont``, centred, in the tint colour; a button hugs
    /// its content at 250 horizontally.
    private func setUpTitle() {
        titleView.font = legacyTitleFont
        titleView.textAlignment = .center
        titleView.textColor = tintColor
        addSubview(titleView)
        setContentHuggingPriority(LayoutPriority(250), for: .horizontal)
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    /// Centers the content (image and title) in the bounds less the insets, as UIKit lays
    /// it out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        placeContent()
    }

    /// A system button with a configuration, running `primaryAction` when tapped (UIKit's
    /// iOS 15 initializer).
    public convenience init(configuration: Configuration, primaryAction: Action? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        configurationDidChange()  // observers do not run in the class's own initializers
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
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
        showTitle()
    }

    /// Sets the image for a state; the normal image shows when a state has none.
    public func setImage(_ image: Image?, for state: State) {
        images[state.rawValue] = image
        showImage(currentImage)
    }

    /// The image set for a state.
    public func image(for state: State) -> Image? { images[state.rawValue] ?? images[0] }

    /// The image shown: the configuration's, or the one set for the current state.
    public var currentImage: Image? { configuration.map { $0.image } ?? image(for: currentState) }

    /// Shows an image in the image view, making it on first use.
    func showImage(_ image: Image?) {
        if image != nil, imageView == nil {
            let view = ImageView()
            imageView = view
            addSubview(view)
        }
        imageView?.image = image
        imageView?.isHidden = image == nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// The title set for a state.
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// The title shown: the configuration's, or the one set for the current state.
    public var currentTitle: String? { configuration.map { $0.title } ?? title(for: currentState) }

    /// The state the title and image are chosen for.
    var currentState: State { !isEnabled ? .disabled : isSelected ? .selected : isHighlighted ? .highlighted : .normal }

    /// Without a configuration: the title's size plus 6 points above and below and at
    /// least 30 points wide, rounded up to whole points; with an image or content insets,
    /// the title and the image side by side plus the insets. With one: its content plus
    /// its insets.
    open override var intrinsicContentSize: CGSize { contentSize() }

    /// The button's content size, as ``intrinsicContentSize`` gives it, whatever size is
    /// offered (UIKit's `UIButton` fits its content, so ``View/sizeToFit()`` sizes it).
    open override func sizeThatFits(_ size: CGSize) -> CGSize { contentSize() }
}
