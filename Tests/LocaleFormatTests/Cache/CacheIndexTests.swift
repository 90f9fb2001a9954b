import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

/// A key whose cache hash is chosen by the test, to force collisions and
/// wrap-around runs in the index.
private struct CollidingKey: FormatterCacheKey {
    var value: Int
    var bucket: Int
    var cacheHash: Int { bucket }
}

@Suite struct CacheIndexTests {
    /// Random inserts, hits and evictions over keys that share a handful of
    /// hashes (including ones that land at the end of the table, so runs wrap
    /// around) must agree with a plain LRU model at every step.
    @Test(arguments: [1, 3, 8, 64])
    func agreesWithAModelUnderCollisions(capacity: Int) throws {
        var random = SeededGenerator(seed: UInt64(capacity) &* 7919)
        let cache = FormatterCache<CollidingKey, Int>(capacity: capacity)
        var model: [Int] = []  // keys, least recent first
        let buckets = [0, 1, 2, -1, Int.max, Int.min, 63, 127]
        for step in 0..<20_000 {
            let value = Int.random(in: 0..<(capacity * 3), using: &random)
            let key = CollidingKey(value: value, bucket: buckets[value % buckets.count])
            let got = try cache.value(for: key) { value * 10 }
            #expect(got == value * 10, "step \(step)")
            if let at = model.firstIndex(of: value) { model.remove(at: at) }
            model.append(value)
            if model.count > capacity { model.removeFirst() }
            if step % 97 == 0 {
                for held in model {
                    let heldKey = CollidingKey(value: held, bucket: buckets[held % buckets.count])
                    #expect(cache.cachedValue(for: heldKey) == held * 10, "step \(step), key \(held)")
                }
                #expect(cache.statistics.count == model.count)
            }
        }
    }

    @Test func removingEveryOtherKeyKeepsTheRestFindable() throws {
        let cache = FormatterCache<CollidingKey, Int>(capacity: 256)
        let keys = (0..<256).map { CollidingKey(value: $0, bucket: $0 % 5) }
        for key in keys { _ = try cache.value(for: key) { key.value } }
        cache.removeAll(where: { $0.value.isMultiple(of: 2) })
        for key in keys {
            #expect(cache.cachedValue(for: key) == (key.value.isMultiple(of: 2) ? nil : key.value))
        }
        #expect(cache.statistics.count == 128)
    }

    @Test func capacityIsClamped() {
        #expect(FormatterCache<Int, Int>(capacity: .max).capacity == FormatterCache<Int, Int>.maximumCapacity)
        #expect(FormatterCache<Int, Int>(capacity: -5).capacity == 1)
    }
}
