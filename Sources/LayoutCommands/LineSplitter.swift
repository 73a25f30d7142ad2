import Foundation
import LayoutDiagnostics

/// Cuts bytes arriving in chunks into lines at `\n`, `\r` and `\r\n`, each decoded as UTF-8
/// and split again at any other line break a `Character` knows (as `LogParser` splits a
/// whole text). A line's bytes are kept up to `longest`; the rest of a longer line is
/// dropped, so memory stays bounded by `longest`.
public struct LineSplitter {
    /// The most bytes kept of one line.
    public let longest: Int
    private let line: (Substring) -> Void
    private var pending: [UInt8] = []
    private var afterCarriageReturn = false

    /// A splitter that hands each line to `line`, keeping at most `longest` bytes of it.
    public init(longest: Int, line: @escaping (Substring) -> Void) {
        self.longest = longest
        self.line = line
    }

    /// Takes the next chunk of bytes.
    ///
    /// - Complexity: O(bytes in `chunk`).
    public mutating func take(_ chunk: Data) {
        for byte in chunk {
            if byte == 0x0A, afterCarriageReturn {
                afterCarriageReturn = false
                continue
            }
            afterCarriageReturn = byte == 0x0D
            if byte == 0x0A || byte == 0x0D {
                emit()
            } else if pending.count < longest {
                pending.append(byte)
            }
        }
    }

    /// Hands on the last line, which has no line break after it.
    public mutating func finish() {
        emit()
    }

    private mutating func emit() {
        LogReader.forEachLine(of: String(decoding: pending, as: UTF8.self), line)
        pending.removeAll(keepingCapacity: true)
    }

    /// Hands the lines of the file at `path` (standard input for `-`) to `line` one at a
    /// time, reading a megabyte at a time, so that a file of any size takes bounded memory:
    /// a line longer than `longest` bytes is cut there. False when the file cannot be read
    /// (a folder is not a file).
    public static func forEachLine(ofFile path: String, longest: Int, _ line: (Substring) -> Void) -> Bool {
        guard let handle = FileInput.open(path) else { return false }
        return withoutActuallyEscaping(line) { line in
            var splitter = LineSplitter(longest: longest, line: line)
            do {
                while let chunk = try handle.read(upToCount: 1 << 20), !chunk.isEmpty { splitter.take(chunk) }
            } catch {
                return false
            }
            splitter.finish()
            return true
        }
    }
}
