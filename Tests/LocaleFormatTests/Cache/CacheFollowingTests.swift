import Testing

@testable import LocaleFormat

/// A cache that follows another (the spellings of ``Formatters`` over a
/// kind's cache by options): its entries are charged their keys only and
/// leave with their values.
@Suite struct CacheFollowingTests {
    final class Box: Sendable {
        let id: Int
        let bytes: Int
        init(_ id: Int, bytes: Int = 100) {
            self.id = id
            self.bytes = bytes
        }
    }

    /// An owner keyed by the box's id, charging each box its bytes, and a
    /// follower keyed by strings, charging each entry 10.
    static func caches(capacity: Int = 100, limit: Int = 1_000) -> (
        budget: CacheBudget, owner: FormatterCache<Int, Box>, follower: FormatterCache<String, Box>
    ) {
        let budget = CacheBudget(limit: limit)
        let owner = FormatterCache<Int, Box>(capacity: capacity, budget: budget, charge: { box, _ in box.bytes })
        let follower = FormatterCache<String, Box>(
            capacity: capacity, budget: budget, keyCharge: { _ in 10 }, following: owner, ownerKey: { $0.id })
        return (budget, owner, follower)
    }

    /// A value looked up by a spelling: the owner's, by its id.
    static func lookUp(
        _ spelling: String, id: Int, bytes: Int = 100,
        in caches: (budget: CacheBudget, owner: FormatterCache<Int, Box>, follower: FormatterCache<String, Box>)
    ) throws -> Box {
        try caches.follower.value(for: spelling) { () throws(LocaleFormatError) in
            try caches.owner.value(for: id) { Box(id, bytes: bytes) }
        }
    }

    @Test func aValueIsChargedOnceHoweverManyKeysReachIt() throws {
        let caches = Self.caches()
        for spelling in ["a", "A", "a "] { _ = try Self.lookUp(spelling, id: 1, in: caches) }
        #expect(caches.owner.heldBytes == 100)
        #expect(caches.follower.heldBytes == 30)
        #expect(caches.budget.heldBytes == 130)
        #expect(caches.follower.statistics.count == 3)
    }

    @Test func entriesLeaveWithTheirValue() throws {
        let caches = Self.caches()
        for spelling in ["a", "A"] { _ = try Self.lookUp(spelling, id: 1, in: caches) }
        _ = try Self.lookUp("b", id: 2, in: caches)
        caches.owner.removeAll { $0 == 1 }
        #expect(caches.follower.cachedValue(for: "a") == nil)
        #expect(caches.follower.cachedValue(for: "A") == nil)
        #expect(caches.follower.cachedValue(for: "b")?.id == 2)
        #expect(caches.budget.heldBytes == 110)
        // Found again: built again, and held both ways again.
        let again = try Self.lookUp("a", id: 1, in: caches)
        #expect(caches.owner.cachedValue(for: 1) === again)
    }

    @Test func valuesShedOverTheBudgetTakeTheirKeysAlong() throws {
        let caches = Self.caches(limit: 1_000)
        for id in 0..<30 {
            for spelling in ["x\(id)", "y\(id)"] { _ = try Self.lookUp(spelling, id: id, in: caches) }
            #expect(caches.budget.heldBytes <= 1_000)
        }
        let owned = Set(caches.owner.heldValues.map(ObjectIdentifier.init))
        let followed = caches.follower.heldValues
        #expect(!followed.isEmpty)
        #expect(followed.allSatisfy { owned.contains(ObjectIdentifier($0)) })
        #expect(caches.owner.statistics.evictions > 0)
    }

    @Test func aValueTheOwnerDidNotKeepIsNotKept() throws {
        let caches = Self.caches(limit: 1_000)  // entries up to 250
        let big = try Self.lookUp("big", id: 7, bytes: 251, in: caches)
        #expect(big.id == 7)
        #expect(caches.owner.cachedValue(for: 7) == nil)
        #expect(caches.follower.cachedValue(for: "big") == nil)
        #expect(caches.budget.heldBytes == 0)
    }

    /// A thread's front holds an entry's value, so it counts a followed
    /// value as its owner charges it, not as its key is charged: one too
    /// large for fronts is found under the lock.
    @Test func frontsCountAFollowedValueAsItsOwnerChargesIt() throws {
        let caches = Self.caches(limit: 1 << 30)
        let large = CacheFront.entryByteLimit + 1
        for _ in 0..<5 { _ = try Self.lookUp("large", id: 1, bytes: large, in: caches) }
        #expect(caches.follower.heldBytes == 10)
        #expect(caches.follower.frontHits.total == 0)
        #expect(caches.follower.statistics.hits == 4)
        for _ in 0..<5 { _ = try Self.lookUp("small", id: 2, in: caches) }
        #expect(caches.follower.frontHits.total > 0)
    }

    @Test func evictionByCountTakesTheKeysAlong() throws {
        let caches = Self.caches(capacity: 8, limit: 1 << 20)
        for id in 0..<100 { _ = try Self.lookUp("s\(id)", id: id, in: caches) }
        let owned = Set(caches.owner.heldValues.map(ObjectIdentifier.init))
        #expect(caches.follower.heldValues.allSatisfy { owned.contains(ObjectIdentifier($0)) })
        #expect(caches.owner.heldBytes == 100 * caches.owner.statistics.count)
        #expect(caches.follower.heldBytes == 10 * caches.follower.statistics.count)
    }
}
