// libFuzzer target: the UIKit log reader and the conflict analysis of what it reads.
// Built into the LayoutDiagnostics module by build.sh.

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzLogReader(_ data: UnsafePointer<UInt8>, _ count: Int) -> CInt {
    let text = String(decoding: UnsafeBufferPointer(start: data, count: count), as: UTF8.self)
    let parsed = LogParser.parse(text)
    for log in parsed.conflicts.prefix(4) {
        let analysis = ConflictAnalysis(listed: log.listed, broken: log.broken)
        _ = analysis.explanation
    }
    return 0
}
