import FontEngine
import Foundation
import Synchronization

/// The font files an app registers, as iOS registers the files an app lists under
/// `UIAppFonts` or passes to `CTFontManagerRegisterFontsForURL`: once registered, a face is
/// found by ``Font/init(name:size:)``, by ``FontDescriptor`` and in ``Font/familyNames``.
///
/// ```swift
/// try FontRegistry.register(contentsOf: URL(fileURLWithPath: "Fonts/Inter-Regular.otf"))
/// let body = Font(name: "Inter-Regular", size: 17)   // measured from the file
/// ```
///
/// Folders listed in the environment variable `LAYOUT_FONT_PATHS` (separated by `:`) are
/// registered the first time a font is looked up, as an app's bundled fonts are at launch.
/// Apple's SF Pro files registered this way (or with ``register(contentsOf:)``) measure the
/// system font (docs/text.md, "Supplying SF Pro").
public enum FontRegistry {
    /// The registered faces by PostScript and full name, and by family.
    struct Contents: Sendable {
        var byName: [String: FontFace] = [:]
        var byFamily: [String: [FontFace]] = [:]
        var families: [String] = []
        var loadedEnvironment = false
    }

    private static let contents = Mutex(Contents())
    /// Whether a face of SF Pro's families is registered, read without the lock: the
    /// system font is measured from the estimate until one is (``SystemFontFaces``).
    private static let systemFamilyRegistered = Atomic<Bool>(false)
    /// Whether `LAYOUT_FONT_PATHS` was read.
    private static let environmentLoaded = Atomic<Bool>(false)

    /// Whether SF Pro's files may be registered; false, without taking the lock, in the
    /// usual case where they are not.
    static var mayHaveSystemFaces: Bool {
        if !environmentLoaded.load(ordering: .acquiring) { lookUp { _ in } }
        return systemFamilyRegistered.load(ordering: .acquiring)
    }

    /// Registers every face of a font file or collection, or of every font file in a folder
    /// (`.ttf`, `.otf`, `.ttc`, `.otc`), and returns their PostScript names.
    ///
    /// - Throws: ``FontRegistrationError`` when a file cannot be read or is not a valid
    ///   font, or when a face of that name is registered already; then nothing is
    ///   registered.
    @discardableResult
    public static func register(contentsOf url: URL) throws(FontRegistrationError) -> [String] {
        let faces = try readFaces(at: url)
        return try contents.withLock { contents throws(FontRegistrationError) in
            loadEnvironmentIfNeeded(&contents)
            return try add(faces, to: &contents)
        }
    }

    /// The families registered, in the order they were registered (UIKit's
    /// `UIFont.familyNames`; the system font is not listed, as iOS lists its own families).
    public static var familyNames: [String] { lookUp { $0.families } }

    /// The PostScript names of a family's faces (UIKit's `UIFont.fontNames(forFamilyName:)`).
    public static func fontNames(forFamilyName family: String) -> [String] {
        lookUp { $0.byFamily[family]?.map(\.postScriptName) ?? [] }
    }

    /// The face registered under a PostScript or full name.
    static func face(named name: String) -> FontFace? { lookUp { $0.byName[name] } }

    /// The faces of a family.
    static func faces(inFamily family: String) -> [FontFace] { lookUp { $0.byFamily[family] ?? [] } }

    /// Reads the registry, loading `LAYOUT_FONT_PATHS` the first time.
    private static func lookUp<T>(_ read: (Contents) -> T) -> T {
        contents.withLock { contents in
            loadEnvironmentIfNeeded(&contents)
            return read(contents)
        }
    }

    /// Adds faces whose names are all new, or none of them.
    private static func add(_ faces: [FontFace], to contents: inout Contents) throws(FontRegistrationError) -> [String]
    {
        var names = Set<String>()
        for face in faces {
            guard contents.byName[face.postScriptName] == nil, names.insert(face.postScriptName).inserted else {
                throw .alreadyRegistered(face.postScriptName)
            }
        }
        for face in faces {
            contents.byName[face.postScriptName] = face
            if contents.byName[face.fullName] == nil { contents.byName[face.fullName] = face }
            if contents.byFamily[face.familyName] == nil { contents.families.append(face.familyName) }
            contents.byFamily[face.familyName, default: []].append(face)
            if SystemFontFaces.allFamilies.contains(face.familyName) {
                systemFamilyRegistered.store(true, ordering: .releasing)
            }
        }
        return faces.map(\.postScriptName)
    }

    /// The faces of a file, or of the font files in a folder in name order.
    private static func readFaces(at url: URL) throws(FontRegistrationError) -> [FontFace] {
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw .unreadable(path: url.path)
        }
        guard isFolder.boolValue else { return try readFile(url) }
        let names = (try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []
        var faces: [FontFace] = []
        for name in names.sorted()
        where ["ttf", "otf", "ttc", "otc"].contains((name as NSString).pathExtension.lowercased()) {
            faces += try readFile(url.appendingPathComponent(name))
        }
        return faces
    }

    private static func readFile(_ url: URL) throws(FontRegistrationError) -> [FontFace] {
        do {
            return try FontFace.load(contentsOf: url)
        } catch {
            throw .invalidFont(path: url.path, error)
        }
    }

    /// Registers the folders of `LAYOUT_FONT_PATHS` once; a file that fails is skipped with
    /// a message, as a launch would go on without it.
    private static func loadEnvironmentIfNeeded(_ contents: inout Contents) {
        guard !contents.loadedEnvironment else { return }
        contents.loadedEnvironment = true
        defer { environmentLoaded.store(true, ordering: .releasing) }
        guard let paths = ProcessInfo.processInfo.environment["LAYOUT_FONT_PATHS"] else { return }
        for path in paths.split(separator: ":") where !path.isEmpty {
            do {
                _ = try add(readFaces(at: URL(fileURLWithPath: String(path))), to: &contents)
            } catch {
                FileHandle.standardError.write(Data("LAYOUT_FONT_PATHS: \(error)\n".utf8))
            }
        }
    }
}

/// Why ``FontRegistry/register(contentsOf:)`` registered nothing.
public enum FontRegistrationError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There is no file or folder at the path.
    case unreadable(path: String)
    /// The file is not a font the package reads, or is damaged.
    case invalidFont(path: String, FontFileError)
    /// A face of this PostScript name is registered already (CoreText's
    /// `kCTFontManagerErrorAlreadyRegistered`).
    case alreadyRegistered(String)

    /// What went wrong, with the path or name.
    public var description: String {
        switch self {
        case .unreadable(let path): "no font file or folder at \(path)"
        case .invalidFont(let path, let error): "\(path) is not a font that can be read: \(error)"
        case .alreadyRegistered(let name): "a font named \(name) is registered already"
        }
    }
}
