import Foundation

/// Why a description could not be read, and where (0-based column in the line).
public struct ParseFailure: Error, Sendable, Equatable {
    /// The 0-based column where reading stopped.
    public var column: Int
    /// What was expected there.
    public var message: String
}

/// Reads one constraint description: `<CLASS:ADDR['@File.swift#N'] ['ident'] BODY   (active…)>`
/// where BODY is an equation (`A.top == B.top + 8`, `A.width == 40 @750`,
/// `A.width == 66 Hug:250 CompressionResistance:750`, SnapKit's `* 0.5 + 8.0 ^750`), a
/// visual format (`H:|-(8)-[A]`, `V:[A(44)]`, `H:[A]-(NSSpace(8))-[B](LTR)`), either after an
/// autoresizing mask (`h=--& v=--&`).
struct DescriptionParser {
    private let chars: [Character]
    private var position: Int
    private let offset: Int

    /// A parser for `text`, whose first character is at `offset` in its line.
    init(_ text: Substring, offset: Int) {
        chars = Array(text)
        position = 0
        self.offset = offset
    }

    private func fail(_ message: String) -> ParseFailure { ParseFailure(column: offset + position, message: message) }
    func failure(_ message: String) -> ParseFailure { fail(message) }
    var currentPosition: Int { position }
    var character: Character { chars[position] }
    mutating func advance() { position += 1 }
    mutating func consumeText(_ s: String) -> Bool { consume(s) }
    private var atEnd: Bool { position >= chars.count }
    private func peek(_ s: String) -> Bool {
        let target = Array(s)
        return position + target.count <= chars.count && Array(chars[position..<(position + target.count)]) == target
    }
    private mutating func consume(_ s: String) -> Bool {
        guard peek(s) else { return false }
        position += s.count
        return true
    }
    private mutating func skipSpaces() { while !atEnd, chars[position] == " " { position += 1 } }

    /// Reads the whole description into a statement.
    mutating func parse() throws(ParseFailure) -> ConstraintStatement {
        guard consume("<") else { throw fail("expected '<' to start a constraint description") }
        // SnapKit's 2015 form: `<<MyApp.LayoutConstraint:0x…> <UIView:0x…>.top == …>`.
        let bracketed = consume("<")
        let className = take { $0 != ":" && $0 != " " }
        guard !className.isEmpty, consume(":") else { throw fail("expected CLASS:ADDRESS") }
        var address = take { $0 != " " && $0 != "@" && $0 != ">" }
        var location: String?
        if consume("@") { location = take { $0 != " " && $0 != ">" } }
        if bracketed, !consume(">") { throw fail("expected '>' after the constraint's address") }
        if address.isEmpty { throw fail("expected an address after '\(className):'") }
        skipSpaces()
        var identifier: String?
        if peek("'") {
            position += 1
            identifier = take { $0 != "'" }
            guard consume("'") else { throw fail("unterminated identifier") }
            skipSpaces()
        }
        var mask: String?
        if peek("h="), let end = findMaskEnd() {
            mask = String(chars[position..<end])
            position = end
            skipSpaces()
        }
        let bodyEnd = findBodyEnd()
        var statement: ConstraintStatement
        if peek("H:") || peek("V:") || peek("|") || peek("[") {
            statement = try parseVisualFormat(until: bodyEnd)
        } else {
            statement = try parseEquation(until: bodyEnd)
        }
        if address.hasPrefix("0x") == false, location == nil { address = address.trimmingCharacters(in: .whitespaces) }
        statement.className = className
        statement.address = address
        statement.identifier = identifier
        statement.sourceLocation = location
        statement.autoresizingMask = mask
        statement.text = String(chars)
        resolveSuperviewBar(&statement)
        return statement
    }

    /// Replaces the bar `|` by the view the names give (`names: '|':UIView:0x… )`), and an
    /// item written by its bare name by the view the names list for it (AppKit's
    /// `CRAddRowView.centerY … (Names: CRAddRowView:0x6080001ff200 )`).
    private func resolveSuperviewBar(_ statement: inout ConstraintStatement) {
        let text = String(chars)
        if let range = text.range(of: "'|':") {
            var name = String(text[range.upperBound...].prefix { $0 != " " && $0 != ")" && $0 != "," && $0 != ">" })
            if name.isEmpty { name = "|" }
            if statement.first.item == "|" { statement.first.item = name }
            if statement.second?.item == "|" { statement.second?.item = name }
        }
        let named = listedNames(in: text)
        if let full = named[statement.first.item] { statement.first.item = full }
        if let item = statement.second?.item, let full = named[item] { statement.second?.item = full }
    }

    /// The `Name:0xADDR` entries of a `(names: …)` or `(Names: …)` list, by bare name.
    private func listedNames(in text: String) -> [String: String] {
        guard let start = text.range(of: "(names: ") ?? text.range(of: "(Names: ") else { return [:] }
        let list = text[start.upperBound...].prefix { $0 != ")" }
        var names: [String: String] = [:]
        for entry in list.split(separator: ",") {
            let trimmed = entry.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("'"), let colon = trimmed.firstIndex(of: ":"),
                trimmed[trimmed.index(after: colon)...].hasPrefix("0x")
            else { continue }
            names[String(trimmed[..<colon])] = trimmed
        }
        return names
    }

    private mutating func take(while predicate: (Character) -> Bool) -> String {
        let start = position
        while !atEnd, predicate(chars[position]) { position += 1 }
        return String(chars[start..<position])
    }

    private func findMaskEnd() -> Int? {
        // `h=XYZ v=XYZ` (macOS may print only `h=XYZ`).
        var index = position + 5
        if index + 6 <= chars.count, chars[index] == " ", chars[index + 1] == "v", chars[index + 2] == "=" {
            index += 6
        }
        return index <= chars.count ? index : nil
    }

