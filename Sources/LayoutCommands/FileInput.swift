import Foundation

/// Where the commands read their input from.
public enum FileInput {
    /// A handle reading the file at `path`, or standard input for `-`; nil when there is
    /// no such file or it is a folder. Pipes are files too (`/dev/stdin`, `<(make-system)`).
    public static func open(_ path: String) -> FileHandle? {
        if path == "-" { return FileHandle.standardInput }
        var isFolder: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder), !isFolder.boolValue else {
            return nil
        }
        return FileHandle(forReadingAtPath: path)
    }
}
