import Synchronization
import Testing

@testable import LocaleFormat

/// The pool lends each handle to one caller at a time: one idle handle waits
/// in its atomic slot, the others in its locked list, and no more than
/// `capacity` are kept.
@Suite struct ICUHandlePoolTests {
    final class Handle: Sendable {
        let number: Int
        init(_ number: Int) { self.number = number }
    }

    /// The handles in use, and how often one was lent while in use.
    final class Tracker: Sendable {
        let inUse = Synchronization.Mutex<Set<Int>>([])
        let overlaps = Atomic(0)
    }

    /// A pool whose handles are numbered in the order they were made.
    static func numberedPool(capacity: Int) throws -> ICUHandlePool<Handle> {
        let made = Atomic(0)
        return try ICUHandlePool(capacity: capacity) { () throws(LocaleFormatError) in
            Handle(made.add(1, ordering: .relaxed).newValue)
        }
    }

    /// The numbers of the handles that `depth` calls, each inside the one
    /// before, borrowed.
    static func nested(_ depth: Int, in pool: ICUHandlePool<Handle>) throws(LocaleFormatError) -> [Int] {
        guard depth > 0 else { return [] }
        return try pool.withHandle { (handle) throws(LocaleFormatError) in
            try [handle.number] + nested(depth - 1, in: pool)
        }
    }

    @Test func callsOneAfterAnotherShareTheFirstHandle() throws {
        let pool = try Self.numberedPool(capacity: 4)
        for _ in 0..<5 {
            #expect(try pool.withHandle { $0.number } == 1)
        }
        #expect(pool.idleCount == 1)
    }

    @Test func nestedCallsGetHandlesOfTheirOwnAndReturnThem() throws {
        let pool = try Self.numberedPool(capacity: 4)
        let numbers = try Self.nested(3, in: pool)

        #expect(numbers == [1, 2, 3])
        #expect(pool.idleCount == 3)
        // Returned handles are lent again, none made anew.
        let again = try Self.nested(3, in: pool)
        #expect(Set(again) == [1, 2, 3])
    }

    @Test func noMoreThanCapacityHandlesAreKept() throws {
        let pool = try Self.numberedPool(capacity: 2)
        _ = try Self.nested(4, in: pool)
        #expect(pool.idleCount == 2)
        let single = try Self.numberedPool(capacity: 1)
        _ = try Self.nested(2, in: single)
        #expect(single.idleCount == 1)
    }

    @Test func handlesAreLentToOneTaskAtATime() async throws {
        let pool = try Self.numberedPool(capacity: 3)
        let tracker = Tracker()
        await withTaskGroup(of: Void.self) { group in
            for _ in 0..<8 {
                group.addTask {
                    for _ in 0..<2_000 {
                        try? pool.withHandle { handle in
                            let fresh = tracker.inUse.withLock { $0.insert(handle.number).inserted }
                            if !fresh { tracker.overlaps.add(1, ordering: .relaxed) }
                            tracker.inUse.withLock { _ = $0.remove(handle.number) }
                        }
                    }
                }
            }
        }
        #expect(tracker.overlaps.load(ordering: .relaxed) == 0)
        #expect(pool.idleCount <= pool.capacity)
    }
}
