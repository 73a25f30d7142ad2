/// An exact fraction of two machine integers; arithmetic that would overflow throws.
public struct Rational: Sendable, Hashable, Comparable, CustomStringConvertible {
    /// Thrown when a result does not fit in machine integers.
    public struct Overflow: Error {}

    /// The numerator, in lowest terms (carries the sign).
    public private(set) var numerator: Int
    /// The denominator, always positive.
    public private(set) var denominator: Int

    /// Zero.
    public static let zero = Rational(0)

    /// The whole number `value`.
    public init(_ value: Int) {
        numerator = value
        denominator = 1
    }

    /// `n / d` in lowest terms with a positive denominator.
    public init(_ n: Int, _ d: Int) throws {
        precondition(d != 0, "zero denominator")
        if d == 1 {
            numerator = n
            denominator = 1
            return
        }
        let g = Rational.gcd(abs(n), abs(d))
        var n = n / g
        var d = d / g
        if d < 0 {
            n = -n
            d = -d
        }
        numerator = n
        denominator = d
    }

    /// The exact value of a double that is a whole number or a multiple of 1/1024.
    public init?(exactly x: Double) {
        let scaled = x * 1024
        guard scaled == scaled.rounded(), abs(scaled) < 1e15 else { return nil }
        guard let r = try? Rational(Int(scaled), 1024) else { return nil }
        self = r
    }

    static func gcd(_ a: Int, _ b: Int) -> Int {
        var (a, b) = (a, b)
        while b != 0 { (a, b) = (b, a % b) }
        return Swift.max(a, 1)
    }

    private static func checked(_ r: (partialValue: Int, overflow: Bool)) throws -> Int {
        if r.overflow { throw Overflow() }
        return r.partialValue
    }

    /// `self + o`.
    /// - Throws: ``Overflow`` when the result does not fit.
    public func adding(_ o: Rational) throws -> Rational {
        if denominator == 1 && o.denominator == 1 {
            return Rational(try Rational.checked(numerator.addingReportingOverflow(o.numerator)))
        }
        let a = try Rational.checked(numerator.multipliedReportingOverflow(by: o.denominator))
        let b = try Rational.checked(o.numerator.multipliedReportingOverflow(by: denominator))
        let d = try Rational.checked(denominator.multipliedReportingOverflow(by: o.denominator))
        return try Rational(Rational.checked(a.addingReportingOverflow(b)), d)
    }

    /// `self × o`, reduced before multiplying to delay overflow.
    /// - Throws: ``Overflow`` when the result does not fit.
    public func multiplied(by o: Rational) throws -> Rational {
        if denominator == 1 && o.denominator == 1 {
            return Rational(try Rational.checked(numerator.multipliedReportingOverflow(by: o.numerator)))
        }
        let g1 = Rational.gcd(abs(numerator), o.denominator)
        let g2 = Rational.gcd(abs(o.numerator), denominator)
        let n = try Rational.checked((numerator / g1).multipliedReportingOverflow(by: o.numerator / g2))
        let d = try Rational.checked((denominator / g2).multipliedReportingOverflow(by: o.denominator / g1))
        return try Rational(n, d)
    }

    /// `self / o`; `o` must not be zero.
    /// - Throws: ``Overflow`` when the result does not fit.
    public func divided(by o: Rational) throws -> Rational {
        try multiplied(by: Rational(o.denominator, o.numerator))
    }

    /// `-self`.
    public var negated: Rational { (try? Rational(-numerator, denominator)) ?? self }
    /// Whether the value is zero.
    public var isZero: Bool { numerator == 0 }
    /// -1, 0 or 1.
    public var sign: Int { numerator.signum() }
    /// The nearest `Double`.
    public var doubleValue: Double { Double(numerator) / Double(denominator) }

    /// Orders by value (exactly, unless the difference overflows).
    public static func < (a: Rational, b: Rational) -> Bool {
        // Compare a - b with zero without overflow where possible.
        if let d = try? a.adding(b.negated) { return d.numerator < 0 }
        return a.doubleValue < b.doubleValue
    }

    /// `n` or `n/d`.
    public var description: String { denominator == 1 ? "\(numerator)" : "\(numerator)/\(denominator)" }
}
