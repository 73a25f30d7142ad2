/// Reads one line of the constraint text format (see ``ConstraintSystem/parse(_:)``).
struct LineParser {
    struct ParsedTerm {
        var coefficient: Double
        var name: String?
    }

    enum Statement {
        case constraint([ParsedTerm], Relation, [ParsedTerm], Priority)
        case edit(String, Priority, Double?)
    }

    let line: Int
    let text: [UInt8]
    var position = 0

    init(line: Int, text: [UInt8]) {
        self.line = line
        var end = text.firstIndex(of: UInt8(ascii: "#")) ?? text.count
        while end > 0, text[end - 1] == 32 || text[end - 1] == 9 || text[end - 1] == 13 { end -= 1 }
        self.text = Array(text[..<end])
        self.fullLine = text
    }

    private let fullLine: [UInt8]

    /// The line without its comment and trailing spaces, leading spaces dropped.
    var source: String {
        String(decoding: text.drop { $0 == 32 || $0 == 9 }, as: UTF8.self)
    }

    /// The numbers of a `# suggest a b ...` comment line, if this is one.
    func suggestComment() -> [Double]? {
        let words = String(decoding: fullLine, as: UTF8.self).split(whereSeparator: { $0 == " " || $0 == "\t" })
        guard words.count >= 3, words[0] == "#", words[1] == "suggest" else { return nil }
        let numbers = words.dropFirst(2).compactMap { Double($0) }
        return numbers.count == words.count - 2 ? numbers : nil
    }

    mutating func parseLine() throws(ConstraintTextError) -> Statement? {
        skipSpaces()
        if position == text.count { return nil }
        let start = position
        if let word = name(), word == "edit" {
            skipSpaces()
            if let variable = name() { return try editRest(variable) }
        }
        position = start
        let lhs = try expression()
        let relation = try relationOperator()
        let rhs = try expression()
        let priority = try prioritySuffix()
        try expectEnd()
        return .constraint(lhs, relation, rhs, priority)
    }

    private mutating func editRest(_ variable: String) throws(ConstraintTextError) -> Statement {
        skipSpaces()
        guard peek == UInt8(ascii: "@") else { throw error("expected '@' and a priority after 'edit \(variable)'") }
        let priority = try prioritySuffix()
        var value: Double?
        skipSpaces()
        if peek == UInt8(ascii: "=") {
            position += 1
            skipSpaces()
            let sign = sign()
            skipSpaces()
            guard let number = try number() else { throw error("expected a number after '='") }
            value = sign * number
        }
        try expectEnd()
        return .edit(variable, priority, value)
    }

    private mutating func expression() throws(ConstraintTextError) -> [ParsedTerm] {
        var terms: [ParsedTerm] = []
        skipSpaces()
        var sign = self.sign()
        while true {
            skipSpaces()
            var term = try self.term()
            term.coefficient *= sign
            terms.append(term)
            skipSpaces()
            guard peek == UInt8(ascii: "+") || peek == UInt8(ascii: "-") else { return terms }
            sign = self.sign()
        }
    }

    private mutating func term() throws(ConstraintTextError) -> ParsedTerm {
        if let value = try number() {
            skipSpaces()
            guard peek == UInt8(ascii: "*") else { return ParsedTerm(coefficient: value, name: nil) }
            position += 1
            skipSpaces()
            guard let variable = name() else { throw error("expected a name after '*'") }
            return ParsedTerm(coefficient: value, name: variable)
        }
        guard let variable = name() else {
            throw error(
                position == text.count ? "expected a term at the end of the line" : "expected a number or a name")
        }
        skipSpaces()
        guard peek == UInt8(ascii: "*") || peek == UInt8(ascii: "/") else {
            return ParsedTerm(coefficient: 1, name: variable)
        }
        let divide = peek == UInt8(ascii: "/")
        position += 1
        skipSpaces()
        let at = position
        guard let value = try number() else { throw error("expected a number after '\(divide ? "/" : "*")'") }
        if divide && value == 0 { throw error("division by zero", at: at) }
        return ParsedTerm(coefficient: divide ? 1 / value : value, name: variable)
    }

