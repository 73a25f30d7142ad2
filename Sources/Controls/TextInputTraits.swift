import AutoLayout
import Foundation

/// The keyboard a text object asks for (UIKit's `UIKeyboardType`,
/// https://developer.apple.com/documentation/uikit/uikeyboardtype), with UIKit's raw values.
public enum KeyboardType: Int, Sendable, Hashable {
    case `default`, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress
    case decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// UIKit's deprecated name for ``asciiCapable``.
    public static let alphabet = KeyboardType.asciiCapable
}

/// When the keyboard turns on capitals (UIKit's `UITextAutocapitalizationType`,
/// https://developer.apple.com/documentation/uikit/uitextautocapitalizationtype).
public enum TextAutocapitalizationType: Int, Sendable, Hashable {
    case none, words, sentences, allCharacters
}

/// Whether autocorrection is on (UIKit's `UITextAutocorrectionType`,
/// https://developer.apple.com/documentation/uikit/uitextautocorrectiontype).
public enum TextAutocorrectionType: Int, Sendable, Hashable {
    case `default`, no, yes
}

/// Whether spell checking is on (UIKit's `UITextSpellCheckingType`,
/// https://developer.apple.com/documentation/uikit/uitextspellcheckingtype).
public enum TextSpellCheckingType: Int, Sendable, Hashable {
    case `default`, no, yes
}

/// The title of the return key (UIKit's `UIReturnKeyType`,
/// https://developer.apple.com/documentation/uikit/uireturnkeytype), with UIKit's raw values.
public enum ReturnKeyType: Int, Sendable, Hashable {
    case `default`, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// The keyboard's look (UIKit's `UIKeyboardAppearance`,
/// https://developer.apple.com/documentation/uikit/uikeyboardappearance).
public enum KeyboardAppearance: Int, Sendable, Hashable {
    case `default`, dark, light
    /// UIKit's deprecated name for ``dark``.
    public static let alert = KeyboardAppearance.dark
}

/// What a text input holds, for AutoFill and the keyboard's suggestions (UIKit's
/// `UITextContentType`, https://developer.apple.com/documentation/uikit/uitextcontenttype).
/// The constants carry UIKit's names; the strings behind them are this package's (Apple
/// does not document UIKit's).
public struct TextContentType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let name = TextContentType("name")
    public static let namePrefix = TextContentType("namePrefix")
    public static let givenName = TextContentType("givenName")
    public static let middleName = TextContentType("middleName")
    public static let familyName = TextContentType("familyName")
    public static let nameSuffix = TextContentType("nameSuffix")
    public static let nickname = TextContentType("nickname")
    public static let jobTitle = TextContentType("jobTitle")
    public static let organizationName = TextContentType("organizationName")
    public static let location = TextContentType("location")
    public static let fullStreetAddress = TextContentType("fullStreetAddress")
    public static let streetAddressLine1 = TextContentType("streetAddressLine1")
    public static let streetAddressLine2 = TextContentType("streetAddressLine2")
    public static let addressCity = TextContentType("addressCity")
    public static let addressState = TextContentType("addressState")
    public static let addressCityAndState = TextContentType("addressCityAndState")
    public static let sublocality = TextContentType("sublocality")
    public static let countryName = TextContentType("countryName")
    public static let postalCode = TextContentType("postalCode")
    public static let telephoneNumber = TextContentType("telephoneNumber")
    public static let emailAddress = TextContentType("emailAddress")
    public static let URL = TextContentType("URL")
    public static let creditCardNumber = TextContentType("creditCardNumber")
    public static let username = TextContentType("username")
    public static let password = TextContentType("password")
    public static let newPassword = TextContentType("newPassword")
    public static let oneTimeCode = TextContentType("oneTimeCode")
    public static let birthdate = TextContentType("birthdate")
}

/// The keyboard settings of a text object (UIKit's `UITextInputTraits`,
/// https://developer.apple.com/documentation/uikit/uitextinputtraits). Text fields and text
/// views adopt it. There is no keyboard here: the settings are kept for the code that sets
/// them and the tests that read them; only ``isSecureTextEntry`` changes what a text field
/// shows.
@MainActor
public protocol TextInputTraits: AnyObject {
    /// The keyboard (`.default` unless set).
    var keyboardType: KeyboardType { get set }
    /// When capitals turn on (`.sentences` unless set, as UIKit's documentation gives).
    var autocapitalizationType: TextAutocapitalizationType { get set }
    /// Whether autocorrection is on (`.default` unless set).
    var autocorrectionType: TextAutocorrectionType { get set }
    /// Whether spell checking is on (`.default` unless set).
    var spellCheckingType: TextSpellCheckingType { get set }
    /// The return key's title (`.default` unless set).
    var returnKeyType: ReturnKeyType { get set }
    /// Whether the text is hidden as it is typed (`false` unless set).
    var isSecureTextEntry: Bool { get set }
    /// What the text holds (`nil` unless set).
    var textContentType: TextContentType! { get set }
    /// The keyboard's look (`.default` unless set).
    var keyboardAppearance: KeyboardAppearance { get set }
    /// Whether the return key is off while there is no text (`false` unless set).
    var enablesReturnKeyAutomatically: Bool { get set }
}

/// The values behind ``TextInputTraits``, with UIKit's defaults
/// (https://developer.apple.com/documentation/uikit/uitextinputtraits/autocapitalizationtype
/// gives `.sentences`; the others start at their first case, `false` or `nil`).
struct TextInputTraitValues {
    var keyboardType = KeyboardType.default
    var autocapitalizationType = TextAutocapitalizationType.sentences
    var autocorrectionType = TextAutocorrectionType.default
    var spellCheckingType = TextSpellCheckingType.default
    var returnKeyType = ReturnKeyType.default
    var isSecureTextEntry = false
    var textContentType: TextContentType?
    var keyboardAppearance = KeyboardAppearance.default
    var enablesReturnKeyAutomatically = false
}
