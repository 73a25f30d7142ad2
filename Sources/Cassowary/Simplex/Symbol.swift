/// A tableau symbol: a small integer that names a column of the tableau.
typealias Symbol = Int32

/// "No symbol", where a symbol may be absent (a constraint's second tag symbol, the end of
/// a column list). Not `Symbol?`: an optional `Int32` takes 8 bytes in the arrays that hold
/// symbols by the hundred thousand, and every read would test its tag.
let noSymbol: Symbol = -1

/// What a tableau symbol stands for, after the Cassowary paper.
enum SymbolKind: UInt8, Sendable {
    /// A user variable with no sign restriction.
    case external
    /// A user variable declared non-negative: a restricted variable of the paper.
    case nonNegativeExternal
    /// The slack of an inequality (restricted, >= 0), also the artificial variable.
    case slack
    /// An error variable of an optional constraint (restricted, >= 0).
    case error
    /// The marker of a required equality: never enters the basis.
    case dummy

    /// Whether a basic symbol of this kind must keep a non-negative value.
    @inline(__always) var isRestricted: Bool { self != .external }
    /// Whether the symbol stands for a user variable.
    @inline(__always) var isExternal: Bool { self == .external || self == .nonNegativeExternal }
    /// Whether the simplex may bring this symbol into the basis when it is parametric.
    @inline(__always) var canEnter: Bool { self != .dummy && self != .external }
}

/// The tolerance under which a coefficient or constant counts as zero.
let epsilon = 1.0e-8

@inline(__always) func nearZero(_ x: Double) -> Bool { x < epsilon && x > -epsilon }
