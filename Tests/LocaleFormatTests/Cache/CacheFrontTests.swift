import Foundation
import Synchronization
import Testing

@testable import LocaleFormat

/// A value that says when it is freed, to see what a thread's front keeps.
private final class Tracked: Sendable {
    let id: Int
    init(_ id: Int) { self.id = id }
}

/// A key whose cache hash is chosen by the test (collisions on purpose).
private struct BucketKey: FormatterCacheKey {
    var value: Int
    var bucket: Int
    var cacheHash: Int { bucket }
}

/// The threads' fronts (`CacheFront`): a hit on an entry the thread found
/// before takes no lock, is counted, is never an entry that left the cache,
/// and a front gives back what it holds when entries leave and threads end.
@Suite struct CacheFrontTests {
    @Test func aRepeatedHitIsServedByTheFrontAndCounted() throws {
        let cache = FormatterCache<Int, Int>(capacity: 8)
        for _ in 0..<10 { #expect(try cache.value(for: 5) { $0 * 3 } == 15) }
        #expect(cache.frontHits.total == 9)  // the miss stored it in this thread's front
        let statistics = cache.statistics
        #expect(statistics.hits == 9 && statistics.misses == 1)
    }

    @Test func keysSharingAHashAreNeverConfused() throws {
        let cache = FormatterCache<BucketKey, Int>(capacity: 64)
        for round in 0..<50 {
            for value in 0..<6 {
                let key = BucketKey(value: value, bucket: 42)
                #expect(try cache.value(for: key) { $0.value * 10 } == value * 10, "round \(round)")
            }
        }
        #expect(cache.statistics.misses == 6)
    }

    @Test func anEntryThatLeftTheCacheIsNotHandedOut() throws {
        let builds = Atomic<Int>(0)
        let cache = FormatterCache<Int, Tracked>(capacity: 8)
        func lookUp() throws -> Tracked {
            try cache.value(for: 1) { key in
                Tracked(key * 100 + builds.add(1, ordering: .relaxed).newValue)
            }
        }
        let first = try lookUp()
        #expect(try lookUp() === first)  // from the front
        cache.removeAll(where: { $0 == 1 })
        let second = try lookUp()
        #expect(second !== first && second.id == 102)
        #expect(try lookUp() === second)
        // Evicted rather than removed: the same.
        for key in 2..<40 { _ = try cache.value(for: key) { Tracked($0) } }
        if cache.cachedValue(for: 1) == nil { #expect(try lookUp() !== second) }
    }

    @Test func aFrontGivesBackAnEntryThatLeftOnItsNextLookup() throws {
        let cache = FormatterCache<Int, Tracked>(capacity: 8)
        weak var weakValue: Tracked?
        do {
            let value = try cache.value(for: 7) { Tracked($0) }
            _ = try cache.value(for: 7) { Tracked($0) }
            weakValue = value
        }
        cache.removeAll()
        #expect(weakValue != nil)  // still in this thread's front
        _ = try cache.value(for: 7) { Tracked($0 + 1) }  // finds it gone, empties the slot
        #expect(weakValue == nil)
    }

    @Test func entriesChargedOverTheFrontLimitTakeTheLock() throws {
        let budget = CacheBudget(limit: 1 << 30)
        let cache = FormatterCache<Int, Int>(
            capacity: 8, budget: budget, charge: { _, _ in CacheFront.entryByteLimit + 1 })
        for _ in 0..<5 { _ = try cache.value(for: 3) { $0 } }
        #expect(cache.frontHits.total == 0)
        #expect(cache.statistics.hits == 4)
    }

    @Test func aThreadsFrontHoldsNoMoreThanItsByteLimit() throws {
        let budget = CacheBudget(limit: 1 << 40)
        let perEntry = CacheFront.entryByteLimit  // four such entries fill a front
        let cache = FormatterCache<Int, Tracked>(capacity: 64, budget: budget, charge: { _, _ in perEntry })
        for key in 0..<12 {
            for _ in 0..<3 { #expect(try cache.value(for: key) { Tracked($0) }.id == key) }
        }
        let held = CacheFront.withCurrent { $0.heldBytes } ?? -1
        #expect(held > 0 && held <= CacheFront.byteLimit)
        #expect(cache.frontHits.total > 0)
        #expect(cache.statistics.hits == 24)
    }

    @Test func aThreadsFrontIsReleasedWhenTheThreadEnds() throws {
        let cache = FormatterCache<Int, Tracked>(capacity: 8)
        let probe = WeakProbe()
        let done = DispatchSemaphore(value: 0)
        let thread = Thread {
            let value = try? cache.value(for: 9) { Tracked($0) }
            _ = try? cache.value(for: 9) { Tracked($0) }
            probe.set(value)
            done.signal()
        }
        thread.start()
        done.wait()
        cache.removeAll()  // only the thread's front holds it now, until the thread ends
        var waited = 0
        while probe.isAlive, waited < 200 {
            Thread.sleep(forTimeInterval: 0.01)
            waited += 1
        }
        #expect(!probe.isAlive)
    }
}

/// A weak reference another thread sets.
private final class WeakProbe: Sendable {
    private let value = Synchronization.Mutex<WeakBox>(WeakBox())
    private struct WeakBox { weak var object: Tracked? }
    func set(_ object: Tracked?) { value.withLock { $0.object = object } }
    var isAlive: Bool { value.withLock { $0.object != nil } }
}
