import Foundation

/// What the engine met when required constraints could not all hold, and what it did:
/// the value UIKit's "Unable to simultaneously satisfy constraints" log is made from.
public struct ConflictReport: Sendable {
    /// The mutually exclusive constraints: together they cannot hold, and without any one
    /// of them the rest can. In the order they were activated.
    public let constraints: [LayoutConstraint]
    /// The constraint the engine broke. It stays active and holds as nearly as it can,
    /// above every optional priority.
    public let brokenConstraint: LayoutConstraint

    /// The descriptions of ``constraints`` and ``brokenConstraint`` as they were when the
    /// conflict happened.
    public let descriptions: [String]
    /// The broken constraint's description when the conflict happened.
    public let brokenDescription: String

    @MainActor init(constraints: [LayoutConstraint], brokenConstraint: LayoutConstraint) {
        self.constraints = constraints
        self.brokenConstraint = brokenConstraint
        descriptions = constraints.map(\.description)
        brokenDescription = brokenConstraint.description
    }

    /// Why the broken constraint was chosen (``BreakingKeys``): "it is the only one the app
    /// made", ...
    @MainActor public var reason: String {
        guard let chosen = constraints.firstIndex(where: { $0 === brokenConstraint }) else {
            return "it is the constraint being added, and none of the others can give way"
        }
        return BreakingKeys.reason(constraints.map(\.breakingKeys), chosen: chosen)
    }

    /// UIKit's message (iOS 10 and later), byte for byte: tabs, the trailing spaces, and
    /// the note on autoresizing constraints when one is in the list.
    public var text: String {
        var lines = [
            "Unable to simultaneously satisfy constraints.",
            "\tProbably at least one of the constraints in the following list is one you don't want. ",
            "\tTry this: ",
            "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
            "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
        ]
        if constraints.contains(where: { $0 is AutoresizingMaskConstraint }) {
            lines.append(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to "
                    + "the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) ")
        }
        lines.append("(")
        lines.append(descriptions.map { "    \"\($0)\"" }.joined(separator: ",\n"))
        lines += [
            ")", "", "Will attempt to recover by breaking constraint ", brokenDescription, "",
            "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.",
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> "
                + "may also be helpful.",
        ]
        return lines.joined(separator: "\n")
    }
}

/// Where conflict reports go. The default handler prints UIKit's text to standard error
/// with the `[LayoutConstraints] ` prefix of the Xcode console; set ``defaultHandler`` to
/// send every report elsewhere, or run code with ``withHandler(_:_:)`` to collect the
/// reports it causes on this thread.
public enum ConflictReporting {
    private static let key = "swift-autolayout.ConflictReporting"
    private static let fallback = Shared<@Sendable (ConflictReport) -> Void>({ report in
        FileHandle.standardError.write(Data("[LayoutConstraints] \(report.text)\n".utf8))
    })

    /// The handler for reports made outside any ``withHandler(_:_:)`` scope.
    public static var defaultHandler: @Sendable (ConflictReport) -> Void {
        get { fallback.value }
        set { fallback.value = newValue }
    }

    /// Runs `body`, giving the conflict reports it causes on this thread to `handler`.
    public static func withHandler<T>(
        _ handler: @escaping (ConflictReport) -> Void, _ body: () throws -> T
    ) rethrows -> T {
        try HandlerStack<ConflictReport>.with(key, handler, body)
    }

    static func deliver(_ report: ConflictReport) {
        HandlerStack<ConflictReport>.deliver(key, report) { defaultHandler($0) }
    }
}