    /// Where the body ends: before `   (active`, `   (names:` or `   (Names:` (AppKit prints
    /// one space before `(Names:`), or the final `>`.
    private func findBodyEnd() -> Int {
        let text = String(chars[position...])
        for marker in ["   (active", "   (names", "   (Names", "  (active", " (active)", "(active", " (names:", " (Names:"] {
            if let range = text.range(of: marker) {
                return position + text.distance(from: text.startIndex, to: range.lowerBound)
            }
        }
        if let last = chars.lastIndex(of: ">"), last >= position { return last }
        return chars.count
    }

    // MARK: Equations

    private mutating func parseEquation(until end: Int) throws(ParseFailure) -> ConstraintStatement {
        let first = try parseSide(until: end)
        skipSpaces()
        guard let relation = ["==", "<=", ">="].first(where: { peek($0) }) else {
            throw fail("expected '==', '<=' or '>='")
        }
        position += 2
        skipSpaces()
        var statement = ConstraintStatement(
            className: "", address: "", first: first, relation: relation, second: nil, multiplier: 1, constant: 0,
            priority: 1000, text: "")
        if let value = takeNumberWithSign() {
            statement.constant = value
        } else {
            if let factor = takeNumber(), consume("*") { statement.multiplier = factor }
            statement.second = try parseSide(until: end)
            skipSpaces()
            if consume("*") {
                skipSpaces()
                guard let factor = takeNumber() else { throw fail("expected a multiplier after '*'") }
                statement.multiplier = factor
                skipSpaces()
            }
            if let sign = ["+", "-"].first(where: { peek($0) }) {
                position += 1
                skipSpaces()
                guard let value = takeNumber() else { throw fail("expected a number after '\(sign)'") }
                statement.constant = sign == "-" ? -value : value
            }
        }
        try parseTail(&statement, until: end)
        return statement
    }

    /// Priorities (`@750`, `^750`, `priority:750`), content-size priorities, a trailing system
    /// spacing (`NSLayoutAnchorConstraintSpace(8)`), and nothing else.
    private mutating func parseTail(_ statement: inout ConstraintStatement, until end: Int) throws(ParseFailure) {
        while true {
            skipSpaces()
            guard position < end else { return }
            if consume("@") || consume("^") || consume("priority:") {
                guard let value = takeNumber() else { throw fail("expected a priority") }
                statement.priority = value
            } else if consume("NSLayoutAnchorConstraintSpace(") {
                // A system spacing (`constraint(equalToSystemSpacingBelow:multiplier:)`), in
                // points: the second item plus that space.
                guard let value = takeNumber(), consume(")") else { throw fail("expected a spacing in points") }
                statement.constant += value
            } else if consume("Hug:") {
                guard let value = takeNumber() else { throw fail("expected a hugging priority") }
                statement.hugging = value
            } else if consume("CompressionResistance:") {
                guard let value = takeNumber() else { throw fail("expected a compression-resistance priority") }
                statement.compressionResistance = value
            } else {
                throw fail("unexpected text after the constraint")
            }
        }
    }

    /// `Class:0xADDR['text'].attribute[{id: N}]`, or a SnapKit label for the address.
    private mutating func parseSide(until end: Int) throws(ParseFailure) -> ConstraintStatement.Side {
        let start = position
        var lastDot: Int?
        var inQuote = false
        var inBraces = false
        while position < end {
            let c = chars[position]
            if c == "'" && !inBraces { inQuote.toggle() }
            if c == "{" && !inQuote { inBraces = true }
            if c == "}" && !inQuote { inBraces = false }
            if !inQuote && !inBraces {
                if c == " " { break }
                if c == "." { lastDot = position }
            }
            position += 1
        }
        guard let dot = lastDot, dot > start else {
            position = start
            throw fail("expected ITEM.attribute")
        }
        var attribute = String(chars[(dot + 1)..<position])
        if let brace = attribute.firstIndex(of: "{") { attribute = String(attribute[..<brace]) }
        var item = String(chars[start..<dot])
        if item.hasPrefix("<"), item.hasSuffix(">") { item = String(item.dropFirst().dropLast()) }
        guard !attribute.isEmpty, !item.isEmpty else { throw fail("expected ITEM.attribute") }
        return ConstraintStatement.Side(item: item, attribute: attribute)
    }

    private mutating func takeNumber() -> Double? {
        let start = position
        while !atEnd,
            chars[position].isNumber || chars[position] == "."
                || chars[position] == "e"
                    && position + 1 < chars.count
                    && (chars[position + 1] == "-" || chars[position + 1] == "+" || chars[position + 1].isNumber)
        {
            position += chars[position] == "e" ? 2 : 1
        }
        guard let value = Double(String(chars[start..<position])) else {
            position = start
            return nil
        }
        return value
    }

    /// A constant on the right: `40`, `- 16`, `-5.000000`, followed by an end, a priority
    /// or content priorities (so that `0.5*View.width` is not taken for a constant).
    private mutating func takeNumberWithSign() -> Double? {
        let start = position
        var negative = false
        if consume("-") {
            negative = true
            skipSpaces()
        } else if consume("+") {
            // `midY == + 37.5`, as UIKit prints an engine variable's constant.
            skipSpaces()
        }
        guard let value = takeNumber() else {
            position = start
            return nil
        }
        let save = position
        skipSpaces()
        let ends =
            atEnd || peek("@") || peek("^") || peek("Hug:") || peek("priority:") || peek(">") || peek("(")
            || position >= findBodyEnd()
        position = save
        guard ends, !peek("*") else {
            position = start
            return nil
        }
        return negative ? -value : value
    }
}
