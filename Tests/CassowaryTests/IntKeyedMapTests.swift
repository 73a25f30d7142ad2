import Cassowary
import CassowaryReference
import Testing

@Suite("IntKeyedMap")
struct IntKeyedMapTests {
    /// Random inserts, updates and removals agree with Dictionary, through many growths and
    /// backward-shift deletions (keys drawn from a small range collide often).
    @Test func agreesWithDictionary() {
        var g = SeededGenerator(seed: 3)
        var map = IntKeyedMap<Int>()
        var reference: [Int: Int] = [:]
        for step in 0..<40_000 {
            let key = Int.random(in: -300...300, using: &g) * (step % 3 == 0 ? 4096 : 1)
            if Bool.random(using: &g) {
                if reference[key] == nil && step % 2 == 0 {
                    map.insertNew(key, step)  // a new key takes one probe
                } else {
                    map[key] = step
                }
                reference[key] = step
            } else {
                #expect(map.removeValue(forKey: key) == reference.removeValue(forKey: key))
            }
            if step % 997 == 0 {
                #expect(map.count == reference.count)
                for (k, v) in reference { #expect(map[k] == v) }
            }
        }
        #expect(map.values.sorted() == reference.values.sorted())
    }

    /// Runs of consecutive keys (a solver's variables and constraints) sit in their home
    /// slots wherever the run starts, small tables included; regular strides probe briefly.
    @Test func keyRunsProbeBriefly() {
        func displacements(_ keys: [Int]) -> (mean: Double, worst: Int) {
            var map = IntKeyedMap<Int32>()
            for (i, key) in keys.enumerated() { map.insertNew(key, Int32(i)) }
            let steps = keys.map { map.displacement(of: $0)! }
            return (Double(steps.reduce(0, +)) / Double(keys.count), steps.max()!)
        }
        for start in [0, 40, 100, 1000, 123_456, 1 << 40] {
            for count in [100, 5_000] {
                let (mean, worst) = displacements(Array(start..<(start + count)))
                #expect(mean == 0 && worst == 0, "\(count) keys from \(start): mean \(mean), worst \(worst)")
            }
        }
        for stride in [2, 3, 7, 64, 1024] {
            let (mean, worst) = displacements((0..<5_000).map { 1000 + $0 * stride })
            #expect(mean < 2 && worst <= 8, "stride \(stride): mean \(mean), worst \(worst)")
        }
        #expect(IntKeyedMap<Int>().displacement(of: 5) == nil)
    }
}
