import Foundation

extension LayoutSnapshot {
    /// Reads a snapshot back from its text, as ``text`` writes it. Lines that do not end in
    /// a frame are skipped (a hand-edited file still compares line by line).
    public init(parsing text: String) {
        var header = ""
        var lines: [Line] = []
        for raw in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if raw.hasPrefix("# ") {
                if header.isEmpty { header = String(raw.dropFirst(2)) }
                continue
            }
            if let line = Line(parsing: raw) { lines.append(line) }
        }
        self.init(header: header, lines: lines)
    }
}

extension LayoutSnapshot.Line {
    /// Reads one line: indentation, name, the last four-number group before the flags as
    /// the frame, then `scrolled (x, y)` and flags.
    init?(parsing raw: Substring) {
        let indent = raw.prefix { $0 == " " }.count
        var rest = raw.dropFirst(indent)
        var flags: [String] = []
        var scrolled: CGPoint?
        while true {
            if let space = rest.lastIndex(of: " "), Self.flagWords.contains(String(rest[rest.index(after: space)...])) {
                flags.insert(String(rest[rest.index(after: space)...]), at: 0)
                rest = rest[..<space]
            } else if rest.hasSuffix(")"), let open = rest.lastIndex(of: "("),
                rest[..<open].hasSuffix(" scrolled "), let numbers = Self.numbers(rest[open...]), numbers.count == 2
            {
                scrolled = CGPoint(x: numbers[0], y: numbers[1])
                rest = rest[..<rest.index(open, offsetBy: -" scrolled ".count)]
            } else {
                break
            }
        }
        guard rest.hasSuffix(")"), let open = rest.lastIndex(of: "("), let numbers = Self.numbers(rest[open...]),
            numbers.count == 4
        else { return nil }
        let name = rest[..<open].hasSuffix(" ") ? rest[..<rest.index(before: open)] : rest[..<open]
        self.init(
            depth: indent / 2, name: String(name),
            frame: CGRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3]), scrolled: scrolled,
            flags: flags)
    }

    static let flagWords: Set<String> = ["hidden", "ambiguous", "truncated"]

    /// The numbers of `(a, b, …)`, or nil when any is not a number.
    private static func numbers(_ group: Substring) -> [CGFloat]? {
        let inner = group.dropFirst().dropLast()
        var values: [CGFloat] = []
        for part in inner.split(separator: ",") {
            guard let value = Double(part.trimmingCharacters(in: .whitespaces)) else { return nil }
            values.append(CGFloat(value))
        }
        return values
    }

    /// The line's name with its path of ancestors' names is what pairs a removed line with
    /// an added one; this is its own part.
    var key: String { String(repeating: "  ", count: depth) + name }
}
