import Foundation

/// Text in one or more lines (UIKit's `UILabel`). Its intrinsic size is its text's size;
/// a multi-line label (``numberOfLines`` 0 or above 1) wraps at ``preferredMaxLayoutWidth``
/// or, when that is 0, at the width layout gives it, measuring itself again after each
/// layout pass in which that width changed.
///
/// ```swift
/// let title = Label(text: "Hello, world")
/// title.font = .boldSystemFont(ofSize: 16)
/// title.numberOfLines = 0
/// ```
@MainActor
open class Label: View {
    /// The text; `nil` or empty has a zero intrinsic size. Setting it drops any
    /// ``attributedText``'s attributes.
    public var text: String? {
        didSet {
            var changed = text != oldValue
            if !isSettingAttributedText && attributedStorage != nil {
                attributedStorage = nil
                changed = true
            }
            if changed { contentDidChange() }
        }
    }
    /// The text with attributes (UIKit's `attributedText`): fonts, kerning and a paragraph
    /// style measured run by run; a stretch without a font takes ``font``. Reading it
    /// without attributed text set gives the text in the label's font and colour.
    public var attributedText: NSAttributedString? {
        get {
            if let attributedStorage { return attributedStorage }
            guard let text else { return nil }
            return NSAttributedString(
                string: text, attributes: [.font: currentFont, .foregroundColor: currentTextColor])
        }
        set {
            isSettingAttributedText = true
            defer { isSettingAttributedText = false }
            attributedStorage = newValue.map { NSAttributedString(attributedString: $0) }
            text = newValue?.string
            contentDidChange()
        }
    }
    @exclusivity(unchecked) private var attributedStorage: NSAttributedString?
    @exclusivity(unchecked) private var isSettingAttributedText = false
    // Every property that changes the lines goes through contentDidChange(), which drops
    // the cached lines.
    /// How lines are aligned in the label's width (`.natural` unless set); it does not
    /// change the label's size.
    public var textAlignment: TextAlignment = .natural
    /// The font (the system font at 17 points unless set). Implicitly unwrapped, as UIKit
    /// declares it: setting `nil` sets the default font back.
    public var font: Font! {
        get { currentFont }
        set {
            let font = newValue ?? .body
            if font != currentFont {
                currentFont = font
                if let attributed = attributedStorage {
                    // UIKit sets a new font over the whole attributed text.
                    let changed = NSMutableAttributedString(attributedString: attributed)
                    changed.addAttribute(.font, value: font, range: NSRange(location: 0, length: changed.length))
                    attributedStorage = changed
                }
                fontDidChange()
            }
        }
    }
    /// The font the text is measured in.
    @exclusivity(unchecked) private(set) var currentFont: Font = .body
    // `@exclusivity(unchecked)` marks: see docs/layout-pass.md, "Run-time checks".
    /// The most lines to show; 0 means no limit. UIKit's default is 1.
    @exclusivity(unchecked) public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { contentDidChange() } }
    }
    /// How lines break.
    @exclusivity(unchecked) public var lineBreakMode: LineBreakMode = .byTruncatingTail {
        didSet { contentDidChange() }
    }
    /// The width at which a multi-line label wraps; 0 means the width layout gives it.
    @exclusivity(unchecked) public var preferredMaxLayoutWidth: CGFloat = 0 { didSet { contentDidChange() } }
    /// Whether a one-line label draws its text in a smaller font when the text is wider
    /// than the bounds (UIKit's `adjustsFontSizeToFitWidth`,
    /// https://developer.apple.com/documentation/uikit/uilabel/adjustsfontsizetofitwidth);
    /// `false` unless set. The intrinsic content size stays the text's size in ``font``
    /// (Label+FontScaling.swift).
    public var adjustsFontSizeToFitWidth = false
    /// The smallest multiplier of the font's size the text may shrink to (UIKit's
    /// `minimumScaleFactor`,
    /// https://developer.apple.com/documentation/uikit/uilabel/minimumscalefactor); 0
    /// unless set (Label+FontScaling.swift says what 0 does).
    public var minimumScaleFactor: CGFloat = 0
    /// The text colour, for pictures. Implicitly unwrapped, as UIKit declares it: setting
    /// `nil` sets the default (black) back.
    public var textColor: Color! {
        get { currentTextColor }
        set { currentTextColor = newValue ?? .black }
    }
    private var currentTextColor: Color = .black
    /// How the text is measured.
    public var textMeasurer: any TextMeasuring = DefaultTextMeasurer() { didSet { contentDidChange() } }
    /// The width the label was last laid out at, which a multi-line label wraps at.
    @exclusivity(unchecked) private var layoutWidth: CGFloat?

    /// Creates an empty label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        appearance.isUserInteractionEnabled = false
    }

    /// Creates a label with text.
    public convenience init(text: String?) {
        self.init(frame: .zero)
        self.text = text
    }

    /// Creates an empty label (labels are not archived).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The size of the text: the widest line by the lines' heights, rounded up to the
    /// pixel grid as UIKit rounds it (``textScale``).
    open override var intrinsicContentSize: CGSize { textSize(wrappingAt: wrappingWidth) }

    /// The text's size when it may wrap at `size.width` (a multi-line label with a width
    /// above zero; otherwise on its lines as written), rounded up to the pixel grid as
    /// ``intrinsicContentSize`` is. The height offered does not cut the text short.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        textSize(wrappingAt: isMultiline && size.width > 0 ? size.width : nil)
    }

    /// The widest line by the number of lines, wrapping at `width` (nil: no wrapping),
    /// rounded up to the pixel grid.
    private func textSize(wrappingAt width: CGFloat?) -> CGSize {
        guard let text, !text.isEmpty else { return .zero }
        let layout = textLayout(width: width)
        let widest = layout.widest
        let height = layout.height
        let scale = textScale
        return CGSize(width: roundedUpToPixels(widest, scale: scale), height: roundedUpToPixels(height, scale: scale))
    }

    /// The lines the text breaks into at the label's current width.
    public var lines: [String] { textLayout(width: wrappingWidth).lines.map(String.init) }

    /// The lines as UIKit draws them in the label's bounds: when the text needs more lines
    /// than ``numberOfLines`` allows, or a line is wider than the bounds, the last line
    /// shown is shortened with an ellipsis as ``lineBreakMode`` says.
    public var drawnLines: [String] {
        let layout = textLayout(width: wrappingWidth)
        var lines = layout.lines.map(String.init)
        guard let last = layout.found.last, let text else { return lines }
        let rest = text.utf8.count - last.bytes.upperBound
        let cut = rest > 0 && !text.utf8.suffix(rest).allSatisfy { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D }
        let shown =
            cut
            ? String(LineBreaker.substring(of: text, last.bytes.lowerBound..<text.utf8.count)) : lines[lines.count - 1]
        let width = bounds.width > 0 ? bounds.width : last.width
        let font = drawnFont
        let measurer = textMeasurer
        lines[lines.count - 1] = TextTruncation.truncate(
            shown.replacingOccurrences(of: "\n", with: " "), toFit: width, mode: lineBreakMode, force: cut
        ) { measurer.width(of: Substring($0), font: font) }
        return lines
    }

    /// Whether the text does not fit the label's bounds: it needs more lines than
    /// ``numberOfLines`` allows, more height than the bounds have, or (on one line) more
    /// width. UIKit draws such a label cut short with an ellipsis.
    package var isTruncated: Bool {
        guard let text, !text.isEmpty else { return false }
        let size = bounds.size
        let full = TextLayout(
            styled: styledText, width: isMultiline ? size.width : nil, maximumLines: 0, mode: lineBreakMode,
            measurer: textMeasurer)
        let tolerance: CGFloat = 0.01
        if numberOfLines > 0 && full.lineCount > numberOfLines { return true }
        if full.height > size.height + tolerance { return true }
        return full.widest > size.width + tolerance
    }

    private var isMultiline: Bool { numberOfLines != 1 }

    private var wrappingWidth: CGFloat? {
        guard isMultiline else { return nil }
        return preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : layoutWidth
    }

    /// The last lines measured, for the width they were measured at.
    @exclusivity(unchecked) private var cachedLayout: (width: CGFloat?, layout: TextLayout)?

    /// The text with the attributes it is measured with.
    private var styledText: StyledText {
        if let attributedStorage { return StyledText(attributedStorage, defaultFont: currentFont) }
        return StyledText(text ?? "", font: currentFont)
    }

    private func textLayout(width: CGFloat?) -> TextLayout {
        if let cached = cachedLayout, cached.width == width { return cached.layout }
        let layout = TextLayout(
            styled: styledText, width: width, maximumLines: numberOfLines, mode: lineBreakMode, measurer: textMeasurer)
        cachedLayout = (width, layout)
        return layout
    }

    private func contentDidChange() {
        cachedLayout = nil
        invalidateIntrinsicContentSize()
        setNeedsLayout()
    }

    /// Whether the font follows the reader's text size: a preferred font
    /// (``Font/preferredFont(forTextStyle:)``) or a font from ``FontMetrics`` takes the size
    /// for the content size category of the label's traits whenever they change, and at
    /// once when this is set.
    public var adjustsFontForContentSizeCategory = false {
        didSet { if adjustsFontForContentSizeCategory { adjustFontToTraits() } }
    }

    /// Takes the new content size category when the label adjusts to it, and measures
    /// again for a new display scale.
    open override func traitCollectionDidChange(_ previousTraitCollection: TraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        let previousScale = previousTraitCollection?.displayScale ?? 0
        if (previousScale > 0 ? previousScale : MainScreenScale.value) != textScale { contentDidChange() }
        if adjustsFontForContentSizeCategory { adjustFontToTraits() }
    }

    private func adjustFontToTraits() {
        font = currentFont.adjusted(to: traitCollection.preferredContentSizeCategory)
    }

    private func fontDidChange() {
        contentDidChange()
        cachedLayout = nil
        refreshBaselineConstraints()
    }

    /// The first baseline sits one ascender below the top; the last one descender above
    /// the bottom.
    override func baselineMetrics(first: Bool) -> (factor: CGFloat, offset: CGFloat) {
        first ? (0, currentFont.ascender) : (1, currentFont.descender)
    }

    /// UIKit's second pass: a multi-line label that wraps at its layout width measures
    /// itself again when that width changed.
    override func layoutPassDidApplyFrames() {
        _ = remeasure(width: frame.width)
    }

    override func wouldRemeasure(width: CGFloat) -> Bool {
        isMultiline && preferredMaxLayoutWidth == 0 && layoutWidth != width
    }

    override func remeasure(width: CGFloat) -> Bool {
        guard wouldRemeasure(width: width) else { return false }
        let before = intrinsicContentSize
        layoutWidth = width
        guard intrinsicContentSize != before else { return false }
        invalidateIntrinsicContentSize()
        return true
    }

    /// The text, shortened to 20 characters and `...`, as UIKit quotes it in descriptions.
    override var quotedName: String? {
        guard let text, !text.isEmpty else { return accessibilityIdentifier }
        return text.count > 20 ? String(text.prefix(20)) + "..." : text
    }
}

extension View {
    /// Re-solves the constraints that refer to this view's baselines (after a font change).
    func refreshBaselineConstraints() {
        guard let engine = root.hostedEngine else { return }
        let id: Set<ObjectIdentifier> = [ObjectIdentifier(layoutNode)]
        for constraint in root.engineSubtree.flatMap(\.constraints) where constraint.references(nodes: id) {
            if [constraint.firstAttribute, constraint.secondAttribute].contains(where: {
                $0 == .firstBaseline || $0 == .lastBaseline
            }) {
                engine.update(constraint)
            }
        }
    }
}
