import Foundation
import Synchronization
import Testing
@testable import LocaleFormat

private struct BuildFailure: Error {}

private final class Counter: Sendable {
    let value = Atomic<Int>(0)
}

/// `@unchecked Sendable`: semaphores are thread-safe.
private final class Signals: @unchecked Sendable {
    let secondBuilt = DispatchSemaphore(value: 0)
    let firstDone = DispatchSemaphore(value: 0)
}

@Suite struct FormatterCacheTests {
    @Test func evictsTheLeastRecentlyUsedOneAtATime() throws {
        let cache = FormatterCache<Int, String>(capacity: 3)
        for key in 1...3 { _ = try cache.value(for: key) { "v\(key)" } }
        _ = try cache.value(for: 1) { "unused" }  // 1 is now the most recent
        _ = try cache.value(for: 4) { "v4" }  // evicts 2, the least recent
        #expect(cache.cachedValue(for: 2) == nil)
        #expect(cache.cachedValue(for: 1) == "v1")
        #expect(cache.cachedValue(for: 3) == "v3")
        #expect(cache.cachedValue(for: 4) == "v4")
        let stats = cache.statistics
        #expect(stats.hits == 1 && stats.misses == 4 && stats.evictions == 1 && stats.count == 3)
    }

    @Test func workingSetJustAboveCapacityKeepsAllButOne() throws {
        // No clear-all cliff: cycling 11 keys through 10 slots evicts one per miss.
        let cache = FormatterCache<Int, Int>(capacity: 10)
        for key in 0..<10 { _ = try cache.value(for: key) { key } }
        _ = try cache.value(for: 10) { 10 }
        #expect(cache.statistics.count == 10)
        #expect(cache.statistics.evictions == 1)
        #expect((1...10).allSatisfy { cache.cachedValue(for: $0) != nil })
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
        #expect(throws: BuildFailure.self) { try cache.value(for: 1) { throw BuildFailure() } }
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

    @Test func missesOnDifferentKeysDoNotWaitForEachOther() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        let signals = Signals()
        Thread.detachNewThread { [cache, signals] in
            // The first build waits until the second key has been built.
            _ = try? cache.value(for: 1) {
                _ = signals.secondBuilt.wait(timeout: .now() + 10)
                return 1
            }
            signals.firstDone.signal()
        }
        Thread.sleep(forTimeInterval: 0.05)
        #expect(try cache.value(for: 2) { 2 } == 2)
        signals.secondBuilt.signal()
        #expect(signals.firstDone.wait(timeout: .now() + 10) == .success)
    }

    @Test func removeAllWhereDropsMatchingEntriesBeforeReturning() throws {
        let cache = FormatterCache<String, Int>(capacity: 8)
        for key in ["de-DE", "de-AT", "fr-FR"] { _ = try cache.value(for: key) { key.count } }
        cache.removeAll { $0.hasPrefix("de") }
        #expect(cache.cachedValue(for: "de-DE") == nil && cache.cachedValue(for: "de-AT") == nil)
        #expect(cache.cachedValue(for: "fr-FR") == 5)
        #expect(cache.statistics.count == 1)
        // Freed slots are reused.
        for key in ["a", "b", "c"] { _ = try cache.value(for: key) { 0 } }
        #expect(cache.statistics.count == 4)
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
                        if key == 0 { cache.removeAll { $0 < 3 } }
                    }
                }
            }
            try await group.waitForAll()
        }
        #expect(cache.statistics.count <= 16)
    }
}
