import LayoutDiagnostics

extension SnapshotGalleryCommand {
    /// The page: a section per test file, a figure per snapshot with its picture scaled to
    /// at most 320 points wide, its name, its first line and its text.
    static func html(_ entries: [Entry], title: String) -> String {
        var lines = [
            "<!DOCTYPE html>", "<html lang=\"en\">", "<head>", "<meta charset=\"utf-8\">",
            "<title>\(xmlEscaped(title))</title>", "<style>", style, "</style>", "</head>", "<body>",
            "<h1>\(xmlEscaped(title))</h1>",
            "<p class=\"summary\">\(entries.count) snapshots in \(Set(entries.map(\.group)).count) test files</p>",
        ]
        var group: String?
        for entry in entries {
            if entry.group != group {
                if group != nil { lines.append("</div></section>") }
                group = entry.group
                lines.append("<section><h2>\(xmlEscaped(entry.group))</h2><div class=\"grid\">")
            }
            lines.append(figure(entry))
        }
        if group != nil { lines.append("</div></section>") }
        lines += ["</body>", "</html>"]
        return lines.joined(separator: "\n") + "\n"
    }

    private static func figure(_ entry: Entry) -> String {
        let header = entry.text.split(separator: "\n").first.map { String($0.dropFirst(2)) } ?? ""
        let picture = entry.svg.map { "<div class=\"picture\">\(svgBody($0))</div>" } ?? "<p class=\"missing\">no picture</p>"
        return """
            <figure id="\(xmlEscaped(entry.group + "/" + entry.name))">
            \(picture)
            <figcaption><strong>\(xmlEscaped(entry.name))</strong><br>\(xmlEscaped(header))</figcaption>
            <details><summary>snapshot</summary><pre>\(xmlEscaped(entry.text))</pre></details>
            </figure>
            """
    }

    /// The SVG document without an XML declaration, ready to sit inline in HTML.
    private static func svgBody(_ svg: String) -> String {
        guard svg.hasPrefix("<?xml"), let end = svg.range(of: "?>") else { return svg }
        return String(svg[end.upperBound...])
    }

    private static let style = """
        body { font-family: -apple-system, Helvetica, Arial, sans-serif; margin: 24px; color: #1c1c1e; }
        .grid { display: flex; flex-wrap: wrap; gap: 24px; align-items: flex-start; }
        figure { margin: 0; width: 320px; }
        .picture svg { width: 100%; height: auto; border: 1px solid #c7c7cc; }
        figcaption { font-size: 12px; margin-top: 6px; }
        pre { font-size: 10px; overflow-x: auto; background: #f2f2f7; padding: 6px; }
        """
}
