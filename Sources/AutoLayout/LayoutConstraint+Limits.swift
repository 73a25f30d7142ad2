import Foundation

/// Whether the warning about a constant beyond the engine's limits has been given (UIKit
/// logs it once per process): main-actor state, as the constraints it concerns are.
@MainActor private var limitWarningGiven = false

extension LayoutConstraint {
    /// The largest magnitude of a constant the layout engine solves with: 1e8 points, ten
    /// times `View.layoutFittingExpandedSize`.
    ///
    /// UIKit's engine has such a limit too: a constraint configured with a constant beyond
    /// it logs "This NSLayoutConstraint is being configured with a constant that exceeds
    /// internal limits" once, and a smaller value is substituted. This engine does the same
    /// with this limit, through ``LayoutErrors``. Constants such as
    /// `CGFloat.greatestFiniteMagnitude` for "no limit" are the usual cause: the solver
    /// keeps about 16 significant digits, and next to such a number the layout's ordinary
    /// ones would lose theirs. At 1e8 the rest of the layout stays within 1e-8 of exact.
    nonisolated public static let largestConstant: CGFloat = 1e8

    /// `value`, or the limit with its sign when it lies beyond ±``largestConstant``. NaN
    /// and infinities pass unchanged: validation reports them with their own message.
    nonisolated package static func heldToLimits(_ value: CGFloat) -> CGFloat {
        guard value.isFinite, abs(value) > largestConstant else { return value }
        return value < 0 ? -largestConstant : largestConstant
    }

    /// ``heldToLimits(_:)``, reporting UIKit's warning (the first time in the process)
    /// when it changes the value (a NaN is left to validation, though it equals nothing).
    static func withinInternalLimits(_ value: CGFloat) -> CGFloat {
        let held = heldToLimits(value)
        if value.isFinite, held != value, !limitWarningGiven {
            limitWarningGiven = true
            LayoutErrors.report(.constantExceedsLimits)
        }
        return held
    }

    /// Lets the next constant beyond the limits report UIKit's warning again (for tests).
    package static func resetLimitWarning() { limitWarningGiven = false }
}
