import Cassowary
import Foundation

/// Input UIKit refuses, with UIKit's message. UIKit raises an exception; this module
/// reports the error through ``LayoutErrors`` (or throws it from the checked calls) and
/// leaves everything as it was.
public enum LayoutError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The constraint's items have no common ancestor view.
    case noCommonAncestor(first: String, second: String)
    /// `addConstraint(_:)` on a view that does not contain both items.
    case notInSubtree(constraint: String, view: String)
    /// A location attribute related to a constant, or with a multiplier of 0.
    case locationEqualToConstant
    /// A location related to a size, or attributes on different axes.
    case invalidPairing
    /// Leading or trailing related to left or right.
    case mixedDirectionalAttributes
    /// A NaN or infinite constant; the anchors are described as UIKit describes them.
    case nonFiniteConstant(CGFloat, first: String, second: String)
    /// A NaN or infinite multiplier.
    case nonFiniteMultiplier(CGFloat)
    /// A priority outside 1...1000.
    case priorityOutOfRange(Float)
    /// Changing an active constraint between required and optional.
    case requiredPriorityMutation(passed: Float, existing: Float)
    /// A visual format string that does not parse; `column` counts from 0, as the caret
    /// under the format shows.
    case invalidVisualFormat(message: String, format: String, column: Int)
    /// A warning UIKit logs about a view a list manages (changing its autoresizing
    /// translation); the message is UIKit's.
    case managedViewWarning(String)
    /// A DSL statement that cannot make a constraint; `location` is `File.swift#line`.
    case invalidDSLStatement(message: String, location: String)
    /// A warning UIKit logs once: a constant beyond the engine's limits
    /// (``LayoutConstraint/largestConstant``) was replaced by the limit.
    case constantExceedsLimits
    /// A multiplier beyond ±``LayoutConstraint/largestConstant``: the constraint is not
    /// installed. (UIKit's message for it is not known; this one is the engine's own.)
    case multiplierExceedsLimits(CGFloat)
    /// `view.addSubview(view)`: UIKit's `NSInvalidArgumentException` (its reason, as crash
    /// logs print it: "Can't add self as subview").
    case addedSelfAsSubview
    /// Adding a view to one of its own descendants, which would close a cycle: UIKit's
    /// `CALayerInvalid` reason, naming the added view's layer (here: the view's address).
    case subviewCycle(layer: String)
    /// A list update UIKit refuses (a diffable snapshot with repeated identifiers, an
    /// identifier it does not hold, a registration used for another kind of view); the
    /// message is UIKit's where UIKit's is known (the call's documentation says which).
    case invalidListUpdate(String)
    /// A warning UIKit logs about a list update it carries out another way (identifiers
    /// appended that the snapshot already holds are moved instead); the message is UIKit's.
    case listUpdateWarning(String)
    /// `UIImage(named:)` with a name no image was registered under (UIKit returns `nil`
    /// without a message; here the message says how to register one).
    case unknownImage(String)
    /// `UIColor(named:)` with a name no colour was registered under (UIKit returns `nil`
    /// without a message; here the message says how to register one).
    case unknownColor(String)
    /// `UIImage(systemName:)` with a symbol whose size was not registered: it is drawn as a
    /// square of its point size.
    case unknownSymbolSize(String)
    /// `UIFont(name:size:)` with a name no registered face has (UIKit returns `nil` without
    /// a message; here the message, given once per name, says how to register the file).
    case unknownFont(String)
    /// A tree still asking for layout after the passes of one request (a `layoutSubviews()`
    /// that changes constraints or asks for layout every time); reported once.
    case layoutDidNotSettle(String)

    private static let factory =
        "*** +[NSLayoutConstraint constraintWithItem:attribute:relatedBy:toItem:attribute:multiplier:constant:]: "

    /// UIKit's message, word for word (two spaces after full stops, as UIKit writes them).
    public var description: String {
        switch self {
        case .noCommonAncestor(let first, let second):
            return "Unable to activate constraint with anchors \(first) and \(second) because they have no common "
                + "ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  "
                + "That's illegal."
        case .notInSubtree(let constraint, let view):
            return "Unable to install constraint on view.  Does the constraint reference something from outside "
                + "the subtree of the view?  That's illegal. constraint:\(constraint) view:\(view)"
        case .locationEqualToConstant:
            return Self.factory + "A multiplier of 0 or a nil second item together with a location for the first "
                + "attribute creates an illegal constraint of a location equal to a constant. Location attributes "
                + "must be specified in pairs"
        case .invalidPairing:
            return Self.factory + "Invalid pairing of layout attributes"
        case .mixedDirectionalAttributes:
            return Self.factory + "A constraint cannot be made between a leading/trailing attribute and a "
                + "right/left attribute. Use leading/trailing for both or neither."
        case .nonFiniteConstant(let value, let first, let second):
            return "NSLayoutConstraint constant is not finite!  That's illegal.  constant:\(value) "
                + "firstAnchor:\(first) secondAnchor:\(second)"
        case .nonFiniteMultiplier(let value):
            return "Multiplier is not finite! That's illegal. multiplier:\(value)"
        case .priorityOutOfRange(let value):
            return "Priority \(format(CGFloat(value))) is out of range. A layout priority must be at least 1 and at "
                + "most 1000 (required)."
        case .requiredPriorityMutation(let passed, let existing):
            return "Mutating a priority from required to not on an installed constraint (or vice-versa) is not "
                + "supported.  You passed priority \(format(CGFloat(passed))) and the existing priority was "
                + "\(format(CGFloat(existing)))."
        case .managedViewWarning(let message), .invalidListUpdate(let message), .listUpdateWarning(let message):
            return message
        case .invalidDSLStatement(let message, let location):
            return "\(message) (at \(location))"
        case .constantExceedsLimits:
            return "This NSLayoutConstraint is being configured with a constant that exceeds internal limits.  A "
                + "smaller value will be substituted, but this problem should be fixed. Break on BOOL "
                + "_NSLayoutConstraintNumberExceedsLimit(void) to debug.  This will be logged only once.  This may "
                + "break in the future."
        case .multiplierExceedsLimits(let value):
            let limit = Int(LayoutConstraint.largestConstant)
            return "Multiplier \(value) exceeds the layout engine's limit of ±\(limit); the constraint is not "
                + "installed."
        case .unknownImage(let name):
            return "No image named \"\(name)\" is registered: UIImage(named:) returns nil. Register it first with "
                + "Image.register(_:named:)."
        case .unknownColor(let name):
            return "No colour named \"\(name)\" is registered: UIColor(named:) returns nil. Register it first with "
                + "Color.register(_:named:)."
        case .unknownSymbolSize(let name):
            return "The size of the symbol \"\(name)\" is not known: it is drawn as a square of its point size. "
                + "Give its size at 17 points with Image.registerSymbol(_:size:)."
        case .layoutDidNotSettle(let root):
            return "Layout did not settle: \(root) still needed layout after 16 passes. A layoutSubviews() that "
                + "changes constraints or asks for layout every time never settles; the next request carries on."
        case .unknownFont(let name):
            return "No font named \"\(name)\" is registered: UIFont(name:size:) returns nil. Register its file "
                + "with FontRegistry.register(contentsOf:) or list its folder in LAYOUT_FONT_PATHS (docs/text.md)."
        case .addedSelfAsSubview:
            return "Can't add self as subview"
        case .subviewCycle(let layer):
            return "layer <CALayer: \(layer)> is a part of cycle in its layer tree"
        case .invalidVisualFormat(let message, let text, let column):
            return "Unable to parse constraint format: \n\(message)\n\(text)\n"
                + String(repeating: " ", count: column) + "^"
        }
    }
}

