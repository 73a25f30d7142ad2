/// `text` with each scalar that `replacement` gives a replacement for replaced by it, the
/// others kept: the loop that escaping text for a format (XML, JSON) shares.
package func replacingScalars(_ text: String, _ replacement: (Unicode.Scalar) -> String?) -> String {
    var out = ""
    out.reserveCapacity(text.utf8.count)
    for scalar in text.unicodeScalars {
        if let replaced = replacement(scalar) { out += replaced } else { out.unicodeScalars.append(scalar) }
    }
    return out
}

/// `text` made safe for SVG (XML 1.0) text and attribute values: `& < > "` as entities, and
/// the control characters XML does not allow (all below U+0020 but tab, line feed and
/// carriage return, such as a NUL or a terminal's escape) as U+FFFD, so that a picture of
/// pasted or odd text still opens.
package func xmlEscaped(_ text: String) -> String {
    replacingScalars(text) { scalar in
        switch scalar {
        case "&": "&amp;"
        case "<": "&lt;"
        case ">": "&gt;"
        case "\"": "&quot;"
        case "\t", "\n", "\r": nil
        default: scalar.value < 0x20 || scalar.value >= 0xFFFE && scalar.value <= 0xFFFF ? "\u{FFFD}" : nil
        }
    }
}
