import Foundation

/// One "Unable to simultaneously satisfy constraints" block of a console log.
public struct ConflictLog: Sendable {
    /// The constraints the log listed, in its order.
    public var listed: [ConstraintStatement] = []
    /// The line (1-based) of each listed constraint.
    public var lines: [Int] = []
    /// The constraint UIKit said it would break.
    public var broken: ConstraintStatement?
}

/// A line that looked like a constraint but could not be read.
public struct UnparsedLine: Sendable, Equatable {
    /// The line, from 1.
    public var line: Int
    /// The column where reading failed, from 1.
    public var column: Int
    /// Why.
    public var message: String

    /// Creates a record of an unreadable line.
    public init(line: Int, column: Int, message: String) {
        self.line = line
        self.column = column
        self.message = message
    }
}

/// Reads the conflicts of a pasted UIKit or AppKit console log: with or without timestamps
/// and `[LayoutConstraints]` prefixes, the iOS 6-9 one-line header or the iOS 10+ layout,
/// lists with or without brackets and quotes, and the broken constraint on the line after
/// "Will attempt to recover by breaking constraint" or on the same line.
public enum LogParser {
    /// The conflicts and the lines that could not be read, with no limits (a
    /// ``LogReader`` keeps a log of any size in bounded memory).
    public static func parse(_ text: String) -> (conflicts: [ConflictLog], unparsed: [UnparsedLine]) {
        var reader = LogReader(limits: .none)
        reader.read(text: text)
        let result = reader.finish()
        return (result.conflicts, result.unparsed)
    }

    /// Where a description starts: a `<` followed by a class name and a colon (not the
    /// `<UIKitCore/UIView.h>` of the footer), or the `<<` before one.
    static func descriptionStart(in line: Substring) -> String.Index? {
        var search = line.startIndex
        while let open = line[search...].firstIndex(of: "<") {
            let rest = line[line.index(after: open)...]
            let name = rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }
            if !name.isEmpty, rest.dropFirst(name.count).first == ":" {
                // SnapKit's 2015 form opens with `<<`: the description starts at the first.
                if open > line.startIndex, line[line.index(before: open)] == "<" { return line.index(before: open) }
                return open
            }
            search = line.index(after: open)
        }
        return nil
    }
}
