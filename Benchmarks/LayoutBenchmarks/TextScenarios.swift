import AutoLayout
import Foundation

/// T1: measuring a 30-character line, warm: the system font's default widths, and a font
/// file's face (Debian's DejaVu Sans, with its kerning and ligatures) when it is installed;
/// and a label measuring a new text of that length (its intrinsic size: lines, heights,
/// pixel rounding). Each is checked against a known width before it is timed.
@MainActor
func textScenarios(runs: Int) throws -> [Measurement] {
    let text: Substring = "Swift layout on Linux, at last"
    let system = Font.systemFont(ofSize: 17)
    var results = [try measureScenario("T1 measure-30-system", text: text, font: system, runs: runs)]
    let path = "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf"
    if FileManager.default.fileExists(atPath: path) {
        _ = try? FontRegistry.register(contentsOf: URL(fileURLWithPath: path))
        if let face = Font(name: "DejaVuSans", size: 17) {
            results.append(try measureScenario("T1 measure-30-font-file", text: text, font: face, runs: runs))
        }
    }
    results.append(try labelScenario(text: text, font: system, runs: runs))
    return results
}

/// Times `DefaultTextMeasurer.width(of:font:)` on one line, after checking it is the sum of
/// its two halves' widths (true without kerning across the split, as here at a space).
@MainActor
private func measureScenario(_ name: String, text: Substring, font: Font, runs: Int) throws -> Measurement {
    guard text.count == 30 else { throw VerificationFailure(scenario: name, message: "the text is not 30 characters") }
    let measurer = DefaultTextMeasurer()
    let whole = measurer.width(of: text, font: font)
    let split = text.firstIndex(of: ",")!
    let halves = measurer.width(of: text[..<split], font: font) + measurer.width(of: text[split...], font: font)
    guard whole > 100, abs(whole - halves) < 0.5 else {
        throw VerificationFailure(scenario: name, message: "width \(whole), halves \(halves)")
    }
    let repeats = 10_000
    let (ns, count) = medianNanoseconds(runs: runs) {
        var sum: CGFloat = 0
        let ns = time { for _ in 0..<repeats { sum += measurer.width(of: text, font: font) } }
        if sum != whole * CGFloat(repeats) && abs(sum - whole * CGFloat(repeats)) > 1e-3 { return (ns, 1) }
        return (ns, repeats)
    }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "width of a 30-character line, warm", runs: count,
        notes: ["width \(format3(Double(whole))) points"])
}

/// Times a label taking a new 30-character text and giving its intrinsic size.
@MainActor
private func labelScenario(text: Substring, font: Font, runs: Int) throws -> Measurement {
    let name = "T1 label-30"
    let label = Label()
    label.font = font
    let texts = [String(text), String(text.reversed())]
    label.text = texts[0]
    let size = label.intrinsicContentSize
    let expected = CGSize(width: ceil(DefaultTextMeasurer().width(of: text, font: font) * 3) / 3, height: 61.0 / 3)
    guard size == expected else { throw VerificationFailure(scenario: name, message: "\(size), expected \(expected)") }
    let repeats = 1_000
    let (ns, count) = medianNanoseconds(runs: runs) {
        var total: CGFloat = 0
        let ns = time {
            for index in 0..<repeats {
                label.text = texts[index & 1]
                total += label.intrinsicContentSize.height
            }
        }
        return (ns, total > 0 ? repeats : 1)
    }
    return Measurement(
        scenario: name, nanoseconds: ns, operation: "new text and intrinsic size", runs: count,
        notes: ["size \(format3(Double(size.width))) x \(format3(Double(size.height)))"])
}
