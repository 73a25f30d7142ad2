import AutoLayout
import Foundation

/// How a list section looks and what it holds around its rows (UIKit's
/// `UICollectionLayoutListConfiguration`), for ``CollectionLayoutSection/list(using:layoutEnvironment:)``
/// and ``CompositionalLayout/list(using:)``.
///
/// The geometry is UIKit's before iOS 26, read from UIKitCore's list section and table
/// constants (`_UICollectionViewListLayoutSectionConfiguration`, `UITableConstants_IOS`):
/// rows are full width and estimated at 44 points (twice the body style's 22-point
/// leading) until they size themselves; headers and footers are estimated at 28 points in
/// plain lists and 17.5 in grouped ones and pinned in plain lists; grouped and inset-grouped
/// sections keep 35 points above the first section without a header, 17.5 between
/// sections without a header or footer, and 20 below the last; inset-grouped rows are
/// inset from the safe area by the list's side margin, 16 points, or 20 on screens wider
/// than 320 points that use wide content margins (the large iPhones, 414 points and up).
public struct CollectionLayoutListConfiguration: Sendable, Hashable {
    /// The list's overall look (UIKit's `Appearance`).
    public enum Appearance: Sendable, Hashable { case plain, grouped, insetGrouped, sidebar, sidebarPlain }
    /// What makes a section's header (UIKit's `HeaderMode`).
    public enum HeaderMode: Sendable, Hashable {
        /// No header.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionHeader`.
        case supplementary
        /// The section's first item, styled as a header.
        case firstItemInSection
    }
    /// What makes a section's footer (UIKit's `FooterMode`).
    public enum FooterMode: Sendable, Hashable {
        /// No footer.
        case none
        /// A supplementary view of kind `CollectionView.elementKindSectionFooter`.
        case supplementary
    }

    /// The look.
    public var appearance: Appearance
    /// Whether rows are separated by lines (kept; lines are not drawn here).
    public var showsSeparators: Bool
    /// The header of each section.
    public var headerMode = HeaderMode.none
    /// The footer of each section.
    public var footerMode = FooterMode.none
    /// The list's background (the appearance's grouped or plain background unless set).
    public var backgroundColor: Color?
    /// Space above each header; `nil` for the appearance's own.
    public var headerTopPadding: CGFloat?

    /// A configuration with an appearance; separators show except in sidebars.
    public init(appearance: Appearance) {
        self.appearance = appearance
        showsSeparators = appearance != .sidebar && appearance != .sidebarPlain
    }

    /// Whether sections are set apart vertically (grouped and inset grouped).
    var isGrouped: Bool { appearance == .grouped || appearance == .insetGrouped }
}

@MainActor
extension CollectionLayoutListConfiguration {
    /// The estimated row height: twice the body style's leading (22 points).
    static let estimatedRowHeight: CGFloat = 44
    /// The estimated height of a header or footer.
    var estimatedHeaderHeight: CGFloat { isGrouped ? 17.5 : 28 }
    /// The space a grouped list keeps above and below a section, by its place among `count`
    /// sections: 35 above the first and 17.5 above others without a header, 17.5 below
    /// sections and 20 below the last without a footer; none in plain lists.
    func groupedSpacing(section index: Int, of count: Int, in section: CollectionLayoutSection) -> (top: CGFloat, bottom: CGFloat) {
        guard isGrouped else { return (0, 0) }
        let kinds = Set(section.boundarySupplementaryItems.map(\.elementKind))
        let hasHeader = kinds.contains(CollectionView.elementKindSectionHeader) || headerMode == .firstItemInSection
        let hasFooter = kinds.contains(CollectionView.elementKindSectionFooter)
        let top: CGFloat = hasHeader ? (headerTopPadding ?? 0) : (index == 0 ? 35 : 17.5)
        let bottom: CGFloat = hasFooter ? 0 : (index == count - 1 ? 20 : 17.5)
        return (top, bottom)
    }

    /// The list's side margin for a container width: 16 points, 20 on wide screens.
    static func sideMargin(forWidth width: CGFloat) -> CGFloat { width >= 414 ? 20 : 16 }
}
