// libFuzzer target: the font reader, and measuring with whatever it reads.
// Built into the FontEngine module (seeing its internals), as the other targets are built into
// theirs; seeds in Tests/Fuzz/corpus/font-reader (small fonts with GSUB, GPOS, GDEF, kern and trak
// tables, and a two-face collection).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFontReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: count))
    guard let faces = try? FontFace.faces(in: bytes) else { return 0 }
    for face in faces.prefix(4) {
        // ASCII (the table path and, past a ligature start, the shaper), Latin-1, a mark,
        // an ignorable and a character outside the flat cmap table.
        _ = face.width(of: "AVfi To ffi", size: 12)
        _ = face.width(of: "Caf\u{E9} A\u{301}V\u{AD}x \u{20AC}1", size: 17, features: .kerning, tracking: 0.5)
        _ = face.shape("office \u{E9}\u{301}", features: .ligatures)
        _ = face.tracking(atSize: 11)
        _ = face.glyph(for: "\u{1F600}")
    }
    return 0
}
