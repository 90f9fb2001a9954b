import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// The eviction policy's goals on the walks of the benchmarks' eviction
/// table, through a real `FormatterCache`: a cycle just above the
/// capacity keeps most of its hits (LRU keeps none), and uniform and Zipf
/// walks hit as often as LRU, within 5 points, at every working set.
@Suite struct EvictionPolicyTests {
    static let capacity = 100

    static func hitRate(_ keys: [Int]) -> Double {
        let cache = FormatterCache<Int, Int>(capacity: capacity)
        for key in keys { _ = try? cache.value(for: key) { key } }
        return Double(cache.statistics.hits) / Double(keys.count)
    }

    /// Plain LRU over the same keys.
    static func lruHitRate(_ keys: [Int]) -> Double {
        var recency: [Int] = []  // least recent first
        var hits = 0
        for key in keys {
            if let at = recency.firstIndex(of: key) {
                hits += 1
                recency.remove(at: at)
            } else if recency.count == capacity {
                recency.removeFirst()
            }
            recency.append(key)
        }
        return Double(hits) / Double(keys.count)
    }

    static func walk(zipf: Bool, size: Int, count: Int, seed: UInt64) -> [Int] {
        var random = SeededGenerator(seed: seed)
        guard zipf else { return (0..<count).map { _ in Int.random(in: 0..<size, using: &random) } }
        var cumulative: [Double] = []
        var total = 0.0
        for rank in 0..<size {
            total += 1 / Double(rank + 1)
            cumulative.append(total)
        }
        let ranks = Array(0..<size).shuffled(using: &random)
        return (0..<count).map { _ in
            let target = Double.random(in: 0..<total, using: &random)
            return ranks[cumulative.firstIndex { $0 > target } ?? size - 1]
        }
    }

    @Test func aCycleOf110Through100KeepsAtLeast80PercentOfHits() {
        let keys = (0..<22_000).map { $0 % 110 }
        #expect(Self.hitRate(keys) >= 0.8)
        #expect(Self.lruHitRate(keys) == 0)
    }

    @Test(arguments: [50, 90, 110, 200, 1_000])
    func randomAndZipfWalksHitAsOftenAsLRU(size: Int) {
        for zipf in [false, true] {
            let keys = Self.walk(zipf: zipf, size: size, count: 30_000, seed: UInt64(size) &* 31 &+ (zipf ? 1 : 0))
            let (ours, lru) = (Self.hitRate(keys), Self.lruHitRate(keys))
            #expect(ours >= lru - 0.05, "\(zipf ? "zipf" : "random") over \(size): ours \(ours), LRU \(lru)")
        }
    }
}
