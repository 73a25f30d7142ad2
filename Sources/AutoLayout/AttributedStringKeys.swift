import Foundation

/// The attributes text is measured with, under UIKit's names and raw values (UIKit's
/// `NSAttributedString.Key` constants).
extension NSAttributedString.Key {
    /// The ``Font`` of the text (`NSFont`); the system font at 12 points when absent, as
    /// UIKit's string drawing assumes, and a label's font inside a label.
    public static let font = NSAttributedString.Key("NSFont")
    /// The ``Color`` of the text (`NSColor`).
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// The ``Color`` behind the text (`NSBackgroundColor`).
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// Points added after each character (`NSKern`): a number.
    public static let kern = NSAttributedString.Key("NSKern")
    /// The ``ParagraphStyle`` (`NSParagraphStyle`).
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// An underline style number (`NSUnderline`); it does not change sizes.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A strikethrough style number (`NSStrikethrough`); it does not change sizes.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A link (`NSLink`); it does not change sizes.
    public static let link = NSAttributedString.Key("NSLink")
}

/// A number stored as an attribute's value, whichever numeric type the caller used.
func attributeNumber(_ value: Any?) -> CGFloat? {
    switch value {
    case let number as CGFloat: number
    case let number as Double: CGFloat(number)
    case let number as Float: CGFloat(number)
    case let number as Int: CGFloat(number)
    case let number as NSNumber: CGFloat(number.doubleValue)
    default: nil
    }
}