/// Where refused input is reported. The default handler prints the message to standard
/// error, as UIKit's exception would appear in a console; set ``defaultHandler`` to send
/// every message elsewhere, or run code with ``withHandler(_:_:)`` to collect the errors it
/// causes on this thread.
public enum LayoutErrors {
    private static let key = "swift-autolayout.LayoutErrors"
    private static let fallback = Shared<@Sendable (LayoutError) -> Void>({ error in
        FileHandle.standardError.write(Data("\(error)\n".utf8))
    })

    /// The handler for errors reported outside any ``withHandler(_:_:)`` scope.
    public static var defaultHandler: @Sendable (LayoutError) -> Void {
        get { fallback.value }
        set { fallback.value = newValue }
    }

    /// Runs `body`, giving the errors it reports on this thread to `handler`.
    public static func withHandler<T>(_ handler: @escaping (LayoutError) -> Void, _ body: () throws -> T) rethrows -> T
    {
        try HandlerStack<LayoutError>.with(key, handler, body)
    }

    /// Reports refused input to the current handler.
    package static func report(_ error: LayoutError) {
        HandlerStack<LayoutError>.deliver(key, error) { defaultHandler($0) }
    }
}

extension LayoutConstraint {
    static func validationError(
        _ first: AnchorSource, _ second: AnchorSource?, _ multiplier: CGFloat, _ constant: CGFloat
    ) -> LayoutError? {
        if let error = multiplierError(multiplier) { return error }
        if !first.isDimension, second == nil || multiplier == 0 { return .locationEqualToConstant }
        if let second {
            if first.isDimension != second.isDimension { return .invalidPairing }
            if !first.isDimension, first.attribute.axis != second.attribute.axis { return .invalidPairing }
            let directional: Set<LayoutAttribute> = [.leading, .trailing, .leadingMargin, .trailingMargin]
            let physical: Set<LayoutAttribute> = [.left, .right, .leftMargin, .rightMargin]
            if directional.contains(first.attribute) && physical.contains(second.attribute)
                || physical.contains(first.attribute) && directional.contains(second.attribute)
            {
                return .mixedDirectionalAttributes
            }
        }
        guard constant.isFinite else {
            return .nonFiniteConstant(
                constant, first: anchorDescription(first, address: "0x0"),
                second: second.map { anchorDescription($0, address: "0x0") } ?? "(null)")
        }
        return nil
    }

