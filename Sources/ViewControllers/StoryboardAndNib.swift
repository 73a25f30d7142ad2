import AutoLayout
import Foundation

/// How UIKit's messages print a bundle: `NSBundle </path/to/App.app> (loaded)`.
func bundleText(_ bundle: Bundle?) -> String { "NSBundle <\((bundle ?? .main).bundlePath)> (loaded)" }

/// A storyboard (UIKit's `UIStoryboard`). Storyboard files are not loaded here: making one
/// reports UIKit's exception message for a missing storyboard (`Could not find a storyboard
/// named 'Main' in bundle NSBundle <…> (loaded)`, raised by UIKit's initializer) through
/// ``LayoutErrors``; the storyboard is made all the same and holds no controllers.
/// https://developer.apple.com/documentation/uikit/uistoryboard
@MainActor
open class Storyboard: @MainActor CustomStringConvertible {
    /// The fake memory address printed in messages.
    let address = DebugAddress.text(DebugAddress.object())
    /// `<UIStoryboard: 0x…>`, as UIKit prints a storyboard.
    public var description: String { "<UIStoryboard: \(address)>" }

    /// A storyboard named `name` in `storyboardBundleOrNil` (the main bundle if `nil`).
    /// https://developer.apple.com/documentation/uikit/uistoryboard/init(name:bundle:)
    public init(name: String, bundle storyboardBundleOrNil: Bundle?) {
        LayoutErrors.report(
            .managedViewWarning(
                "Could not find a storyboard named '\(name)' in bundle \(bundleText(storyboardBundleOrNil))"))
    }

    /// The storyboard's initial controller: `nil`, as it holds none.
    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateinitialviewcontroller()
    open func instantiateInitialViewController() -> ViewController? { nil }

    /// The controller with `identifier`: there is none, so UIKit's exception message is
    /// reported (`Storyboard (<UIStoryboard: 0x…>) doesn't contain a view controller with
    /// identifier '…'`) and a plain controller is returned in its place.
    /// https://developer.apple.com/documentation/uikit/uistoryboard/instantiateviewcontroller(withidentifier:)
    open func instantiateViewController(withIdentifier identifier: String) -> ViewController {
        LayoutErrors.report(
            .managedViewWarning(
                "Storyboard (\(description)) doesn't contain a view controller with identifier "
                    + "'\(identifier)'"))
        return ViewController()
    }
}

/// A nib file (UIKit's `UINib`). Nib files are not loaded here: making one succeeds, as in
/// UIKit (the file is read when instantiated); instantiating reports UIKit's exception
/// message (`Could not load NIB in bundle: 'NSBundle <…> (loaded)' with name '…'`) through
/// ``LayoutErrors`` and gives no objects.
/// https://developer.apple.com/documentation/uikit/uinib
@MainActor
open class Nib {
    /// Keys of the options of ``instantiate(withOwner:options:)`` (UIKit's `UINib.OptionsKey`).
    public struct OptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        /// Objects the nib refers to from outside it.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    private let name: String?
    private let bundle: Bundle?

    /// The nib named `name` in `bundleOrNil` (the main bundle if `nil`).
    /// https://developer.apple.com/documentation/uikit/uinib/init(nibname:bundle:)
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        self.name = name
        bundle = bundleOrNil
    }

    /// A nib from its data (kept; not read here).
    /// https://developer.apple.com/documentation/uikit/uinib/init(data:bundle:)
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        name = nil
        bundle = bundleOrNil
    }

    /// The nib's top-level objects: none here, after UIKit's message for a nib it cannot load.
    /// https://developer.apple.com/documentation/uikit/uinib/instantiate(withowner:options:)
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [OptionsKey: Any]? = nil) -> [Any] {
        reportMissingNib(name ?? "(null)", in: bundle)
        return []
    }
}

/// UIKit's message for a nib that cannot be loaded.
@MainActor
func reportMissingNib(_ name: String, in bundle: Bundle?) {
    LayoutErrors.report(
        .managedViewWarning("Could not load NIB in bundle: '\(bundleText(bundle))' with name '\(name)'"))
}

extension Bundle {
    /// Loads the nib `name` (UIKit's addition to `Bundle`): nib files are not loaded here, so
    /// UIKit's message for a nib it cannot load is reported and no objects are returned.
    /// https://developer.apple.com/documentation/foundation/bundle/loadnibnamed(_:owner:options:)
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [Nib.OptionsKey: Any]? = nil) -> [Any]? {
        reportMissingNib(name, in: self)
        return []
    }
}
