import Testing

@testable import FontEngine

/// The shortcuts of measuring (the ASCII tables, pair-sum positioning) against the full
/// shaper with every lookup applied in turn.
@Suite("Measuring shortcuts")
struct FastPathTests {
    /// Random strings over `alphabet`, seeded.
    static func strings(_ alphabet: [Character], count: Int, seed: UInt64) -> [String] {
        var generator = SeededGenerator(seed: seed)
        return (0..<count).map { _ in
            String(
                (0..<Int.random(in: 0...24, using: &generator)).map { _ in alphabet.randomElement(using: &generator)! })
        }
    }

    static let ascii = (0..<128).map { Character(Unicode.Scalar(UInt8($0))) }
    static let mixed = ascii + "fiAVTo\u{301}\u{AD}éÀ€".map { $0 }

    /// The width by the full shaper, lookup by lookup, without any shortcut.
    private func reference(_ face: FontFace, _ text: String, _ features: FontFace.Features) -> Int {
        face.withShapedRun(text[...], features, shortcuts: false) { run in run.reduce(0) { $0 + Int($1.advance) } }
    }

    private func check(_ face: FontFace, _ strings: [String]) {
        for text in strings {
            for features: FontFace.Features in [.default, .kerning, .ligatures, []] {
                let measured = face.measure(text[...], features).units
                #expect(measured == reference(face, text, features), "\(text.debugDescription) \(features.rawValue)")
            }
        }
    }

    @Test func handBuiltFonts() throws {
        for font in [TestFonts.basic(), TestFonts.basic(kernFlag: 8), TestFonts.legacyKerning()] {
            let face = try FontFace.faces(in: font.bytes)[0]
            check(face, Self.strings(Self.ascii, count: 300, seed: 1) + Self.strings(Self.mixed, count: 300, seed: 2))
        }
    }

    @Test(
        .enabled(
            if: SystemFonts.available,
            "the Debian fonts (fonts-dejavu-core, fonts-roboto-unhinted, fonts-inter) are not installed"))
    func debianFonts() throws {
        for path in SystemFonts.paths {
            let face = try FontFace.load(contentsOf: .init(fileURLWithPath: path))[0]
            check(face, Self.strings(Self.ascii, count: 500, seed: 3) + Self.strings(Self.mixed, count: 300, seed: 4))
        }
    }
}

/// A small seeded generator (SplitMix64), so the random strings are the same every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