    /// UIKit's error for a constraint whose solver form has a number the solver refuses:
    /// a multiplier, else the constant as solved (margins and offsets included).
    func unsolvableNumberError(_ lowered: [LinearConstraint]) -> LayoutError {
        if let error = Self.multiplierError(multiplier) { return error }
        let constant = lowered.first { !$0.expression.constant.isFinite }.map { -$0.expression.constant }
        return .nonFiniteConstant(
            CGFloat(constant ?? Double(storedConstant)), first: firstAnchorDescription, second: secondAnchorDescription)
    }

    /// A multiplier's error: not finite, or beyond ±``largestConstant``.
    private static func multiplierError(_ multiplier: CGFloat) -> LayoutError? {
        guard multiplier.isFinite else { return .nonFiniteMultiplier(multiplier) }
        guard abs(multiplier) <= largestConstant else { return .multiplierExceedsLimits(multiplier) }
        return nil
    }

    func validationError() -> LayoutError? {
        guard let error = Self.validationError(first, second, multiplier, constant) else { return nil }
        if case .nonFiniteConstant(let value, _, _) = error {
            return .nonFiniteConstant(value, first: firstAnchorDescription, second: secondAnchorDescription)
        }
        return error
    }

    /// `<NSLayoutYAxisAnchor:0x600000001230 "UILabel:0x7fa000001200.top">`.
    var firstAnchorDescription: String { Self.anchorDescription(first, address: address + "1") }
    /// The second anchor, or `(null)`.
    var secondAnchorDescription: String {
        second.map { Self.anchorDescription($0, address: address + "2") } ?? "(null)"
    }

    static func anchorDescription(_ source: AnchorSource, address: String) -> String {
        let kind =
            source.isDimension
            ? "NSLayoutDimension" : source.attribute.axis == .horizontal ? "NSLayoutXAxisAnchor" : "NSLayoutYAxisAnchor"
        return "<\(kind):\(address) \"\(source.description)\">"
    }
}
