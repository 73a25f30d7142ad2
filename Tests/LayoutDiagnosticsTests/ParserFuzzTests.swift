import CassowaryReference
import Foundation
import LayoutDiagnostics
import Testing

/// Mutated logs never crash the reader: every line either yields a constraint or is
/// reported with a column inside the line, and the analysis of whatever was read holds
/// together (its minimal set is really in conflict, its fixes really resolve it).
@Suite struct ParserFuzzTests {
    @MainActor @Test func mutatedLogsAreReadOrReported() {
        let seeds = [modernLog, oldLog, snapKitLog]
        let alphabet = Array("<>:'\"()[]|-.@^=*+ 0123456789abcxHVhv&{}")
        var generator = SeededGenerator(seed: 11)
        var read = 0
        for round in 0..<300 {
            var lines = seeds[round % seeds.count].components(separatedBy: "\n")
            let target = Int.random(in: 0..<lines.count, using: &generator)
            var characters = Array(lines[target])
            for _ in 0..<Int.random(in: 1...3, using: &generator) where !characters.isEmpty {
                let position = Int.random(in: 0..<characters.count, using: &generator)
                switch Int.random(in: 0..<3, using: &generator) {
                case 0: characters[position] = alphabet.randomElement(using: &generator)!
                case 1: characters.remove(at: position)
                default: characters.insert(alphabet.randomElement(using: &generator)!, at: position)
                }
            }
            lines[target] = String(characters)
            let text = lines.joined(separator: "\n")
            let (conflicts, unparsed) = LogParser.parse(text)
            for failure in unparsed {
                let line = lines[failure.line - 1]
                #expect((1...(line.count + 1)).contains(failure.column), "\(line) at \(failure.column)")
            }
            for conflict in conflicts {
                read += conflict.listed.count
                let analysis = ConflictAnalysis(listed: conflict.listed, broken: conflict.broken)
                if !analysis.minimal.isEmpty {
                    #expect(!ConflictAnalysis.canHold(analysis.minimal.map { analysis.listed[$0] }))
                }
                #expect(analysis.suggestions.allSatisfy { ConflictAnalysis.canHold($0.constraints) })
            }
        }
        #expect(read > 500)
    }
}
