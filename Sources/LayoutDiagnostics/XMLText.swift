/// `text` made safe for SVG (XML 1.0) text and attribute values: `& < > "` as entities, and
/// the control characters XML does not allow (all below U+0020 but tab, line feed and
/// carriage return, such as a NUL or a terminal's escape) as U+FFFD, so that a picture of
/// pasted or odd text still opens.
package func xmlEscaped(_ text: String) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        switch scalar {
        case "&": out += "&amp;"
        case "<": out += "&lt;"
        case ">": out += "&gt;"
        case "\"": out += "&quot;"
        case "\t", "\n", "\r": out.unicodeScalars.append(scalar)
        case _ where scalar.value < 0x20 || (0xFFFE...0xFFFF).contains(scalar.value): out += "\u{FFFD}"
        default: out.unicodeScalars.append(scalar)
        }
    }
    return out
}
