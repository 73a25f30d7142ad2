// What apps add to UIKit's value classes: convenience initializers and class members in
// extensions of UIColor, UIFont and UIImage, and their use away from the main actor
// (UIKit declares them Sendable and not main-actor isolated).
import UIKit

nonisolated extension UIColor {
    /// `#RRGGBB`, as apps' design systems write colours.
    convenience init(hex: String, alpha: CGFloat = 1) {
        let digits = hex.hasPrefix("#") ? String(hex.dropFirst()) : hex
        let value = Int(digits, radix: 16) ?? 0
        self.init(
            red: CGFloat((value >> 16) & 0xff) / 255, green: CGFloat((value >> 8) & 0xff) / 255,
            blue: CGFloat(value & 0xff) / 255, alpha: alpha)
    }

    class var brandAccent: UIColor { UIColor(hex: "#FF8000") }
}

nonisolated extension UIFont {
    class func appBody(ofSize size: CGFloat) -> UIFont { .systemFont(ofSize: size, weight: .medium) }
}

nonisolated extension UIImage {
    /// A placeholder the size of an avatar.
    convenience init(avatarOfSide side: CGFloat) {
        self.init(size: CGSize(width: side, height: side))
    }
}

/// Colours, fonts, images, insets and priorities cross actors freely, as in UIKit.
nonisolated func styleSheet() -> (UIColor, UIFont, UIImage, UIEdgeInsets, UILayoutPriority) {
    (
        UIColor(hex: "336699"), UIFont.appBody(ofSize: 15), UIImage(),
        UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4),
        UILayoutPriority(751)
    )
}

nonisolated func requireSendable<T: Sendable>(_: T.Type) {}

nonisolated func valueTypesAreSendable() {
    requireSendable(UIColor.self)
    requireSendable(UIFont.self)
    requireSendable(UIImage.self)
    requireSendable(UIEdgeInsets.self)
    requireSendable(NSDirectionalEdgeInsets.self)
    requireSendable(UILayoutPriority.self)
    requireSendable(UIControl.State.self)
    requireSendable(UIControl.Event.self)
    requireSendable(UIView.AutoresizingMask.self)
    requireSendable(UIView.ContentMode.self)
    requireSendable(NSLayoutConstraint.Attribute.self)
    requireSendable(NSLayoutConstraint.Relation.self)
    requireSendable(NSLayoutConstraint.Axis.self)
    requireSendable(UIStackView.Distribution.self)
    requireSendable(UIStackView.Alignment.self)
    requireSendable(UIFont.Weight.self)
    requireSendable(UIFont.TextStyle.self)
    requireSendable(UIButton.ButtonType.self)
    requireSendable(UITableView.Style.self)
    requireSendable(UITableViewCell.CellStyle.self)
    requireSendable(UITableViewCell.AccessoryType.self)
    requireSendable(UITableViewCell.SelectionStyle.self)
    requireSendable(UICollectionView.ScrollDirection.self)
    requireSendable(UIImage.SymbolConfiguration.self)
    requireSendable(UITraitCollection.self)
    requireSendable(UIFontMetrics.self)
    requireSendable(NSCollectionLayoutSize.self)
    requireSendable(NSCollectionLayoutDimension.self)
    requireSendable(UIListContentConfiguration.self)
    requireSendable(UICellAccessory.self)
    requireSendable(NSDiffableDataSourceSnapshot<Int, String>.self)
    requireSendable(NSDiffableDataSourceSectionSnapshot<String>.self)
}
