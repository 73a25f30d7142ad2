import Foundation

extension DescriptionParser {
    /// `H:|-(8)-[A]`, `V:[A]-(>=8@750)-|`, `H:[A]-(NSSpace(8))-[B]`, `H:[A(320)]`, `[A(==B)]`,
    /// with an optional `(LTR)` or `(RTL)`. The superview bar is the item `|` until the
    /// description's names say which view it is.
    mutating func parseVisualFormat(until end: Int) throws(ParseFailure) -> ConstraintStatement {
        let vertical = consumeText("V:")
        if !vertical { _ = consumeText("H:") }
        let (lead, trail, size) = vertical ? ("top", "bottom", "height") : ("leading", "trailing", "width")
        var elements: [String] = []  // "|" or a bracketed view
        var gap: (relation: String, value: Double, priority: Double)?
        while currentPosition < end {
            if consumeText("|") {
                elements.append("|")
            } else if consumeText("[") {
                elements.append(try takeBracketed(until: end))
            } else if consumeText("-") {
                gap = try takeGap(until: end)
            } else if consumeText("(LTR)") || consumeText("(RTL)") || consumeText(" ") {
                continue
            } else {
                throw failure("unexpected character in a visual format")
            }
        }
        var statement = ConstraintStatement(
            className: "", address: "", first: .init(item: "", attribute: ""), relation: "==", second: nil,
            multiplier: 1, constant: 0, priority: 1000, text: "")
        switch elements.count {
        case 1:
            let (item, predicate) = splitPredicate(elements[0])
            guard let predicate else { throw failure("expected a size in a one-view visual format") }
            let parsed = try parsePredicate(predicate)
            statement.first = .init(item: item, attribute: size)
            statement.relation = parsed.relation
            statement.priority = parsed.priority
            if let value = Double(parsed.object) {
                statement.constant = value
            } else {
                statement.second = .init(item: parsed.object, attribute: size)
            }
        case 2:
            let spacing = gap ?? ("==", 0, 1000)
            let (a, b) = (splitPredicate(elements[0]).item, splitPredicate(elements[1]).item)
            if a == "|" {
                statement.first = .init(item: b, attribute: lead)
                statement.second = .init(item: "|", attribute: lead)
            } else if b == "|" {
                statement.first = .init(item: "|", attribute: trail)
                statement.second = .init(item: a, attribute: trail)
            } else {
                statement.first = .init(item: b, attribute: lead)
                statement.second = .init(item: a, attribute: trail)
            }
            statement.relation = spacing.relation
            statement.constant = spacing.value
            statement.priority = spacing.priority
        default:
            throw failure("a constraint's visual format has one or two views")
        }
        return statement
    }

    /// `(8)`, `(>=36)`, `(NSSpace(8))`, `(8@750)`, then `-`; or a bare number then `-`.
    private mutating func takeGap(until end: Int) throws(ParseFailure) -> (String, Double, Double) {
        var text = ""
        if consumeText("(") {
            var depth = 1
            while currentPosition < end {
                let c = character
                advance()
                if c == "(" { depth += 1 }
                if c == ")" {
                    depth -= 1
                    if depth == 0 { break }
                }
                text.append(c)
            }
        } else {
            while currentPosition < end, character != "-" {
                text.append(character)
                advance()
            }
        }
        guard consumeText("-") else { throw failure("expected '-' after a spacing") }
        let parsed = try parsePredicate(
            text.replacingOccurrences(of: "NSSpace(", with: "").replacingOccurrences(of: ")", with: ""))
        guard let value = Double(parsed.object) else { throw failure("expected a number in a spacing") }
        return (parsed.relation, value, parsed.priority)
    }

    /// The text of `[...]` up to its matching `]` (brackets inside quotes do not count).
    private mutating func takeBracketed(until end: Int) throws(ParseFailure) -> String {
        var text = ""
        var inQuote = false
        while currentPosition < end {
            let c = character
            advance()
            if c == "'" { inQuote.toggle() }
            if c == "]" && !inQuote { return text }
            text.append(c)
        }
        throw failure("unterminated '[' in a visual format")
    }

    /// `UIView:0x…(320)` into the item and `320`; an item without a size predicate as is.
    private func splitPredicate(_ element: String) -> (item: String, predicate: String?) {
        guard element.hasSuffix(")"), let open = element.lastIndex(of: "(") else { return (element, nil) }
        let quotes = element[..<open].filter { $0 == "'" }.count
        guard quotes % 2 == 0 else { return (element, nil) }
        return (
            String(element[..<open]),
            String(element[element.index(after: open)..<element.index(before: element.endIndex)])
        )
    }

    /// `>=50@750` into `>=`, `50`, 750.
    private func parsePredicate(_ text: String) throws(ParseFailure) -> (
        relation: String, object: String, priority: Double
    ) {
        var body = Substring(text.trimmingCharacters(in: .whitespaces))
        var relation = "=="
        for candidate in ["==", "<=", ">="] where body.hasPrefix(candidate) {
            relation = candidate
            body = body.dropFirst(2)
        }
        var priority = 1000.0
        if let at = body.firstIndex(of: "@") {
            guard let value = Double(body[body.index(after: at)...]) else {
                throw failure("expected a priority after '@'")
            }
            priority = value
            body = body[..<at]
        }
        guard !body.isEmpty else { throw failure("expected a constant or a view") }
        return (relation, String(body), priority)
    }
}
