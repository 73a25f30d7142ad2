import Foundation

extension FontFace {
    /// Every face in the font file at `url`: one for a .ttf or .otf file, each member of a
    /// .ttc collection in order.
    public static func load(contentsOf url: URL) throws(FontFileError) -> [FontFace] {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: url.path)
        }
        return try faces(in: [UInt8](data))
    }

    /// Every face in `bytes`, the contents of a font file or collection.
    public static func faces(in bytes: [UInt8]) throws(FontFileError) -> [FontFace] {
        var faces: [FontFace] = []
        for directory in try TableDirectory.faces(in: bytes) {
            faces.append(try FontFace(directory: directory, fileSize: bytes.count))
        }
        return faces
    }
}
