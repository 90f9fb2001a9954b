import LocaleFormatTestSupport
import Testing

@testable import LocaleFormat

private struct SharedHashKey: FormatterCacheKey {
    var value: Int
    var cacheHash: Int { value % 3 }
}

/// Threads hitting through their fronts while others evict and remove: no
/// lookup gets another key's value or a removed entry's, and every lookup is
/// counted once. Runs under Thread Sanitizer in CI.
@Suite struct CacheFrontConcurrencyStressTests {
    @Test func frontsStayCorrectWhileEntriesLeave() async throws {
        let cache = FormatterCache<SharedHashKey, Int>(capacity: 12)
        let tasks = 8
        let lookups = 6_000
        try await withThrowingTaskGroup(of: Void.self) { group in
            for task in 0..<tasks {
                group.addTask {
                    var random = SeededGenerator(seed: UInt64(task) &+ 99)
                    for step in 0..<lookups {
                        // Mostly a few hot keys (front hits), sometimes a cold one (evictions).
                        let value =
                            step % 5 == 0
                            ? Int.random(in: 0..<60, using: &random) : Int.random(in: 0..<6, using: &random)
                        let got = try cache.value(for: SharedHashKey(value: value)) { $0.value * 7 }
                        #expect(got == value * 7)
                        if task == 0, step % 500 == 0 { cache.removeAll(where: { $0.value < 3 }) }
                    }
                }
            }
            try await group.waitForAll()
        }
        let statistics = cache.statistics
        #expect(statistics.hits + statistics.misses == tasks * lookups)
        #expect(statistics.count <= 12)
        #expect(cache.frontHits.total > 0)
    }
}
