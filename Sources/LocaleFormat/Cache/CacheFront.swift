import Synchronization

/// A thread's latest cache hits, looked up before a cache's lock, so that a
/// hit on an entry the thread found before takes no lock and writes nothing
/// another thread reads.
///
/// 64 slots, direct-mapped by the cache and the key's hash, shared by every
/// cache the thread uses. A slot holds the cache's entry (its key box and
/// value) as the thread last found it; the box says whether the entry has
/// left the cache since, and then the slot is not used. Only the owning
/// thread reaches its front (``withCurrent(_:)``), so nothing here is
/// synchronized.
///
/// What a front holds beyond a cache's bounds: at most ``byteLimit`` per
/// thread (entries charged more than ``entryByteLimit`` are never kept),
/// given back when the slot is taken by another entry or emptied to make
/// room, found removed, or the thread exits.
final class CacheFront {
    static let slotCount = 64
    /// The most bytes a cache entry may be charged to be kept in fronts.
    static let entryByteLimit = 1 << 20
    /// The most bytes of entries one thread's front holds.
    static let byteLimit = 4 << 20

    /// Inline and of plain values, so that reading a slot retains nothing;
    /// unchecked, because only this thread reaches the front and no access
    /// to it overlaps.
    @exclusivity(unchecked) var slots = InlineArray<64, Slot>(repeating: Slot())
    /// Which stripe of a cache's hit counter this thread adds to.
    let stripe: Int
    /// Bytes charged for the entries the slots hold.
    var heldBytes = 0
    /// The slot to empty next when the front must make room (round robin).
    var nextToClear = 0

    private static let threadsMade = Atomic<Int>(0)
    private static let ownersMade = Atomic<UInt64>(0)

    init() {
        stripe = Self.threadsMade.wrappingAdd(1, ordering: .relaxed).oldValue % StripedCounter.stripeCount
    }

    /// A number for a new cache, never 0 and never given twice.
    static func makeOwner() -> UInt64 { ownersMade.wrappingAdd(1, ordering: .relaxed).newValue }

    /// The slot of `hash` in the cache numbered `owner`.
    @inline(__always)
    static func slotIndex(owner: UInt64, hash: Int) -> Int {
        let mixed = (UInt64(UInt(bitPattern: hash)) ^ owner) &* 0x9E37_79B9_7F4A_7C15
        return Int(truncatingIfNeeded: mixed >> 58)  // the top 6 bits: 0..<64
    }

    deinit { for index in 0..<Self.slotCount { clear(index) } }

    /// Empties the calling thread's front, giving back the values it held
    /// (for a test that counts what stays open on its thread).
    static func clearCurrent() {
        _ = withCurrent { front -> Void? in
            for index in 0..<Self.slotCount { front.clear(index) }
        }
    }
}

/// A count that many threads add to without sharing a cache line: each
/// thread adds to its own stripe (``CacheFront/stripe``); reading sums them.
final class StripedCounter: Sendable {
    static let stripeCount = 16

    /// One counter on a cache line of its own: the padding keeps the next
    /// stripe's counter at least 128 bytes away.
    private final class Stripe: Sendable {
        let count = Atomic<Int>(0)
        private let padding: (Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int, Int) = (
            0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0
        )
    }

    private let stripes = (0..<StripedCounter.stripeCount).map { _ in Stripe() }

    @inline(__always)
    func increment(stripe: Int) {
        stripes[stripe].count.wrappingAdd(1, ordering: .relaxed)
    }

    var total: Int { stripes.reduce(0) { $0 + $1.count.load(ordering: .relaxed) } }
}
