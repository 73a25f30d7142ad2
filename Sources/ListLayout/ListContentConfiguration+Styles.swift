import AutoLayout
import Foundation

// The styles' fonts, colours and margins are UIKit's before iOS 26 (UIKitCore's
// `UITableConstants_IOS`): a row's text in the body style, its vertical margins half the
// text's line height rounded up (11 points at the default size), its side margins the
// cell's; a subtitle in caption 1, a value in the body style and the secondary label colour;
// grouped headers in footnote, in the secondary label colour and in capitals, 17 points
// below the section above and 6 above the rows; grouped footers 6 below the rows and 12
// above the next section; plain headers and footers in the bold subheadline style, 4 points
// above and below.

extension ListContentConfiguration {
    private static func text(_ style: Font.TextStyle, _ color: Color, bold: Bool = false) -> TextProperties {
        let font = Font.preferredFont(forTextStyle: style)
        return TextProperties(font: bold ? font.withWeight(.semibold) : font, color: color)
    }

    private static func row(secondary: TextProperties, sideBySide: Bool = false) -> ListContentConfiguration {
        let body = text(.body, .label)
        let vertical = ceil(body.font.lineHeight / 2)
        var configuration = ListContentConfiguration(
            text: body, secondary: secondary,
            margins: DirectionalEdgeInsets(top: vertical, leading: 0, bottom: vertical, trailing: 0))
        configuration.prefersSideBySideTextAndSecondaryText = sideBySide
        configuration.minimumHeight = 44
        return configuration
    }

    /// A row with one text (a subtitle in caption 1 if one is set).
    public static func cell() -> ListContentConfiguration { row(secondary: text(.caption1, .label)) }

    /// A row with a text and a subtitle below it, in caption 1.
    public static func subtitleCell() -> ListContentConfiguration { row(secondary: text(.caption1, .label)) }

    /// A row with a text and a value at its trailing end, in the body style and the
    /// secondary label colour.
    public static func valueCell() -> ListContentConfiguration {
        row(secondary: text(.body, .secondaryLabel), sideBySide: true)
    }

    /// A header of a grouped or inset-grouped list: footnote, secondary label colour, capitals.
    public static func groupedHeader() -> ListContentConfiguration {
        var properties = text(.footnote, .secondaryLabel)
        properties.transform = .uppercase
        return ListContentConfiguration(
            text: properties, secondary: properties, margins: DirectionalEdgeInsets(top: 17, leading: 0, bottom: 6, trailing: 0))
    }

    /// A footer of a grouped or inset-grouped list: footnote, secondary label colour.
    public static func groupedFooter() -> ListContentConfiguration {
        let properties = text(.footnote, .secondaryLabel)
        return ListContentConfiguration(
            text: properties, secondary: properties, margins: DirectionalEdgeInsets(top: 6, leading: 0, bottom: 12, trailing: 0))
    }

    /// A header of a plain list: bold subheadline, secondary label colour.
    public static func plainHeader() -> ListContentConfiguration {
        let properties = text(.subheadline, .secondaryLabel, bold: true)
        return ListContentConfiguration(
            text: properties, secondary: properties, margins: DirectionalEdgeInsets(top: 4, leading: 0, bottom: 4, trailing: 0))
    }

    /// A footer of a plain list, as its header.
    public static func plainFooter() -> ListContentConfiguration { plainHeader() }

    /// A header: the plain list's.
    public static func header() -> ListContentConfiguration { plainHeader() }

    /// A footer: the plain list's.
    public static func footer() -> ListContentConfiguration { plainFooter() }
}
