import Foundation
import LocaleFormatTestSupport
import Synchronization
import Testing

@testable import LocaleFormat

private let buildFailure = LocaleFormatError(.internal, "the build failed")

private final class Counter: Sendable {
    let value = Atomic<Int>(0)
}

/// `@unchecked Sendable`: semaphores are thread-safe, and the outcome is
/// behind a mutex.
private final class Signals: @unchecked Sendable {
    let firstStarted = DispatchSemaphore(value: 0)
    let secondBuilt = DispatchSemaphore(value: 0)
    let firstDone = DispatchSemaphore(value: 0)
    /// Whether the first build saw the second one finish before giving up.
    let firstSawSecond = Synchronization.Mutex<Bool?>(nil)
}

@Suite struct FormatterCacheTests {
    @Test func aNewcomerReplacesAnEstablishedEntryOnlyIfAskedForMoreOften() throws {
        // Capacity 3: a window of one entry and a main part of two. Keys
        // hash to themselves, so the frequency sketch counts the same way
        // in every process (an Int's own hash is seeded per process).
        let cache = FormatterCache<FixedHashKey, String>(capacity: 3)
        for key in 1...3 { _ = try cache.value(for: FixedHashKey(key)) { "v\(key)" } }  // main: 1, 2; window: 3
        _ = try cache.value(for: 1) { "unused" }  // 1 is now the main part's most recent
        _ = try cache.value(for: 4) { "v4" }  // 3 leaves the window; asked for no more than 2: evicted
        #expect(cache.cachedValue(for: 3) == nil)
        #expect(cache.cachedValue(for: 1) == "v1")
        #expect(cache.cachedValue(for: 2) == "v2")
        #expect(cache.cachedValue(for: 4) == "v4")
        var stats = cache.statistics
        #expect(stats.hits == 1 && stats.misses == 4 && stats.evictions == 1 && stats.count == 3)
        // 4, asked for again, leaves the window ahead of 2 (asked for once): it replaces 2.
        for _ in 0..<2 { _ = try cache.value(for: 4) { "unused" } }
        _ = try cache.value(for: 5) { "v5" }
        #expect(cache.cachedValue(for: 2) == nil)
        #expect(cache.cachedValue(for: 4) == "v4")
        #expect(cache.cachedValue(for: 1) == "v1")
        #expect(cache.cachedValue(for: 5) == "v5")
        stats = cache.statistics
        #expect(stats.evictions == 2 && stats.count == 3)
    }

    @Test func aCycleJustAboveCapacityKeepsMostOfItsHits() throws {
        // LRU's worst case: cycling 110 keys through 100 entries misses every
        // call under LRU. Here the established entries stay: ~90% hits.
        let cache = FormatterCache<Int, Int>(capacity: 100)
        for _ in 0..<50 {
            for key in 0..<110 { _ = try cache.value(for: key) { key } }
        }
        let stats = cache.statistics
        #expect(stats.count == 100)
        #expect(Double(stats.hits) / Double(stats.hits + stats.misses) > 0.8)
        // No clear-all cliff: each miss evicted exactly one entry.
        #expect(stats.evictions == stats.misses - 100)
    }

    @Test func staysAtCapacityUnderManyDistinctKeys() throws {
        let cache = FormatterCache<String, Int>(capacity: 1000)
        for i in 0..<200_000 { _ = try cache.value(for: "xx-\(i)") { i } }
        let stats = cache.statistics
        #expect(stats.count == 1000)
        #expect(stats.evictions == 199_000)
    }

    @Test func failedBuildsAreNotCached() throws {
        let cache = FormatterCache<Int, Int>(capacity: 4)
        #expect(throws: buildFailure) { try cache.value(for: 1) { () throws(LocaleFormatError) in throw buildFailure } }
        #expect(try cache.value(for: 1) { 7 } == 7)
        #expect(cache.statistics.failedBuilds == 1)
    }

    @Test func manyTasksMissingOneKeyBuildOnce() async throws {
        let cache = FormatterCache<String, Int>(capacity: 8)
        let builds = Counter()
        try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<64 {
                group.addTask {
                    try cache.value(for: "de-DE") {
                        builds.value.add(1, ordering: .relaxed)
                        Thread.sleep(forTimeInterval: 0.05)  // a slow build, so the others arrive meanwhile
                        return 42
                    }
                }
            }
            for try await value in group { #expect(value == 42) }
        }
        #expect(builds.value.load(ordering: .relaxed) == 1)
        #expect(cache.statistics.misses == 1)
    }

