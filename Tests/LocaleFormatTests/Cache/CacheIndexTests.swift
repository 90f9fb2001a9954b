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
    /// With the thread's front, the model keeps a copy of it too: which key
    /// each slot was last given, and which entries a front hit marked.
    @Test(arguments: [1, 3, 8, 64, 250], [false, true])
    func agreesWithAModelUnderCollisions(capacity: Int, usesFront: Bool) throws {
        var random = SeededGenerator(seed: UInt64(capacity) &* 7919)
        let cache = FormatterCache<CollidingKey, Int>(capacity: capacity, usesFront: usesFront)
        var model = WindowTinyLFUModel(capacity: capacity, front: usesFront ? cache.frontOwner : nil)
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
                let statistics = cache.statistics
                #expect(statistics.count == model.held.count)
                #expect(statistics.evictions == model.evictions)
                #expect(statistics.hits == model.hits)
            }
        }
        if usesFront { #expect(model.frontHits > 100, "the front served \(model.frontHits) hits") }
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
///
/// With a front (`front`: the cache's owner number): a key whose front slot
/// was last given that key, while it is held, is a hit that changes no
/// order and no count, only marks the key; a marked key leaving the window
/// is counted once in the sketch, and a marked key at the main part's least
/// recent end is counted, unmarked and made most recent instead of being
/// the victim (once per key per eviction).
private struct WindowTinyLFUModel {
    let capacity: Int
    let windowCapacity: Int
    let front: UInt64?
    var window: [Int] = []
    var main: [Int] = []
    var hashes: [Int: Int] = [:]
    var sketch: FrequencySketch
    var evictions = 0
    var hits = 0
    var frontHits = 0
    var frontSlots: [Int: Int] = [:]
    var referenced: Set<Int> = []

    init(capacity: Int, front: UInt64?) {
        self.capacity = capacity
        self.front = front
        windowCapacity = max(1, capacity / 100)
        sketch = FrequencySketch(capacity: capacity)
    }

    var held: [Int] { window + main }

    mutating func access(_ key: Int, hash: Int) {
        hashes[key] = hash
        guard let front else { return lockedAccess(key, hash: hash) }
        let slot = CacheFront.slotIndex(owner: front, hash: hash)
        if frontSlots[slot] == key, held.contains(key) {
            referenced.insert(key)
            hits += 1
            frontHits += 1
            return
        }
        lockedAccess(key, hash: hash)
        frontSlots[slot] = key
    }

    private mutating func lockedAccess(_ key: Int, hash: Int) {
        sketch.increment(hash)
        if let at = window.firstIndex(of: key) {
            hits += 1
            window.append(window.remove(at: at))
            return
        }
        if let at = main.firstIndex(of: key) {
            hits += 1
            main.append(main.remove(at: at))
            return
        }
        window.append(key)
        guard window.count > windowCapacity else { return }
        let candidate = window.removeFirst()
        if referenced.remove(candidate) != nil { sketch.increment(hashes[candidate] ?? 0) }
        if main.count < capacity - windowCapacity {
            main.append(candidate)
            return
        }
        evictions += 1
        var chances = main.count
        while chances > 0, let first = main.first, referenced.remove(first) != nil {
            chances -= 1
            sketch.increment(hashes[first] ?? 0)
            main.append(main.removeFirst())
        }
        if let victim = main.first,
            sketch.frequency(hashes[candidate] ?? 0) > sketch.frequency(hashes[victim] ?? 0)
        {
            referenced.remove(main.removeFirst())
            main.append(candidate)
        } else {
            referenced.remove(candidate)
        }
    }
}
