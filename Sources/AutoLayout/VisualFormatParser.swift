import Foundation

/// A parsed visual format string (Apple's visual format language).
struct VisualFormatString {
    struct Predicate {
        enum Object {
            case constant(CGFloat)
            case view(String)
        }
        var relation: LayoutRelation
        var object: Object
        var priority: Float?
        /// Where the object starts in the format.
        var column = 0
    }

    enum Connection {
        /// Views touch: a gap of 0.
        case flush
        /// `-`: the standard spacing.
        case standard
        /// `-(...)-` or `-8-`.
        case predicates([Predicate])
    }

    struct ViewElement {
        var name: String
        var predicates: [Predicate]
        /// Where the name starts in the format.
        var column: Int
    }

    var vertical = false
    var leadingBar: Connection?
    var views: [ViewElement] = []
    /// The connection before each view after the first.
    var connections: [Connection] = []
    var trailingBar: Connection?
}

/// Parses the visual format language: `H:|-(>=8)-[button(100@750)]-[field(==button)]-|`.
struct VisualFormatParser {
    private let characters: [Character]
    private let text: String
    private let metrics: [String: CGFloat]
    private var position = 0

    init(_ text: String, metrics: [String: CGFloat]) {
        self.text = text
        characters = Array(text)
        self.metrics = metrics
    }

    /// The parsed format, or the error at the column where parsing failed.
    mutating func parse() throws(LayoutError) -> VisualFormatString {
        var result = VisualFormatString()
        if let first = characters.first, first == "H" || first == "V" {
            let name = first == "V" ? "vertical" : "horizontal"
            guard characters.count > 1, characters[1] == ":" else {
                throw fail("Expected ':' after '\(first)' to specify \(name) arrangement", at: 1)
            }
            result.vertical = first == "V"
            position = 2
        }
        if consume("|") { result.leadingBar = try connection() }
        guard peek("[") else { throw fail("Expected a view") }
        result.views.append(try view())
        while position < characters.count {
            if peek("|") { break }
            let link = try connection()
            if consume("|") {
                result.trailingBar = link
                break
            }
            guard peek("[") else { throw fail("Expected a view or '|'") }
            result.connections.append(link)
            result.views.append(try view())
        }
        if peek("|") {
            position += 1
            result.trailingBar = .flush
        }
        guard position == characters.count else { throw fail("Unexpected character after the end of the format") }
        return result
    }

    private func fail(_ message: String, at column: Int? = nil) -> LayoutError {
        .invalidVisualFormat(message: message, format: text, column: column ?? position)
    }

    private func peek(_ character: Character) -> Bool {
        position < characters.count && characters[position] == character
    }

    private mutating func consume(_ character: Character) -> Bool {
        guard peek(character) else { return false }
        position += 1
        return true
    }

    private mutating func connection() throws(LayoutError) -> VisualFormatString.Connection {
        guard consume("-") else { return .flush }
        if peek("[") || peek("|") { return .standard }
        let predicates: [VisualFormatString.Predicate]
        if peek("(") {
            predicates = try predicateList(allowingViews: false)
        } else {
            let start = position
            predicates = [
                VisualFormatString.Predicate(relation: .equal, object: .constant(try constant(start)), priority: nil)
            ]
        }
        guard consume("-") else { throw fail("Expected '-' after the spacing") }
        return .predicates(predicates)
    }

    private mutating func view() throws(LayoutError) -> VisualFormatString.ViewElement {
        guard consume("[") else { throw fail("Expected '['") }
        let column = position
        let name = identifier()
        guard !name.isEmpty else { throw fail("Expected a view name") }
        var predicates: [VisualFormatString.Predicate] = []
        if peek("(") { predicates = try predicateList(allowingViews: true) }
        guard consume("]") else { throw fail("Expected ']'") }
        return VisualFormatString.ViewElement(name: name, predicates: predicates, column: column)
    }

    private mutating func predicateList(allowingViews: Bool) throws(LayoutError) -> [VisualFormatString.Predicate] {
        guard consume("(") else { throw fail("Expected '('") }
        var predicates = [try predicate(allowingViews: allowingViews)]
        while consume(",") { predicates.append(try predicate(allowingViews: allowingViews)) }
        guard consume(")") else { throw fail("Expected ')' or ','") }
        return predicates
    }

    /// `(relation)? object (@priority)?`; a view name is an object only in a view's
    /// size predicates.
    private mutating func predicate(allowingViews: Bool) throws(LayoutError) -> VisualFormatString.Predicate {
        let relation = self.relation()
        let start = position
        let object: VisualFormatString.Predicate.Object
        let word = identifier()
        if allowingViews, !word.isEmpty, metrics[word] == nil {
            object = .view(word)
        } else {
            position = start
            object = .constant(try constant(start))
        }
        var priority: Float?
        if consume("@") { priority = Float(try constant(position)) }
        return VisualFormatString.Predicate(relation: relation, object: object, priority: priority, column: start)
    }

    /// `==`, `<=` or `>=` (one of them, consumed), or `==` when none is there.
    private mutating func relation() -> LayoutRelation {
        guard position + 1 < characters.count, characters[position + 1] == "=" else { return .equal }
        let relation: LayoutRelation
        switch characters[position] {
        case "=": relation = .equal
        case "<": relation = .lessThanOrEqual
        case ">": relation = .greaterThanOrEqual
        default: return .equal
        }
        position += 2
        return relation
    }

    /// A metric name or a number.
    private mutating func constant(_ start: Int) throws(LayoutError) -> CGFloat {
        let name = identifier()
        if !name.isEmpty {
            guard let value = metrics[name] else { throw fail("Unknown metric '\(name)'", at: start) }
            return value
        }
        var end = position
        if end < characters.count, characters[end] == "-" || characters[end] == "+" { end += 1 }
        while end < characters.count, characters[end].isNumber || characters[end] == "." { end += 1 }
        guard let value = Double(String(characters[position..<end])) else {
            throw fail("Expected a number or a metric")
        }
        position = end
        return CGFloat(value)
    }

    /// A C identifier, or the empty string.
    private mutating func identifier() -> String {
        guard position < characters.count, characters[position].isLetter || characters[position] == "_" else {
            return ""
        }
        var end = position
        while end < characters.count, characters[end].isLetter || characters[end].isNumber || characters[end] == "_" {
            end += 1
        }
        defer { position = end }
        return String(characters[position..<end])
    }
}
