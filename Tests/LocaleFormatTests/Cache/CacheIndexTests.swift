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
    /// around) must agree at every step with a plain model of the eviction
    /// policy: two arrays in recency order and the same frequency sketch.
    @Test(arguments: [1, 3, 8, 64, 250])
    func agreesWithAModelUnderCollisions(capacity: Int) throws {
        var random = SeededGenerator(seed: UInt64(capacity) &* 7919)
        let cache = FormatterCache<CollidingKey, Int>(capacity: capacity)
        var model = WindowTinyLFUModel(capacity: capacity)
        let buckets = [0, 1, 2, -1, Int.max, Int.min, 63, 127]
        for step in 0..<20_000 {
            // A skewed walk, so that some keys are frequent and admission matters.
            let value =
                Bool.random(using: &random)
                ? Int.random(in: 0..<max(1, capacity / 2), using: &random)
                : Int.random(in: 0..<(capacity * 3), using: &random)
            let key = CollidingKey(value: value, bucket: buckets[value % buckets.count])
            let got = try cache.value(for: key) { value * 10 }
            #expect(got == value * 10, "step \(step)")
            model.access(value, hash: key.cacheHash)
            if step % 97 == 0 {
                for held in model.held {
                    let heldKey = CollidingKey(value: held, bucket: buckets[held % buckets.count])
                    #expect(cache.cachedValue(for: heldKey) == held * 10, "step \(step), key \(held)")
                }
                #expect(cache.statistics.count == model.held.count)
                #expect(cache.statistics.evictions == model.evictions)
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

/// Window TinyLFU written plainly, as `FormatterCache.State` documents it:
/// a window of 1% (at least one entry) and a main part, each least recent
/// first; a key leaving a full window replaces the main part's least
/// recent key only if the sketch counts it more often.
private struct WindowTinyLFUModel {
    let capacity: Int
    let windowCapacity: Int
    var window: [Int] = []
    var main: [Int] = []
    var hashes: [Int: Int] = [:]
    var sketch: FrequencySketch
    var evictions = 0

    init(capacity: Int) {
        self.capacity = capacity
        windowCapacity = max(1, capacity / 100)
        sketch = FrequencySketch(capacity: capacity)
    }

    var held: [Int] { window + main }

    mutating func access(_ key: Int, hash: Int) {
        hashes[key] = hash
        sketch.increment(hash)
        if let at = window.firstIndex(of: key) {
            window.append(window.remove(at: at))
            return
        }
        if let at = main.firstIndex(of: key) {
            main.append(main.remove(at: at))
            return
        }
        window.append(key)
        guard window.count > windowCapacity else { return }
        let candidate = window.removeFirst()
        if main.count < capacity - windowCapacity {
            main.append(candidate)
            return
        }
        evictions += 1
        if let victim = main.first,
            sketch.frequency(hashes[candidate] ?? 0) > sketch.frequency(hashes[victim] ?? 0)
        {
            main.removeFirst()
            main.append(candidate)
        }
    }
}
