extension Solver {
    /// The largest magnitude the solver takes for a coefficient, a constant or a suggested
    /// value: 1e15. Larger numbers are refused with ``SolverError/constraintOutOfRange(_:)``
    /// or ``SolverError/valueOutOfRange(_:_:)``.
    ///
    /// The solver works in `Double`, whose sums keep about 16 significant digits: the
    /// doubles near 1e16 are 2 apart, and near 1e300 an ordinary number added is lost
    /// whole, so a system that mixes such numbers with ordinary ones gets answers that break
    /// its own required constraints. Below the limit the answers are as accurate as the
    /// magnitudes in play allow, about 1e-16 of the largest: within the solver's 1e-8
    /// tolerance up to about 1e7, a few hundredths near the limit itself. Sentinels such as
    /// `Double.greatestFiniteMagnitude` for "no limit" are the usual cause; leave such a
    /// constraint out, or use a bound the values can never reach.
    public static let largestMagnitude = 1e15

    /// Whether `x` lies within ±``largestMagnitude`` (NaN does not).
    @inline(__always) static func admits(_ x: Double) -> Bool {
        x >= -largestMagnitude && x <= largestMagnitude
    }
}

extension LinearConstraint {
    /// The error for a coefficient or constant the solver refuses, if any: one pass over
    /// the numbers, and a second only to tell a NaN or infinity from a number too large.
    var numberError: SolverError? {
        guard !expression.isWithinSolverRange else { return nil }
        return expression.isFinite ? .constraintOutOfRange(self) : .nonFiniteConstraint(self)
    }
}
