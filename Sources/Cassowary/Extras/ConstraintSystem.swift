/// A constraint system read from the constraint text format (see ``parse(_:)``): its
/// variables, its constraints and its edit variables, each with the line it came from.
public struct ConstraintSystem: Sendable {
    /// One constraint and where it was written.
    public struct Statement: Sendable {
        /// The 1-based line number.
        public var line: Int
        /// The line as written, without its comment and surrounding spaces.
        public var source: String
        /// The constraint.
        public var constraint: LinearConstraint
    }

    /// One `edit` declaration.
    public struct Edit: Sendable {
        /// The 1-based line number.
        public var line: Int
        /// The edit variable.
        public var variable: Variable
        /// Its priority (below 1000 for a valid edit variable).
        public var priority: Priority
        /// The value to suggest, when the line gives one.
        public var value: Double?
    }

    /// The variables, in order of first appearance.
    public internal(set) var variables: [Variable] = []
    /// The constraints, in file order.
    public internal(set) var statements: [Statement] = []
    /// The edit declarations, in file order.
    public internal(set) var edits: [Edit] = []
    /// The `# suggest a b ...` comment lines: numbers for benchmarks that replay
    /// suggestions, in file order.
    public internal(set) var suggestions: [[Double]] = []

    /// Reads a system in the constraint text format:
    ///
    ///     # a comment runs to the end of the line
    ///     <expr> (== | <= | >=) <expr> [@ <priority>]
    ///     edit <name> @ <priority> [= <value>]
    ///
    /// An expression is a sum of terms joined by `+` and `-`; a term is a number, a name,
    /// `<number> * <name>`, `<name> * <number>` or `<name> / <number>`. Names are letters,
    /// digits, `_` and `.`, not starting with a digit. A priority is a number in 1...1000 or
    /// `required`, `high`, `medium`, `low`, `fitting`; none means required.
    ///
    /// Lines may end in `\n` or `\r\n`, and a byte order mark at the start is skipped.
    ///
    /// - Throws: ``ConstraintTextError`` with the line and column of the first mistake.
    /// - Complexity: O(length of the text).
    public static func parse(_ text: String) throws -> ConstraintSystem {
        var system = ConstraintSystem()
        var names: [String: Variable] = [:]
        // Split on the byte: as a `Character`, "\r\n" is one and never equals "\n".
        var bytes = Substring(text).utf8
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { bytes = bytes.dropFirst(3) }
        let lines = bytes.split(separator: UInt8(ascii: "\n"), omittingEmptySubsequences: false)
        for (index, rawLine) in lines.enumerated() {
            var parser = LineParser(line: index + 1, text: Array(rawLine))
            if let numbers = parser.suggestComment() { system.suggestions.append(numbers) }
            switch try parser.parseLine() {
            case nil: continue
            case .constraint(let lhs, let relation, let rhs, let priority):
                let constraint = LinearConstraint(
                    system.expression(lhs, &names), relation, system.expression(rhs, &names), priority: priority)
                system.statements.append(Statement(line: index + 1, source: parser.source, constraint: constraint))
            case .edit(let name, let priority, let value):
                let variable = system.variable(name, &names)
                system.edits.append(Edit(line: index + 1, variable: variable, priority: priority, value: value))
            }
        }
        return system
    }

    private mutating func variable(_ name: String, _ names: inout [String: Variable]) -> Variable {
        if let v = names[name] { return v }
        let v = Variable(name)
        names[name] = v
        variables.append(v)
        return v
    }

    private mutating func expression(_ terms: [LineParser.ParsedTerm], _ names: inout [String: Variable]) -> LinearExpression
    {
        var expression = LinearExpression()
        for term in terms {
            if let name = term.name {
                expression.terms.append(Term(variable(name, &names), term.coefficient))
            } else {
                expression.constant += term.coefficient
            }
        }
        return expression
    }
}

/// A mistake in constraint text, with its 1-based position.
public struct ConstraintTextError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The 1-based line of the mistake.
    public var line: Int
    /// The 1-based column (in UTF-8 bytes) where it was noticed.
    public var column: Int
    /// What is wrong, in words.
    public var message: String

    /// Creates an error at a 1-based line and column.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }

    /// `LINE:COLUMN: message`.
    public var description: String { "\(line):\(column): \(message)" }
}
