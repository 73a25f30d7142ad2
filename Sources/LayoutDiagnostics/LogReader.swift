/// Reads a console log one line at a time, keeping only what the analysis needs: the
/// conflicts and the lines that could not be read, each up to a limit. Memory stays bounded
/// however long the log is; what goes beyond a limit is counted and said in ``notes``.
///
/// ``LogParser/parse(_:)`` reads a whole text through one with no limits.
public struct LogReader: Sendable {
    /// How much of a log is kept.
    public struct Limits: Sendable, Equatable {
        /// Conflicts kept; later ones are counted.
        public var conflicts: Int
        /// Constraints kept per conflict; later ones of the same conflict are counted.
        public var constraintsPerConflict: Int
        /// Unreadable lines kept; later ones are counted.
        public var unparsedLines: Int
        /// Characters per line; a longer line is not read (and is counted as unreadable).
        public var lineLength: Int

        /// Limits for a log of any size: 1,000 conflicts of up to 500 constraints,
        /// 1,000 unreadable lines, lines of up to 65,536 characters. (UIKit's reports list
        /// a few dozen constraints at most, each on a line of a few hundred characters.)
        public static let bounded = Limits(
            conflicts: 1000, constraintsPerConflict: 500, unparsedLines: 1000, lineLength: 65_536)
        /// No limits: everything is kept.
        public static let none = Limits(
            conflicts: .max, constraintsPerConflict: .max, unparsedLines: .max, lineLength: .max)

        /// Limits with the given counts.
        public init(conflicts: Int, constraintsPerConflict: Int, unparsedLines: Int, lineLength: Int) {
            self.conflicts = conflicts
            self.constraintsPerConflict = constraintsPerConflict
            self.unparsedLines = unparsedLines
            self.lineLength = lineLength
        }
    }

    /// What was read: the conflicts kept, the unreadable lines kept, and a sentence for
    /// each limit that was reached.
    public struct Result: Sendable {
        /// The conflicts with at least one constraint listed, in the log's order.
        public var conflicts: [ConflictLog]
        /// The lines that looked like constraints but could not be read.
        public var unparsed: [UnparsedLine]
        /// One sentence per limit reached, saying what was left out.
        public var notes: [String]
    }

    /// The limits in force.
    public let limits: Limits
    private var conflicts: [ConflictLog] = []
    private var unparsed: [UnparsedLine] = []
    private var current: ConflictLog?
    private var awaitingBroken = false
    private var lineNumber = 0
    private var conflictsLeftOut = 0
    private var constraintsLeftOut = 0
    private var unparsedLeftOut = 0

    /// A reader that keeps at most what `limits` allow.
    public init(limits: Limits = .bounded) {
        self.limits = limits
    }

    /// Reads the next line of the log (without its line break).
    ///
    /// - Complexity: O(length of the line).
    public mutating func read(_ line: Substring) {
        lineNumber += 1
        guard line.utf8.count <= limits.lineLength else { return noteLongLine() }
        if line.contains("Unable to simultaneously satisfy constraints") { startConflict() }
        if line.contains("Will attempt to recover by breaking constraint") { awaitingBroken = true }
        guard !isFull, let start = LogParser.descriptionStart(in: line) else { return }
        // The last `>` after the start: one earlier on the line (a log prefix, another
        // description) must not end the slice before it begins.
        let end = line[start...].lastIndex(of: ">") ?? line.index(before: line.endIndex)
        let column = line.distance(from: line.startIndex, to: start)
        var parser = DescriptionParser(line[start...end], offset: column)
        do {
            take(try parser.parse())
        } catch {
            awaitingBroken = false
            keepUnparsed(UnparsedLine(line: lineNumber, column: error.column + 1, message: error.message))
        }
    }

    /// Reads every line of a whole text.
    public mutating func read(text: String) {
        LogReader.forEachLine(of: text) { read($0) }
    }

    /// Hands each line of `text` to `body`, split at every line break: as a `Character`,
    /// "\r\n" is one and never equals "\n", so splitting at `\n` alone would not do.
    public static func forEachLine(of text: String, _ body: (Substring) -> Void) {
        for line in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline) { body(line) }
    }

    /// Everything read, once the last line is in.
    public mutating func finish() -> Result {
        closeConflict()
        return Result(conflicts: conflicts, unparsed: unparsed, notes: notes)
    }

    /// Whether no more conflicts are kept.
    private var isFull: Bool { conflicts.count >= limits.conflicts }

    private mutating func startConflict() {
        closeConflict()
        awaitingBroken = false
        if isFull { conflictsLeftOut += 1 } else { current = ConflictLog() }
    }

    private mutating func closeConflict() {
        if let done = current, !done.listed.isEmpty { conflicts.append(done) }
        current = nil
    }

    private mutating func take(_ statement: ConstraintStatement) {
        if current == nil { current = ConflictLog() }
        if awaitingBroken {
            current?.broken = statement
            awaitingBroken = false
        } else if let count = current?.listed.count, count >= limits.constraintsPerConflict {
            constraintsLeftOut += 1
        } else {
            current?.listed.append(statement)
            current?.lines.append(lineNumber)
        }
    }

    private mutating func keepUnparsed(_ line: UnparsedLine) {
        if unparsed.count < limits.unparsedLines { unparsed.append(line) } else { unparsedLeftOut += 1 }
    }

    private mutating func noteLongLine() {
        keepUnparsed(
            UnparsedLine(
                line: lineNumber, column: 1,
                message: "the line is longer than \(limits.lineLength) characters and was not read"))
    }

    private var notes: [String] {
        var notes: [String] = []
        func counted(_ n: Int, _ one: String, _ many: String) -> String { "\(n) \(n == 1 ? one : many)" }
        if conflictsLeftOut > 0 {
            notes.append(
                "\(counted(conflictsLeftOut, "more conflict was", "more conflicts were")) not read: "
                    + "only the first \(limits.conflicts) are kept.")
        }
        if constraintsLeftOut > 0 {
            notes.append(
                "\(counted(constraintsLeftOut, "constraint was", "constraints were")) left out of conflicts "
                    + "listing more than \(limits.constraintsPerConflict).")
        }
        if unparsedLeftOut > 0 {
            notes.append(
                "\(counted(unparsedLeftOut, "more unreadable line is", "more unreadable lines are")) not listed: "
                    + "only the first \(limits.unparsedLines) are.")
        }
        return notes
    }
}
