import AutoLayout
import Foundation

extension TableViewCell {
    /// How a cell shows its selection (UIKit's `UITableViewCell.SelectionStyle`).
    public enum SelectionStyle: Sendable, Hashable {
        /// No selected appearance: the selected background is never shown.
        case none
        /// The blue of iOS 6 and earlier (grey since iOS 7, as in UIKit).
        case blue
        /// Grey.
        case gray
        /// The system's selection appearance.
        case `default`
    }

    /// The standard accessories (UIKit's `UITableViewCell.AccessoryType`).
    public enum AccessoryType: Sendable, Hashable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton

        /// The size the accessory is drawn at (the chevron and checkmark as list cells
        /// draw them; the detail button is UIKit's 22-point info button, 10 points before
        /// the chevron in the detail disclosure button).
        var size: CGSize {
            switch self {
            case .none: .zero
            case .disclosureIndicator: CGSize(width: 8, height: 13)
            case .checkmark: CGSize(width: 14, height: 13)
            case .detailButton: CGSize(width: 22, height: 22)
            case .detailDisclosureButton: CGSize(width: 40, height: 22)
            }
        }

        var symbolName: String {
            switch self {
            case .none: ""
            case .disclosureIndicator: "chevron.forward"
            case .checkmark: "checkmark"
            case .detailButton: "info.circle"
            case .detailDisclosureButton: "info.circle+chevron.forward"
            }
        }
    }

    /// The space between the cell's trailing edge and the accessory.
    static let accessoryTrailingInset: CGFloat = 16
    /// The space between the content view's trailing edge and the accessory.
    static let accessorySpacing: CGFloat = 10

    /// The separator's insets: only the left and right ones count, and not below zero, as
    /// in UIKit. Unless set, the table's ``TableView/separatorInset``.
    public var separatorInset: EdgeInsets {
        get { separatorInsetStorage ?? (superview as? TableView)?.separatorInset ?? TableView.defaultSeparatorInset }
        set {
            separatorInsetStorage = EdgeInsets(
                top: 0, left: max(0, newValue.left), bottom: 0, right: max(0, newValue.right))
        }
    }

    /// The view at the trailing end: the ``accessoryView``, or one drawing the
    /// ``accessoryType``.
    var shownAccessory: View? { accessoryView ?? accessoryStorage }

    /// The accessory's size: a custom view's frame size, or its intrinsic size while its
    /// frame is empty.
    private var accessorySize: CGSize? {
        guard let view = shownAccessory else { return nil }
        if accessoryView == nil { return accessoryType.size }
        if view.frame.size != .zero { return view.frame.size }
        let size = view.intrinsicContentSize
        return CGSize(width: max(0, size.width), height: max(0, size.height))
    }

    /// Where the content view goes in a cell of a size: the whole cell, or up to 10 points
    /// before the accessory, which sits 16 points from the trailing edge.
    func contentFrame(forWidth width: CGFloat, height: CGFloat) -> CGRect {
        guard let size = accessorySize else { return CGRect(x: 0, y: 0, width: width, height: height) }
        let taken = Self.accessoryTrailingInset + size.width + Self.accessorySpacing
        return CGRect(x: 0, y: 0, width: max(0, width - taken), height: height)
    }

    /// Makes, replaces or removes the standard accessory's view.
    func refreshAccessory() {
        if accessoryView != nil || accessoryType == .none {
            accessoryStorage?.removeFromSuperview()
            accessoryStorage = nil
        } else if (accessoryStorage as? ImageView)?.image?.name != accessoryType.symbolName {
            accessoryStorage?.removeFromSuperview()
            accessoryStorage = ImageView(image: Image(size: accessoryType.size, name: accessoryType.symbolName))
        }
        if let view = shownAccessory, view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Places the accessory 16 points from the trailing edge, centred vertically on the
    /// pixel grid.
    func placeAccessory() {
        guard let view = shownAccessory, let size = accessorySize else { return }
        let frame = originOnPixels(
            CGRect(
                x: bounds.width - Self.accessoryTrailingInset - size.width, y: (bounds.height - size.height) / 2,
                width: size.width, height: size.height), scale: textScale)
        if view.frame != frame { view.frame = frame }
    }

    /// Shows the background and, while selected or highlighted with a selection style,
    /// the selected background, both behind the content view.
    func refreshBackgrounds() {
        let showsSelection = (isSelected || isHighlighted) && selectionStyle != .none
        if let view = backgroundView, view.superview !== self { insertSubview(view, at: 0) }
        if let view = selectedBackgroundView {
            if showsSelection, view.superview !== self {
                insertSubview(view, at: backgroundView == nil ? 0 : 1)
            } else if !showsSelection, view.superview === self {
                view.removeFromSuperview()
            }
        }
        setNeedsLayout()
    }

    /// Holds the cell at the size its table gave it when views are constrained to the
    /// cell itself, so that they get the cell's width as in UIKit.
    func holdSize(_ size: CGSize) {
        let own = subviews.contains { view in
            view !== contentView && view !== backgroundView && view !== selectedBackgroundView
                && view !== shownAccessory
        }
        if own { setEncapsulatedSize(size) }
    }
}
