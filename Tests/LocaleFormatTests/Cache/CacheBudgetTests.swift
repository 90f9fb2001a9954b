import Testing

@testable import LocaleFormat

/// Caches bounded in bytes: entries charged against a kind's budget and the
/// total, least recently used ones shed when over, oversized ones not kept.
@Suite struct CacheBudgetTests {
    /// A cache whose values are their own charge in bytes.
    static func cache(capacity: Int = 100, budget: CacheBudget) -> FormatterCache<String, Int> {
        FormatterCache(capacity: capacity, budget: budget, charge: { value, _ in value })
    }

    @Test func entriesOverTheBudgetShedTheLeastRecent() throws {
        let budget = CacheBudget(limit: 1_000)
        let cache = Self.cache(budget: budget)
        for i in 0..<10 { _ = try cache.value(for: "k\(i)") { 100 } }
        #expect(budget.heldBytes == 1_000)
        _ = try cache.value(for: "k0") { 100 }  // a hit: k0 is now the most recent
        _ = try cache.value(for: "k10") { 200 }
        #expect(budget.heldBytes <= 1_000)
        #expect(cache.statistics.bytes == budget.heldBytes)
        #expect(cache.cachedValue(for: "k10") == 200)
        #expect(cache.cachedValue(for: "k0") == 100)
        #expect(cache.cachedValue(for: "k1") == nil)
        #expect(cache.statistics.evictions == 2)
    }

    @Test func anEntryOverAQuarterOfTheBudgetIsHandedOutAndNotKept() throws {
        let budget = CacheBudget(limit: 1_000)
        let cache = Self.cache(budget: budget)
        #expect(budget.entryLimit == 250)
        #expect(try cache.value(for: "big") { 251 } == 251)
        #expect(try cache.value(for: "big") { 251 } == 251)
        let statistics = cache.statistics
        #expect(statistics.misses == 2)
        #expect(statistics.oversized == 2)
        #expect(statistics.count == 0)
        #expect(budget.heldBytes == 0)
        #expect(try cache.value(for: "fits") { 250 } == 250)
        #expect(cache.statistics.count == 1)
    }

    @Test func aChargeOfNilIsNotKept() throws {
        let cache = FormatterCache<String, Int>(
            capacity: 10, budget: CacheBudget(limit: 1_000), charge: { value, _ in value < 0 ? nil : value })
        #expect(try cache.value(for: "a") { -1 } == -1)
        #expect(cache.cachedValue(for: "a") == nil)
        #expect(cache.statistics.oversized == 0)  // not kept, but not for its size
    }

    @Test func theTotalShedsFromTheKindHoldingTheMost() throws {
        let total = CacheBudget(limit: 1_000)
        let (kindA, kindB) = (CacheBudget(limit: 1_000, parent: total), CacheBudget(limit: 1_000, parent: total))
        let a = Self.cache(budget: kindA)
        let b = Self.cache(budget: kindB)
        for i in 0..<8 { _ = try a.value(for: "a\(i)") { 100 } }
        for i in 0..<4 { _ = try b.value(for: "b\(i)") { 100 } }
        #expect(total.heldBytes <= 1_000)
        #expect(kindB.heldBytes == 400)  // B never held the most: nothing shed there
        #expect(kindA.heldBytes == 600)
        #expect(a.cachedValue(for: "a0") == nil && a.cachedValue(for: "a7") == 100)
    }

    @Test func twoCachesOfOneKindShareItsBudget() throws {
        let kind = CacheBudget(limit: 1_000)
        let byOptions = Self.cache(budget: kind)
        let bySpelling = Self.cache(budget: kind)
        for i in 0..<6 {
            _ = try byOptions.value(for: "o\(i)") { 100 }
            _ = try bySpelling.value(for: "s\(i)") { 100 }
        }
        #expect(kind.heldBytes <= 1_000)
        #expect(byOptions.heldBytes + bySpelling.heldBytes == kind.heldBytes)
    }

    @Test func removingEntriesGivesTheirBytesBack() throws {
        let total = CacheBudget(limit: 10_000)
        let kind = CacheBudget(limit: 10_000, parent: total)
        let cache = Self.cache(budget: kind)
        for i in 0..<10 { _ = try cache.value(for: "k\(i)") { 100 + i } }
        #expect(total.heldBytes == 1_045)
        cache.removeAll { $0.hasSuffix("1") }
        #expect(kind.heldBytes == 944)
        cache.removeAll()
        #expect(total.heldBytes == 0 && kind.heldBytes == 0)
    }

    @Test func failedBuildsChargeNothing() {
        let budget = CacheBudget(limit: 1_000)
        let cache = Self.cache(budget: budget)
        #expect(throws: LocaleFormatError.self) {
            try cache.value(for: "x") { () throws(LocaleFormatError) -> Int in
                throw LocaleFormatError(.internal, "no")
            }
        }
        #expect(budget.heldBytes == 0)
    }

    /// Count and bytes bound the cache together: many small entries stop at
    /// the capacity, a few large ones at the budget.
    @Test func countAndBytesBothBound() throws {
        let budget = CacheBudget(limit: 1_000)
        let cache = Self.cache(capacity: 5, budget: budget)
        for i in 0..<20 { _ = try cache.value(for: "s\(i)") { 10 } }
        #expect(cache.statistics.count == 5 && budget.heldBytes == 50)
        for i in 0..<20 { _ = try cache.value(for: "l\(i)") { 240 } }
        #expect(budget.heldBytes <= 1_000 && cache.statistics.count <= 5)
    }
}
