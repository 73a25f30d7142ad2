import Foundation
import LayoutCommands
import Testing

/// Bytes arriving in chunks come out as the lines a whole text splits into.
@MainActor @Suite struct LineSplitterTests {
    func lines(_ chunks: [[UInt8]], longest: Int = 100) -> [String] {
        var out: [String] = []
        var splitter = LineSplitter(longest: longest) { out.append(String($0)) }
        for chunk in chunks { splitter.take(Data(chunk)) }
        splitter.finish()
        return out
    }

    @Test func chunksSplitAnywhereGiveTheLinesOfTheWholeText() {
        let text = "first\r\nsecond\rthird\nfourth é\u{2028}fifth\n"
        let whole = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map(String.init)
        #expect(whole == ["first", "second", "third", "fourth é", "fifth", ""])
        let bytes = Array(text.utf8)
        for cut in 0...bytes.count {
            #expect(lines([Array(bytes[..<cut]), Array(bytes[cut...])]) == whole, "cut at \(cut)")
        }
        #expect(lines(bytes.map { [$0] }) == whole)
    }

    @Test func aLongLineIsCutAtTheLimit() {
        let text = String(repeating: "x", count: 50) + "\nshort"
        #expect(lines([Array(text.utf8)], longest: 8) == ["xxxxxxxx", "short"])
    }

    @Test func aFileIsReadLineByLineAndAFolderIsNot() throws {
        let path = NSTemporaryDirectory() + "line-splitter-\(getpid()).log"
        try Data("a\nb\r\nc".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        var read: [String] = []
        #expect(LineSplitter.forEachLine(ofFile: path, longest: 10) { read.append(String($0)) })
        #expect(read == ["a", "b", "c"])
        #expect(!LineSplitter.forEachLine(ofFile: NSTemporaryDirectory(), longest: 10) { _ in })
        #expect(!LineSplitter.forEachLine(ofFile: path + ".missing", longest: 10) { _ in })
    }
}
