import AutoLayout

extension ConstraintStatement {
    /// The keys UIKit's choice of constraint to break compares, read from the description.
    ///
    /// A logged constraint counts as the app's when it is not system-generated
    /// (``isSystemGenerated``), its class is not one of UIKit's private `_UI…` classes, and
    /// none of its items is a private UIKit view or the keyboard's (`_UI…`, `UIInputSet…`,
    /// `UITextEffectsWindow`). In a log where the app's constraints come from Masonry or
    /// SnapKit (`MASLayoutConstraint`, `SnapKit.LayoutConstraint`), a plain
    /// `NSLayoutConstraint` was made by UIKit.
    /// - Parameter listed: every constraint of the conflict, for the Masonry/SnapKit rule.
    public func breakingKeys(amongListed listed: [ConstraintStatement]) -> BreakingKeys {
        BreakingKeys(
            appMade: isAppMade(amongListed: listed),
            firstAttribute: LayoutAttribute.allCases.first { $0.description == first.attribute } ?? .notAnAttribute,
            hasSecondItem: second != nil)
    }

    func isAppMade(amongListed listed: [ConstraintStatement]) -> Bool {
        if isSystemGenerated || className.hasPrefix("_UI") { return false }
        let items = [first.item] + (second.map { [$0.item] } ?? [])
        if items.contains(where: Self.isUIKitPrivate) { return false }
        if className == "NSLayoutConstraint", listed.contains(where: \.isFromDSL) { return false }
        return true
    }

    /// Whether Masonry or SnapKit made it.
    var isFromDSL: Bool {
        className == "MASLayoutConstraint" || className.hasPrefix("SnapKit.")
            || className.hasSuffix(".LayoutConstraint")
    }

    /// Whether an item is one of UIKit's own views: a private `_UI…` class or the keyboard's.
    static func isUIKitPrivate(_ item: String) -> Bool {
        let className = item.prefix { $0 != ":" && $0 != "'" && $0 != " " }
        return className.hasPrefix("_UI") || className.hasPrefix("UIInputSet") || className == "UITextEffectsWindow"
    }
}