    private mutating func relationOperator() throws(ConstraintTextError) -> Relation {
        skipSpaces()
        let pair = position + 1 < text.count ? (text[position], text[position + 1]) : (0, 0)
        guard pair.1 == UInt8(ascii: "=") else { throw error("expected '==', '<=' or '>='") }
        let relation: Relation
        switch pair.0 {
        case UInt8(ascii: "="): relation = .equal
        case UInt8(ascii: "<"): relation = .lessThanOrEqual
        case UInt8(ascii: ">"): relation = .greaterThanOrEqual
        default: throw error("expected '==', '<=' or '>='")
        }
        position += 2
        return relation
    }

    private mutating func prioritySuffix() throws(ConstraintTextError) -> Priority {
        skipSpaces()
        guard peek == UInt8(ascii: "@") else { return .required }
        position += 1
        skipSpaces()
        let at = position
        let priority: Priority
        if let value = try number() {
            guard value >= 1 && value <= 1000 else {
                throw error("priority \(formatNumber(value)) is outside 1...1000", at: at)
            }
            priority = Priority(value)
        } else if let word = name() {
            let named: [String: Priority] = [
                "required": .required, "high": .high, "medium": .medium, "low": .low, "fitting": .fittingSizeLevel,
            ]
            guard let p = named[word] else {
                throw error("unknown priority '\(word)' (use 1...1000, required, high, medium, low or fitting)", at: at)
            }
            priority = p
        } else {
            throw error("expected a priority after '@'")
        }
        return priority
    }

    private mutating func expectEnd() throws(ConstraintTextError) {
        skipSpaces()
        if position < text.count { throw error("unexpected \(characterHere)") }
    }

    /// The character at `position`, quoted, or its code point when it does not print
    /// (a stray carriage return or tab would otherwise show as nothing).
    private var characterHere: String {
        let rest = String(decoding: text[position...], as: UTF8.self)
        guard let scalar = rest.unicodeScalars.first else { return "end of line" }
        if scalar.properties.isWhitespace || scalar.properties.generalCategory == .control
            || scalar == Unicode.Scalar(0xFFFD)
        {
            let hex = String(scalar.value, radix: 16, uppercase: true)
            return "character U+" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
        }
        return "'\(scalar)'"
    }

    // MARK: tokens

    private var peek: UInt8 { position < text.count ? text[position] : 0 }

    private mutating func skipSpaces() {
        while position < text.count, text[position] == 32 || text[position] == 9 { position += 1 }
    }

    private mutating func sign() -> Double {
        var sign = 1.0
        while true {
            skipSpaces()
            if peek == UInt8(ascii: "-") { sign = -sign } else if peek != UInt8(ascii: "+") { return sign }
            position += 1
        }
    }

    private static func isNameStart(_ c: UInt8) -> Bool {
        (c >= 65 && c <= 90) || (c >= 97 && c <= 122) || c == UInt8(ascii: "_")
    }

    private static func isDigit(_ c: UInt8) -> Bool { c >= 48 && c <= 57 }

    private mutating func name() -> String? {
        guard position < text.count, Self.isNameStart(text[position]) else { return nil }
        let start = position
        while position < text.count,
            Self.isNameStart(text[position]) || Self.isDigit(text[position]) || text[position] == UInt8(ascii: ".")
        {
            position += 1
        }
        return String(decoding: text[start..<position], as: UTF8.self)
    }

    private mutating func number() throws(ConstraintTextError) -> Double? {
        let start = position
        while position < text.count, Self.isDigit(text[position]) || text[position] == UInt8(ascii: ".") {
            position += 1
        }
        if position > start, position < text.count,
            text[position] == UInt8(ascii: "e") || text[position] == UInt8(ascii: "E")
        {
            var end = position + 1
            if end < text.count, text[end] == UInt8(ascii: "-") || text[end] == UInt8(ascii: "+") { end += 1 }
            if end < text.count, Self.isDigit(text[end]) {
                position = end
                while position < text.count, Self.isDigit(text[position]) { position += 1 }
            }
        }
        guard position > start, let value = Double(String(decoding: text[start..<position], as: UTF8.self)) else {
            position = start
            return nil
        }
        guard value.isFinite else {
            let written = String(decoding: text[start..<position], as: UTF8.self)
            throw error("number \(written) is too large (the largest is about 1.8e308)", at: start)
        }
        return value
    }

    private func error(_ message: String, at column: Int? = nil) -> ConstraintTextError {
        ConstraintTextError(line: line, column: (column ?? position) + 1, message: message)
    }
}
