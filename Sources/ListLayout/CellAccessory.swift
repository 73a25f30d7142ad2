import AutoLayout
import Foundation

/// A view at the trailing end of a list cell (UIKit's `UICellAccessory`): a disclosure
/// chevron, a checkmark, an outline disclosure, or a label.
///
/// UIKit draws the symbols (`chevron.forward`, `checkmark`) in the emphasized body style at
/// a small scale (UIKitCore's `UITableConstants_IOS`) and keeps 16 points between a cell's
/// content and its accessories; the symbols' sizes are not in the sources read, so this
/// package gives the chevron 8 x 13 points and the checkmark 14 x 13.
public struct CellAccessory: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case disclosureIndicator, checkmark, outlineDisclosure
        case label(String)
    }

    let kind: Kind

    /// The chevron that says the row leads somewhere.
    public static func disclosureIndicator() -> CellAccessory { CellAccessory(kind: .disclosureIndicator) }
    /// A checkmark.
    public static func checkmark() -> CellAccessory { CellAccessory(kind: .checkmark) }
    /// The chevron of an outline's parent row.
    public static func outlineDisclosure() -> CellAccessory { CellAccessory(kind: .outlineDisclosure) }
    /// A text, in the body style and the secondary label colour.
    public static func label(text: String) -> CellAccessory { CellAccessory(kind: .label(text)) }

    /// The space between the content and the first accessory, and between accessories.
    static let padding: CGFloat = 16

    /// A view showing the accessory.
    @MainActor func makeView() -> View {
        switch kind {
        case .disclosureIndicator, .outlineDisclosure:
            return ImageView(image: Image(size: CGSize(width: 8, height: 13), name: "chevron.forward"))
        case .checkmark:
            return ImageView(image: Image(size: CGSize(width: 14, height: 13), name: "checkmark"))
        case .label(let text):
            let label = Label(text: text)
            label.textColor = .secondaryLabel
            label.font = .preferredFont(forTextStyle: .body)
            return label
        }
    }
}
