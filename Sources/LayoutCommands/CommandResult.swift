import LayoutDiagnostics

/// What a command prints and the status it exits with.
public struct CommandResult: Sendable, Equatable {
    /// The exit status: 0 success, 1 an unsatisfiable system, 2 a usage or input error.
    public var status: Int32
    /// Text for standard output.
    public var output: String
    /// Text for standard error.
    public var errors: String

    /// A result with its exit status and texts.
    public init(status: Int32, output: String = "", errors: String = "") {
        self.status = status
        self.output = output
        self.errors = errors
    }
}

/// A string as a JSON string literal.
func jsonString(_ s: String) -> String {
    let body = replacingScalars(s) { scalar in
        switch scalar {
        case "\"": "\\\""
        case "\\": "\\\\"
        case "\n": "\\n"
        case "\t": "\\t"
        case "\r": "\\r"
        default: scalar.value < 0x20 ? unicodeEscape(scalar) : nil
        }
    }
    return "\"" + body + "\""
}

/// `\u001b`: a control character as a JSON escape.
private func unicodeEscape(_ scalar: Unicode.Scalar) -> String {
    let hex = String(scalar.value, radix: 16)
    return "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
}
