import Foundation
import LayoutTestSupport
import Testing

/// The module graph is the one Package.swift declares: every target imports only the
/// targets it depends on (and the toolchain's modules), depends on nothing it does not
/// import, and docs/architecture.md lists the same dependencies.
@Suite struct ModuleGraphTests {
    /// The toolchain's modules any target may import.
    static let toolchain: Set<String> = [
        "Foundation", "FoundationEssentials", "Synchronization", "Dispatch", "Testing", "XCTest", "Glibc", "Musl",
        "Darwin",
    ]

    /// Whether `dependency` is a cross-import overlay (`_Testing_UIKit`): the compiler
    /// imports it when its two modules are imported together, so no file names it.
    static func isOverlay(_ dependency: String) -> Bool { dependency.hasPrefix("_") }

    struct Target {
        let name: String
        let dependencies: Set<String>
        let folder: String
    }

    /// The targets of Package.swift, read from its text.
    static func targets() throws -> [Target] {
        let manifest = try DocSync.read("Package.swift")
        let pattern = try NSRegularExpression(
            pattern: #"\.(target|executableTarget|testTarget)\(\s*name:\s*"(\w+)"(?:,\s*dependencies:\s*\[([^\]]*)\])?(?:,\s*path:\s*"([^"]+)")?"#
        )
        let text = manifest as NSString
        return pattern.matches(in: manifest, range: NSRange(location: 0, length: text.length)).map { match in
            func group(_ i: Int) -> String? {
                match.range(at: i).location == NSNotFound ? nil : text.substring(with: match.range(at: i))
            }
            let name = group(2)!
            let dependencies = (group(3) ?? "").components(separatedBy: ",").map {
                $0.trimmingCharacters(in: .whitespacesAndNewlines).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            }.filter { !$0.isEmpty }
            let folder = group(4) ?? (group(1) == "testTarget" ? "Tests/\(name)" : "Sources/\(name)")
            return Target(name: name, dependencies: Set(dependencies), folder: folder)
        }
    }

    /// The modules the Swift files under `folder` import, with the files that import each.
    static func imports(under folder: String) throws -> [String: [String]] {
        let root = DocSync.packageRoot.appendingPathComponent(folder)
        var found: [String: [String]] = [:]
        let files = FileManager.default.enumerator(atPath: root.path)?.compactMap { $0 as? String } ?? []
        for file in files where file.hasSuffix(".swift") {
            let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
            for line in text.split(separator: "\n") {
                let words = line.split(separator: " ")
                guard let index = words.firstIndex(of: "import"), index < words.count - 1,
                    words[..<index].allSatisfy({ $0.hasPrefix("@") || $0 == "public" || $0 == "package" })
                else { continue }
                found[String(words[index + 1]), default: []].append(file)
            }
        }
        return found
    }

    @Test func everyTargetImportsExactlyWhatItDependsOn() throws {
        let targets = try Self.targets()
        #expect(targets.count > 25)
        var wrong: [String] = []
        for target in targets {
            let imports = try Self.imports(under: target.folder)
            for (module, files) in imports.sorted(by: { $0.key < $1.key })
            where !target.dependencies.contains(module) && !Self.toolchain.contains(module) {
                wrong.append("\(target.name) imports \(module) (\(files.sorted()[0])) without depending on it")
            }
            for dependency in target.dependencies.sorted() where imports[dependency] == nil && !Self.isOverlay(dependency) {
                wrong.append("\(target.name) depends on \(dependency) and imports nothing of it")
            }
        }
        #expect(wrong == [])
    }

    @Test func theArchitecturePageListsTheManifestsDependencies() throws {
        let page = try DocSync.read("docs/architecture.md")
        let section = page.components(separatedBy: "## Dependencies")[1].components(separatedBy: "\n## ")[0]
        var listed: [String: Set<String>] = [:]
        for line in section.split(separator: "\n") where line.hasPrefix("| `") {
            let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
            let names = { (cell: String) in
                Set(cell.components(separatedBy: ", ").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: "`")) }
                    .filter { !$0.isEmpty && $0 != "(none)" })
            }
            listed[cells[0].trimmingCharacters(in: CharacterSet(charactersIn: "`"))] = names(cells[1])
        }
        var declared: [String: Set<String>] = [:]
        for target in try Self.targets() where !target.folder.hasPrefix("Tests/") {
            declared[target.name] = target.dependencies
        }
        #expect(listed == declared)
    }
}