    /// The first key's build cannot finish until the second key has been
    /// built: a cache that built one key at a time would hold the second
    /// build back until the first gave up waiting, and fail every check.
    @Test(.timeLimit(.minutes(1)))
    func missesOnDifferentKeysDoNotWaitForEachOther() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let signals = Signals()
        Thread.detachNewThread { [cache, signals] in
            _ = try? cache.value(for: 1) {
                signals.firstStarted.signal()
                let outcome = signals.secondBuilt.wait(timeout: .now() + 5)
                signals.firstSawSecond.withLock { $0 = outcome == .success }
                return 1
            }
            signals.firstDone.signal()
        }
        // The first build is under way (no sleep: the build says so).
        #expect(signals.firstStarted.wait(timeout: .now() + 10) == .success)
        let start = ContinuousClock.now
        #expect(try cache.value(for: 2) { 2 } == 2)
        let secondTook = ContinuousClock.now - start
        signals.secondBuilt.signal()
        #expect(signals.firstDone.wait(timeout: .now() + 10) == .success)
        #expect(signals.firstSawSecond.withLock { $0 } == true, "the first build gave up waiting for the second")
        #expect(secondTook < .seconds(4), "the second build waited \(secondTook) for the first")
        #expect(cache.cachedValue(for: 1) == 1 && cache.cachedValue(for: 2) == 2)
    }

    /// A lookup by a probe (a caller's values compared in place) finds what
    /// a lookup by key stored, and makes its key only on a miss.
    @Test func probesFindWhatKeysStoredAndMakeKeysOnlyOnAMiss() throws {
        let cache = FormatterCache<String, Int>(capacity: 4)
        _ = try cache.value(for: "de-DE") { 1 }
        var made = 0
        func probe(_ text: String) throws(LocaleFormatError) -> Int {
            try cache.value(
                hash: text.cacheHash, matching: { $0 == text },
                key: {
                    made += 1
                    return text
                }
            ) { _ in 2 }
        }
        #expect(try probe("de-DE") == 1)
        #expect(made == 0)
        #expect(try probe("fr-FR") == 2)
        #expect(made >= 1)
        let afterMiss = made
        #expect(try probe("fr-FR") == 2)
        #expect(made == afterMiss)
        #expect(cache.statistics.hits == 2 && cache.statistics.misses == 2)
    }

    @Test func removeAllWhereDropsMatchingEntriesBeforeReturning() throws {
        let cache = FormatterCache<String, Int>(capacity: 8)
        for key in ["de-DE", "de-AT", "fr-FR"] { _ = try cache.value(for: key) { key.count } }
        cache.removeAll(where: { $0.hasPrefix("de") })
        #expect(cache.cachedValue(for: "de-DE") == nil && cache.cachedValue(for: "de-AT") == nil)
        #expect(cache.cachedValue(for: "fr-FR") == 5)
        #expect(cache.statistics.count == 1)
        // Freed slots are reused.
        for key in ["a", "b", "c"] { _ = try cache.value(for: key) { 0 } }
        #expect(cache.statistics.count == 4)
    }

    @Test func removeAllWhereValueDropsMatchingValuesAndBuildsUnderWay() throws {
        let cache = FormatterCache<String, Int>(capacity: 8)
        for (key, value) in [("a", 1), ("b", 2), ("c", 1)] { _ = try cache.value(for: key) { value } }
        cache.removeAll(whereValue: { $0 == 1 })
        #expect(cache.cachedValue(for: "a") == nil && cache.cachedValue(for: "c") == nil)
        #expect(cache.cachedValue(for: "b") == 2)
        // A build under way when values are removed finishes for its caller
        // and is not kept: its value is not known when the removal runs.
        let built = try cache.value(for: "d") {
            cache.removeAll(whereValue: { _ in false })
            return 4
        }
        #expect(built == 4)
        #expect(cache.cachedValue(for: "d") == nil)
        #expect(cache.statistics.count == 1)
    }

    @Test func concurrentMixedUseKeepsInvariants() async throws {
        let cache = FormatterCache<Int, Int>(capacity: 16)
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<8 {
                group.addTask {
                    var rng = SeededGenerator(seed: UInt64(task))
                    for _ in 0..<5_000 {
                        let key = Int.random(in: 0..<40, using: &rng)
                        let value = try cache.value(for: key) { key * 2 }
                        #expect(value == key * 2)
                        if key == 0 { cache.removeAll(where: { $0 < 3 }) }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.statistics.count <= 16)
    }
}

/// An integer key whose cache hash is itself.
private struct FixedHashKey: FormatterCacheKey, ExpressibleByIntegerLiteral, CustomStringConvertible {
    var value: Int
    init(integerLiteral value: Int) { self.value = value }
    init(_ value: Int) { self.value = value }
    var cacheHash: Int { value }
    var description: String { String(value) }
}
