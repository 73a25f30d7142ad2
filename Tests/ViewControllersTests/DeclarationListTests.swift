import Foundation
import LayoutTestSupport
import Testing

/// docs/uikit-declarations.tsv records, for every UIKit and SnapKit name UIKitCompat
/// exposes, how UIKit (or SnapKit) declares it and where Apple documents it, and how this
/// package declares it where that differs. These tests keep the list complete and true to
/// the sources; the conformance files (Tests/UIKitConformanceTests) check the shapes by
/// compiling app-style code against them.
@Suite struct DeclarationListTests {
    struct Row {
        let name, kind, isolation, url, here, note: String
    }

    static let header = "name\tkind\tsuperclass\tisolation\tsendable\turl\there\tnote"

    static func rows() throws -> [Row] {
        let lines = try DocSync.read("docs/uikit-declarations.tsv").split(separator: "\n").map(String.init)
        return lines.dropFirst().map { line in
            let f = line.components(separatedBy: "\t")
            return Row(name: f[0], kind: f[1], isolation: f[3], url: f[5], here: f[6], note: f.count > 7 ? f[7] : "")
        }
    }

    /// The names UIKitCompat exposes: its typealiases, qualified by their UIKit parent when
    /// declared in an extension (`NSLayoutConstraint.Attribute`).
    static func exposedNames() throws -> [String: String] {
        var names: [String: String] = [:]
        for path in ["Sources/UIKitCompat/UIKitNames.swift", "Sources/LayoutDSL/SnapKitNames.swift"] {
            var parent: String?
            let lines = try DocSync.read(path).components(separatedBy: "\n")
            for (index, line) in lines.enumerated() {
                if line.hasPrefix("extension ") { parent = String(line.dropFirst(10).prefix { $0 != " " }) }
                if line == "}" { parent = nil }
                guard let range = line.range(of: "public typealias ") else { continue }
                let rest = line[range.upperBound...]
                let name = String(rest.prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                // A generic alias may continue on the next line after its `=`.
                let declaration = line.hasSuffix("=") && index + 1 < lines.count ? line + lines[index + 1] : line
                let target = declaration.components(separatedBy: "= ").last?.trimmingCharacters(in: .whitespaces) ?? ""
                let bare = String(target.prefix { $0 != "<" })
                let qualified = parent.map { "\(uikitName(of: $0, in: names)).\(name)" } ?? name
                names[qualified] = bare.components(separatedBy: ".").last ?? bare
            }
        }
        return names
    }

    /// UIKit's name for a package type (`LayoutConstraint` -> `NSLayoutConstraint`).
    static func uikitName(of type: String, in names: [String: String]) -> String {
        names.first { !$0.key.contains(".") && !$0.key.hasPrefix("Constraint") && $0.value == type }?.key ?? type
    }

    @Test func everyExposedNameIsListedWithItsDocumentation() throws {
        let text = try DocSync.read("docs/uikit-declarations.tsv")
        #expect(text.hasPrefix(Self.header + "\n"))
        let rows = try Self.rows()
        let listed = Set(rows.map(\.name))
        let missing = try Self.exposedNames().keys.filter { !listed.contains($0) }.sorted()
        #expect(missing == [])
        for row in rows {
            #expect(
                row.url.hasPrefix("https://developer.apple.com/documentation/")
                    || row.url.hasPrefix("https://github.com/SnapKit/SnapKit/"), "\(row.name): \(row.url)")
            #expect(row.here == "same" || !row.note.isEmpty, "\(row.name) differs from UIKit with no reason given")
        }
    }

    @Test func theListedShapesAreTheSourcesShapes() throws {
        let sources = try SourceDeclarations()
        let names = try Self.exposedNames()
        var wrong: [String] = []
        for row in try Self.rows() where row.here != "-" {
            let type = names[row.name] ?? row.name
            guard let shape = sources.shape(of: type) else {
                wrong.append("\(row.name): no declaration of \(type)")
                continue
            }
            let sameKind =
                row.kind == "typealias" || shape.kind == row.kind
                || (row.kind == "class" && ["class", "final class"].contains(shape.kind))
            let same = sameKind && (row.kind == "typealias" || shape.isolation == row.isolation)
            let expected = same ? "same" : "\(shape.kind) \(shape.isolation)"
            if row.here != expected { wrong.append("\(row.name): listed \(row.here), declared \(expected)") }
        }
        #expect(wrong == [])
    }
}

/// The top-level type declarations of the UIKit-style modules' sources.
struct SourceDeclarations {
    struct Shape: Equatable {
        let kind: String
        let isolation: String
    }

    private var declarations: [String: (kind: String, mainActor: Bool, superclass: String?)] = [:]

    init() throws {
        let modules = ["AutoLayout", "ListLayout", "Controls", "ViewControllers", "LayoutDSL", "UIKitCompat"]
        for module in modules {
            let folder = DocSync.packageRoot.appendingPathComponent("Sources/\(module)")
            for file in try FileManager.default.contentsOfDirectory(atPath: folder.path) where file.hasSuffix(".swift")
            {
                let text = try String(contentsOf: folder.appendingPathComponent(file), encoding: .utf8)
                read(text.components(separatedBy: "\n"))
            }
        }
    }

    private mutating func read(_ lines: [String]) {
        for (index, line) in lines.enumerated() {
            var words = line.split(separator: " ").map(String.init)
            if words.first == "@MainActor" { words.removeFirst() }
            guard let keyword = words.firstIndex(where: { ["class", "struct", "enum", "protocol"].contains($0) }),
                keyword <= 2, keyword + 1 < words.count,
                words[..<keyword].allSatisfy({ ["public", "open", "final"].contains($0) })
            else { continue }
            let name = String(words[keyword + 1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
            var kind = words[keyword]
            if kind == "class" {
                kind = words.contains("open") ? "open class" : words.contains("final") ? "final class" : "class"
            }
            let mainActor = line.hasPrefix("@MainActor") || (index > 0 && lines[index - 1].hasPrefix("@MainActor"))
            let after = words[keyword + 1].contains(":") ? words.dropFirst(keyword + 2).first : nil
            let superclass = after.map { String($0.prefix { $0.isLetter || $0.isNumber }) }
            if declarations[name] == nil { declarations[name] = (kind, mainActor, superclass) }
        }
    }

    /// A type's kind and isolation; a class inherits its superclass's isolation.
    func shape(of name: String) -> Shape? {
        guard let declaration = declarations[name] else { return nil }
        var mainActor = declaration.mainActor
        var superclass = declaration.superclass
        while !mainActor, let parent = superclass, let found = declarations[parent] {
            mainActor = found.mainActor
            superclass = found.superclass
        }
        return Shape(kind: declaration.kind, isolation: mainActor ? "@MainActor" : "nonisolated")
    }
}
