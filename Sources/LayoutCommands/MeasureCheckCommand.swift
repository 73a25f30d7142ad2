import FontEngine
import Foundation

/// `layoutctl measure-check`: compares FontEngine's widths with another shaper's.
///
/// Reads lines `FONT<TAB>SIZE<TAB>TEXT<TAB>WIDTH` (the text a JSON string literal, the width in
/// points, as Tests/FontOracle/harfbuzz_oracle.py writes them from HarfBuzz), measures each
/// text in that font file at that size, prints every line that differs by more than 0.01
/// point, and ends with `N agreed, M disagreed`; the status is 1 when any differs or cannot
/// be read.
public enum MeasureCheckCommand {
    /// The largest difference that counts as agreement, in points.
    public static let tolerance = 0.01

    /// Checks every line `nextLine` gives until it returns nil.
    public static func run(_ arguments: [String], nextLine: () -> String?) -> CommandResult {
        guard arguments.isEmpty else {
            return CommandResult(status: 2, errors: "usage: layoutctl measure-check < oracle-lines\n")
        }
        var faces: [String: FontFace] = [:]
        var output = ""
        var (agreed, disagreed) = (0, 0)
        while let line = nextLine() {
            guard !line.isEmpty else { continue }
            guard let entry = parse(line) else {
                output += "unreadable line: \(line)\n"
                disagreed += 1
                continue
            }
            do {
                let face = try faces[entry.font] ?? FontFace.load(contentsOf: URL(fileURLWithPath: entry.font))[0]
                faces[entry.font] = face
                let width = face.width(of: entry.text[...], size: entry.size)
                if abs(width - entry.width) > tolerance {
                    disagreed += 1
                    output +=
                        "\(entry.font) \(entry.size) \(jsonString(entry.text)): oracle \(entry.width), here \(width)\n"
                } else {
                    agreed += 1
                }
            } catch {
                output += "\(entry.font): \(error)\n"
                disagreed += 1
            }
        }
        output += "\(agreed) agreed, \(disagreed) disagreed\n"
        return CommandResult(status: disagreed > 0 || agreed == 0 ? 1 : 0, output: output)
    }

    /// One line's font, size, text and width.
    static func parse(_ line: String) -> (font: String, size: Double, text: String, width: Double)? {
        let fields = line.split(separator: "\t", omittingEmptySubsequences: false)
        guard fields.count == 4, let size = Double(fields[1]), let width = Double(fields[3]),
            let text = try? JSONSerialization.jsonObject(with: Data(fields[2].utf8), options: .fragmentsAllowed)
                as? String
        else { return nil }
        return (String(fields[0]), size, text, width)
    }
}
