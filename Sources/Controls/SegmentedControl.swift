import AutoLayout
import Foundation

/// A row of segments of which one is selected (UIKit's `UISegmentedControl`).
///
/// It is 32 points high, as iOS 13 and later draw it. Its intrinsic width is the sum of
/// its segments' widths: a segment given a width with ``setWidth(_:forSegmentAt:)``
/// takes that width; the others are all as wide as the widest of them (or, with
/// ``apportionsSegmentWidthsByContent``, each as wide as its own content), a content
/// being its title in the 13-point system font, or its image, plus 8 points on each side.
/// It hugs at 250 on both axes.
@MainActor
open class SegmentedControl: Control {
    /// The value of ``selectedSegmentIndex`` while no segment is selected.
    public static let noSegment = -1

    /// What a segment shows.
    enum Content: Equatable {
        case title(String)
        case image(Image)
    }

    struct Segment {
        var content: Content
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = [] { didSet { invalidateIntrinsicContentSize() } }
    /// The selected segment, or ``noSegment``. Values outside the segments are ignored.
    open var selectedSegmentIndex: Int {
        get { selected }
        set { if newValue == Self.noSegment || segments.indices.contains(newValue) { selected = newValue } }
    }
    private var selected = SegmentedControl.noSegment
    /// Whether a segment deselects itself as soon as it is released.
    open var isMomentary = false
    /// Whether each automatic segment is as wide as its own content instead of the widest.
    open var apportionsSegmentWidthsByContent = false { didSet { invalidateIntrinsicContentSize() } }
    /// The colour of the selected segment.
    open var selectedSegmentTintColor: Color?

    /// A control with one segment per item: a `String` is a title, an ``Image`` an image;
    /// other items are skipped.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        segments = (items ?? []).compactMap { item in
            if let title = item as? String { return Segment(content: .title(title)) }
            if let image = item as? Image { return Segment(content: .image(image)) }
            return nil
        }
    }

    /// A control with one segment per action, titled with the action's title; selecting
    /// a segment runs its action.
    public convenience init(frame: CGRect, actions: [Action]) {
        self.init(frame: frame)
        segments = actions.map { Segment(content: .title($0.title)) }
        segmentActions = actions
    }
    private var segmentActions: [Action] = []

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// Inserts a titled segment at `segment`, pinned to `0...numberOfSegments` as UIKit
    /// pins it; the selection stays on the segment it was on.
    public func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(content: .title(title ?? "")), at: segment)
    }

    /// Inserts a segment showing an image at `segment` (pinned like titles).
    public func insertSegment(with image: Image?, at segment: Int, animated: Bool) {
        insert(Segment(content: image.map(Content.image) ?? .title("")), at: segment)
    }

    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selected >= index { selected += 1 }
    }

    /// Removes a segment; an index outside the segments is ignored. Removing the selected
    /// segment leaves none selected.
    public func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selected == segment { selected = Self.noSegment } else if selected > segment { selected -= 1 }
    }

    /// Removes every segment.
    public func removeAllSegments() {
        segments = []
        selected = Self.noSegment
    }

    /// Sets a segment's title; an index outside the segments is ignored.
    public func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].content = .title(title ?? "")
    }

    /// A segment's title, or `nil` for an image segment or an index outside the segments.
    public func titleForSegment(at segment: Int) -> String? {
        guard segments.indices.contains(segment), case .title(let title) = segments[segment].content else { return nil }
        return title
    }

    /// Sets a segment's image; an index outside the segments is ignored.
    public func setImage(_ image: Image?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].content = image.map(Content.image) ?? .title("")
    }

    /// A segment's image, or `nil`.
    public func imageForSegment(at segment: Int) -> Image? {
        guard segments.indices.contains(segment), case .image(let image) = segments[segment].content else { return nil }
        return image
    }

    /// Fixes a segment's width; 0 (the default) sizes it automatically. Negative widths
    /// and indices outside the segments are ignored.
    public func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment), width >= 0, width.isFinite else { return }
        segments[segment].width = width
    }

    /// The width fixed for a segment, or 0 when it is sized automatically.
    public func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment.
    public func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    /// Whether a segment is enabled.
    public func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// What a tap on a segment does: selects it (unless it or the control is disabled),
    /// runs its action, sends `.valueChanged`, and deselects it again if momentary.
    public func selectSegment(at segment: Int) {
        guard isEnabled, isEnabledForSegment(at: segment) else { return }
        let changed = selected != segment
        selected = segment
        if segmentActions.indices.contains(segment) { segmentActions[segment].handler(segmentActions[segment]) }
        if changed || isMomentary { sendActions(for: .valueChanged) }
        if isMomentary { selected = Self.noSegment }
    }

    /// The width of a segment's content plus its padding.
    private func naturalWidth(of segment: Segment) -> CGFloat {
        switch segment.content {
        case .title(let title):
            ceil(DefaultTextMeasurer().width(of: title[...], font: .systemFont(ofSize: 13)) - 1e-9) + 16
        case .image(let image): image.size.width + 16
        }
    }

    open override var intrinsicContentSize: CGSize {
        let automatic = segments.filter { $0.width == 0 }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let natural = automatic.map(naturalWidth(of:))
        let widths =
            apportionsSegmentWidthsByContent ? natural.reduce(0, +) : CGFloat(natural.count) * (natural.max() ?? 0)
        return CGSize(width: fixed + widths, height: 32)
    }
}
