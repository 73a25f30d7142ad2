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
}
